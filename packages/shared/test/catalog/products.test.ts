import { describe, expect, it } from 'vitest';
import { MENSAJES } from '../../src/messages';
import {
  banderasDeTipo,
  cantidadConDecimalesValidos,
  claveNombreFraccion,
  fraccionDuplicada,
  inventarioEnFraccion,
  problemaUnidad,
  problemasFracciones,
  problemasImagenes,
  problemasMinimos,
  problemasTiendaOnline,
  quitarFraccion,
  redondearCantidad,
} from '../../src/domains/catalog/products';

const P = MENSAJES.productos;

describe('flags derived from the product type', () => {
  it.each([
    [1, { a_granel: false, tiene_fracciones: false }],
    [100, { a_granel: false, tiene_fracciones: true }],
    [1000, { a_granel: true, tiene_fracciones: false }],
    [2000, { a_granel: true, tiene_fracciones: false }],
  ])('type %i', (tipo, banderas) => {
    expect(banderasDeTipo(tipo)).toEqual(banderas);
  });
});

describe('quantities: bulk with 3 decimals, everything else whole', () => {
  it.each<[string | number, number, string]>([
    ['1.23456', 1000, '1.235'],
    ['1.2344', 2000, '1.234'],
    ['0.0005', 1000, '0.001'],
    [2, 1000, '2.000'],
    ['1.5', 1, '2'],
    ['1.49', 100, '1'],
    ['12', 1, '12'],
    ['-2.5', 1, '-3'],
    ['', 1, '0'],
  ])('%s in type %i → %s', (cantidad, tipo, esperado) => {
    expect(redondearCantidad(cantidad, tipo)).toBe(esperado);
  });

  it.each<[string, number, boolean]>([
    ['1.000', 1, true],
    ['1.5', 1, false],
    ['1.5', 100, false],
    ['1.125', 1000, true],
    ['1.1255', 2000, false],
    ['3', 2000, true],
  ])('%s has valid decimals for type %i: %s', (cantidad, tipo, ok) => {
    expect(cantidadConDecimalesValidos(cantidad, tipo)).toBe(ok);
  });

  it.each<[string, string, number, string]>([
    ['25', '12', 100, '2'],
    ['24', '12', 100, '2'],
    ['11', '12', 100, '0'],
    ['0', '6', 100, '0'],
    ['-1', '12', 100, '-1'],
    ['10', '1', 100, '10'],
    ['2.5', '0.4', 1000, '6.250'],
    ['1', '3', 2000, '0.333'],
    ['5', '0', 100, '0'],
  ])('stock %s in a fraction of %s (type %i) → %s', (stock, contenido, tipo, esperado) => {
    expect(inventarioEnFraccion(stock, contenido, tipo)).toBe(esperado);
  });

  it('minimum stock follows the same decimals', () => {
    expect(problemasMinimos(1, { minimo_existencias: '2.000' })).toEqual([]);
    expect(problemasMinimos(1, { minimo_existencias: '2.5' })).toEqual([
      { campo: 'minimo_existencias', mensaje: MENSAJES.campos.integer },
    ]);
    expect(problemasMinimos(1000, { minimo_existencias: '2.5' })).toEqual([]);
    expect(
      problemasMinimos(100, {
        minimo_existencias: '1',
        fracciones: [{ minimo_existencias: '1' }, { minimo_existencias: '0.5' }],
      }),
    ).toEqual([{ campo: 'fracciones.1.minimo_existencias', mensaje: MENSAJES.campos.integer }]);
  });
});

describe('fraction names', () => {
  it.each([
    ['Caja', 'caja'],
    ['  Caja ', 'caja'],
    ['CAJA  DE   12', 'caja de 12'],
    ['Ñoño', 'ñoño'],
  ])('%j compares as %j', (nombre, clave) => {
    expect(claveNombreFraccion(nombre)).toBe(clave);
  });

  it('finds a duplicate name, trimmed and case-insensitive', () => {
    const fracciones = [{ nombre: 'Caja' }, { nombre: 'Unidad' }];
    expect(fraccionDuplicada(fracciones, ' caja ')).toBe(true);
    expect(fraccionDuplicada(fracciones, 'UNIDAD')).toBe(true);
    expect(fraccionDuplicada(fracciones, 'Fardo')).toBe(false);
    // Editing a fraction does not clash with itself.
    expect(fraccionDuplicada(fracciones, 'caja', 0)).toBe(false);
  });
});

