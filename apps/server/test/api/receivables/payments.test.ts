import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import type { CuentaCobrar, PagoRegistrado } from '@pos/shared/domains/receivables';
import { aperturasCierresCaja, bitacora, movimientosCaja } from '../../../src/db/schema/index';
import { createTestApp, type Client, type TestApp } from '../../helpers/app';
import { expectSpanish400 } from '../../helpers/bad-input';
import { createTestCompany, createUserAs } from '../../helpers/factories';
import { expectRegistersMatchMovements } from '../../helpers/sales';
import { expectReceivablesHold, tienda, ventaCredito, type Tienda } from './receivables-fixture';

const M = MENSAJES.cuentasCobrar;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function cashOf(apertura: number): Promise<string> {
  const [row] = await db().select().from(aperturasCierresCaja).where(eq(aperturasCierresCaja.id, apertura));
  return row!.totalEfectivo;
}

async function cuentaDe(api: Client, ventaId: number): Promise<CuentaCobrar> {
  const r = await api.get(`/api/ordenes_venta/${ventaId}/cuenta/`);
  expect(r.statusCode, r.body).toBe(200);
  return r.data;
}

async function closing(s: Tienda): Promise<void> {
  await expectReceivablesHold(t, s.company.empresaId);
  await expectRegistersMatchMovements(db(), s.company.empresaId);
}

