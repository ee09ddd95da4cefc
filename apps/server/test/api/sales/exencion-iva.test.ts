/**
 * The IVA exemption is an amount of the sale with no payment code (DECISIONS P3-04, P3-19): it is
 * stored on the sale (`ventas.exencion_iva`), never as a payment form, never in the register's
 * per-form totals nor counted as received (nor expected at the closing); the detail and the
 * receipt show it as its own line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { migrationsFolder } from '../../../src/db/migrate';
import {
  abonosCuentaCobrar,
  aperturasCajaTotales,
  configuraciones,
  cuentasCobrar,
  movimientosCaja,
  ventas,
  ventasPagos,
} from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany } from '../../helpers/factories';
import { expectSellingLedgersHold, openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectSellingLedgersHold(t.database.db));

const db = () => t.database.db;

/** A company whose owner has an open register and a Q 112.00 product. */
async function setup() {
  const company = await createTestCompany(t.app, t.database);
  const sesionId = await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId);
  const producto = await createProduct(db(), company.empresaId, { codigo: 'EXE-01', nombre: 'Abono', precio: '112' });
  await setStock(db(), company.empresaId, company.sucursalId, producto.id, '100');
  return { company, sesionId, producto };
}

const venta = (productoId: number, extra: Partial<VentaInput> = {}): VentaInput => ({
  productos: [
    { id: productoId, fraccion_id: null, cantidad: '1', modelo_precio: 1, precio: '112.00', desc_porcentaje: '0' },
  ],
  cliente: { nit: '', nombre: '' },
  tipo_documento: 1,
  pagos: { efectivo: { monto: '100' }, exencion_iva: '12' },
  tipo_pago: 100,
  tipo_venta: 10000,
  ...extra,
});

async function totalesDe(sesionId: number) {
  const rows = await db()
    .select()
    .from(aperturasCajaTotales)
    .where(eq(aperturasCajaTotales.aperturaId, sesionId))
    .orderBy(aperturasCajaTotales.formaPago);
  return rows.map((r) => [r.formaPago, r.total]);
}

