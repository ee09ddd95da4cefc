import { describe, expect, it } from 'vitest';
import { MENSAJES } from '../../src/messages';
import { productoInputSchema } from '../../src/domains/catalog/products.api';
import { configureZodErrors } from '../../src/validation/zod';

configureZodErrors();

const errores = (data: unknown, decimales: 2 | 3 = 2) => {
  const result = productoInputSchema(decimales).safeParse(data);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('productoInputSchema', () => {
  it('fills the defaults of a minimal product', () => {
    const parsed = productoInputSchema(2).parse({ codigo: ' A-1 ', nombre: ' Azúcar ' });
    expect(parsed).toMatchObject({
      codigo: 'A-1',
      nombre: 'Azúcar',
      tipo_producto: 1,
      inventariable: true,
      vendible: true,
      alertar: false,
      tienda_online: false,
      usa_costo_promedio: true,
      precio: '0.00',
      precio5: '0.00',
      porcent_precio2: '0.00',
      precio_online: '0.00',
      minimo_existencias: '0.000',
      categoria: null,
      subfamilia: null,
      unidad_de_medida: null,
      categorias: [],
      fracciones: [],
      precios_sucursal: [],
    });
    expect(parsed.imagenes).toBeUndefined();
  });

  it('accepts what GET returns: references as objects, numbers as strings, form booleans', () => {
    const parsed = productoInputSchema(3).parse({
      codigo: 'B',
      nombre: 'Bebida',
      tipo_producto: '100',
      categoria: { id: 4, nombre: 'Bebidas', slug: 'bebidas' },
      subfamilia: 5,
      categorias: [{ id: 6 }, '7'],
      unidad_de_medida: { id: 1, nombre: 'Unidad' },
      inventariable: 'false',
      precio: '1,250.5',
      precio2: 10,
      precios_sucursal: [{ sucursal: { id: 3 }, precio: '9.5', precio2: '', precio3: null }],
      fracciones: [
        { id: 8, nombre: 'Caja', contenido: '12', precios_sucursal: [] },
        { nombre: 'Unidad', contenido: 1, vendible: 'true' },
      ],
      imagenes: [{ id: 3, imagen: '/media/x.jpg' }, { archivo: 'imagen_1' }],
      costo: '99.99',
      slug: 'ignorado',
    });
    expect(parsed).toMatchObject({
      tipo_producto: 100,
      categoria: 4,
      subfamilia: 5,
      categorias: [6, 7],
      unidad_de_medida: 1,
      inventariable: false,
      precio: '1250.500',
      precio2: '10.000',
      precios_sucursal: [{ sucursal: 3, precio: '9.500', precio2: null, precio3: null, precio4: null, precio5: null }],
      fracciones: [
        { id: 8, nombre: 'Caja', contenido: '12.000' },
        { id: null, nombre: 'Unidad', contenido: '1.000', vendible: true },
      ],
      imagenes: [{ id: 3 }, { archivo: 'imagen_1' }],
    });
    expect(parsed).not.toHaveProperty('costo');
    expect(parsed).not.toHaveProperty('slug');
  });

  it.each([
    [{ nombre: 'x' }, 'codigo', MENSAJES.campos.required],
    [{ codigo: 'x', nombre: '  ' }, 'nombre', MENSAJES.campos.required],
    [{ codigo: 'x'.repeat(51), nombre: 'x' }, 'codigo', MENSAJES.campos.maxLength(50)],
    [{ codigo: 'x', nombre: 'x', tipo_producto: 7 }, 'tipo_producto', MENSAJES.campos.oneOf([1, 100, 1000, 2000])],
    [{ codigo: 'x', nombre: 'x', precio: '-1' }, 'precio', MENSAJES.campos.money],
    [{ codigo: 'x', nombre: 'x', precio: '1.005' }, 'precio', MENSAJES.campos.money],
    [{ codigo: 'x', nombre: 'x', precio: 'abc' }, 'precio', MENSAJES.campos.money],
    [{ codigo: 'x', nombre: 'x', porcent_precio2: '-5' }, 'porcent_precio2', MENSAJES.campos.money],
    [{ codigo: 'x', nombre: 'x', minimo_existencias: '-1' }, 'minimo_existencias', MENSAJES.campos.money],
    [{ codigo: 'x', nombre: 'x', categoria: 'abc' }, 'categoria', MENSAJES.campos.integer],
    [{ codigo: 'x', nombre: 'x', fracciones: [{ contenido: 1 }] }, 'fracciones.0.nombre', MENSAJES.campos.required],
    [
      { codigo: 'x', nombre: 'x', precios_sucursal: [{ precio: '1' }] },
      'precios_sucursal.0.sucursal',
      MENSAJES.campos.required,
    ],
    [
      { codigo: 'x', nombre: 'x', imagenes: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }, { id: 6 }] },
      'imagenes',
      MENSAJES.productos.maximoImagenes,
    ],
  ])('%j → %s: %s', (data, campo, mensaje) => {
    expect(errores(data)[campo]).toBe(mensaje);
  });

  it('percentages have no upper bound', () => {
    expect(errores({ codigo: 'x', nombre: 'x', porcent_precio2: '250.5' })).toEqual({});
  });

  it('3-decimal companies accept 3 decimals', () => {
    expect(errores({ codigo: 'x', nombre: 'x', precio: '1.005' }, 3)).toEqual({});
  });
});