describe('POST cuenta_cobrar/abono and ordenes_venta/abono', () => {
  it('takes a partial cash payment into the open register (ABONO_CUENTA 80) with its numbered receipt', async () => {
    const s = await tienda(t);
    const venta = await ventaCredito(s, 4, { anticipo: '30' });
    expect((await cuentaDe(s.cajero.api, venta.id)).saldo).toBe('70.00');
    expect(await cashOf(s.apertura)).toBe('130.0000');
    const codigo = await s.cajero.api.get('/api/cuenta_cobrar/codigo_cobro/', {
      sucursal_id: String(s.company.sucursalId),
    });
    expect(codigo.data).toEqual({ codigo: 'RC-000001' });

    const r = await s.cajero.api.post('/api/cuenta_cobrar/abono/', {
      movimiento_id: venta.id,
      monto: '20',
      forma_pago: 'EFE',
    });
    expect(r.statusCode, r.body).toBe(201);
    const pago: PagoRegistrado = r.data;
    expect(pago.detail).toBe(M.abonoRegistrado);
    expect(pago.partida).toMatchObject({
      numero_recibo: 'RC-000001',
      tipo_abono: 1000,
      total: '20.00',
      por_forma: [{ forma_pago: 'EFE', monto: '20.00' }],
      cliente: { nombre: 'María López', nit: '12521337' },
      cuentas: [{ orden_venta: { id: venta.id, codigo: venta.codigo }, monto: '20.00' }],
      anulado: false,
    });
    expect(pago.cuentas[0]).toMatchObject({ saldo_inicial: '100.00', abonado: '50.00', saldo: '50.00', estado: 1 });
    expect(await cashOf(s.apertura)).toBe('150.0000');
    const [mov] = await db()
      .select()
      .from(movimientosCaja)
      .where(and(eq(movimientosCaja.id, pago.partida.movimiento_caja!)));
    expect(mov).toMatchObject({ tipo: 80, montoEfectivo: '20.0000', aperturaId: s.apertura });

    const recibo = await s.cajero.api.get('/api/ordenes_venta/get_movimiento_pago/', {
      id_partida: String(pago.partida.id),
    });
    expect(recibo.statusCode, recibo.body).toBe(200);
    expect(recibo.data).toMatchObject({
      numero_recibo: 'RC-000001',
      saldo_pendiente: '50.00',
      empresa: { nombre: expect.any(String) },
    });
    const retiros = await s.cajero.api.get('/api/cuenta_cobrar/retiros_caja/');
    expect(retiros.data.results).toMatchObject([{ id: mov!.id, monto_efectivo: '20.00', anulado: false }]);
    expect(
      (await s.cajero.api.get('/api/cuenta_cobrar/codigo_cobro/', { sucursal_id: String(s.company.sucursalId) })).data,
    ).toEqual({
      codigo: 'RC-000002',
    });
    const [audit] = await db()
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.entidad, 'CUENTA_COBRAR'), eq(bitacora.entidadId, pago.partida.id)));
    expect(audit?.descripcion).toBe(M.bitacora.abono('RC-000001', '20.00'));
    await closing(s);
  });

  it('pays with several forms and gives change from cash only; cash change never reaches the account', async () => {
    const s = await tienda(t);
    const venta = await ventaCredito(s, 4);
    const r = await s.cajero.api.post('/api/ordenes_venta/abono/', {
      efectivo: '50',
      tarjeta: '40',
      num_documento: 'VOUCHER-77',
      ordenes_ventas: [{ id: venta.id, monto: '60' }],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data.partida).toMatchObject({ total: '60.00', vuelto: '30.00', num_documento: 'VOUCHER-77' });
    expect(r.data.partida.por_forma).toEqual([
      { forma_pago: 'TAR', nombre: 'Tarjeta', monto: '40.00' },
      { forma_pago: 'EFE', nombre: 'Efectivo', monto: '20.00' },
    ]);
    expect(await cashOf(s.apertura)).toBe('120.0000');
    const sobra = await s.cajero.api.post('/api/ordenes_venta/abono/', {
      tarjeta: '50',
      ordenes_ventas: [{ id: venta.id, monto: '30' }],
    });
    expectSpanish400(sobra, 'card above the amount');
    expect(sobra.data.detail).toBe(M.pagoNoCuadra('50.00', '30.00'));
    const falta = await s.cajero.api.post('/api/ordenes_venta/abono/', {
      efectivo: '10',
      ordenes_ventas: [{ id: venta.id, monto: '30' }],
    });
    expect(falta.data.detail).toBe(M.pagoNoCuadra('10.00', '30.00'));
    await closing(s);
  });

  it('refuses more than the balance, a finished account, repeated orders, and bad bodies, changing nothing', async () => {
    const s = await tienda(t);
    const venta = await ventaCredito(s, 2);
    const mucho = await s.cajero.api.post('/api/cuenta_cobrar/abono/', { movimiento_id: venta.id, monto: '50.01' });
    expectSpanish400(mucho, 'over the balance');
    expect(mucho.data.detail).toBe(M.abonoMayorAlSaldo(venta.codigo, '50.00'));
    const repetida = await s.cajero.api.post('/api/ordenes_venta/abono/', {
      efectivo: '2',
      ordenes_ventas: [
        { id: venta.id, monto: '1' },
        { id: venta.id, monto: '1' },
      ],
    });
    expect(repetida.data.detail).toBe(M.cuentaRepetida(venta.codigo));
    for (const body of [
      {},
      { movimiento_id: venta.id, monto: '0' },
      { movimiento_id: venta.id, monto: '-5' },
      { movimiento_id: venta.id, monto: 'diez' },
      { movimiento_id: venta.id, monto: '5', forma_pago: 'BTC' },
      { movimiento_id: 'x', monto: '5' },
    ])
      expectSpanish400(await s.cajero.api.post('/api/cuenta_cobrar/abono/', body), JSON.stringify(body));
    const vacia = await s.cajero.api.post('/api/ordenes_venta/abono/', { efectivo: '1', ordenes_ventas: [] });
    expectSpanish400(vacia, 'no orders');
    expect(vacia.data.ordenes_ventas).toEqual([M.seleccioneCuenta]);
    expect((await cuentaDe(s.cajero.api, venta.id)).saldo).toBe('50.00');

    const total = await s.cajero.api.post('/api/cuenta_cobrar/abono/', { movimiento_id: venta.id, monto: '50' });
    expect(total.data.cuentas[0]).toMatchObject({ saldo: '0.00', estado: 2, estado_nombre: 'Finalizada' });
    const otra = await s.cajero.api.post('/api/cuenta_cobrar/abono/', { movimiento_id: venta.id, monto: '1' });
    expect(otra.data.detail).toBe(M.cuentaFinalizada(venta.codigo));
    await closing(s);
  });

  it("another company's order is 404 and a user without the register flag is 403", async () => {
    const s = await tienda(t);
    const venta = await ventaCredito(s, 2);
    const otra = await createTestCompany(t.app, t.database);
    const r = await otra.owner.post('/api/cuenta_cobrar/abono/', {
      movimiento_id: venta.id,
      monto: '5',
      tipo_abono: 2000,
    });
    expect([r.statusCode, r.data.detail]).toEqual([404, M.noEncontrada]);
    expect((await otra.owner.get(`/api/ordenes_venta/${venta.id}/cuenta/`)).statusCode).toBe(404);
    const cuenta = await cuentaDe(s.cajero.api, venta.id);
    expect((await otra.owner.get(`/api/cuenta_cobrar/${cuenta.id}/`)).statusCode).toBe(404);
    const bodeguero = await createUserAs(t.app, s.company, 'es_bodeguero');
    const prohibido = await bodeguero.api.post('/api/cuenta_cobrar/abono/', { movimiento_id: venta.id, monto: '5' });
    expect(prohibido.statusCode).toBe(403);
    await closing(s);
  });

  it('a cash payment needs an open register; a direct payment (2000) does not move one', async () => {
    const s = await tienda(t);
    const venta = await ventaCredito(s, 2);
    const sinCaja = await s.company.owner.post('/api/cuenta_cobrar/abono/', { movimiento_id: venta.id, monto: '5' });
    expect([sinCaja.statusCode, sinCaja.data.code]).toEqual([400, 'REGISTER_NOT_OPEN']);
    const directo = await s.company.owner.post('/api/cuenta_cobrar/abono/', {
      movimiento_id: venta.id,
      monto: '5',
      forma_pago: 'DEP',
      banco: 'Banco Industrial',
      num_documento: 'BOLETA-1',
    });
    expect(directo.statusCode, directo.body).toBe(201);
    expect(directo.data.partida).toMatchObject({ tipo_abono: 2000, movimiento_caja: null, banco: 'Banco Industrial' });
    await closing(s);
  });

  it('an Idempotency-Key replays the first answer and records one payment', async () => {
    const s = await tienda(t);
    const venta = await ventaCredito(s, 4);
    const body = { movimiento_id: venta.id, monto: '10' };
    const headers = { 'idempotency-key': 'abono-1' };
    const first = await s.cajero.api.post('/api/cuenta_cobrar/abono/', body, headers);
    const again = await s.cajero.api.post('/api/cuenta_cobrar/abono/', body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data.partida.id).toBe(first.data.partida.id);
    expect((await cuentaDe(s.cajero.api, venta.id)).saldo).toBe('90.00');
    expect(await cashOf(s.apertura)).toBe('110.0000');
    await closing(s);
  });

  it('concurrent payments of one account never overpay it', async () => {
    const s = await tienda(t);
    const venta = await ventaCredito(s, 4);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        s.cajero.api.post('/api/cuenta_cobrar/abono/', { movimiento_id: venta.id, monto: '30' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 400, 400, 400]);
    expect((await cuentaDe(s.cajero.api, venta.id)).saldo).toBe('10.00');
    expect(await cashOf(s.apertura)).toBe('190.0000');
    await closing(s);
  });
});