describe('POST ventas with exencion_iva', () => {
  it('stores the exemption on the sale, not as a payment, and the register never counts it', async () => {
    const { company, sesionId, producto } = await setup();
    const r = await company.owner.post('/api/ventas/', venta(producto.id));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data).toMatchObject({ total: '112.00', vuelto_efectivo: '0.00' });

    const [row] = await db().select().from(ventas).where(eq(ventas.id, r.data.id));
    expect(row).toMatchObject({ exencionIva: '12.0000', total: '112.0000', totalPagado: '112.0000' });
    const pagos = await db().select().from(ventasPagos).where(eq(ventasPagos.ventaId, r.data.id));
    expect(pagos.map((p) => [p.formaPago, p.monto])).toEqual([['EFE', '100.0000']]);
    expect(await totalesDe(sesionId)).toEqual([['EFE', '100.0000']]);
    const [mov] = await db().select().from(movimientosCaja).where(eq(movimientosCaja.ventaId, r.data.id));
    expect(mov!.porForma).toEqual([{ formaPago: 'EFE', monto: '100.0000' }]);

    // The register report (arqueo / corte) lists only what was received.
    const corte = await company.owner.get(`/api/aperturas_cierres_caja/${sesionId}/`);
    expect(corte.statusCode, corte.body).toBe(200);
    const formas = (corte.data.totales as { forma_pago: string }[]).map((x) => x.forma_pago);
    expect(formas).toEqual(['EFE']);
  });

  it('shows the exemption as its own line in the sale detail and the receipt', async () => {
    const { company, producto } = await setup();
    const { data } = await company.owner.post('/api/ventas/', venta(producto.id));
    const detalle = await company.owner.get(`/api/historial_ventas/${data.id}/`);
    expect(detalle.statusCode, detalle.body).toBe(200);
    expect(detalle.data).toMatchObject({
      total: '112.00',
      exencion_iva: '12.00',
      pagos: [{ forma_pago: 'EFE', monto: '100.00' }],
    });
    const recibo = await company.owner.get('/api/historial_ventas/reimpresion_venta/', {
      id: String(data.id),
      tipo: 'comprobante',
    });
    expect(recibo.statusCode, recibo.body).toBe(200);
    expect(recibo.data).toMatchObject({
      exencion_iva: '12.00',
      pagos: [{ forma_pago: 'EFE', monto: '100.00' }],
      monto_efectivo: '100.00',
    });
  });

  it('a sale without exemption reads 0', async () => {
    const { company, producto } = await setup();
    const { data } = await company.owner.post(
      '/api/ventas/',
      venta(producto.id, { pagos: { efectivo: { monto: '112' } } }),
    );
    expect((await company.owner.get(`/api/historial_ventas/${data.id}/`)).data.exencion_iva).toBe('0.00');
  });

  it('is still capped at the sale IVA (P3-19)', async () => {
    const { company, producto } = await setup();
    const r = await company.owner.post(
      '/api/ventas/',
      venta(producto.id, { pagos: { efectivo: { monto: '100' }, exencion_iva: '12.01' } }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.data.detail).toBe(MENSAJES.ventas.ivaMayorAlImpuesto);
  });

  it('absurd cash is refused with the CASH_ABOVE_LIMIT code and the cap in the message', async () => {
    const { company, producto } = await setup();
    const r = await company.owner.post(
      '/api/ventas/',
      venta(producto.id, { pagos: { efectivo: { monto: '9999999999' } } }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ detail: MENSAJES.ventas.efectivoExcesivo('10,000.00'), code: 'CASH_ABOVE_LIMIT' });
  });

  it('a line above 99,999 is refused with the QUANTITY_ABOVE_LIMIT code; 99,999 itself is a quantity', async () => {
    const { company, producto } = await setup();
    const linea = (cantidad: string) => ({
      productos: [
        { id: producto.id, fraccion_id: null, cantidad, modelo_precio: 1, precio: '112.00', desc_porcentaje: '0' },
      ],
    });
    // A barcode scanned into the quantity (issue 30): refused whole, nothing sold.
    const r = await company.owner.post('/api/ventas/', venta(producto.id, linea('7401234200113')));
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ detail: MENSAJES.ventas.cantidadMaxima, code: 'QUANTITY_ABOVE_LIMIT' });
    expect((await company.owner.post('/api/ventas/', venta(producto.id, linea('100000')))).data.code).toBe(
      'QUANTITY_ABOVE_LIMIT',
    );
    // At the ceiling it is refused only for what the branch has (100 in stock), never for the ceiling.
    const alTope = await company.owner.post('/api/ventas/', venta(producto.id, linea('99999')));
    expect(alTope.statusCode).toBe(400);
    expect(alTope.data.code).not.toBe('QUANTITY_ABOVE_LIMIT');
    const cotizacion = await company.owner.post('/api/cotizaciones/', {
      ...linea('100000'),
      cliente: { nit: '', nombre: '' },
      tipo_documento: 1,
    });
    expect(cotizacion.statusCode).toBe(400);
    expect(cotizacion.data).toEqual({ detail: MENSAJES.ventas.cantidadMaxima, code: 'QUANTITY_ABOVE_LIMIT' });
  });

  it('a credit sale keeps the exemption out of its receivable payments', async () => {
    const { company, producto } = await setup();
    await db()
      .update(configuraciones)
      .set({ confVentasAlCredito: true })
      .where(eq(configuraciones.empresaId, company.empresaId));
    const r = await company.owner.post(
      '/api/ventas/',
      venta(producto.id, {
        tipo_pago: 200,
        fecha_vencimiento: '2099-01-01',
        pagos: { efectivo: { monto: '50' }, exencion_iva: '12' },
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const [cuenta] = await db().select().from(cuentasCobrar).where(eq(cuentasCobrar.ventaId, r.data.id));
    expect(cuenta).toMatchObject({ monto: '112.0000', saldo: '50.0000' });
    const abonos = await db()
      .select()
      .from(abonosCuentaCobrar)
      .where(eq(abonosCuentaCobrar.cuentaCobrarId, cuenta!.id));
    expect(abonos.map((a) => [a.formaPago, a.monto])).toEqual([['EFE', '50.0000']]);
  });
});

describe('the register closing and the sales history with an exempt sale', () => {
  it('closes expecting only the cash received, and the history lists the sale at its total', async () => {
    const { company, sesionId, producto } = await setup();
    const r = await company.owner.post('/api/ventas/', venta(producto.id));
    expect(r.statusCode, r.body).toBe(201);

    // Opening 100 + 100 cash received: the exempt 12 is no money in the drawer.
    const cierre = await company.owner.post('/api/aperturas_cierres_caja/cierre/', {
      total_efectivo_cierre: '200',
      concepto_cierre: 'Fin',
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    const detalle = await company.owner.get(`/api/aperturas_cierres_caja/${sesionId}/`);
    expect(detalle.statusCode, detalle.body).toBe(200);
    expect(detalle.data.totales).toEqual([
      { forma_pago: 'EFE', nombre: expect.any(String), esperado: '200.00', contado: '200.00', diferencia: '0.00' },
    ]);

    const historial = await company.owner.get('/api/historial_ventas/');
    expect(historial.statusCode, historial.body).toBe(200);
    // The row and the page total read the sale's total; the exemption is a line of the detail.
    expect(historial.data.results).toEqual([
      expect.objectContaining({ id: r.data.id, movimiento: expect.objectContaining({ total_cobrar_pagar: '112.00' }) }),
    ]);
    expect(historial.data.total).toBe('112.00');
  });
});

describe('migration 0008_exencion_iva', () => {
  it('moves the old EXE payment rows onto their sale and out of the register totals', async () => {
    const { company, sesionId, producto } = await setup();
    // A sale recorded the old way: the exemption as a payment form EXE everywhere.
    const { data } = await company.owner.post(
      '/api/ventas/',
      venta(producto.id, { pagos: { efectivo: { monto: '112' } } }),
    );
    await db().execute(sql`update ventas set exencion_iva = 0, total_pagado = 112 where id = ${data.id}`);
    await db().execute(sql`update ventas_pagos set monto = 100 where venta_id = ${data.id}`);
    await db().execute(
      sql`insert into ventas_pagos (venta_id, forma_pago, monto, descripcion) values (${data.id}, 'EXE', 12, '')`,
    );
    await db().execute(
      sql`update movimientos_caja set monto_efectivo = 100,
             por_forma = '[{"formaPago":"EFE","monto":"100.0000"},{"formaPago":"EXE","monto":"12.0000"}]'::jsonb
           where venta_id = ${data.id}`,
    );
    await db().execute(
      sql`update aperturas_cierres_caja set total_efectivo = total_efectivo - 12 where id = ${sesionId}`,
    );
    await db().execute(sql`update aperturas_caja_totales set total = 100 where apertura_id = ${sesionId}`);
    await db().execute(
      sql`insert into aperturas_caja_totales (apertura_id, forma_pago, total) values (${sesionId}, 'EXE', 12)`,
    );

    // The data part of the migration (everything after the column is added) runs again.
    const file = readFileSync(path.join(migrationsFolder, '0008_exencion_iva.sql'), 'utf8');
    const statements = file
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => s !== '' && !/^ALTER TABLE|^CREATE/im.test(s.replace(/^--.*$/gm, '').trim()));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) await db().execute(sql.raw(statement));

    const [row] = await db().select().from(ventas).where(eq(ventas.id, data.id));
    expect(row!.exencionIva).toBe('12.0000');
    const pagos = await db().select().from(ventasPagos).where(eq(ventasPagos.ventaId, data.id));
    expect(pagos.map((p) => p.formaPago)).toEqual(['EFE']);
    expect(await totalesDe(sesionId)).toEqual([['EFE', '100.0000']]);
    const [mov] = await db().select().from(movimientosCaja).where(eq(movimientosCaja.ventaId, data.id));
    expect(mov!.porForma).toEqual([{ formaPago: 'EFE', monto: '100.0000' }]);
  });
});
