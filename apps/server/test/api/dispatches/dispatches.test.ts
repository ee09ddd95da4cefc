import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { MOTIVOS_DIFERENCIA } from '@pos/shared/domains/dispatches';
import { queryRows } from '../../../src/db/client';
import { bitacora } from '../../../src/db/schema/index';
import { createTestApp, type Client, type TestApp } from '../../helpers/app';
import { createProduct, setNegativeStock, type TestProduct } from '../../helpers/catalog-factory';
import { createTestCompany, login, userBody, type TestCompany } from '../../helpers/factories';
import { client } from '../../helpers/app';
import { receive } from '../../helpers/inventory';
import { openSession } from '../../helpers/sales';
import { balanceOf, expectLedgerMatchesBalances, kardexOf } from '../../helpers/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerMatchesBalances(t.database.db);
  await expectGoodsConserved();
});

const db = () => t.database.db;

/**
 * The dispatch invariant (issue 16): for every product, what its branches hold + what is on the
 * road + the recorded shortfalls equals what every other stock document put in and took out, so
 * a dispatch's whole life (sent, cancelled, received short) never creates nor loses a unit.
 */
async function expectGoodsConserved(): Promise<void> {
  const problems = await queryRows<Record<string, unknown>>(
    db(),
    sql`with externo as (
          select producto_id, sum(cantidad) as total from kardex where documento_tipo <> 'despacho' group by producto_id),
        existencia as (select producto_id, sum(cantidad) as total from existencias group by producto_id),
        despachado as (
          select x.producto_id,
                 sum(case when d.estado = 10 and not d.anulado then x.cantidad else 0 end) as transito,
                 sum(case when d.estado = 20 then x.cantidad - x.cantidad_recibido else 0 end) as faltante
            from despachos_detalle x join despachos d on d.id = x.despacho_id group by x.producto_id)
        select coalesce(e.producto_id, k.producto_id) as producto_id, k.total::text as externo,
               e.total::text as existencia, d.transito::text as transito, d.faltante::text as faltante
          from existencia e full join externo k on k.producto_id = e.producto_id
          left join despachado d on d.producto_id = coalesce(e.producto_id, k.producto_id)
         where coalesce(e.total, 0) + coalesce(d.transito, 0) + coalesce(d.faltante, 0) <> coalesce(k.total, 0)`,
  );
  expect(problems, 'origen + en tránsito + destino + faltantes no cuadra').toEqual([]);
}

interface Chain {
  company: TestCompany;
  norte: number;
  central: number;
  /** A warehouse keeper of Central (sends) and one of Norte (receives). */
  bodegaCentral: { id: number; api: Client };
  bodegaNorte: { id: number; api: Client };
  cafe: TestProduct;
  azucar: TestProduct;
  harina: TestProduct;
}

async function userIn(company: TestCompany, sucursales: number[], overrides: Record<string, unknown> = {}) {
  const body = userBody('es_bodeguero', sucursales, overrides);
  const r = await company.owner.post('/api/usuarios/', body);
  expect(r.statusCode, r.body).toBe(201);
  return { id: r.data.id as number, api: client(t.app, await login(t.app, body.email as string)) };
}

/** A company with Central (stocked with three products) and Norte, and a warehouse keeper at each. */
async function chain(): Promise<Chain> {
  const company = await createTestCompany(t.app, t.database);
  const r = await company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0101' });
  expect(r.statusCode, r.body).toBe(201);
  const norte = r.data.id as number;
  const cafe = await createProduct(db(), company.empresaId, { nombre: 'Café molido', costo: '15' });
  const azucar = await createProduct(db(), company.empresaId, {
    nombre: 'Azúcar',
    costo: '6',
    fracciones: [
      { nombre: 'Fardo', contenido: '10' },
      { nombre: 'Unidad', contenido: '1' },
    ],
  });
  const harina = await createProduct(db(), company.empresaId, { nombre: 'Harina', costo: '4.5' });
  await receive(company.owner, [
    { producto: cafe.id, cantidad: 20, costo: '15' },
    { producto: azucar.id, cantidad: 50, costo: '6' },
    { producto: harina.id, cantidad: 10, costo: '4.5' },
  ]);
  const bodegaCentral = await userIn(company, [company.sucursalId]);
  const bodegaNorte = await userIn(company, [norte]);
  return { company, norte, central: company.sucursalId, bodegaCentral, bodegaNorte, cafe, azucar, harina };
}

