/**
 * Redeeming a voucher at the till (000 §5 Payments, SCOPE §1.1 "POS redemption", P3-20, P3-22):
 * `POST ventas` with `codigo_nota_credito`. The voucher's amount covers part of the sale like the
 * IVA exemption does (an amount of the sale, no payment code, never cash in the register); a code
 * is redeemed exactly once, also when two registers try it at the same moment.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ESTADOS_DEVOLUCION } from '@pos/shared/domains/returns';
import { MENSAJES } from '@pos/shared/messages';
import { aperturasCajaTotales, devoluciones, ventas } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs } from '../../helpers/factories';
import { expectLedgerMatchesBalances } from '../../helpers/ledger';
import { expectRegistersMatchMovements, openSession } from '../../helpers/sales';
import { linea, setupReturns, venta } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerMatchesBalances(t.database.db);
  await expectRegistersMatchMovements(t.database.db);
});

const db = () => t.database.db;
const M = MENSAJES.devoluciones;

/** A company with a Q 20.00 voucher: 2 of 3 Arroz returned. */
async function withVoucher() {
  const s = await setupReturns(t);
  const sale = await s.company.owner.post('/api/ventas/', venta([linea(s.simple.id, { cantidad: '3' })]));
  expect(sale.statusCode, sale.body).toBe(201);
  const f = (await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: sale.data.codigo })).data;
  const r = await s.company.owner.post('/api/devoluciones/', {
    venta: sale.data.id,
    concepto: 'Devolución',
    productos: [{ id: f.productos[0].id, cantidad: '2' }],
  });
  expect(r.statusCode, r.body).toBe(201);
  return { ...s, vale: r.data as { id: number; codigo: string; total: string }, ventaOriginal: sale.data };
}

async function vale(id: number) {
  const [row] = await db().select().from(devoluciones).where(eq(devoluciones.id, id));
  return row!;
}

async function salesOf(empresaId: number) {
  return db().select().from(ventas).where(eq(ventas.empresaId, empresaId));
}

