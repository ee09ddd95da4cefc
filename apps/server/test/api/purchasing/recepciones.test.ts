import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { existencias, kardex } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createProduct, productRow } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function setup() {
  const company = await createTestCompany(t.app, t.database);
  const proveedor = (await company.owner.post('/api/proveedores/', { nombre: 'Local', tipo_proveedor: 2 })).data
    .id as number;
  const producto = await createProduct(db(), company.empresaId);
  const order = async (cantidad: string, costo: string, numero: string) =>
    (
      await company.owner.post('/api/ordenes_compra/', {
        proveedor,
        sucursal_destino: company.sucursalId,
        fecha: '2026-11-02',
        numero_documento: numero,
        origen: 2,
        tipo_compra: 2,
        detalles: [{ producto: producto.id, cantidad, costo }],
      })
    ).data as OrdenCompra;
  return { company, proveedor, producto, order };
}

async function stockOf(empresaId: number, sucursalId: number, productoId: number) {
  const [row] = await db()
    .select()
    .from(existencias)
    .where(
      and(
        eq(existencias.empresaId, empresaId),
        eq(existencias.sucursalId, sucursalId),
        eq(existencias.productoId, productoId),
      ),
    );
  return row?.cantidad;
}

describe('recepcion_ordenes_compra (P3-73, P3-85)', () => {
  it('receives over several visits, enters COMPRA 20 stock and moves the weighted average cost', async () => {
    const s = await setup();
    const api = s.company.owner;
    const a = await s.order('10', '12.00', 'A');
    const b = await s.order('5', '15.50', 'B');
    const receive = (o: OrdenCompra, a_recibir: string, nota = '') =>
      api.put(`/api/recepcion_ordenes_compra/${o.id}/`, {
        num_documento: 'ENV-1',
        detalles: [{ id: o.detalles[0]!.id, a_recibir, nota }],
      });

    // Short without a note: refused, nothing changes.
    const noNote = await receive(a, '4');
    expect([noNote.statusCode, noNote.data['detalles.0.nota']]).toEqual([400, [MENSAJES.campos.required]]);
    const tooMany = await receive(a, '11', 'x');
    expect([tooMany.statusCode, tooMany.data['detalles.0.a_recibir']]).toEqual([
      400,
      [MENSAJES.ordenesCompra.cantidadRecibirInvalida('10.000')],
    ]);
    expect((await receive(a, '-1', 'x')).statusCode).toBe(400);
    expect(await stockOf(s.company.empresaId, s.company.sucursalId, s.producto.id)).toBeUndefined();

    // Hand-computed table (average kept at 4 decimals by the product row):
    // visit           stock  average
    // A 4 @ 12.00       4    12.0000
    // B 5 @ 15.50       9    (48 + 77.5) / 9 = 13.9444
    // A 6 @ 12.00      15    (9 × 13.9444 + 72) / 15 = 13.1666
    const table: [OrdenCompra, string, string, string, string][] = [
      [a, '4', 'Llegó incompleto', '4.0000', '12.0000'],
      [b, '5', '', '9.0000', '13.9444'],
      [a, '6', '', '15.0000', '13.1666'],
    ];
    for (const [o, cantidad, nota, stock, average] of table) {
      const saved = await receive(o, cantidad, nota);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await stockOf(s.company.empresaId, s.company.sucursalId, s.producto.id)).toBe(stock);
      const row = await productRow(db(), s.producto.id);
      expect([row.costoPromedioPonderado, row.ultimoProveedorId]).toEqual([average, s.proveedor]);
    }
    const done = (await api.get(`/api/recepcion_ordenes_compra/${a.id}/`)).data as OrdenCompra;
    expect(done.entrega_completada).toBe(true);
    expect(done.detalles[0]).toMatchObject({ cantidad_recibida: '10.000', cantidad_faltante: '0.000' });
    expect((await receive(a, '0', 'x')).data.detail).toBe(MENSAJES.ordenesCompra.entregaCompletada);
    const rows = await db().select().from(kardex).where(eq(kardex.productoId, s.producto.id));
    expect(rows.map((r) => [r.tipo, r.cantidad])).toEqual([
      [20, '4.0000'],
      [20, '5.0000'],
      [20, '6.0000'],
    ]);
  });

  it('gives the same average when two receptions of one product are saved at once', async () => {
    const s = await setup();
    const a = await s.order('10', '12.00', 'A');
    const b = await s.order('5', '15.50', 'B');
    const [ra, rb] = await Promise.all(
      [a, b].map((o) =>
        s.company.owner.put(`/api/recepcion_ordenes_compra/${o.id}/`, {
          detalles: [{ id: o.detalles[0]!.id, a_recibir: o.detalles[0]!.cantidad }],
        }),
      ),
    );
    expect([ra!.statusCode, rb!.statusCode]).toEqual([200, 200]);
    // (10 × 12 + 5 × 15.5) / 15 = 197.5 / 15 = 13.1667 in either order.
    expect((await productRow(db(), s.producto.id)).costoPromedioPonderado).toBe('13.1667');
    expect(await stockOf(s.company.empresaId, s.company.sucursalId, s.producto.id)).toBe('15.0000');
  });

  it('needs despacho_recepciones_orden_compra; another company gets 404', async () => {
    const s = await setup();
    const a = await s.order('2', '1.00', 'A');
    const body = { detalles: [{ id: a.detalles[0]!.id, a_recibir: '2' }] };
    const cajero = await createUserAs(t.app, s.company, 'es_cajero');
    expect((await cajero.api.put(`/api/recepcion_ordenes_compra/${a.id}/`, body)).statusCode).toBe(403);
    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.put(`/api/recepcion_ordenes_compra/${a.id}/`, body)).statusCode).toBe(404);
    expect((await other.owner.get(`/api/recepcion_ordenes_compra/${a.id}/`)).statusCode).toBe(404);
    expect(await stockOf(s.company.empresaId, s.company.sucursalId, s.producto.id)).toBeUndefined();
  });
});