describe('finalizar_pago and finalizar_pago_multiple', () => {
  it('pays two accounts at once by transfer with a discount note; the total must match', async () => {
    const s = await tienda(t);
    const a = await ventaCredito(s, 2);
    const b = await ventaCredito(s, 4, { anticipo: '20' });
    const cuentas = [(await cuentaDe(s.cajero.api, a.id)).id, (await cuentaDe(s.cajero.api, b.id)).id];
    const base = {
      cuentas_a_pagar: cuentas,
      tipo_abono: 2000,
      forma_pago: 'TRA',
      banco: 'Banrural',
      num_documento: 'TRF-9',
      aplicar_descuento: true,
      descuento: '10',
      nota_de_descuento: 'Pronto pago',
      numero_documento: 'ND-1',
    };
    const mal = await s.cajero.api.post('/api/cuenta_cobrar/finalizar_pago_multiple/', { ...base, total_pagar: '130' });
    expectSpanish400(mal, 'wrong total');
    expect(mal.data.total_pagar).toEqual([M.totalPagarNoCuadra('120.00')]);
    const sinNota = await s.cajero.api.post('/api/cuenta_cobrar/finalizar_pago_multiple/', {
      ...base,
      nota_de_descuento: '',
      total_pagar: '120',
    });
    expect(sinNota.data.nota_de_descuento).toEqual([M.descuentoSinNota]);
    const vacio = await s.cajero.api.post('/api/cuenta_cobrar/finalizar_pago_multiple/', {
      ...base,
      cuentas_a_pagar: [],
      total_pagar: '0',
    });
    expect(vacio.data.detail).toBe(M.seleccioneCuenta);

    const r = await s.cajero.api.post('/api/cuenta_cobrar/finalizar_pago_multiple/', {
      ...base,
      total_pagar: '120.00',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data.detail).toBe(M.pagoRegistrado);
    expect(r.data.partida).toMatchObject({
      total: '130.00',
      descuento: '10.00',
      movimiento_caja: null,
      nota_de_descuento: 'Pronto pago',
      numero_documento: 'ND-1',
      por_forma: [
        { forma_pago: 'DES', monto: '10.00' },
        { forma_pago: 'TRA', monto: '120.00' },
      ],
    });
    expect(r.data.cuentas.map((c: CuentaCobrar) => [c.saldo, c.estado])).toEqual([
      ['0.00', 2],
      ['0.00', 2],
    ]);
    expect(await cashOf(s.apertura)).toBe('120.0000');
    await closing(s);
  });

  it('finalizar_pago pays one order whole; accounts of two customers cannot share a receipt', async () => {
    const s = await tienda(t);
    const a = await ventaCredito(s, 2);
    const b = await ventaCredito(s, 2, { nit: '576937-K', nombre: 'Ferretería Sol' });
    const r = await s.cajero.api.post('/api/cuenta_cobrar/finalizar_pago/', { movimiento_id: a.id, forma_pago: 'EFE' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data.cuentas[0]).toMatchObject({ saldo: '0.00', estado: 2 });
    const c = await ventaCredito(s, 1);
    const mezcla = await s.cajero.api.post('/api/ordenes_venta/abono/', {
      efectivo: '10',
      ordenes_ventas: [
        { id: b.id, monto: '5' },
        { id: c.id, monto: '5' },
      ],
    });
    expect(mezcla.data.detail).toBe(M.clienteDistinto);
    await closing(s);
  });
});

describe('PUT ordenes_venta/anular_partida_abono', () => {
  it('annuls a payment: reverses its cash movement, gives the balances back, and refuses twice', async () => {
    const s = await tienda(t);
    const venta = await ventaCredito(s, 4);
    const pago = await s.cajero.api.post('/api/cuenta_cobrar/abono/', { movimiento_id: venta.id, monto: '100' });
    expect(pago.data.cuentas[0].estado).toBe(2);
    expect(await cashOf(s.apertura)).toBe('200.0000');
    const sinMotivo = await s.cajero.api.put('/api/ordenes_venta/anular_partida_abono/', {
      id: pago.data.partida.id,
      motivo: ' ',
    });
    expectSpanish400(sinMotivo, 'no reason');
    const r = await s.cajero.api.put('/api/ordenes_venta/anular_partida_abono/', {
      id: pago.data.partida.id,
      motivo: 'Cheque rechazado',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.detail).toBe(M.partidaAnulada);
    expect(await cuentaDe(s.cajero.api, venta.id)).toMatchObject({ saldo: '100.00', estado: 1 });
    expect(await cashOf(s.apertura)).toBe('100.0000');
    const docs = await s.cajero.api.get(`/api/ordenes_venta/${venta.id}/documento_pagos/`);
    expect(docs.data).toMatchObject([
      { id: pago.data.partida.id, anulado: true, motivo_anulacion: 'Cheque rechazado' },
    ]);
    expect(
      (await s.cajero.api.get(`/api/ordenes_venta/${venta.id}/documento_pagos/`, { es_pago: 'true' })).data,
    ).toEqual([]);
    const retiros = await s.cajero.api.get('/api/cuenta_cobrar/retiros_caja/');
    expect(
      retiros.data.results.map((m: { es_reversa: boolean; anulado: boolean }) => [m.es_reversa, m.anulado]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    const otra = await s.cajero.api.put('/api/ordenes_venta/anular_partida_abono/', {
      id: pago.data.partida.id,
      motivo: 'Otra vez',
    });
    expect(otra.data.detail).toBe(M.yaAnulada);
    const ajena = await (
      await createTestCompany(t.app, t.database)
    ).owner.put('/api/ordenes_venta/anular_partida_abono/', {
      id: pago.data.partida.id,
      motivo: 'x',
    });
    expect(ajena.statusCode).toBe(404);
    await closing(s);
  });
});

describe('marcar_pago_fianlizado and revertir_marcar_pago_finalizdo', () => {
  it('moves an account to finished by hand and back, without touching balance or payments', async () => {
    const s = await tienda(t);
    const venta = await ventaCredito(s, 2);
    const revertirAntes = await s.cajero.api.put(`/api/ordenes_venta/${venta.id}/revertir_marcar_pago_finalizdo/`);
    expect(revertirAntes.data.detail).toBe(M.noMarcada);
    const r = await s.cajero.api.put(`/api/ordenes_venta/${venta.id}/marcar_pago_fianlizado/`);
    expect(r.statusCode, r.body).toBe(200);
    expect(await cuentaDe(s.cajero.api, venta.id)).toMatchObject({
      estado: 2,
      saldo: '50.00',
      pago_finalizado_manual: true,
    });
    const finalizadas = await s.cajero.api.get('/api/cuenta_cobrar/', { tab: '20' });
    expect(finalizadas.data.results.map((c: CuentaCobrar) => c.orden_compra.id)).toEqual([venta.id]);
    expect((await s.cajero.api.get('/api/cuenta_cobrar/', { tab: '10' })).data.count).toBe(0);
    expect((await s.cajero.api.put(`/api/ordenes_venta/${venta.id}/marcar_pago_fianlizado/`)).data.detail).toBe(
      M.yaMarcada,
    );
    const back = await s.cajero.api.put(`/api/ordenes_venta/${venta.id}/revertir_marcar_pago_finalizdo/`);
    expect(back.statusCode, back.body).toBe(200);
    expect(await cuentaDe(s.cajero.api, venta.id)).toMatchObject({ estado: 1, pago_finalizado_manual: false });
    await closing(s);
  });
});
