import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows } from '../../../src/db/client';
import { bitacora, documentosInventario } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createProduct, productRow, setNegativeStock, setThreeDecimals } from '../../helpers/catalog-factory';
import { expectRefusedOrAccepted, HOSTILE } from '../../helpers/bad-input';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { receive, withBranch } from '../../helpers/inventory';
import { balanceOf, expectLedgerMatchesBalances, kardexOf } from '../../helpers/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerMatchesBalances(t.database.db));

const db = () => t.database.db;

async function documentsOf(empresaId: number) {
  return db().select().from(documentosInventario).where(eq(documentosInventario.empresaId, empresaId));
}

async function auditOf(empresaId: number) {
  return db()
    .select()
    .from(bitacora)
    .where(and(eq(bitacora.empresaId, empresaId), eq(bitacora.entidad, 'DOCUMENTO_INVENTARIO')));
}

async function destino(company: TestCompany, nombre = 'Evento') {
  const response = await company.owner.post('/api/destinos_salida/', { nombre });
  expect(response.statusCode).toBe(201);
  return response.data.id as number;
}

/** A company with a boxed product (Caja of 12 and Unidad) and a simple one. */
async function setup() {
  const company = await createTestCompany(t.app, t.database);
  const boxed = await createProduct(db(), company.empresaId, {
    codigo: 'GAL-01',
    nombre: 'Galletas',
    fracciones: [
      { nombre: 'Caja', contenido: '12' },
      { nombre: 'Unidad', contenido: '1' },
    ],
  });
  const simple = await createProduct(db(), company.empresaId, { codigo: 'AZU-01', nombre: 'Azúcar 1 lb', costo: '5' });
  return { company, boxed, simple, caja: boxed.fracciones[0]!, unidad: boxed.fracciones[1]! };
}

