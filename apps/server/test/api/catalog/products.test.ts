import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { fracciones, preciosSucursal, productos, productosImagenes } from '../../../src/db/schema/index';
import { IMAGE_FORMAT_MESSAGE } from '../../../src/lib/uploads';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, unique, type TestCompany } from '../../helpers/factories';
import {
  auditOf,
  createCategory,
  createProductViaApi,
  fractionsBody,
  productBody,
  setPriceSettings,
  setStock,
  unitId,
} from '../../helpers/catalog';
import { fakeImage, gifImage, jpegImage, pngImage } from '../../helpers/images';

const P = MENSAJES.productos;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function productRow(id: number) {
  const [row] = await t.database.db.select().from(productos).where(eq(productos.id, id));
  return row!;
}

async function fractionRows(productoId: number) {
  return t.database.db.select().from(fracciones).where(eq(fracciones.productoId, productoId)).orderBy(fracciones.id);
}

const mediaPath = (url: string) => path.join(t.mediaDir, url.replace(/^\/media\//, ''));

async function newBranch(company: TestCompany, nombre = unique('Sucursal')): Promise<number> {
  const response = await company.owner.post('/api/sucursales/', { nombre, departamento: '01', municipio: '0101' });
  expect(response.statusCode).toBe(201);
  return response.data.id;
}

describe('product CRUD', () => {
  it('creates, reads, lists, edits and annuls a simple product', async () => {
    const company = await createTestCompany(t.app, t.database);
    const body = productBody({
      codigo: 'AZ-001',
      nombre: '  Azúcar Blanca 1 lb ',
      descripcion: 'Azúcar refinada',
      marca: 'Caña Real',
      codigo_barras: '7401234567890',
      descripcion_codigo_barras: 'Bolsa de 1 lb',
      precio: '10.50',
      precio2: '9.45',
      precio_online: '11',
      minimo_existencias: 5,
      alertar: true,
      // Read-only fields the form may send back are ignored.
      costo: '99',
      costo_promedio_ponderado: '99',
      slug: 'otro-slug',
      a_granel: true,
    });
    const created = await company.owner.post('/api/productos/', body);
    expect(created.statusCode, created.body).toBe(201);
    const producto = created.data;
    expect(producto).toMatchObject({
      codigo: 'AZ-001',
      nombre: 'Azúcar Blanca 1 lb',
      slug: 'azucar-blanca-1-lb',
      descripcion: 'Azúcar refinada',
      marca: 'Caña Real',
      tipo_producto: 1,
      tipo_producto_nombre: 'Simple',
      a_granel: false,
      tiene_fracciones: false,
      unidad_de_medida: { nombre: 'Unidad', tipo: 10 },
      categoria: null,
      subfamilia: null,
      categorias: [],
      inventariable: true,
      vendible: true,
      alertar: true,
      minimo_existencias: '5',
      tienda_online: false,
      codigo_barras: '7401234567890',
      descripcion_codigo_barras: 'Bolsa de 1 lb',
      precio: '10.50',
      precio2: '9.45',
      precio3: '0.00',
      porcent_precio2: '90.00',
      porcent_precio3: '0.00',
      precio_online: '11.00',
      listado_precios: [
        { id: 1, nombre: 'Precio', precio: '10.50' },
        { id: 2, nombre: 'Precio 2', precio: '9.45' },
        { id: 3, nombre: 'Precio 3', precio: '0.00' },
        { id: 4, nombre: 'Precio 4', precio: '0.00' },
        { id: 5, nombre: 'Precio 5', precio: '0.00' },
      ],
      precios_sucursal: [],
      costo: '0.00',
      costo_dolares: '0.00',
      costo_promedio_ponderado: '0.00',
      usa_costo_promedio: true,
      ultimo_proveedor: null,
      inventario: '0',
      fracciones: [],
      imagen: null,
      imagen_1: null,
      img_cropped: null,
      thumbnails: [],
      imagenes: [],
      activo: true,
    });
    const id = producto.id;
    expect(await productRow(id)).toMatchObject({
      empresaId: company.empresaId,
      costo: '0.0000',
      precio: '10.5000',
      porcentPrecio2: '90.0000',
      activo: true,
    });

    expect((await company.owner.get(`/api/productos/${id}/`)).data).toEqual(producto);
    const list = (await company.owner.get('/api/productos/')).data;
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      id,
      codigo: 'AZ-001',
      nombre: 'Azúcar Blanca 1 lb',
      precio: '10.50',
      inventario: '0',
      total_fracciones: 0,
      unidad_de_medida: { nombre: 'Unidad' },
      thumbnail: null,
    });

    const edited = await company.owner.put(`/api/productos/${id}/`, {
      ...producto,
      nombre: 'Azúcar Morena 1 lb',
      precio: '12',
      marca: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The slug stays: links to the product keep working after a rename.
    expect(edited.data).toMatchObject({
      nombre: 'Azúcar Morena 1 lb',
      slug: 'azucar-blanca-1-lb',
      precio: '12.00',
      precio2: '9.45',
      porcent_precio2: '78.75',
      marca: '',
    });

    const annulled = await company.owner.delete(`/api/productos/${id}/`);
    expect(annulled.statusCode).toBe(200);
    expect(annulled.data).toEqual({ detail: 'Registro anulado' });
    expect((await productRow(id)).activo).toBe(false);
    expect((await company.owner.get(`/api/productos/${id}/`)).statusCode).toBe(404);
    expect((await company.owner.put(`/api/productos/${id}/`, producto)).statusCode).toBe(404);
    expect((await company.owner.delete(`/api/productos/${id}/`)).statusCode).toBe(404);
    expect((await company.owner.get('/api/productos/')).data.count).toBe(0);
    // The code and barcode are free again; the new product gets its own slug.
    const again = await company.owner.post('/api/productos/', body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.data.slug).toBe('azucar-blanca-1-lb-2');
  });

  it('PUT applies the body over the product as it is: fields left out keep their value', async () => {
    const company = await createTestCompany(t.app, t.database);
    const branch = company.sucursalId;
    const producto = await createProductViaApi(company.owner, {
      tipo_producto: 100,
      precio: '20',
      precio3: '15',
      fracciones: fractionsBody(),
      precios_sucursal: [{ sucursal: branch, precio2: '17' }],
    });
    const edited = await company.owner.put(`/api/productos/${producto.id}/`, { nombre: 'Solo el nombre' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data).toEqual({ ...producto, nombre: 'Solo el nombre', modificado: edited.data.modificado });
  });

  it('requires code and name, checks money, quantities and types with field errors', async () => {
    const company = await createTestCompany(t.app, t.database);
    for (const [body, field, message] of [
      [{ codigo: '', nombre: 'X' }, 'codigo', MENSAJES.campos.required],
      [{ codigo: 'X' }, 'nombre', MENSAJES.campos.required],
      [productBody({ precio: '1.005' }), 'precio', MENSAJES.campos.money],
      [productBody({ precio2: '-1' }), 'precio2', MENSAJES.campos.money],
      [productBody({ porcent_precio3: 'mucho' }), 'porcent_precio3', MENSAJES.campos.money],
      [productBody({ tipo_producto: 5 }), 'tipo_producto', MENSAJES.campos.oneOf([1, 100, 1000, 2000])],
      [productBody({ minimo_existencias: '2.5' }), 'minimo_existencias', MENSAJES.campos.integer],
      [productBody({ categoria: 'x' }), 'categoria', MENSAJES.campos.integer],
    ] as const) {
      const response = await company.owner.post('/api/productos/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.data[field], JSON.stringify(body)).toEqual([message]);
    }
    expect((await company.owner.get('/api/productos/')).data.count).toBe(0);
  });

  it('codes are unique per company among active products, case-insensitive', async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const first = await createProductViaApi(company.owner, { codigo: 'ABC-1' });
    for (const codigo of ['ABC-1', 'abc-1', ' Abc-1 ']) {
      const dup = await company.owner.post('/api/productos/', productBody({ codigo }));
      expect(dup.statusCode, codigo).toBe(400);
      expect(dup.data).toEqual({ code: 'VALIDATION', detail: P.codigoDuplicado, codigo: [P.codigoDuplicado] });
    }
    const second = await createProductViaApi(company.owner, { codigo: 'ABC-2' });
    const clash = await company.owner.put(`/api/productos/${second.id}/`, { codigo: 'abc-1' });
    expect(clash.statusCode).toBe(400);
    // Keeping one's own code is fine, and another company may use it.
    expect((await company.owner.put(`/api/productos/${first.id}/`, { codigo: 'abc-1' })).statusCode).toBe(200);
    expect((await other.owner.post('/api/productos/', productBody({ codigo: 'ABC-1' }))).statusCode).toBe(201);
  });

  it('a save creates nothing when a later rule fails (one transaction)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const response = await company.owner.post(
      '/api/productos/',
      productBody({ tipo_producto: 100, fracciones: fractionsBody(), categorias: [999999] }),
    );
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(productos).where(eq(productos.empresaId, company.empresaId))).toEqual([]);
    expect(await auditOf(t.database.db, company.empresaId, 'PRODUCTO')).toEqual([]);
  });

  it('an Idempotency-Key retry answers the first product and creates no second one', async () => {
    const company = await createTestCompany(t.app, t.database);
    const body = productBody();
    const first = await company.owner.post('/api/productos/', body, { 'idempotency-key': 'prod-1' });
    const retry = await company.owner.post('/api/productos/', body, { 'idempotency-key': 'prod-1' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.data).toEqual(first.data);
    expect((await company.owner.get('/api/productos/')).data.count).toBe(1);
  });
});

describe('price tiers', () => {
  it('without conf_precios_porcentaje the prices rule and the percentages follow (100 × precioN / precio)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProductViaApi(company.owner, {
      precio: '9',
      precio2: '7',
      precio3: '',
      precio4: '12',
      precio5: '0',
      porcent_precio2: '1',
      porcent_precio4: '1',
    });
    expect(p).toMatchObject({
      precio: '9.00',
      precio2: '7.00',
      precio3: '0.00',
      precio4: '12.00',
      precio5: '0.00',
      porcent_precio2: '77.78',
      porcent_precio3: '0.00',
      porcent_precio4: '133.33',
      porcent_precio5: '0.00',
    });
    // Without a base price every percentage is 0.
    const sinBase = await createProductViaApi(company.owner, { precio: '', precio2: '5' });
    expect(sinBase).toMatchObject({ precio: '0.00', precio2: '5.00', porcent_precio2: '0.00' });
  });

  it('with conf_precios_porcentaje the percentages rule (precio × porcentaje / 100), without upper bound', async () => {
    const company = await createTestCompany(t.app, t.database);
    await setPriceSettings(t.database.db, company.empresaId, { porcentaje: true });
    const p = await createProductViaApi(company.owner, {
      precio: '20',
      precio2: '1',
      porcent_precio2: '90',
      porcent_precio3: '77.5',
      porcent_precio4: '250',
      fracciones: fractionsBody([
        { precio: '200', porcent_precio2: '95' },
        { precio: '20', porcent_precio5: '50' },
      ]),
      tipo_producto: 100,
    });
    expect(p).toMatchObject({
      precio: '20.00',
      precio2: '18.00',
      precio3: '15.50',
      precio4: '50.00',
      precio5: '0.00',
      porcent_precio2: '90.00',
      porcent_precio4: '250.00',
    });
    expect(p.fracciones[0]).toMatchObject({ precio: '200.00', precio2: '190.00', porcent_precio2: '95.00' });
    expect(p.fracciones[1]).toMatchObject({ precio: '20.00', precio5: '10.00', porcent_precio5: '50.00' });
    const negative = await company.owner.post('/api/productos/', productBody({ porcent_precio2: '-1' }));
    expect(negative.data.porcent_precio2).toEqual([MENSAJES.campos.money]);
  });

  it('3-decimal companies round to 3 decimals and the tiers carry the company names', async () => {
    const company = await createTestCompany(t.app, t.database);
    await setPriceSettings(t.database.db, company.empresaId, {
      porcentaje: true,
      tresDecimales: true,
      nombres: ['Público', 'Mayoreo', 'Distribuidor', 'Especial', 'Empleado'],
    });
    const p = await createProductViaApi(company.owner, { precio: '1.235', porcent_precio2: '33.33' });
    expect(p).toMatchObject({ precio: '1.235', precio2: '0.412', precio_online: '0.000', costo: '0.000' });
    expect(p.listado_precios.map((x: { nombre: string }) => x.nombre)).toEqual([
      'Público',
      'Mayoreo',
      'Distribuidor',
      'Especial',
      'Empleado',
    ]);
    await setPriceSettings(t.database.db, company.empresaId, { tresDecimales: false });
    expect((await company.owner.post('/api/productos/', productBody({ precio: '1.235' }))).data.precio).toEqual([
      MENSAJES.campos.money,
    ]);
  });

  it('branch prices override any tier per branch; null falls back; unknown or repeated branches are refused', async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const norte = await newBranch(company, 'Norte');
    const p = await createProductViaApi(company.owner, {
      tipo_producto: 100,
      precio: '10',
      precios_sucursal: [
        { sucursal: norte, precio: '11', precio2: null, precio3: '', precio5: '7.5' },
        // A branch with every tier empty stores nothing.
        { sucursal: company.sucursalId, precio: null },
      ],
      fracciones: fractionsBody([{ precios_sucursal: [{ sucursal: { id: norte }, precio: '120' }] }]),
    });
    expect(p.precios_sucursal).toEqual([
      {
        sucursal: norte,
        sucursal_nombre: 'Norte',
        precio: '11.00',
        precio2: null,
        precio3: null,
        precio4: null,
        precio5: '7.50',
      },
    ]);
    expect(p.fracciones[0].precios_sucursal).toEqual([
      {
        sucursal: norte,
        sucursal_nombre: 'Norte',
        precio: '120.00',
        precio2: null,
        precio3: null,
        precio4: null,
        precio5: null,
      },
    ]);
    expect(p.fracciones[1].precios_sucursal).toEqual([]);
    const rows = await t.database.db.select().from(preciosSucursal).where(eq(preciosSucursal.productoId, p.id));
    expect(rows).toHaveLength(2);

    for (const [precios, message] of [
      [[{ sucursal: other.sucursalId, precio: '1' }], P.sucursalNoExiste],
      [[{ sucursal: 999999, precio: '1' }], P.sucursalNoExiste],
      [
        [
          { sucursal: norte, precio: '1' },
          { sucursal: norte, precio2: '1' },
        ],
        P.sucursalRepetida,
      ],
    ] as const) {
      const response = await company.owner.put(`/api/productos/${p.id}/`, { precios_sucursal: precios });
      expect(response.statusCode).toBe(400);
      expect(response.data).toEqual({ code: 'VALIDATION', detail: message, precios_sucursal: [message] });
    }
    // Clearing the list removes the product's own overrides.
    const cleared = await company.owner.put(`/api/productos/${p.id}/`, { precios_sucursal: [] });
    expect(cleared.data.precios_sucursal).toEqual([]);
    expect(cleared.data.fracciones[0].precios_sucursal).toHaveLength(1);
  });
});