describe('problemasFracciones', () => {
  const f = (nombre: string, contenido: string | number = '1') => ({ nombre, contenido });
  it.each([
    { caso: 'type 100 with two fractions', tipo: 100, fracciones: [f('Caja', 12), f('Unidad')], problemas: [] },
    {
      caso: 'type 100 with one fraction',
      tipo: 100,
      fracciones: [f('Unidad')],
      problemas: [{ campo: 'fracciones', mensaje: P.minimoFracciones }],
    },
    {
      caso: 'type 100 with none',
      tipo: 100,
      fracciones: [],
      problemas: [{ campo: 'fracciones', mensaje: P.minimoFracciones }],
    },
    {
      caso: 'duplicate names',
      tipo: 100,
      fracciones: [f('Caja', 12), f(' CAJA ', 6), f('Unidad'), f('caja')],
      problemas: [
        { campo: 'fracciones.1.nombre', mensaje: P.fraccionDuplicada },
        { campo: 'fracciones.3.nombre', mensaje: P.fraccionDuplicada },
      ],
    },
    {
      caso: 'contenido must be a positive whole number of base units',
      tipo: 100,
      fracciones: [f('Caja', 0), f('Media', '0.5'), f('Unidad', '-1')],
      problemas: [
        { campo: 'fracciones.0.contenido', mensaje: MENSAJES.campos.minValue(0) },
        { campo: 'fracciones.1.contenido', mensaje: P.contenidoEntero },
        { campo: 'fracciones.2.contenido', mensaje: MENSAJES.campos.minValue(0) },
      ],
    },
    { caso: 'other types have no fraction rules', tipo: 1, fracciones: [f('Caja', 0)], problemas: [] },
    { caso: 'bulk', tipo: 1000, fracciones: [], problemas: [] },
  ])('$caso', ({ tipo, fracciones, problemas }) => {
    expect(problemasFracciones(tipo, fracciones)).toEqual(problemas);
  });
});

describe('quitarFraccion', () => {
  const lista = [
    { nombre: 'Fardo', contenido: '24' },
    { nombre: 'Caja', contenido: '12' },
    { nombre: 'Unidad', contenido: '1' },
  ];
  it('removes the fraction and leaves the others as they were', () => {
    expect(quitarFraccion(lista, 1)).toEqual([lista[0], lista[2]]);
  });
  it('the last remaining fraction becomes the base unit (contenido 1)', () => {
    expect(quitarFraccion(lista.slice(0, 2), 1)).toEqual([{ nombre: 'Fardo', contenido: '1' }]);
    expect(quitarFraccion(lista.slice(1), 1)).toEqual([{ nombre: 'Caja', contenido: '1' }]);
  });
  it('removing the only one leaves none', () => {
    expect(quitarFraccion([lista[0]!], 0)).toEqual([]);
  });
  it('does not change the list it was given', () => {
    const copia = JSON.parse(JSON.stringify(lista));
    quitarFraccion(lista, 0);
    expect(lista).toEqual(copia);
  });
});

describe('online store rules', () => {
  it.each([
    {
      caso: 'not online: nothing to check',
      p: { tienda_online: false, tipo_producto: 100, imagenes: 0, categorias: 9 },
      problemas: [],
    },
    {
      caso: 'a valid online product',
      p: { tienda_online: true, tipo_producto: 1, imagenes: 1, categorias: 3 },
      problemas: [],
    },
    {
      caso: 'not simple',
      p: { tienda_online: true, tipo_producto: 100, imagenes: 2, categorias: 0 },
      problemas: [{ campo: 'tipo_producto', mensaje: P.tiendaTipoSimple }],
    },
    {
      caso: 'bulk',
      p: { tienda_online: true, tipo_producto: 1000, imagenes: 2, categorias: 0 },
      problemas: [{ campo: 'tipo_producto', mensaje: P.tiendaTipoSimple }],
    },
    {
      caso: 'no image',
      p: { tienda_online: true, tipo_producto: 1, imagenes: 0, categorias: 1 },
      problemas: [{ campo: 'imagenes', mensaje: P.tiendaSinImagen }],
    },
    {
      caso: 'four categories',
      p: { tienda_online: true, tipo_producto: 1, imagenes: 5, categorias: 4 },
      problemas: [{ campo: 'categorias', mensaje: P.tiendaMaxCategorias }],
    },
    {
      caso: 'everything wrong',
      p: { tienda_online: true, tipo_producto: 2000, imagenes: 0, categorias: 5 },
      problemas: [
        { campo: 'tipo_producto', mensaje: P.tiendaTipoSimple },
        { campo: 'imagenes', mensaje: P.tiendaSinImagen },
        { campo: 'categorias', mensaje: P.tiendaMaxCategorias },
      ],
    },
  ])('$caso', ({ p, problemas }) => {
    expect(problemasTiendaOnline(p)).toEqual(problemas);
  });

  it('at most 5 images', () => {
    expect(problemasImagenes(5)).toEqual([]);
    expect(problemasImagenes(6)).toEqual([{ campo: 'imagenes', mensaje: P.maximoImagenes }]);
  });
});

describe('units of bulk products', () => {
  it.each<[number, number | null, string | null]>([
    [1, null, null],
    [1, 30, null],
    [100, 20, null],
    [1000, 30, null],
    [1000, 10, P.granelPesoUnidad],
    [1000, null, P.granelPesoUnidad],
    [2000, 20, null],
    [2000, 60, null],
    [2000, 30, P.granelCapacidadUnidad],
  ])('type %i with a unit of kind %s', (tipo, tipoUnidad, mensaje) => {
    expect(problemaUnidad(tipo, tipoUnidad)?.mensaje ?? null).toBe(mensaje);
  });
});
