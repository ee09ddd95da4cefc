import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import type { DescuentoRecargo } from '@pos/shared/domains/sales/reports';
import { add, dec, mul, sub } from '@pos/shared/money';
import { configuraciones, ventas, ventasDetalle } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { downloadedRows } from '../../helpers/exports';
import { createTestCompany, createUserAs } from '../../helpers/factories';
import { expectSellingLedgersHold, openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectSellingLedgersHold(t.database.db));

const db = () => t.database.db;
const PATH = '/api/descuento_recargo_ventas/';

const linea = (id: number, extra: Partial<VentaInput['productos'][number]> = {}): VentaInput['productos'][number] => ({
  id,
  fraccion_id: null,
  cantidad: '1',
  modelo_precio: 1,
  precio: '10.00',
  desc_porcentaje: '0',
  ...extra,
});

/**
 * A company that allows discounts, edited prices and the 0.05 rounding, with five sales: a line
 * discount, a price above the tier price, a discount rounded up, a plain sale and an annulled
 * discounted sale.
 */
async function setup() {
  const company = await createTestCompany(t.app, t.database);
  await db()
    .update(configuraciones)
    .set({ ventaPermitirDescuento: true, confVentaPrecioEditable: true, confVentaRedondeoTotal: true })
    .where(eq(configuraciones.empresaId, company.empresaId));
  await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId);
  const arroz = await createProduct(db(), company.empresaId, { codigo: 'ARR-01', nombre: 'Arroz', precio: '10' });
  await setStock(db(), company.empresaId, company.sucursalId, arroz.id, '100');
  const sell = async (productos: VentaInput['productos'], extra: Partial<VentaInput> = {}) => {
    const r = await company.owner.post('/api/ventas/', {
      productos,
      cliente: { nit: '', nombre: '' },
      tipo_documento: 1,
      pagos: { efectivo: { monto: '1000' } },
      tipo_pago: 100,
      tipo_venta: 10000,
      ...extra,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.data.id as number;
  };
  const descuento = await sell([linea(arroz.id, { cantidad: '3', desc_porcentaje: '10' })]);
  const recargo = await sell([linea(arroz.id, { cantidad: '2', precio: '12.00' })]);
  // 10.00 less 0.2 % = 9.98, rounded up to 10.00: a 0.02 discount and a 0.02 surcharge.
  const redondeo = await sell([linea(arroz.id, { desc_porcentaje: '0.2' })], { redondeo: 'arriba' });
  await sell([linea(arroz.id)]);
  const anulada = await sell([linea(arroz.id, { desc_porcentaje: '50' })]);
  const r = await company.owner.put('/api/historial_ventas/anulacion/', { id: anulada, motivo: 'Prueba' });
  expect(r.statusCode, r.body).toBe(200);
  return { company, descuento, recargo, redondeo };
}

/** Discount and surcharge of a sale recomputed from its stored header and lines (P3-53). */
async function recompute(ventaId: number) {
  const [venta] = await db().select().from(ventas).where(eq(ventas.id, ventaId));
  const lineas = await db().select().from(ventasDetalle).where(eq(ventasDetalle.ventaId, ventaId));
  const ajuste = dec(venta!.ajusteRedondeo);
  const porPrecio = lineas.reduce((s, l) => {
    const encima = sub(l.precio, l.precioOriginal);
    return encima.gt(0) ? add(s, mul(encima, l.cantidad)) : s;
  }, dec(0));
  return {
    id: ventaId,
    descuento: add(venta!.descuento, ajuste.lt(0) ? ajuste.neg() : 0).toFixed(2),
    recargo: add(porPrecio, ajuste.gt(0) ? ajuste : 0).toFixed(2),
  };
}

const figures = (rows: DescuentoRecargo[]) =>
  rows.map((r) => ({ id: r.id, descuento: r.descuento, recargo: r.recargo }));

describe('descuento_recargo_ventas (P3-53)', () => {
  it('lists the sales with discounts, surcharges or either, each figure recomputed from the sale', async () => {
    const { company, descuento, recargo, redondeo } = await setup();
    const expected = {
      [descuento]: { id: descuento, descuento: '3.00', recargo: '0.00' },
      [recargo]: { id: recargo, descuento: '0.00', recargo: '4.00' },
      [redondeo]: { id: redondeo, descuento: '0.02', recargo: '0.02' },
    };
    for (const id of [descuento, recargo, redondeo]) expect(await recompute(id)).toEqual(expected[id]);
    const cases = [
      { tipo: '', ids: [descuento, recargo, redondeo] },
      { tipo: '1', ids: [descuento, redondeo] },
      { tipo: '2', ids: [recargo, redondeo] },
    ];
    for (const c of cases) {
      const r = await company.owner.get(PATH, { tipo: c.tipo });
      expect(r.statusCode, r.body).toBe(200);
      expect(figures(r.data.results), `tipo ${c.tipo || 'vacío'}`).toEqual(c.ids.map((id) => expected[id]));
      expect(r.data.count).toBe(c.ids.length);
    }
    const [fila] = (await company.owner.get(PATH, { tipo: '2', sort: '-recargo' })).data.results;
    expect(fila).toMatchObject({ id: recargo, subtotal: '24.00', total: '24.00', cliente: { nit: 'C.F.' } });
  });

  it('refuses bad filters with 400, scopes to the company and checks the flag', async () => {
    const { company } = await setup();
    const bad: Record<string, string>[] = [
      { tipo: '3' },
      { sort: 'costo' },
      { fecha_inicial: '2026-02-10', fecha_final: '2026-02-01' },
    ];
    for (const query of bad) {
      const r = await company.owner.get(PATH, query);
      expect([r.statusCode, r.data.code], JSON.stringify(query)).toEqual([400, expect.any(String)]);
    }
    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get(PATH)).data.count).toBe(0);
    const cajero = await createUserAs(t.app, company, 'es_cajero', { reporte_descuentos_recargos: false });
    expect((await cajero.api.get(PATH)).statusCode).toBe(403);
    expect((await cajero.api.get(`${PATH}descargar_excel_reporte/`)).statusCode).toBe(403);
  });

  it('exports the report to Excel with the filtered rows', async () => {
    const { company } = await setup();
    const r = await company.owner.get(`${PATH}descargar_excel_reporte/`, { tipo: '2' });
    expect(r.statusCode, r.body).toBe(200);
    const rows = await downloadedRows(company.owner, r.data.id);
    expect(rows[0]).toEqual([
      'Fecha',
      'Venta',
      'NIT',
      'Cliente',
      'Usuario',
      'Subtotal',
      'Descuento',
      'Recargo',
      'Total',
    ]);
    expect(rows.slice(1).map((row) => [row[6], row[7], row[8]])).toEqual([
      [0, 4, 24],
      [0.02, 0.02, 10],
    ]);
  });
});