const despachar = (api: Client, body: Record<string, unknown>) => api.post('/api/despachos/', body);

async function sent(c: Chain, productos = [{ id: c.cafe.id, cantidad_despachada: 5 }]) {
  const r = await despachar(c.bodegaCentral.api, {
    productos,
    sucursal_destino: c.norte,
    responsable_transporte: 'Juan Piloto',
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.data as { id: number; numero: number; detalles: { id: number; producto: { id: number } }[] };
}

const anular = (api: Client, id: number, body: unknown) =>
  api.raw({ method: 'DELETE', url: `/api/despachos/${id}/`, payload: body as Record<string, unknown> });

const enTransito = async (api: Client, sucursal: number, productoId: number) => {
  const r = await api.get('/api/bodegas/', { sucursal: String(sucursal), search: '', page_size: '100' });
  expect(r.statusCode, r.body).toBe(200);
  const row = (r.data.results as { id: number; inventario: string; en_transito: string }[]).find(
    (x) => x.id === productoId,
  );
  return row && { inventario: row.inventario, en_transito: row.en_transito };
};

describe('POST despachos', () => {
  it('takes the stock out of the origin, leaves it in transit to the destination and audits it', async () => {
    const c = await chain();
    const r = await despachar(c.bodegaCentral.api, {
      productos: [
        { id: c.cafe.id, cantidad_despachada: '5' },
        { id: c.azucar.id, cantidad_despachada: 2, fraccion: c.azucar.fracciones[0]!.id },
        { id: c.harina.id, cantidad_despachada: '' },
      ],
      sucursal_destino: c.norte,
      responsable_transporte: 'Juan Piloto',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data).toMatchObject({
      numero: 1,
      estado: 10,
      anulado: false,
      sucursal_origen: { id: c.central, nombre: 'Central' },
      sucursal_destino: { id: c.norte, nombre: 'Norte' },
      responsable_transporte: 'Juan Piloto',
      usuario: { id: c.bodegaCentral.id },
      usuario_recibio: null,
      total: '195.00',
      total_diferencia: '0.00',
      cantidad_productos: 2,
    });
    // The empty line reads 0 and is left out; the presentation is carried in base units.
    expect(
      r.data.detalles.map((d: { cantidad: string; cantidad_despachada: string }) => [
        d.cantidad_despachada,
        d.cantidad,
      ]),
    ).toEqual([
      ['5', '5'],
      ['2', '20'],
    ]);
    expect(await balanceOf(db(), c.central, c.cafe.id)).toBe('15.0000');
    expect(await balanceOf(db(), c.central, c.azucar.id)).toBe('30.0000');
    expect(await balanceOf(db(), c.norte, c.cafe.id)).toBe('0.0000');
    const rows = await kardexOf(db(), c.cafe.id, c.central);
    expect(rows.at(-1)).toMatchObject({
      tipo: 40,
      cantidad: '-5.0000',
      documento_tipo: 'despacho',
      documento_id: r.data.id,
    });

    expect(await enTransito(c.company.owner, c.norte, c.cafe.id)).toEqual({ inventario: '0', en_transito: '5' });
    expect(await enTransito(c.company.owner, c.central, c.cafe.id)).toEqual({ inventario: '15', en_transito: '0' });

    // The company's inventory value does not dip while the goods travel.
    const invertido = await c.company.owner.get('/api/bodegas/reporte_total_invertido/', { sucursal: 'empresa' });
    expect(invertido.statusCode, invertido.body).toBe(200);
    expect(invertido.data.total_invertido).toBe('645.00');

    const [audit] = await db()
      .select()
      .from(bitacora)
      .where(sql`${bitacora.entidadId} = ${r.data.id} and ${bitacora.entidad} = 'DESPACHO'`);
    expect(audit).toMatchObject({
      accion: 'CREAR',
      entidad: 'DESPACHO',
      descripcion: 'Despacho No. 1 de Central a Norte',
    });
  });

  it('refuses bad lines with a Spanish message and a code, and changes nothing', async () => {
    const c = await chain();
    const other = await createTestCompany(t.app, t.database);
    const foreign = await createProduct(db(), other.empresaId);
    const base = { sucursal_destino: c.norte, responsable_transporte: 'Juan' };
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ ...base, productos: [] }, 400, MENSAJES.despachos.sinProductos, 'VALIDATION'],
      [
        { ...base, productos: [{ id: c.cafe.id, cantidad_despachada: 0 }] },
        400,
        MENSAJES.despachos.sinProductos,
        'VALIDATION',
      ],
      [
        { ...base, productos: [{ id: c.cafe.id, cantidad_despachada: -1 }] },
        400,
        `productos.0.cantidad_despachada: ${MENSAJES.campos.minValue(0)}`,
        'VALIDATION',
      ],
      [
        { ...base, productos: [{ id: c.cafe.id, cantidad_despachada: 1.5 }] },
        400,
        MENSAJES.campos.integer,
        'VALIDATION',
      ],
      [
        {
          ...base,
          productos: [
            { id: c.cafe.id, cantidad_despachada: 1 },
            { id: c.cafe.id, cantidad_despachada: 2 },
          ],
        },
        400,
        MENSAJES.bodega.productoYaIngresado,
        'VALIDATION',
      ],
      [
        { ...base, sucursal_destino: c.central, productos: [{ id: c.cafe.id, cantidad_despachada: 1 }] },
        400,
        MENSAJES.despachos.mismaSucursal,
        'VALIDATION',
      ],
      [
        { ...base, sucursal_destino: other.sucursalId, productos: [{ id: c.cafe.id, cantidad_despachada: 1 }] },
        404,
        MENSAJES.sucursales.noEncontrada,
        'NOT_FOUND',
      ],
      [
        { ...base, productos: [{ id: foreign.id, cantidad_despachada: 1 }] },
        404,
        MENSAJES.bodega.productoNoEncontrado,
        'NOT_FOUND',
      ],
      [
        { ...base, productos: [{ id: c.cafe.id, cantidad_despachada: 21 }] },
        400,
        MENSAJES.bodega.existenciaInsuficiente('Café molido', '20', '21'),
        'STOCK_INSUFFICIENT',
      ],
      [
        { ...base, responsable_transporte: '', productos: [{ id: c.cafe.id, cantidad_despachada: 1 }] },
        400,
        `responsable_transporte: ${MENSAJES.campos.required}`,
        'VALIDATION',
      ],
    ];
    for (const [body, status, detail, code] of cases) {
      const r = await despachar(c.bodegaCentral.api, body);
      expect(r.statusCode, r.body).toBe(status);
      expect(r.data).toMatchObject({ detail: expect.stringContaining(detail), code });
    }
    expect(await balanceOf(db(), c.central, c.cafe.id)).toBe('20.0000');
    const [n] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from despachos where empresa_id = ${c.company.empresaId}`,
    );
    expect(n!.n).toBe(0);
  });

  it('lets the stock go below zero only when the company allows negative stock', async () => {
    const c = await chain();
    await setNegativeStock(db(), c.company.empresaId, true);
    await sent(c, [{ id: c.harina.id, cantidad_despachada: 12 }]);
    expect(await balanceOf(db(), c.central, c.harina.id)).toBe('-2.0000');
  });

  it('needs despacho_despachos and the origin branch', async () => {
    const c = await chain();
    const cajero = await userIn(c.company, [c.central], {
      es_bodeguero: false,
      es_cajero: true,
      despacho_despachos: false,
      despacho_recepciones: false,
      reporte_despachos: false,
    });
    const body = {
      productos: [{ id: c.cafe.id, cantidad_despachada: 1 }],
      sucursal_destino: c.norte,
      responsable_transporte: 'J',
    };
    const r = await despachar(cajero.api, body);
    expect(r.statusCode).toBe(403);
    expect(r.data.code).toBe('PERMISSION_DENIED');
    // A keeper of Norte cannot send from Central.
    const fromCentral = await c.bodegaNorte.api.post(`/api/despachos/?sucursal=${c.central}`, body);
    expect(fromCentral.statusCode).toBe(403);
  });
});

describe('DELETE despachos/{id}', () => {
  it('cancels a pending dispatch with a reason and returns the stock to the origin with reversal rows', async () => {
    const c = await chain();
    const d = await sent(c);
    const r = await anular(c.bodegaCentral.api, d.id, { motivo: 'Camión averiado' });
    expect(r.statusCode, r.body).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ detail: 'Despacho anulado correctamente.' });
    expect(await balanceOf(db(), c.central, c.cafe.id)).toBe('20.0000');
    const rows = (await kardexOf(db(), c.cafe.id, c.central)).filter((k) => k.documento_tipo === 'despacho');
    expect(rows.map((k) => [k.tipo, k.cantidad])).toEqual([
      [40, '-5.0000'],
      [10, '5.0000'],
    ]);
    const detail = await c.bodegaCentral.api.get(`/api/despachos/${d.id}/`);
    expect(detail.data).toMatchObject({
      anulado: true,
      motivo_anulacion: 'Camión averiado',
      usuario_anulo: { id: c.bodegaCentral.id },
    });
    // It is no longer pending: not in the lists, not receivable, not cancellable again.
    const list = await c.bodegaCentral.api.get('/api/despachos/');
    expect(list.data.count).toBe(0);
    const pending = await c.bodegaNorte.api.get('/api/recepcion_despachos/');
    expect(pending.data.count).toBe(0);
    const again = await anular(c.bodegaCentral.api, d.id, { motivo: 'otra vez' });
    expect(again.statusCode).toBe(409);
    expect(JSON.parse(again.body)).toMatchObject({ detail: MENSAJES.despachos.yaAnulado, code: 'CONFLICT' });
    const [audit] = await db()
      .select()
      .from(bitacora)
      .where(sql`${bitacora.entidadId} = ${d.id} and ${bitacora.accion} = 'ANULAR'`);
    expect(audit).toMatchObject({ entidad: 'DESPACHO' });
  });

  it('takes the reason from the query string too, and refuses without one', async () => {
    const c = await chain();
    const d = await sent(c);
    const without = await anular(c.bodegaCentral.api, d.id, {});
    expect(without.statusCode).toBe(400);
    expect(JSON.parse(without.body)).toMatchObject({
      code: 'VALIDATION',
      motivo: [MENSAJES.despachos.motivoRequerido],
    });
    expect(await balanceOf(db(), c.central, c.cafe.id)).toBe('15.0000');
    const r = await c.bodegaCentral.api.delete(
      `/api/despachos/${d.id}/?motivo=${encodeURIComponent('Error de captura')}`,
    );
    expect(r.statusCode, r.body).toBe(200);
  });

  it('refuses a received dispatch, the destination and another company (404)', async () => {
    const c = await chain();
    const d = await sent(c);
    const byNorte = await anular(c.bodegaNorte.api, d.id, { motivo: 'x' });
    expect(byNorte.statusCode).toBe(403);
    const other = await createTestCompany(t.app, t.database);
    const foreign = await anular(other.owner, d.id, { motivo: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(JSON.parse(foreign.body)).toMatchObject({ detail: MENSAJES.despachos.noEncontrado, code: 'NOT_FOUND' });
    expect((await other.owner.get(`/api/despachos/${d.id}/`)).statusCode).toBe(404);
    expect((await other.owner.get(`/api/recepcion_despachos/${d.id}/`)).statusCode).toBe(404);
    const recv = await c.bodegaNorte.api.put(`/api/recepcion_despachos/${d.id}/`, {
      detalles: [{ id: d.detalles[0]!.id, cantidad_recibido: 5 }],
    });
    expect(recv.statusCode, recv.body).toBe(200);
    const late = await anular(c.bodegaCentral.api, d.id, { motivo: 'x' });
    expect(late.statusCode).toBe(409);
    expect(JSON.parse(late.body)).toMatchObject({ detail: MENSAJES.despachos.yaRecibido });
  });
});

describe('recepcion_despachos', () => {
  it('lists pending dispatches for the destination only and receives them whole', async () => {
    const c = await chain();
    const d = await sent(c, [
      { id: c.cafe.id, cantidad_despachada: 5 },
      { id: c.harina.id, cantidad_despachada: 3 },
    ]);
    expect((await c.bodegaNorte.api.get('/api/recepcion_despachos/', { estado: '10' })).data.count).toBe(1);
    expect((await c.bodegaCentral.api.get('/api/recepcion_despachos/')).data.count).toBe(0);
    // The destination's reception form is the destination's; the origin does not reach it.
    expect((await c.bodegaCentral.api.get(`/api/recepcion_despachos/${d.id}/`)).statusCode).toBe(404);
    const form = await c.bodegaNorte.api.get(`/api/recepcion_despachos/${d.id}/`);
    expect(form.statusCode, form.body).toBe(200);
    expect(
      form.data.detalles.map((x: { cantidad: string; cantidad_recibido: string | null }) => [
        x.cantidad,
        x.cantidad_recibido,
      ]),
    ).toEqual([
      ['5', null],
      ['3', null],
    ]);
    const byCentral = await c.bodegaCentral.api.put(`/api/recepcion_despachos/${d.id}/`, {
      detalles: d.detalles.map((x) => ({ id: x.id, cantidad_recibido: 1 })),
    });
    expect(byCentral.statusCode).toBe(403);
    const r = await c.bodegaNorte.api.put(`/api/recepcion_despachos/${d.id}/`, {
      detalles: [
        { id: d.detalles[0]!.id, cantidad_recibido: '5' },
        { id: d.detalles[1]!.id, cantidad_recibido: 3 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toMatchObject({
      estado: 20,
      tiene_alerta: false,
      usuario_recibio: { id: c.bodegaNorte.id },
      total_diferencia: '0.00',
    });
    expect(await balanceOf(db(), c.norte, c.cafe.id)).toBe('5.0000');
    expect(await enTransito(c.company.owner, c.norte, c.cafe.id)).toEqual({ inventario: '5', en_transito: '0' });
    expect((await c.bodegaNorte.api.get('/api/recepcion_despachos/', { estado: '20' })).data.count).toBe(1);
    expect((await c.bodegaCentral.api.get('/api/despachos/', { estado: '20' })).data.count).toBe(1);
    expect((await c.bodegaCentral.api.get('/api/despachos/', { estado: '10' })).data.count).toBe(0);
  });

  it('blocks a short line without a note (alert), then records the shortfall at cost with the note', async () => {
    const c = await chain();
    const d = await sent(c, [
      { id: c.cafe.id, cantidad_despachada: 5 },
      { id: c.harina.id, cantidad_despachada: 4 },
    ]);
    const url = `/api/recepcion_despachos/${d.id}/`;
    const short = await c.bodegaNorte.api.put(url, {
      detalles: [
        { id: d.detalles[0]!.id, cantidad_recibido: 5 },
        { id: d.detalles[1]!.id, cantidad_recibido: 2, nota: '' },
      ],
    });
    expect(short.statusCode).toBe(400);
    expect(short.data).toMatchObject({
      detail: MENSAJES.despachos.notaRequerida('Harina'),
      code: 'VALIDATION',
      'detalles.1.nota': ['Campo requerido'],
    });
    const above = await c.bodegaNorte.api.put(url, {
      detalles: [
        { id: d.detalles[0]!.id, cantidad_recibido: 6 },
        { id: d.detalles[1]!.id, cantidad_recibido: 4 },
      ],
    });
    expect(above.statusCode).toBe(400);
    expect(above.data).toMatchObject({ detail: MENSAJES.despachos.recibidoMayor('Café molido') });
    const missing = await c.bodegaNorte.api.put(url, { detalles: [{ id: d.detalles[0]!.id, cantidad_recibido: 5 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.data).toMatchObject({ detail: MENSAJES.despachos.faltanLineas });
    expect(await balanceOf(db(), c.norte, c.cafe.id)).toBe('0.0000');

    const r = await c.bodegaNorte.api.put(url, {
      detalles: [
        { id: d.detalles[0]!.id, cantidad_recibido: 5 },
        { id: d.detalles[1]!.id, cantidad_recibido: 2, nota: 'Dos bolsas rotas en el camino' },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toMatchObject({ estado: 20, tiene_alerta: true, total: '93.00', total_diferencia: '9.00' });
    expect(r.data.detalles[1]).toMatchObject({
      cantidad: '4',
      cantidad_recibido: '2',
      diferencia: '2',
      nota: 'Dos bolsas rotas en el camino',
      tiene_alerta: true,
      valor_diferencia: '9.00',
    });
    expect(await balanceOf(db(), c.norte, c.harina.id)).toBe('2.0000');
    expect(await balanceOf(db(), c.central, c.harina.id)).toBe('6.0000');
  });

  it('classifies each shortfall as missing, damaged or lost; a complete line has none', async () => {
    const c = await chain();
    const d = await sent(c, [
      { id: c.cafe.id, cantidad_despachada: 5 },
      { id: c.azucar.id, cantidad_despachada: 6 },
      { id: c.harina.id, cantidad_despachada: 4 },
    ]);
    const url = `/api/recepcion_despachos/${d.id}/`;
    const linea = (i: number, cantidad_recibido: number, extra: Record<string, unknown> = {}) => ({
      id: d.detalles[i]!.id,
      cantidad_recibido,
      nota: 'Revisado al descargar',
      ...extra,
    });
    const bad = await c.bodegaNorte.api.put(url, {
      detalles: [linea(0, 4, { motivo_diferencia: 40 }), linea(1, 6), linea(2, 4)],
    });
    expect([bad.statusCode, bad.data.code]).toEqual([400, 'VALIDATION']);
    expect(bad.data['detalles.0.motivo_diferencia']).toBeDefined();
    expect(await enTransito(c.bodegaNorte.api, c.norte, c.cafe.id)).toMatchObject({ en_transito: '5' });

    const r = await c.bodegaNorte.api.put(url, {
      detalles: [
        linea(0, 4, { motivo_diferencia: 20 }),
        // A complete line keeps no reason even when one is sent.
        linea(1, 6, { motivo_diferencia: 30 }),
        // A short line without a reason is what was missing from the load.
        linea(2, 1),
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const cases = [
      { producto: 'Café molido', diferencia: '1', motivo: MOTIVOS_DIFERENCIA.DANADO },
      { producto: 'Azúcar', diferencia: '0', motivo: null },
      { producto: 'Harina', diferencia: '3', motivo: MOTIVOS_DIFERENCIA.FALTANTE },
    ];
    expect(
      r.data.detalles.map((l: { producto: { nombre: string }; diferencia: string; motivo_diferencia: number }) => ({
        producto: l.producto.nombre,
        diferencia: l.diferencia,
        motivo: l.motivo_diferencia,
      })),
    ).toEqual(cases);
    expect((await c.company.owner.get(`/api/despachos/${d.id}/`)).data.detalles[0].motivo_diferencia).toBe(20);
  });

  it('receives a dispatch only once, also when two screens save at the same time', async () => {
    const c = await chain();
    const d = await sent(c);
    const body = { detalles: [{ id: d.detalles[0]!.id, cantidad_recibido: 5 }] };
    const url = `/api/recepcion_despachos/${d.id}/`;
    const other = await userIn(c.company, [c.norte]);
    const results = await Promise.all([c.bodegaNorte.api.put(url, body), other.api.put(url, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.data).toMatchObject({ detail: MENSAJES.despachos.yaRecibido, code: 'CONFLICT' });
    expect(await balanceOf(db(), c.norte, c.cafe.id)).toBe('5.0000');
  });
});

describe('dispatch against concurrent sales', () => {
  it('never takes the origin below zero: of a dispatch and a write-off racing for the same units one wins', async () => {
    const c = await chain();
    const [despacho, baja] = await Promise.all([
      despachar(c.bodegaCentral.api, {
        productos: [{ id: c.harina.id, cantidad_despachada: 8 }],
        sucursal_destino: c.norte,
        responsable_transporte: 'J',
      }),
      c.bodegaCentral.api.post('/api/bodegas/baja/', { productos: [{ producto: c.harina.id, cantidad: 8 }], nota: '' }),
    ]);
    expect([despacho.statusCode, baja.statusCode].sort()).toEqual([201, 400]);
    expect(await balanceOf(db(), c.central, c.harina.id)).toBe('2.0000');
  });
});

describe('dispatch against a concurrent sale', () => {
  it('of a dispatch and a sale racing for the last units one wins and the origin never goes below zero', async () => {
    const c = await chain();
    const jugo = await createProduct(db(), c.company.empresaId, { nombre: 'Jugo', costo: '6', precio: '10' });
    await receive(c.company.owner, [{ producto: jugo.id, cantidad: 8, costo: '6' }]);
    await openSession(db(), c.company.empresaId, c.central, c.company.propietarioId);
    const [despacho, venta] = await Promise.all([
      despachar(c.bodegaCentral.api, {
        productos: [{ id: jugo.id, cantidad_despachada: 8 }],
        sucursal_destino: c.norte,
        responsable_transporte: 'J',
      }),
      c.company.owner.post(`/api/ventas/?sucursal=${c.central}`, {
        productos: [
          { id: jugo.id, fraccion_id: null, cantidad: '8', modelo_precio: 1, precio: '10.00', desc_porcentaje: '0' },
        ],
        cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
        tipo_documento: 1,
        pagos: { efectivo: { monto: '80' } },
        tipo_pago: 100,
        tipo_venta: 10000,
      }),
    ]);
    expect([despacho.statusCode, venta.statusCode].sort(), `${despacho.body} ${venta.body}`).toEqual([201, 400]);
    const loser = despacho.statusCode === 400 ? despacho : venta;
    expect(loser.data.code).toBe('STOCK_INSUFFICIENT');
    expect(await balanceOf(db(), c.central, jugo.id)).toBe('0.0000');
  });
});

describe('despachos lists and report', () => {
  it('filters by state, dates, users and search, newest first', async () => {
    const c = await chain();
    const a = await sent(c);
    const b = await sent(c, [{ id: c.harina.id, cantidad_despachada: 1 }]);
    const list = await c.bodegaCentral.api.get('/api/despachos/');
    expect(list.data.results.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guatemala' }).format(new Date());
    expect(
      (await c.bodegaCentral.api.get('/api/despachos/', { fecha_inicial: hoy, fecha_final: hoy })).data.count,
    ).toBe(2);
    expect(
      (await c.bodegaCentral.api.get('/api/despachos/', { fecha_inicial: '2020-01-01', fecha_final: '2020-01-02' }))
        .data.count,
    ).toBe(0);
    expect(
      (await c.bodegaCentral.api.get('/api/despachos/', { usuario_enviado: String(c.bodegaCentral.id) })).data.count,
    ).toBe(2);
    expect(
      (await c.bodegaCentral.api.get('/api/despachos/', { usuario_enviado: String(c.bodegaNorte.id) })).data.count,
    ).toBe(0);
    expect((await c.bodegaCentral.api.get('/api/despachos/', { search: String(b.numero) })).data.results[0].id).toBe(
      b.id,
    );
    expect((await c.bodegaCentral.api.get('/api/despachos/', { search: 'piloto' })).data.count).toBe(2);
    const bad = await c.bodegaCentral.api.get('/api/despachos/', { estado: '30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.code).toBe('VALIDATION');
  });

  it('reports every dispatch of the branch with the value sent and short, and exports it', async () => {
    const c = await chain();
    const a = await sent(c);
    await c.bodegaNorte.api.put(`/api/recepcion_despachos/${a.id}/`, {
      detalles: [{ id: a.detalles[0]!.id, cantidad_recibido: 4, nota: 'Faltó una bolsa' }],
    });
    const b = await sent(c, [{ id: c.harina.id, cantidad_despachada: 2 }]);
    await anular(c.bodegaCentral.api, b.id, { motivo: 'No salió' });
    const r = await c.company.owner.get('/api/despachos/reporte/', { sucursal: String(c.norte) });
    expect(r.statusCode, r.body).toBe(200);
    // Cancelled dispatches are listed (flagged) but add nothing to the totals.
    expect(r.data).toMatchObject({ count: 2, total: '75.00', total_diferencia: '15.00' });
    const all = await c.company.owner.get('/api/despachos/reporte/', { sucursal: String(c.central) });
    expect(all.data.count).toBe(2);
    expect(all.data.results[0]).toMatchObject({ id: b.id, anulado: true });
    const xls = await c.company.owner.get('/api/despachos/descargar_excel_reporte/', { sucursal: String(c.central) });
    expect(xls.statusCode, xls.body).toBe(200);
    expect(xls.data.id).toBeGreaterThan(0);
    const denied = await c.bodegaCentral.api.get('/api/despachos/reporte/');
    expect(denied.statusCode).toBe(403);
  });
});