describe('GET notas_credito_fel/consultar', () => {
  it("answers the voucher's amount, and the spec's message for an unknown or foreign code", async () => {
    const s = await withVoucher();
    const r = await s.company.owner.get('/api/notas_credito_fel/consultar/', { codigo_nota_credito: s.vale.codigo });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toEqual({ id: s.vale.id, codigo: s.vale.codigo, total_importe: '20.00', nota_credito_fel: false });
    const unknown = await s.company.owner.get('/api/notas_credito_fel/consultar/', { codigo_nota_credito: 'NOEXISTE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data).toMatchObject({ detail: M.codigoNoValido, code: 'BAD_REQUEST' });
    const other = await createTestCompany(t.app, t.database);
    const foreign = await other.owner.get('/api/notas_credito_fel/consultar/', { codigo_nota_credito: s.vale.codigo });
    expect(foreign.data.detail).toBe(M.codigoNoValido);
  });
});

describe('POST ventas with codigo_nota_credito', () => {
  it('covers part of the total, is no cash in the register, and is redeemed once', async () => {
    const s = await withVoucher();
    // Q 30.00 sale: the Q 20.00 voucher plus Q 10.00 cash.
    const r = await s.company.owner.post(
      '/api/ventas/',
      venta([linea(s.simple.id, { cantidad: '3' })], {
        codigo_nota_credito: s.vale.codigo.toLowerCase(),
        pagos: { efectivo: { monto: '10' }, nota_credito: '999' },
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data).toMatchObject({ total: '30.00', vuelto_efectivo: '0.00' });
    const [row] = await db().select().from(ventas).where(eq(ventas.id, r.data.id));
    expect(row).toMatchObject({ notaCredito: '20.0000', totalPagado: '30.0000', total: '30.0000' });
    const totales = await db()
      .select()
      .from(aperturasCajaTotales)
      .where(eq(aperturasCajaTotales.aperturaId, s.sesionId));
    // Only cash was received: Q 10.00 + the first sale's Q 30.00.
    expect(totales.map((x) => [x.formaPago, x.total])).toEqual([['EFE', '40.0000']]);
    expect(await vale(s.vale.id)).toMatchObject({
      estado: ESTADOS_DEVOLUCION.CANJEADO,
      canjeVentaId: r.data.id,
      canjeUsuarioId: s.company.propietarioId,
    });
    // The receipt and the sales history name the voucher on its own line, apart from the payments.
    const nota = { codigo: s.vale.codigo, monto: '20.00', nota_credito_fel: false };
    const recibo = await s.company.owner.get('/api/historial_ventas/reimpresion_venta/', {
      id: r.data.id,
      tipo: 'comprobante',
    });
    expect(recibo.statusCode, recibo.body).toBe(200);
    expect(recibo.data).toMatchObject({ nota_credito: nota, pagos: [{ forma_pago: 'EFE', monto: '10.00' }] });
    const detalle = await s.company.owner.get(`/api/historial_ventas/${r.data.id}/`);
    expect(detalle.data).toMatchObject({ nota_credito: nota, total_pagado: '30.00' });
    const sinVale = await s.company.owner.get(`/api/historial_ventas/${s.ventaOriginal.id}/`);
    expect(sinVale.data.nota_credito).toBeNull();

    const again = await s.company.owner.post(
      '/api/ventas/',
      venta([linea(s.simple.id, { cantidad: '3' })], {
        codigo_nota_credito: s.vale.codigo,
        pagos: { efectivo: { monto: '10' } },
      }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.data.detail).toBe(M.codigoYaCanjeado);
    const consult = await s.company.owner.get('/api/notas_credito_fel/consultar/', {
      codigo_nota_credito: s.vale.codigo,
    });
    expect(consult.data.detail).toBe(M.codigoYaCanjeado);
    // Redeemed: the return can no longer be annulled.
    const annul = await s.company.owner.put(`/api/devoluciones/${s.vale.id}/anular/`, { motivo: 'x' });
    expect(annul.statusCode).toBe(400);
    expect(annul.data.detail).toBe(M.yaCanjeada);
    const list = await s.company.owner.get('/api/devoluciones/', { codigo: s.vale.codigo });
    expect(list.data.results[0]).toMatchObject({ estado: 20, canje: { venta_id: r.data.id } });
  });

  it('refuses an unknown code, a voucher equal to the total, and one larger than it; nothing is written', async () => {
    const s = await withVoucher();
    const before = (await salesOf(s.company.empresaId)).length;
    const sell = (cantidad: string, codigo: string, efectivo = '100') =>
      s.company.owner.post(
        '/api/ventas/',
        venta([linea(s.simple.id, { cantidad })], {
          codigo_nota_credito: codigo,
          pagos: { efectivo: { monto: efectivo } },
        }),
      );
    const unknown = await sell('3', 'NOEXISTE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.detail).toBe(M.codigoNoValido);
    const equal = await sell('2', s.vale.codigo, '0');
    expect(equal.statusCode).toBe(400);
    expect(equal.data.detail).toBe(M.valeIgualaTotal);
    const larger = await sell('1', s.vale.codigo, '0');
    expect(larger.statusCode).toBe(400);
    expect(larger.data.detail).toBe(M.notaMayorAlTotal);
    expect((await salesOf(s.company.empresaId)).length).toBe(before);
    expect((await vale(s.vale.id)).estado).toBe(ESTADOS_DEVOLUCION.VIGENTE);
  });

  it('without a code a negative credit-note amount reads 0 and a positive one is refused', async () => {
    const s = await setupReturns(t);
    const negative = await s.company.owner.post(
      '/api/ventas/',
      venta([linea(s.simple.id)], { pagos: { efectivo: { monto: '10' }, nota_credito: '-5' } }),
    );
    expect(negative.statusCode, negative.body).toBe(201);
    const [row] = await db().select().from(ventas).where(eq(ventas.id, negative.data.id));
    expect(row!.notaCredito).toBe('0.0000');
    const positive = await s.company.owner.post(
      '/api/ventas/',
      venta([linea(s.simple.id)], { pagos: { efectivo: { monto: '5' }, nota_credito: '5' } }),
    );
    expect(positive.statusCode).toBe(400);
    expect(positive.data.detail).toBe(M.codigoNoValido);
  });

  it('two registers redeeming one voucher at the same moment: exactly one sale takes it', async () => {
    const s = await withVoucher();
    const cajero = await createUserAs(t.app, s.company, 'es_cajero');
    await openSession(db(), s.company.empresaId, s.company.sucursalId, cajero.id);
    const body = venta([linea(s.simple.id, { cantidad: '3' })], {
      codigo_nota_credito: s.vale.codigo,
      pagos: { efectivo: { monto: '10' } },
    });
    const [a, b] = await Promise.all([
      s.company.owner.post('/api/ventas/', body),
      cajero.api.post('/api/ventas/', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r.statusCode === 400)!.data.detail).toBe(M.codigoYaCanjeado);
    const winner = [a, b].find((r) => r.statusCode === 201)!;
    expect((await vale(s.vale.id)).canjeVentaId).toBe(winner.data.id);
    const redeemed = (await salesOf(s.company.empresaId)).filter((v) => v.notaCredito !== '0.0000');
    expect(redeemed).toHaveLength(1);
  });

  it('annulling the redeeming sale frees the voucher; the returned sale cannot be annulled while it has returns', async () => {
    const s = await withVoucher();
    const r = await s.company.owner.post(
      '/api/ventas/',
      venta([linea(s.simple.id, { cantidad: '3' })], {
        codigo_nota_credito: s.vale.codigo,
        pagos: { efectivo: { monto: '10' } },
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const annul = await s.company.owner.put('/api/historial_ventas/anulacion/', { id: r.data.id, motivo: 'Error' });
    expect(annul.statusCode, annul.body).toBe(200);
    expect(await vale(s.vale.id)).toMatchObject({ estado: ESTADOS_DEVOLUCION.VIGENTE, canjeVentaId: null });
    // The annulled sale keeps the amount it took off; the code went back to the voucher.
    const detalle = await s.company.owner.get(`/api/historial_ventas/${r.data.id}/`);
    expect(detalle.data.nota_credito).toEqual({ codigo: null, monto: '20.00', nota_credito_fel: false });

    const original = await s.company.owner.put('/api/historial_ventas/anulacion/', {
      id: s.ventaOriginal.id,
      motivo: 'Error',
    });
    expect(original.statusCode).toBe(400);
    expect(original.data.detail).toBe(M.ventaConDevoluciones);
  });
});