describe('POST bodegas/ingreso', () => {
  it('writes the document, its lines, the ledger, the costs and the audit entry, and answers it as bodegas/resumen shows it', async () => {
    const { company, boxed, simple, caja } = await setup();
    const response = await company.owner.post('/api/bodegas/ingreso/', {
      productos: [
        { producto: boxed.id, fraccion: caja.id, cantidad: 2, costo: '120.00' },
        // No cost: the last cost, 5.
        { producto: simple.id, cantidad: '3', nota: 'Sacos nuevos' },
      ],
      nota: 'Mercadería del proveedor',
    });
    expect(response.statusCode, response.body).toBe(201);
    const doc = response.data;
    expect(doc).toEqual({
      id: expect.any(Number),
      tipo: 10,
      tipo_nombre: 'Ingreso',
      tipo_reajuste: null,
      tipo_reajuste_nombre: null,
      numero: 1,
      creado: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      sucursal: { id: company.sucursalId, nombre: 'Central' },
      usuario: { id: company.propietarioId, nombre: 'Dueño Prueba', email: company.ownerEmail },
      destino: null,
      proveedor: null,
      nota: 'Mercadería del proveedor',
      detalles: [
        {
          id: expect.any(Number),
          producto: { id: boxed.id, codigo: 'GAL-01', nombre: 'Galletas', a_granel: false },
          fraccion: { id: caja.id, nombre: 'Caja', contenido: '12' },
          unidad_de_medida: { id: expect.any(Number), nombre: 'Unidad', abreviatura: 'u' },
          cantidad: '2',
          cantidad_base: '24',
          costo_unitario: '120.00',
          subtotal: '240.00',
          nota: '',
        },
        {
          id: expect.any(Number),
          producto: { id: simple.id, codigo: 'AZU-01', nombre: 'Azúcar 1 lb', a_granel: false },
          fraccion: null,
          unidad_de_medida: { id: expect.any(Number), nombre: 'Unidad', abreviatura: 'u' },
          cantidad: '3',
          cantidad_base: '3',
          costo_unitario: '5.00',
          subtotal: '15.00',
          nota: 'Sacos nuevos',
        },
      ],
      total: '255.00',
    });
    // The same document through both reading paths.
    expect((await company.owner.get('/api/bodegas/resumen/', { id: String(doc.id) })).data).toEqual(doc);
    expect((await company.owner.get(`/api/bodegas/resumen/${doc.id}/`)).data).toEqual(doc);

    expect(await balanceOf(db(), company.sucursalId, boxed.id)).toBe('24.0000');
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('3.0000');
    expect(await kardexOf(db(), boxed.id)).toMatchObject([
      {
        tipo: 10,
        cantidad: '24.0000',
        costo_unitario: '10.0000',
        saldo: '24.0000',
        documento_tipo: 'inventario',
        documento_id: doc.id,
        fraccion_id: caja.id,
        usuario_id: company.propietarioId,
      },
    ]);
    // 120 per box of 12: 10 per unit, the last and the average cost.
    const product = await productRow(db(), boxed.id);
    expect([product.costo, product.costoPromedioPonderado]).toEqual(['10.0000', '10.0000']);

    const audit = await auditOf(company.empresaId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      accion: 'CREAR',
      entidadId: doc.id,
      descripcion: 'Ingreso No. 1',
      usuarioId: company.propietarioId,
    });
    expect(audit[0]!.detalle).toEqual(doc);
  });

  it('numbers documents per company and per type', async () => {
    const { company, simple } = await setup();
    const other = await createTestCompany(t.app, t.database);
    const otherProduct = await createProduct(db(), other.empresaId);
    const first = await receive(company.owner, [{ producto: simple.id, cantidad: 5 }]);
    const second = await receive(company.owner, [{ producto: simple.id, cantidad: 5 }]);
    const baja = await company.owner.post('/api/bodegas/baja/', { productos: [{ producto: simple.id, cantidad: 1 }] });
    const theirs = await receive(other.owner, [{ producto: otherProduct.id, cantidad: 1 }]);
    expect([first.numero, second.numero, baja.data.numero, theirs.numero]).toEqual([1, 2, 1, 1]);
  });

  it('a cost with more decimals than the company uses is refused; with 3-decimal money it is kept', async () => {
    const { company, simple } = await setup();
    const refused = await company.owner.post('/api/bodegas/ingreso/', {
      productos: [{ producto: simple.id, cantidad: 1, costo: '1.005' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.data['productos.0.costo']).toEqual([MENSAJES.campos.money]);
    await setThreeDecimals(db(), company.empresaId, true);
    const kept = await company.owner.post('/api/bodegas/ingreso/', {
      productos: [{ producto: simple.id, cantidad: 2, costo: '1.005' }],
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.data.detalles[0]).toMatchObject({ costo_unitario: '1.005', subtotal: '2.010' });
    expect(kept.data.total).toBe('2.010');
    expect((await productRow(db(), simple.id)).costo).toBe('1.0050');
  });

  it('a fraction without a cost takes the last cost times its content', async () => {
    const { company, boxed, caja } = await setup();
    await receive(company.owner, [{ producto: boxed.id, cantidad: 12, costo: '2.50' }]);
    const doc = await receive(company.owner, [{ producto: boxed.id, fraccion: caja.id, cantidad: 1 }]);
    expect(doc.detalles[0]).toMatchObject({
      cantidad: '1',
      cantidad_base: '12',
      costo_unitario: '30.00',
      subtotal: '30.00',
    });
  });
});

describe('POST bodegas/baja, salida and reajuste', () => {
  it('a write-off takes stock at the valuation cost and refuses to go below zero, writing nothing', async () => {
    const { company, boxed, caja, unidad } = await setup();
    await receive(company.owner, [{ producto: boxed.id, fraccion: caja.id, cantidad: 2, costo: '120' }]);
    const baja = await company.owner.post('/api/bodegas/baja/', {
      productos: [{ producto: boxed.id, fraccion: unidad.id, cantidad: 5 }],
      nota: 'Vencidas',
    });
    expect(baja.statusCode, baja.body).toBe(201);
    expect(baja.data).toMatchObject({ tipo: 50, tipo_nombre: 'Baja', numero: 1, nota: 'Vencidas', total: '50.00' });
    expect(baja.data.detalles[0]).toMatchObject({
      cantidad: '5',
      cantidad_base: '5',
      costo_unitario: '10.00',
      subtotal: '50.00',
    });
    expect(await balanceOf(db(), company.sucursalId, boxed.id)).toBe('19.0000');

    const before = {
      documents: (await documentsOf(company.empresaId)).length,
      audit: (await auditOf(company.empresaId)).length,
    };
    const refused = await company.owner.post('/api/bodegas/baja/', {
      productos: [{ producto: boxed.id, fraccion: caja.id, cantidad: 2 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.data).toEqual({
      code: 'STOCK_INSUFFICIENT',
      detail: 'No hay existencia suficiente de Galletas: disponible 19, solicitado 24.',
    });
    expect(await balanceOf(db(), company.sucursalId, boxed.id)).toBe('19.0000');
    expect((await documentsOf(company.empresaId)).length).toBe(before.documents);
    expect((await auditOf(company.empresaId)).length).toBe(before.audit);
    // The refused write-off took no number.
    const next = await company.owner.post('/api/bodegas/baja/', { productos: [{ producto: boxed.id, cantidad: 1 }] });
    expect(next.data.numero).toBe(2);
  });

  it('with conf_inventario_negativo a write-off may leave negative stock', async () => {
    const { company, simple } = await setup();
    await setNegativeStock(db(), company.empresaId, true);
    const baja = await company.owner.post('/api/bodegas/baja/', { productos: [{ producto: simple.id, cantidad: 3 }] });
    expect(baja.statusCode, baja.body).toBe(201);
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('-3.0000');
  });

  it('outgoing goods need an active destination of the company', async () => {
    const { company, simple } = await setup();
    const other = await createTestCompany(t.app, t.database);
    await receive(company.owner, [{ producto: simple.id, cantidad: 10 }]);
    const evento = await destino(company, 'Feria de Xela');
    const theirs = await destino(other);
    const retired = await destino(company, 'Cerrado');
    expect((await company.owner.delete(`/api/destinos_salida/${retired}/`)).statusCode).toBe(200);

    const missing = await company.owner.post('/api/bodegas/salida/', {
      productos: [{ producto: simple.id, cantidad: 1 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.destino).toEqual([MENSAJES.campos.required]);
    for (const id of [theirs, retired, 2147483647]) {
      const refused = await company.owner.post('/api/bodegas/salida/', {
        productos: [{ producto: simple.id, cantidad: 1 }],
        destino: id,
      });
      expect(refused.statusCode, String(id)).toBe(404);
      expect(refused.data).toEqual({ code: 'NOT_FOUND', detail: MENSAJES.bodega.destinoNoEncontrado });
    }
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('10.0000');

    const salida = await company.owner.post('/api/bodegas/salida/', {
      productos: [{ producto: simple.id, cantidad: 4 }],
      destino: evento,
      nota: 'Stand',
    });
    expect(salida.statusCode, salida.body).toBe(201);
    expect(salida.data).toMatchObject({
      tipo: 40,
      tipo_nombre: 'Salida',
      destino: { id: evento, nombre: 'Feria de Xela' },
      total: '20.00',
    });
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('6.0000');
    expect((await kardexOf(db(), simple.id)).at(-1)).toMatchObject({ tipo: 40, cantidad: '-4.0000', saldo: '6.0000' });
  });

  it('a readjustment adds (1) or takes (2) stock and needs its type', async () => {
    const { company, simple } = await setup();
    const positive = await company.owner.post('/api/bodegas/reajuste/', {
      productos: [{ producto: simple.id, cantidad: 7 }],
      tipo_reajuste: 1,
    });
    expect(positive.statusCode, positive.body).toBe(201);
    expect(positive.data).toMatchObject({
      tipo: 60,
      tipo_nombre: 'Reajuste',
      tipo_reajuste: 1,
      tipo_reajuste_nombre: 'Positivo',
      numero: 1,
    });
    const negative = await company.owner.post('/api/bodegas/reajuste/', {
      productos: [{ producto: simple.id, cantidad: 2 }],
      tipo_reajuste: '2',
    });
    expect(negative.statusCode, negative.body).toBe(201);
    expect(negative.data).toMatchObject({ tipo_reajuste: 2, tipo_reajuste_nombre: 'Negativo', numero: 2 });
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('5.0000');
    // A positive readjustment does not touch costs.
    expect((await productRow(db(), simple.id)).costo).toBe('5.0000');

    for (const [tipo_reajuste, message] of [
      [undefined, MENSAJES.campos.required],
      ['', MENSAJES.campos.required],
      [3, MENSAJES.campos.oneOf([1, 2])],
      ['positivo', MENSAJES.campos.oneOf([1, 2])],
    ] as const) {
      const response = await company.owner.post('/api/bodegas/reajuste/', {
        productos: [{ producto: simple.id, cantidad: 1 }],
        tipo_reajuste,
      });
      expect(response.statusCode, String(tipo_reajuste)).toBe(400);
      expect(response.data.tipo_reajuste, String(tipo_reajuste)).toEqual([message]);
    }
  });
});

describe('document lines', () => {
  it('refuses an empty document, bad quantities and costs, with Spanish field errors', async () => {
    const { company, simple } = await setup();
    const bulk = await createProduct(db(), company.empresaId, { nombre: 'Frijol', tipoProducto: 1000 });
    const cases: [unknown, string, string][] = [
      [{}, 'productos', MENSAJES.bodega.sinProductos],
      [{ productos: [] }, 'productos', MENSAJES.bodega.sinProductos],
      [{ productos: 'x' }, 'productos', MENSAJES.bodega.sinProductos],
      [{ productos: [{ cantidad: 1 }] }, 'productos.0.producto', MENSAJES.campos.required],
      [{ productos: [{ producto: simple.id }] }, 'productos.0.cantidad', MENSAJES.campos.required],
      [{ productos: [{ producto: simple.id, cantidad: 0 }] }, 'productos.0.cantidad', MENSAJES.campos.minValue(0)],
      [{ productos: [{ producto: simple.id, cantidad: '-2' }] }, 'productos.0.cantidad', MENSAJES.campos.minValue(0)],
      [{ productos: [{ producto: simple.id, cantidad: 'dos' }] }, 'productos.0.cantidad', MENSAJES.campos.money],
      [{ productos: [{ producto: simple.id, cantidad: 1.5 }] }, 'productos.0.cantidad', MENSAJES.campos.integer],
      [{ productos: [{ producto: bulk.id, cantidad: '1.2345' }] }, 'productos.0.cantidad', MENSAJES.campos.money],
      [
        { productos: [{ producto: simple.id, cantidad: '1000000000' }] },
        'productos.0.cantidad',
        MENSAJES.campos.maxValue('1000000000'),
      ],
      [{ productos: [{ producto: simple.id, cantidad: 1, costo: '-1' }] }, 'productos.0.costo', MENSAJES.campos.money],
      [
        { productos: [{ producto: simple.id, cantidad: 1, costo: 'gratis' }] },
        'productos.0.costo',
        MENSAJES.campos.money,
      ],
      [
        {
          productos: [
            { producto: simple.id, cantidad: 1 },
            { producto: simple.id, cantidad: 2 },
          ],
        },
        'productos.1.producto',
        MENSAJES.bodega.productoYaIngresado,
      ],
      [
        { productos: [{ producto: simple.id, cantidad: 1 }], nota: 'x'.repeat(501) },
        'nota',
        MENSAJES.campos.maxLength(500),
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await company.owner.post('/api/bodegas/ingreso/', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.data[field], JSON.stringify(body).slice(0, 80)).toEqual([message]);
      expect(typeof response.data.detail).toBe('string');
    }
    expect(await documentsOf(company.empresaId)).toEqual([]);
    // Bulk products take 3 decimals.
    const ok = await receive(company.owner, [{ producto: bulk.id, cantidad: '1,250.125', costo: '3' }]);
    expect(ok.detalles[0]).toMatchObject({ cantidad: '1250.125', cantidad_base: '1250.125', subtotal: '3750.38' });
  });

  it('the same product in two fractions is two lines; a fraction of another product, an inactive product or a service is refused', async () => {
    const { company, boxed, simple, caja, unidad } = await setup();
    const both = await receive(company.owner, [
      { producto: boxed.id, fraccion: caja.id, cantidad: 1 },
      { producto: boxed.id, fraccion: unidad.id, cantidad: 3 },
    ]);
    expect(both.detalles.map((d: { cantidad_base: string }) => d.cantidad_base)).toEqual(['12', '3']);

    const retired = await createProduct(db(), company.empresaId, { activo: false });
    const service = await createProduct(db(), company.empresaId, { inventariable: false, nombre: 'Flete' });
    const inactiveFraction = await createProduct(db(), company.empresaId, {
      fracciones: [
        { nombre: 'Vieja', contenido: '6', activo: false },
        { nombre: 'Unidad', contenido: '1' },
      ],
    });
    const cases: [unknown, number, Record<string, unknown>][] = [
      [
        { producto: simple.id, fraccion: caja.id, cantidad: 1 },
        404,
        { code: 'NOT_FOUND', detail: MENSAJES.bodega.fraccionNoEncontrada },
      ],
      [
        { producto: inactiveFraction.id, fraccion: inactiveFraction.fracciones[0]!.id, cantidad: 1 },
        404,
        { code: 'NOT_FOUND', detail: MENSAJES.bodega.fraccionNoEncontrada },
      ],
      [{ producto: retired.id, cantidad: 1 }, 404, { code: 'NOT_FOUND', detail: MENSAJES.bodega.productoNoEncontrado }],
      [
        { producto: service.id, cantidad: 1 },
        400,
        {
          code: 'VALIDATION',
          detail: 'El producto Flete no maneja inventario.',
          'productos.0.producto': ['El producto Flete no maneja inventario.'],
        },
      ],
    ];
    for (const [line, status, answer] of cases) {
      const response = await company.owner.post('/api/bodegas/ingreso/', { productos: [line] });
      expect(response.statusCode, JSON.stringify(line)).toBe(status);
      expect(response.data, JSON.stringify(line)).toEqual(answer);
    }
    expect(await documentsOf(company.empresaId)).toHaveLength(1);
  });
});

describe('branches, permissions and tenancy', () => {
  it('with sucursal=empresa the movement screens ask for a branch; with a branch id the stock moves there', async () => {
    const { company, simple } = await setup();
    const norte = (
      await company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0101' })
    ).data.id;
    for (const clase of ['ingreso', 'baja', 'salida', 'reajuste']) {
      const response = await company.owner.post(withBranch(`/api/bodegas/${clase}/`, 'empresa'), {
        productos: [{ producto: simple.id, cantidad: 1 }],
        destino: 1,
        tipo_reajuste: 1,
      });
      expect(response.statusCode, clase).toBe(400);
      expect(response.data, clase).toEqual({ code: 'BAD_REQUEST', detail: MENSAJES.sucursales.seleccioneSucursal });
    }
    const doc = await receive(company.owner, [{ producto: simple.id, cantidad: 4 }], { sucursal: norte });
    expect(doc.sucursal).toEqual({ id: norte, nombre: 'Norte' });
    expect(await balanceOf(db(), norte, simple.id)).toBe('4.0000');
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('0.0000');
  });

  it('each document needs its own flag; a cashier gets 403 on all of them and writes nothing', async () => {
    const { company, simple } = await setup();
    await receive(company.owner, [{ producto: simple.id, cantidad: 10 }]);
    const evento = await destino(company);
    const bodies = {
      ingreso: { productos: [{ producto: simple.id, cantidad: 1 }] },
      baja: { productos: [{ producto: simple.id, cantidad: 1 }] },
      salida: { productos: [{ producto: simple.id, cantidad: 1 }], destino: evento },
      reajuste: { productos: [{ producto: simple.id, cantidad: 1 }], tipo_reajuste: 2 },
    };
    const flags = {
      ingreso: 'igreso_mercaderia',
      baja: 'baja_mercaderia',
      salida: 'salida_mercaderia',
      reajuste: 'reajuste_mercaderia',
    } as const;
    const allOff = Object.fromEntries(Object.values(flags).map((f) => [f, false]));
    for (const [clase, flag] of Object.entries(flags)) {
      const user = await createUserAs(t.app, company, 'es_bodeguero', { ...allOff, [flag]: true });
      for (const other of Object.keys(flags)) {
        const response = await user.api.post(`/api/bodegas/${other}/`, bodies[other as keyof typeof bodies]);
        if (other === clase) expect(response.statusCode, `${flag} → ${other}: ${response.body}`).toBe(201);
        else
          expect([response.statusCode, response.data], `${flag} → ${other}`).toEqual([
            403,
            { code: 'PERMISSION_DENIED', detail: 'No tiene permiso para realizar esta acción.' },
          ]);
      }
    }
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const before = await documentsOf(company.empresaId);
    for (const [clase, body] of Object.entries(bodies))
      expect((await cajero.api.post(`/api/bodegas/${clase}/`, body)).statusCode, clase).toBe(403);
    expect(await cajero.api.get(`/api/bodegas/resumen/${before[0]!.id}/`)).toMatchObject({ statusCode: 403 });
    expect(await documentsOf(company.empresaId)).toHaveLength(before.length);
  });

  it("another company's product is a 404 and nothing is written; its documents read as missing", async () => {
    const { company, simple } = await setup();
    const other = await createTestCompany(t.app, t.database);
    const theirs = await createProduct(db(), other.empresaId);
    const theirDoc = await receive(other.owner, [{ producto: theirs.id, cantidad: 2 }]);
    const response = await company.owner.post('/api/bodegas/ingreso/', {
      productos: [
        { producto: simple.id, cantidad: 1 },
        { producto: theirs.id, cantidad: 1 },
      ],
    });
    expect([response.statusCode, response.data]).toEqual([
      404,
      { code: 'NOT_FOUND', detail: MENSAJES.bodega.productoNoEncontrado },
    ]);
    expect(await documentsOf(company.empresaId)).toEqual([]);
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('0.0000');
    for (const read of [
      company.owner.get(`/api/bodegas/resumen/${theirDoc.id}/`),
      company.owner.get('/api/bodegas/resumen/', { id: String(theirDoc.id) }),
    ]) {
      expect((await read).data).toEqual({ code: 'NOT_FOUND', detail: MENSAJES.bodega.documentoNoEncontrado });
    }
    expect((await company.owner.get('/api/bodegas/resumen/abc/')).statusCode).toBe(404);
    expect((await company.owner.get('/api/bodegas/resumen/')).statusCode).toBe(400);
  });

  it('a user who is not global reads only the documents of their own branches', async () => {
    const { company, simple } = await setup();
    const norte = (
      await company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0101' })
    ).data.id;
    const enNorte = await receive(company.owner, [{ producto: simple.id, cantidad: 1 }], { sucursal: norte });
    const enCentral = await receive(company.owner, [{ producto: simple.id, cantidad: 1 }]);
    const bodeguero = await createUserAs(t.app, company, 'es_bodeguero');
    expect((await bodeguero.api.get(`/api/bodegas/resumen/${enCentral.id}/`)).statusCode).toBe(200);
    expect((await bodeguero.api.get(`/api/bodegas/resumen/${enNorte.id}/`)).statusCode).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('a retry with the same key answers the first document and moves no stock again', async () => {
    const { company, simple } = await setup();
    await receive(company.owner, [{ producto: simple.id, cantidad: 10 }]);
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const body = { productos: [{ producto: simple.id, cantidad: 3 }] };
    const first = await company.owner.post('/api/bodegas/baja/', body, headers);
    const retry = await company.owner.post('/api/bodegas/baja/', body, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.data).toEqual(first.data);
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('7.0000');
    expect(await kardexOf(db(), simple.id)).toHaveLength(2);
    expect(await auditOf(company.empresaId)).toHaveLength(2);
    const conflict = await company.owner.post(
      '/api/bodegas/baja/',
      { productos: [{ producto: simple.id, cantidad: 1 }] },
      headers,
    );
    expect(conflict.statusCode).toBe(409);

    // Concurrent duplicates: one document.
    const again = { 'Idempotency-Key': crypto.randomUUID() };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => company.owner.post('/api/bodegas/baja/', body, again)),
    );
    expect(new Set(responses.map((r) => r.data.id)).size).toBe(1);
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('4.0000');
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from documentos_inventario where empresa_id = ${company.empresaId} and tipo = 50`,
    );
    expect(row!.n).toBe(2);
  });
});

describe('bad input is a Spanish 400 (or a 404 for an unknown id), never a 500', () => {
  it.each(['ingreso', 'baja', 'salida', 'reajuste'])('%s: every field with every wrong value', async (clase) => {
    const { company, simple } = await setup();
    await receive(company.owner, [{ producto: simple.id, cantidad: 100000 }]);
    const base = {
      productos: [{ producto: simple.id, cantidad: 1, costo: '1', fraccion: null, nota: '' }],
      nota: '',
      destino: await destino(company),
      tipo_reajuste: 1,
    };
    const cases: [string, Record<string, unknown>][] = [];
    for (const value of HOSTILE) {
      for (const field of ['productos', 'nota', 'destino', 'tipo_reajuste'])
        cases.push([`${field}=${JSON.stringify(value)?.slice(0, 30)}`, { ...base, [field]: value }]);
      for (const field of ['producto', 'fraccion', 'cantidad', 'costo', 'nota']) {
        cases.push([
          `productos.0.${field}=${JSON.stringify(value)?.slice(0, 30)}`,
          { ...base, productos: [{ ...base.productos[0], [field]: value }] },
        ]);
      }
      cases.push([`productos=[${JSON.stringify(value)?.slice(0, 30)}]`, { ...base, productos: [value] }]);
    }
    for (const [label, body] of cases) {
      const response = await company.owner.post(`/api/bodegas/${clase}/`, body);
      expectRefusedOrAccepted(response, label);
    }
  });
});