describe('GET recepcion_ordenes_compra (001 §7) and the visits on the order', () => {
  it('lists the destination branch orders by -creado, filters estado_despacho and search, keeps each visit', async () => {
    const s = await setup();
    const api = s.company.owner;
    const a = await s.order('3', '2.00', 'DOC-A');
    await s.order('4', '2.00', 'DOC-B');
    const c = await s.order('1', '2.00', 'DOC-C');
    await api.post('/api/ordenes_compra/anular_ODC/', { id: c.id, concepto_anulado: 'error' });
    const other = await setup();
    await other.order('1', '1.00', 'AJENA');

    const first = await api.put(`/api/recepcion_ordenes_compra/${a.id}/`, {
      num_documento: 'ENV-77',
      nota: 'Primera entrega',
      detalles: [{ id: a.detalles[0]!.id, a_recibir: '1', nota: 'Faltan 2' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await api.put(`/api/recepcion_ordenes_compra/${a.id}/`, {
      num_documento: 'ENV-78',
      detalles: [{ id: a.detalles[0]!.id, a_recibir: '2' }],
    });
    expect(second.statusCode, second.body).toBe(200);

    const detail = (await api.get(`/api/ordenes_compra/${a.id}/`)).data as OrdenCompra;
    expect(detail.entrega_completada).toBe(true);
    expect(detail.recepciones.map((r) => [r.num_documento, r.nota, r.detalles])).toEqual([
      ['ENV-77', 'Primera entrega', [{ detalle_id: a.detalles[0]!.id, cantidad: '1.000', nota: 'Faltan 2' }]],
      ['ENV-78', '', [{ detalle_id: a.detalles[0]!.id, cantidad: '2.000', nota: '' }]],
    ]);
    expect(detail.recepciones[0]!.usuario).not.toBe('');

    const list = async (query: string) => {
      const res = await api.get(`/api/recepcion_ordenes_compra/?sucursal=${s.company.sucursalId}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.data.results as OrdenCompra[]).map((o) => o.numero_documento);
    };
    // Default -creado; annulled orders and other companies are not listed.
    expect(await list('')).toEqual(['DOC-B', 'DOC-A']);
    expect(await list('ordering=creado')).toEqual(['DOC-A', 'DOC-B']);
    expect(await list('estado_despacho=10')).toEqual(['DOC-B']);
    expect(await list('estado_despacho=20')).toEqual(['DOC-A']);
    expect(await list('search=doc-a')).toEqual(['DOC-A']);

    const bad = await api.get(`/api/recepcion_ordenes_compra/?sucursal=${s.company.sucursalId}&estado_despacho=5`);
    expect([bad.statusCode, bad.data.estado_despacho]).toEqual([400, [MENSAJES.campos.oneOf([10, 20])]]);
    const cajero = await createUserAs(t.app, s.company, 'es_cajero');
    expect((await cajero.api.get('/api/recepcion_ordenes_compra/')).statusCode).toBe(403);
  });
});