describe('fractions', () => {
  it('a product with fractions needs at least 2', async () => {
    const company = await createTestCompany(t.app, t.database);
    for (const lista of [[], [fractionsBody()[0]]]) {
      const response = await company.owner.post(
        '/api/productos/',
        productBody({ tipo_producto: 100, fracciones: lista }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.data).toEqual({
        code: 'VALIDATION',
        detail: P.minimoFracciones,
        fracciones: [P.minimoFracciones],
      });
    }
  });

  it('fraction names are unique, trimmed and case-insensitive', async () => {
    const company = await createTestCompany(t.app, t.database);
    const response = await company.owner.post(
      '/api/productos/',
      productBody({ tipo_producto: 100, fracciones: fractionsBody([{ nombre: 'Unidad' }, { nombre: '  UNIDAD ' }]) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.data).toEqual({
      code: 'VALIDATION',
      detail: P.fraccionDuplicada,
      'fracciones.1.nombre': [P.fraccionDuplicada],
    });
  });

  it('contenido is a positive whole number of base units', async () => {
    const company = await createTestCompany(t.app, t.database);
    const zero = await company.owner.post(
      '/api/productos/',
      productBody({ tipo_producto: 100, fracciones: fractionsBody([{ contenido: 0 }]) }),
    );
    expect(zero.data['fracciones.0.contenido']).toEqual([MENSAJES.campos.minValue(0)]);
    const half = await company.owner.post(
      '/api/productos/',
      productBody({ tipo_producto: 100, fracciones: fractionsBody([{ contenido: '0.5' }]) }),
    );
    expect(half.data['fracciones.0.contenido']).toEqual([P.contenidoEntero]);
  });

  it('keeps ids, adds, reorders and removes fractions inside the product save', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProductViaApi(company.owner, {
      tipo_producto: 100,
      fracciones: fractionsBody([{ codigo_barras: '7500000000012', minimo_existencias: 2, alertar: true }]),
    });
    expect(p).toMatchObject({ tiene_fracciones: true, a_granel: false });
    expect(p.fracciones).toMatchObject([
      {
        nombre: 'Caja de 12',
        contenido: '12',
        precio: '110.00',
        codigo_barras: '7500000000012',
        minimo_existencias: '2',
        alertar: true,
        vendible: true,
        orden: 0,
      },
      { nombre: 'Unidad', contenido: '1', precio: '10.00', orden: 1 },
    ]);
    const [caja, unidad] = p.fracciones;
    // Edit the unit, drop the box, add a six-pack in front.
    const edited = await company.owner.put(`/api/productos/${p.id}/`, {
      fracciones: [
        { nombre: 'Six pack', contenido: 6, precio: '58' },
        { ...unidad, precio: '10.25', vendible: false },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data.fracciones).toMatchObject([
      { nombre: 'Six pack', contenido: '6', precio: '58.00', orden: 0 },
      { id: unidad.id, nombre: 'Unidad', precio: '10.25', vendible: false, orden: 1 },
    ]);
    // The removed fraction stays as an inactive row: stock documents may point at it.
    const rows = await fractionRows(p.id);
    expect(rows.map((r) => [r.nombre, r.activo])).toEqual([
      ['Caja de 12', false],
      ['Unidad', true],
      ['Six pack', true],
    ]);
    // Another product's fraction id, or a removed one, is not this product's.
    const q = await createProductViaApi(company.owner, { tipo_producto: 100, fracciones: fractionsBody() });
    for (const id of [q.fracciones[0].id, caja.id]) {
      const foreign = await company.owner.put(`/api/productos/${p.id}/`, {
        fracciones: [
          { id, nombre: 'X', contenido: 2 },
          { nombre: 'Y', contenido: 1 },
        ],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.data).toEqual({
        code: 'VALIDATION',
        detail: P.fraccionAjena,
        'fracciones.0.id': [P.fraccionAjena],
      });
    }
  });

  it('a type without fractions keeps none', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProductViaApi(company.owner, { tipo_producto: 100, fracciones: fractionsBody() });
    const simple = await company.owner.put(`/api/productos/${p.id}/`, { tipo_producto: 1 });
    expect(simple.statusCode, simple.body).toBe(200);
    expect(simple.data).toMatchObject({ tipo_producto: 1, tiene_fracciones: false, fracciones: [] });
    expect((await fractionRows(p.id)).every((f) => !f.activo)).toBe(true);
    // Fractions sent with a simple product are not stored.
    const q = await createProductViaApi(company.owner, { fracciones: fractionsBody() });
    expect(q.fracciones).toEqual([]);
  });
});

describe('bulk products', () => {
  it('are counted with 3 decimals in a unit of their kind', async () => {
    const company = await createTestCompany(t.app, t.database);
    const libra = await unitId(t.database.db, company.empresaId, 'Libra');
    const litro = await unitId(t.database.db, company.empresaId, 'Litro');
    const unidad = await unitId(t.database.db, company.empresaId, 'Unidad');
    const peso = await createProductViaApi(company.owner, {
      tipo_producto: 1000,
      unidad_de_medida: libra,
      minimo_existencias: '2.5',
    });
    expect(peso).toMatchObject({
      a_granel: true,
      tiene_fracciones: false,
      tipo_producto_nombre: 'A granel por peso',
      minimo_existencias: '2.500',
      inventario: '0.000',
      unidad_de_medida: { id: libra, nombre: 'Libra', tipo: 30 },
    });
    const capacidad = await createProductViaApi(company.owner, {
      tipo_producto: 2000,
      unidad_de_medida: { id: litro },
    });
    expect(capacidad).toMatchObject({ a_granel: true, unidad_de_medida: { nombre: 'Litro' } });

    for (const [tipo, unidadId, message] of [
      [1000, null, P.granelPesoUnidad],
      [1000, unidad, P.granelPesoUnidad],
      [2000, libra, P.granelCapacidadUnidad],
    ] as const) {
      const response = await company.owner.post(
        '/api/productos/',
        productBody({ tipo_producto: tipo, unidad_de_medida: unidadId }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.data).toEqual({ code: 'VALIDATION', detail: message, unidad_de_medida: [message] });
    }
    const tooPrecise = await company.owner.post(
      '/api/productos/',
      productBody({ tipo_producto: 1000, unidad_de_medida: libra, minimo_existencias: '2.5005' }),
    );
    expect(tooPrecise.data.minimo_existencias).toEqual([MENSAJES.campos.money]);
    const other = await createTestCompany(t.app, t.database);
    const foreignUnit = await other.owner.post('/api/productos/', productBody({ unidad_de_medida: libra }));
    expect(foreignUnit.data).toEqual({
      code: 'VALIDATION',
      detail: P.unidadNoExiste,
      unidad_de_medida: [P.unidadNoExiste],
    });
  });
});

describe('barcodes', () => {
  it('are unique per company across products and fractions', async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const a = await createProductViaApi(company.owner, { nombre: 'Aceite Ideal', codigo_barras: '7401111111111' });
    await createProductViaApi(company.owner, {
      nombre: 'Leche Dos Pinos',
      tipo_producto: 100,
      fracciones: fractionsBody([{ codigo_barras: '7402222222222' }]),
    });

    const sameAsProduct = await company.owner.post('/api/productos/', productBody({ codigo_barras: '7401111111111' }));
    expect(sameAsProduct.statusCode).toBe(400);
    expect(sameAsProduct.data).toEqual({
      code: 'VALIDATION',
      detail: P.codigoBarrasDuplicado('7401111111111', 'Aceite Ideal'),
      codigo_barras: [P.codigoBarrasDuplicado('7401111111111', 'Aceite Ideal')],
    });
    const sameAsFraction = await company.owner.post('/api/productos/', productBody({ codigo_barras: '7402222222222' }));
    expect(sameAsFraction.data.detail).toBe(P.codigoBarrasDuplicado('7402222222222', 'Leche Dos Pinos'));
    const fractionClash = await company.owner.post(
      '/api/productos/',
      productBody({ tipo_producto: 100, fracciones: fractionsBody([{}, { codigo_barras: '7401111111111' }]) }),
    );
    expect(fractionClash.data['fracciones.1.codigo_barras']).toEqual([
      P.codigoBarrasDuplicado('7401111111111', 'Aceite Ideal'),
    ]);
    const repeated = await company.owner.post(
      '/api/productos/',
      productBody({
        codigo_barras: '7403',
        tipo_producto: 100,
        fracciones: fractionsBody([{ codigo_barras: '7403' }]),
      }),
    );
    expect(repeated.data).toEqual({
      code: 'VALIDATION',
      detail: P.codigoBarrasRepetido('7403'),
      'fracciones.0.codigo_barras': [P.codigoBarrasRepetido('7403')],
    });

    // A product keeps its own barcode on edit; another company may use it; annulling frees it.
    expect((await company.owner.put(`/api/productos/${a.id}/`, { precio: '5' })).statusCode).toBe(200);
    expect(
      (await other.owner.post('/api/productos/', productBody({ codigo_barras: '7401111111111' }))).statusCode,
    ).toBe(201);
    expect((await company.owner.delete(`/api/productos/${a.id}/`)).statusCode).toBe(200);
    expect(
      (await company.owner.post('/api/productos/', productBody({ codigo_barras: '7401111111111' }))).statusCode,
    ).toBe(201);
  });
});

describe('categories of a product', () => {
  it('familia, a sub-familia of it, and extra store categories', async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const bebidas = await createCategory(company.owner, 'Bebidas');
    const gaseosas = await createCategory(company.owner, 'Gaseosas', bebidas.id);
    const abarrotes = await createCategory(company.owner, 'Abarrotes');
    const granos = await createCategory(company.owner, 'Granos', abarrotes.id);
    const ajena = await createCategory(other.owner, 'Ajena');
    const p = await createProductViaApi(company.owner, {
      categoria: bebidas.id,
      subfamilia: gaseosas.id,
      categorias: [abarrotes.id, { id: granos.id }, abarrotes.id],
    });
    expect(p.categoria).toEqual({ id: bebidas.id, nombre: 'Bebidas', slug: 'bebidas', url_slug: 'bebidas' });
    expect(p.subfamilia).toEqual({
      id: gaseosas.id,
      nombre: 'Gaseosas',
      slug: 'gaseosas',
      url_slug: 'bebidas/gaseosas',
    });
    expect(p.categorias.map((c: { id: number }) => c.id)).toEqual([abarrotes.id, granos.id]);

    for (const [body, field, message] of [
      [{ categoria: gaseosas.id, subfamilia: null }, 'categoria', P.familiaNoExiste],
      [{ categoria: ajena.id, subfamilia: null }, 'categoria', P.familiaNoExiste],
      [{ categoria: abarrotes.id, subfamilia: gaseosas.id }, 'subfamilia', P.subfamiliaAjena],
      [{ categoria: null, subfamilia: gaseosas.id }, 'subfamilia', P.subfamiliaAjena],
      [{ categoria: bebidas.id, subfamilia: bebidas.id }, 'subfamilia', P.subfamiliaAjena],
      [{ categorias: [ajena.id] }, 'categorias', P.categoriaNoExiste],
    ] as const) {
      const response = await company.owner.put(`/api/productos/${p.id}/`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.data, JSON.stringify(body)).toEqual({ code: 'VALIDATION', detail: message, [field]: [message] });
    }
  });
});

describe('online store products', () => {
  it('must be simple, have an image and at most 3 categories', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cats = await Promise.all(['A', 'B', 'C', 'D'].map((n) => createCategory(company.owner, n)));
    const ids = cats.map((c) => c.id);
    const noImage = await company.owner.post('/api/productos/', productBody({ tienda_online: true }));
    expect(noImage.data).toEqual({ code: 'VALIDATION', detail: P.tiendaSinImagen, imagenes: [P.tiendaSinImagen] });

    const image = [{ field: 'imagen', filename: 'foto.png', content: await pngImage() }];
    const notSimple = await company.owner.form(
      'POST',
      '/api/productos/',
      { data: productBody({ tienda_online: true, tipo_producto: 100, fracciones: fractionsBody() }) },
      image,
    );
    expect(notSimple.statusCode).toBe(400);
    expect(notSimple.data).toEqual({
      code: 'VALIDATION',
      detail: P.tiendaTipoSimple,
      tipo_producto: [P.tiendaTipoSimple],
    });
    const fourCategories = await company.owner.form(
      'POST',
      '/api/productos/',
      { data: productBody({ tienda_online: true, categorias: ids }) },
      image,
    );
    expect(fourCategories.data).toEqual({
      code: 'VALIDATION',
      detail: P.tiendaMaxCategorias,
      categorias: [P.tiendaMaxCategorias],
    });
    // Nothing of the refused saves stays on disk.
    expect(
      fs.existsSync(path.join(t.mediaDir, String(company.empresaId), 'productos'))
        ? fs.readdirSync(path.join(t.mediaDir, String(company.empresaId), 'productos'))
        : [],
    ).toEqual([]);

    const ok = await company.owner.form(
      'POST',
      '/api/productos/',
      { data: productBody({ tienda_online: true, categorias: ids.slice(0, 3) }) },
      image,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.data).toMatchObject({ tienda_online: true, categorias: cats.slice(0, 3).map((c) => ({ id: c.id })) });
    // Dropping the last image of an online product is refused.
    const drop = await company.owner.put(`/api/productos/${ok.data.id}/`, { imagenes: [] });
    expect(drop.data).toEqual({ code: 'VALIDATION', detail: P.tiendaSinImagen, imagenes: [P.tiendaSinImagen] });
  });
});

describe('images', () => {
  it('keeps the original (inside 1600), a square crop (800) and a thumbnail (200) of each, served under /media/', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.form('POST', '/api/productos/', { data: productBody() }, [
      { field: 'imagen', filename: 'grande.JPG', content: await jpegImage(2000, 1000) },
      { field: 'imagen_1', filename: 'logo.png', content: await pngImage(300, 500) },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const p = created.data;
    expect(p.imagenes).toHaveLength(2);
    expect(p.imagen).toBe(p.imagenes[0].imagen);
    expect(p.imagen_1).toBe(p.imagenes[1].imagen);
    expect(p.imagen_2).toBeNull();
    expect(p.img_cropped).toBe(p.imagenes[0].img_cropped);
    expect(p.thumbnails).toEqual([p.imagenes[0].thumbnail, p.imagenes[1].thumbnail]);
    for (const url of [p.imagen, p.img_cropped, p.thumbnails[0]])
      expect(url).toMatch(new RegExp(`^/media/${company.empresaId}/productos/.+\\.jpg$`));
    expect(p.imagen_1).toMatch(/\.png$/);

    const size = async (url: string) => {
      const meta = await sharp(mediaPath(url)).metadata();
      return [meta.width, meta.height];
    };
    expect(await size(p.imagen)).toEqual([1600, 800]);
    expect(await size(p.img_cropped)).toEqual([800, 800]);
    expect(await size(p.thumbnails[0])).toEqual([200, 200]);
    expect(await size(p.imagen_1)).toEqual([300, 500]);
    expect(await size(p.imagenes[1].img_cropped)).toEqual([800, 800]);

    const served = await t.app.inject({ method: 'GET', url: p.thumbnails[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const rows = await t.database.db
      .select()
      .from(productosImagenes)
      .where(eq(productosImagenes.productoId, p.id))
      .orderBy(productosImagenes.orden);
    expect(rows.map((r) => r.orden)).toEqual([0, 1]);
  });

  it('an edit keeps, reorders, drops and adds images; dropped files leave the disk', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.form('POST', '/api/productos/', { data: productBody() }, [
      { field: 'a', filename: 'a.png', content: await pngImage() },
      { field: 'b', filename: 'b.png', content: await pngImage() },
      { field: 'c', filename: 'c.png', content: await pngImage() },
    ]);
    const [a, b, c] = created.data.imagenes;
    const edited = await company.owner.form(
      'PUT',
      `/api/productos/${created.data.id}/`,
      { data: { imagenes: [{ id: c.id }, { archivo: 'nueva' }, { id: a.id }] } },
      [
        { field: 'nueva', filename: 'nueva.jpeg', content: await jpegImage() },
        { field: 'extra', filename: 'extra.jpg', content: await jpegImage() },
      ],
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const imgs = edited.data.imagenes;
    expect(imgs.map((i: { id: number }) => i.id).filter((id: number) => [a.id, b.id, c.id].includes(id))).toEqual([
      c.id,
      a.id,
    ]);
    expect(imgs).toHaveLength(4);
    expect(imgs[0]).toMatchObject({ id: c.id, orden: 0 });
    expect(imgs[2]).toMatchObject({ id: a.id, orden: 2 });
    expect(edited.data.imagen).toBe(c.imagen);
    for (const url of [b.imagen, b.img_cropped, b.thumbnail]) expect(fs.existsSync(mediaPath(url))).toBe(false);
    for (const img of imgs) expect(fs.existsSync(mediaPath(img.thumbnail))).toBe(true);
    // Without `imagenes` the current images stay and uploads are appended.
    const appended = await company.owner.form(
      'PUT',
      `/api/productos/${created.data.id}/`,
      { data: { nombre: 'Con cinco' } },
      [{ field: 'otra', filename: 'otra.png', content: await pngImage() }],
    );
    expect(appended.data.imagenes).toHaveLength(5);
    expect(appended.data.imagenes.slice(0, 4)).toEqual(imgs);
  });

  it('only jpg, jpeg or png, at most 5, and only the product’s own images', async () => {
    const company = await createTestCompany(t.app, t.database);
    const mine = `${company.empresaId}/productos`;
    const filesOnDisk = () =>
      fs.existsSync(path.join(t.mediaDir, mine)) ? fs.readdirSync(path.join(t.mediaDir, mine)) : [];
    for (const [filename, content] of [
      ['animada.gif', await gifImage()],
      ['falsa.png', fakeImage()],
      ['foto.webp', await pngImage()],
    ] as const) {
      const response = await company.owner.form('POST', '/api/productos/', { data: productBody() }, [
        { field: 'imagen', filename: 'buena.png', content: await pngImage() },
        { field: 'imagen_1', filename, content },
      ]);
      expect(response.statusCode, filename).toBe(400);
      expect(response.data, filename).toEqual({
        code: 'VALIDATION',
        detail: IMAGE_FORMAT_MESSAGE,
        imagen_1: [IMAGE_FORMAT_MESSAGE],
      });
    }
    const six = await company.owner.form(
      'POST',
      '/api/productos/',
      { data: productBody() },
      await Promise.all(
        [0, 1, 2, 3, 4, 5].map(async (i) => ({ field: `f${i}`, filename: `${i}.png`, content: await pngImage() })),
      ),
    );
    expect(six.data).toEqual({ code: 'VALIDATION', detail: P.maximoImagenes, imagenes: [P.maximoImagenes] });
    const missingPart = await company.owner.form('POST', '/api/productos/', {
      data: productBody({ imagenes: [{ archivo: 'no-enviada' }] }),
    });
    expect(missingPart.data).toEqual({
      code: 'VALIDATION',
      detail: P.archivoNoRecibido('no-enviada'),
      imagenes: [P.archivoNoRecibido('no-enviada')],
    });
    expect(filesOnDisk()).toEqual([]);

    const withImage = await company.owner.form('POST', '/api/productos/', { data: productBody() }, [
      { field: 'imagen', filename: 'x.png', content: await pngImage() },
    ]);
    const other = await createProductViaApi(company.owner);
    const foreign = await company.owner.put(`/api/productos/${other.id}/`, {
      imagenes: [{ id: withImage.data.imagenes[0].id }],
    });
    expect(foreign.data).toEqual({ code: 'VALIDATION', detail: P.imagenAjena, imagenes: [P.imagenAjena] });
    expect((await company.owner.get(`/api/productos/${withImage.data.id}/`)).data.imagenes).toHaveLength(1);
  });
});

describe('annulment', () => {
  it('is refused while the product has stock in any branch', async () => {
    const company = await createTestCompany(t.app, t.database);
    const norte = await newBranch(company);
    const p = await createProductViaApi(company.owner);
    await setStock(t.database.db, company.empresaId, norte, p.id, '3');
    const refused = await company.owner.delete(`/api/productos/${p.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.data).toEqual({ code: 'BAD_REQUEST', detail: P.anularConExistencias });
    expect((await productRow(p.id)).activo).toBe(true);
    await setStock(t.database.db, company.empresaId, norte, p.id, '0');
    expect((await company.owner.delete(`/api/productos/${p.id}/`)).data).toEqual({ detail: 'Registro anulado' });
  });
});

describe('list', () => {
  it('searches by name, code, barcode or fraction barcode, and filters by familia and sub-familia', async () => {
    const company = await createTestCompany(t.app, t.database);
    const bebidas = await createCategory(company.owner, 'Bebidas');
    const gaseosas = await createCategory(company.owner, 'Gaseosas', bebidas.id);
    const jugos = await createCategory(company.owner, 'Jugos', bebidas.id);
    const coca = await createProductViaApi(company.owner, {
      codigo: 'GAS-01',
      nombre: 'Coca-Cola 600 ml',
      categoria: bebidas.id,
      subfamilia: gaseosas.id,
      codigo_barras: '7501055300075',
    });
    const jugo = await createProductViaApi(company.owner, {
      codigo: 'JUG-01',
      nombre: 'Jugo de Naranja',
      categoria: bebidas.id,
      subfamilia: jugos.id,
      tipo_producto: 100,
      fracciones: fractionsBody([{ codigo_barras: '7509999' }]),
    });
    const arroz = await createProductViaApi(company.owner, { codigo: 'ARR-01', nombre: 'Arroz Gallo 1 lb' });
    const names = async (query: Record<string, string>) => {
      const response = await company.owner.get('/api/productos/', query);
      expect(response.statusCode, response.body).toBe(200);
      return response.data.results.map((p: { id: number }) => p.id);
    };
    expect(await names({ search: 'COCA' })).toEqual([coca.id]);
    expect(await names({ search: 'arr-01' })).toEqual([arroz.id]);
    expect(await names({ search: 'arr-0' })).toEqual([]);
    expect(await names({ search: '7501055300075' })).toEqual([coca.id]);
    expect(await names({ search: '7509999' })).toEqual([jugo.id]);
    expect(await names({ search: '100%' })).toEqual([]);
    expect(await names({ familia_id: String(bebidas.id) })).toEqual([jugo.id, coca.id]);
    expect(await names({ sub_familia_id: String(jugos.id) })).toEqual([jugo.id]);
    expect(await names({ ordering: 'nombre' })).toEqual([arroz.id, coca.id, jugo.id]);
    expect(await names({ ordering: '-codigo' })).toEqual([jugo.id, coca.id, arroz.id]);
    expect((await company.owner.get('/api/productos/', { ordering: 'secreto' })).statusCode).toBe(400);
    const page = (await company.owner.get('/api/productos/', { page_size: '2', page: '2' })).data;
    expect(page.count).toBe(3);
    // Newest first by default: the second page holds the oldest.
    expect(page.results.map((p: { id: number }) => p.id)).toEqual([coca.id]);
  });

  it('a product sold in presentations lists each one with its prices, in the product’s order', async () => {
    const company = await createTestCompany(t.app, t.database);
    const gaseosa = await createProductViaApi(company.owner, {
      nombre: 'Gaseosa de naranja',
      tipo_producto: 100,
      precio: '0',
      fracciones: [
        { nombre: 'Caja x12', contenido: 12, precio: '70', precio2: '66.5', codigo_barras: '7401234500012' },
        { nombre: 'Unidad', contenido: 1, precio: '6', vendible: false },
      ],
    });
    const conSixPack = {
      ...gaseosa,
      fracciones: [...gaseosa.fracciones, { nombre: 'Six pack', contenido: 6, precio: '36' }],
    };
    expect((await company.owner.put(`/api/productos/${gaseosa.id}/`, conSixPack)).statusCode).toBe(200);
    const simple = await createProductViaApi(company.owner, { precio: '4.5' });
    const rows = (await company.owner.get('/api/productos/', { ordering: 'nombre' })).data.results as {
      id: number;
      precio: string;
      total_fracciones: number;
      presentaciones: unknown[];
    }[];
    const fila = rows.find((r) => r.id === gaseosa.id)!;
    expect(fila.precio).toBe('0.00');
    expect(fila.total_fracciones).toBe(3);
    expect(fila.presentaciones).toEqual([
      {
        id: gaseosa.fracciones[0].id,
        nombre: 'Caja x12',
        contenido: '12',
        codigo_barras: '7401234500012',
        vendible: true,
        precio: '70.00',
        precio2: '66.50',
        precio3: '0.00',
        precio4: '0.00',
        precio5: '0.00',
      },
      expect.objectContaining({ nombre: 'Unidad', contenido: '1', vendible: false, precio: '6.00' }),
      expect.objectContaining({ nombre: 'Six pack', contenido: '6', precio: '36.00' }),
    ]);
    expect(rows.find((r) => r.id === simple.id)).toMatchObject({ precio: '4.50', presentaciones: [] });

    // A presentation removed from the product leaves the list.
    const recortada = { ...gaseosa, fracciones: gaseosa.fracciones.slice(0, 2) };
    expect((await company.owner.put(`/api/productos/${gaseosa.id}/`, recortada)).statusCode).toBe(200);
    const despues = (await company.owner.get('/api/productos/', { search: 'Gaseosa' })).data.results[0];
    expect(despues.presentaciones.map((f: { nombre: string }) => f.nombre)).toEqual(['Caja x12', 'Unidad']);
    expect(despues.total_fracciones).toBe(2);
  });

  it('shows the stock of the chosen branch (or of every branch)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const norte = await newBranch(company);
    const p = await createProductViaApi(company.owner);
    await setStock(t.database.db, company.empresaId, company.sucursalId, p.id, '7');
    await setStock(t.database.db, company.empresaId, norte, p.id, '5');
    const inventario = async (sucursal: string) =>
      (await company.owner.get('/api/productos/', { sucursal })).data.results[0].inventario;
    expect(await inventario(String(company.sucursalId))).toBe('7');
    expect(await inventario(String(norte))).toBe('5');
    expect(await inventario('empresa')).toBe('12');
    expect((await company.owner.get(`/api/productos/${p.id}/`, { sucursal: String(norte) })).data.inventario).toBe('5');
  });
});

describe('tenancy and permissions', () => {
  it("another company's product is a 404 and stays unchanged", async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const theirs = await createProductViaApi(other.owner, { nombre: 'Ajeno' });
    expect((await company.owner.get(`/api/productos/${theirs.id}/`)).statusCode).toBe(404);
    expect((await company.owner.put(`/api/productos/${theirs.id}/`, productBody())).statusCode).toBe(404);
    expect((await company.owner.delete(`/api/productos/${theirs.id}/`)).statusCode).toBe(404);
    expect((await company.owner.get('/api/productos/')).data.count).toBe(0);
    expect((await other.owner.get(`/api/productos/${theirs.id}/`)).data).toEqual(theirs);
  });

  it('writes and the list need `producto`: a cashier gets 403, a warehouse keeper may', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProductViaApi(company.owner);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.post('/api/productos/', productBody())).statusCode).toBe(403);
    expect((await cajero.api.get('/api/productos/')).statusCode).toBe(403);
    expect((await cajero.api.get(`/api/productos/${p.id}/`)).statusCode).toBe(403);
    expect((await cajero.api.put(`/api/productos/${p.id}/`, { nombre: 'X' })).statusCode).toBe(403);
    expect((await cajero.api.delete(`/api/productos/${p.id}/`)).statusCode).toBe(403);
    const bodega = await createUserAs(t.app, company, 'es_bodeguero');
    expect((await bodega.api.post('/api/productos/', productBody())).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/productos/' })).statusCode).toBe(401);
  });
});

describe('audit', () => {
  it('every create, edit and annulment writes a bitácora entry with before and after', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProductViaApi(company.owner, { codigo: 'AUD-1', nombre: 'Auditado' });
    await company.owner.put(`/api/productos/${p.id}/`, { precio: '15' });
    await company.owner.delete(`/api/productos/${p.id}/`);
    const entries = await auditOf(t.database.db, company.empresaId, 'PRODUCTO');
    expect(entries.map((e) => [e.accion, e.entidadId, e.descripcion])).toEqual([
      ['CREAR', p.id, 'Producto AUD-1 - Auditado'],
      ['EDITAR', p.id, 'Producto AUD-1 - Auditado'],
      ['ANULAR', p.id, 'Producto AUD-1 - Auditado'],
    ]);
    expect(entries[0]!.detalle).toEqual(p);
    expect(entries[0]!.detalleAnterior).toBeNull();
    expect(entries[1]!.detalleAnterior).toMatchObject({ precio: '10.00' });
    expect(entries[1]!.detalle).toMatchObject({ precio: '15.00' });
    expect(entries[2]!.detalleAnterior).toMatchObject({ precio: '15.00', activo: true });
    const [row] = await t.database.db
      .select()
      .from(productos)
      .where(and(eq(productos.id, p.id)));
    expect(row!.activo).toBe(false);
  });
});
