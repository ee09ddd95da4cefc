import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@pos/shared/errors';
import { todayInGuatemala } from '@pos/shared/format';
import { MENSAJES } from '@pos/shared/messages';
import { dec } from '@pos/shared/money';
import type { AbonoCuentaPagar, DocumentoPagos, RetiroCajaPagar } from '@pos/shared/domains/payables';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { queryRows } from '../../../src/db/client';
import { aperturasCierresCaja, movimientosCaja } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { expectRegistersMatchMovements, openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const hoy = todayInGuatemala();

/** Payables' ledger: every account's balance is its initial amount less its standing payments. */
async function expectPayablesHold(): Promise<void> {
  const problems = await queryRows(
    db(),
    sql`select c.id, c.saldo_inicial::text, c.saldo::text, coalesce(sum(a.monto + a.descuento) filter (where not a.anulado), 0)::text as pagado
          from cuentas_pagar c left join abonos_cuenta_pagar a on a.cuenta_pagar_id = c.id
         group by c.id having c.saldo_inicial - c.saldo <> coalesce(sum(a.monto + a.descuento) filter (where not a.anulado), 0)
            or c.saldo < 0`,
  );
  expect(problems, 'Σ abonos = saldo_inicial − saldo').toEqual([]);
  await expectRegistersMatchMovements(db());
}
afterEach(expectPayablesHold);

async function setup() {
  const company = await createTestCompany(t.app, t.database);
  const proveedor = (
    await company.owner.post('/api/proveedores/', {
      nombre: 'Distribuidora',
      tipo_proveedor: 2,
      limite_credito: '5000',
    })
  ).data.id as number;
  const producto = await createProduct(db(), company.empresaId);
  /** A local purchase of `cantidad` units at 10.00 (credit unless told), dated `fecha`. */
  const order = async (cantidad: string, overrides: Record<string, unknown> = {}) => {
    const r = await company.owner.post('/api/ordenes_compra/', {
      proveedor,
      sucursal_destino: company.sucursalId,
      fecha: hoy,
      numero_documento: `FAC-${cantidad}-${Math.random().toString(36).slice(2, 7)}`,
      origen: 2,
      tipo_compra: 1,
      plazo_pago: '30',
      detalles: [{ producto: producto.id, cantidad, costo: '10.00' }],
      ...overrides,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.data as OrdenCompra;
  };
  return { company, proveedor, order };
}

const directo = { tipo_abono: 2000, forma_pago: 'TRA', num_documento: 'TR-77', banco: 'Banco Industrial' };

async function cashOf(sesion: number): Promise<string> {
  const [row] = await db()
    .select({ total: aperturasCierresCaja.totalEfectivo })
    .from(aperturasCierresCaja)
    .where(eq(aperturasCierresCaja.id, sesion));
  return dec(row!.total).toFixed(2);
}

const cuentaOf = async (company: TestCompany, id: number) =>
  ((await company.owner.get(`/api/ordenes_compra/${id}/`)).data as OrdenCompra).cuenta_cobrarpagar!;

describe('cuentas por pagar (001 §7, P3-08, P3-10, P3-27, P3-29)', () => {
  it('opens an account for a credit purchase; a cash purchase is paid when registered', async () => {
    const s = await setup();
    const credito = await s.order('10');
    expect(credito.pago_finalizado).toBe(false);
    expect(credito.cuenta_cobrarpagar).toMatchObject({
      saldo_inicial: '100.00',
      saldo: '100.00',
      fecha_vencimiento: credito.fecha_limite,
      estado: 1,
      abonos: [],
    });
    const contado = await s.order('2', { tipo_compra: 2 });
    expect([contado.pago_finalizado, contado.cuenta_cobrarpagar]).toEqual([true, null]);
    const refused = await s.company.owner.post('/api/cuenta_pagar/abono/', {
      ...directo,
      orden_compra: contado.id,
      monto: '1',
    });
    expect([refused.statusCode, refused.data.detail]).toEqual([400, MENSAJES.cuentasPagar.noEncontrada]);
  });

  it('pays from the register as a RETIRO 40 capped by its cash, lists it, and annuls it back into the drawer', async () => {
    const s = await setup();
    const api = s.company.owner;
    const orden = await s.order('10');

    const sinCaja = await api.post('/api/cuenta_pagar/abono/', {
      orden_compra: orden.id,
      monto: '30',
      tipo_abono: 1000,
    });
    expect([sinCaja.statusCode, sinCaja.data.code]).toEqual([400, ERROR_CODES.REGISTER_NOT_OPEN]);

    const sesion = await openSession(
      db(),
      s.company.empresaId,
      s.company.sucursalId,
      s.company.propietarioId,
      '50.0000',
    );
    const excede = await api.post('/api/cuenta_pagar/abono/', {
      orden_compra: orden.id,
      monto: '60',
      tipo_abono: '1000',
    });
    expect([excede.statusCode, excede.data.monto]).toEqual([400, [MENSAJES.cuentasPagar.montoMayorAlEfectivo]]);

    const pagado = await api.post('/api/cuenta_pagar/abono/', {
      orden_compra: orden.id,
      monto: '30.00',
      tipo_abono: '1000',
      forma_pago: 'TAR',
      observacion: 'Primer pago',
    });
    expect(pagado.statusCode, pagado.body).toBe(201);
    const abono: AbonoCuentaPagar = pagado.data;
    expect(abono).toMatchObject({
      orden_compra: orden.id,
      monto: '30.00',
      descuento: '0.00',
      total: '30.00',
      tipo_abono: 1000,
      forma_pago: 'EFE', // a withdrawal is cash whatever the form says (P3-27)
      sucursal: { id: s.company.sucursalId },
      anulado: false,
    });
    expect(abono.movimiento_caja).not.toBeNull();
    expect(await cashOf(sesion)).toBe('20.00');
    const [mov] = await db().select().from(movimientosCaja).where(eq(movimientosCaja.id, abono.movimiento_caja!));
    expect([mov!.tipo, dec(mov!.montoEfectivo).toFixed(2)]).toEqual([40, '-30.00']);
    expect(await cuentaOf(s.company, orden.id)).toMatchObject({ saldo: '70.00', estado: 1 });

    const mayor = await api.post('/api/cuenta_pagar/abono/', { ...directo, orden_compra: orden.id, monto: '70.01' });
    expect([mayor.statusCode, mayor.data.detail]).toEqual([400, MENSAJES.cuentasPagar.montoMayorAlSaldo('70.00')]);
    expect(mayor.data.detail).toBe('El monto del abono supera el saldo de la cuenta, el saldo es de Q. 70.00');

    const retiros = await api.get('/api/cuenta_pagar/retiros_caja/', { fecha_inicial: hoy, fecha_final: hoy });
    expect(retiros.data.count).toBe(1);
    const retiro: RetiroCajaPagar = retiros.data.results[0];
    expect(retiro).toMatchObject({
      id: abono.movimiento_caja,
      total: '30.00',
      forma_pago: 'EFE',
      abono: abono.id,
      orden_compra: { id: orden.id, numero_documento: orden.numero_documento },
      proveedor: { id: s.proveedor, nombre: 'Distribuidora' },
      anulado: false,
    });
    expect(retiro.concepto).toBe(MENSAJES.cuentasPagar.conceptoRetiro(orden.numero_documento, 'Distribuidora'));
    expect(
      (await api.get('/api/cuenta_pagar/retiros_caja/', { fecha_inicial: '2020-01-01', fecha_final: '2020-01-02' }))
        .data.count,
    ).toBe(0);

    const sinMotivo = await api.put('/api/cuenta_pagar/anular_abono/', { id: abono.id, motivo: ' ' });
    expect([sinMotivo.statusCode, sinMotivo.data.motivo]).toEqual([400, [MENSAJES.campos.required]]);
    const anulado = await api.put('/api/cuenta_pagar/anular_abono/', { id: abono.id, motivo: 'Monto equivocado' });
    expect(anulado.data).toMatchObject({ anulado: true, motivo_anulacion: 'Monto equivocado' });
    expect(await cashOf(sesion)).toBe('50.00');
    expect(await cuentaOf(s.company, orden.id)).toMatchObject({ saldo: '100.00', estado: 1 });
    const otraVez = await api.put('/api/cuenta_pagar/anular_abono/', { id: abono.id, motivo: 'x' });
    expect([otraVez.statusCode, otraVez.data.detail]).toEqual([400, MENSAJES.cuentasPagar.abonoYaAnulado]);
    expect((await api.get('/api/cuenta_pagar/retiros_caja/')).data.results[0].anulado).toBe(true);
  });

  it('refuses to annul a withdrawal once its register session is closed, and changes nothing', async () => {
    const s = await setup();
    const api = s.company.owner;
    const orden = await s.order('10');
    const sesion = await openSession(db(), s.company.empresaId, s.company.sucursalId, s.company.propietarioId);
    const abono = await api.post('/api/cuenta_pagar/abono/', { orden_compra: orden.id, monto: '25', tipo_abono: 1000 });
    expect(abono.statusCode, abono.body).toBe(201);
    await db().update(aperturasCierresCaja).set({ abierta: false }).where(eq(aperturasCierresCaja.id, sesion));
    const refused = await api.put('/api/cuenta_pagar/anular_abono/', { id: abono.data.id, motivo: 'Tarde' });
    expect([refused.statusCode, refused.data.detail]).toEqual([400, MENSAJES.cajas.sesionCerrada]);
    expect(await cuentaOf(s.company, orden.id)).toMatchObject({ saldo: '75.00', estado: 1 });
    expect((await cuentaOf(s.company, orden.id)).abonos[0]!.anulado).toBe(false);
  });

  it('finishes several accounts at once with a discount and note, and keeps the payment mark in step', async () => {
    const s = await setup();
    const api = s.company.owner;
    const a = await s.order('10'); // 100.00
    const b = await s.order('5'); // 50.00
    await api.post('/api/cuenta_pagar/abono/', { ...directo, orden_compra: a.id, monto: '40' });

    const vacia = await api.post('/api/cuenta_pagar/finalizar_pago_multiple/', {
      ...directo,
      cuentas_a_pagar: [],
      total_pagar: '0',
    });
    expect([vacia.statusCode, vacia.data.cuentas_a_pagar]).toEqual([
      400,
      ['Debe seleccionar al menos una cuenta para finalizar el pago.'],
    ]);
    const sinNota = await api.post('/api/cuenta_pagar/finalizar_pago_multiple/', {
      ...directo,
      cuentas_a_pagar: [a.id, b.id],
      total_pagar: '105',
      aplicar_descuento: true,
      descuento: '5',
    });
    expect([sinNota.statusCode, sinNota.data.nota_de_descuento]).toEqual([400, [MENSAJES.campos.required]]);
    const desfasado = await api.post('/api/cuenta_pagar/finalizar_pago_multiple/', {
      ...directo,
      cuentas_a_pagar: [a.id, b.id],
      total_pagar: '110',
      aplicar_descuento: true,
      descuento: '5',
      nota_de_descuento: 'Pronto pago',
    });
    expect([desfasado.statusCode, desfasado.data.total_pagar]).toEqual([
      400,
      [MENSAJES.cuentasPagar.totalNoCoincide('105.00')],
    ]);
    const repetida = await api.post('/api/cuenta_pagar/finalizar_pago_multiple/', {
      ...directo,
      cuentas_a_pagar: [a.id, a.id],
      total_pagar: '120',
    });
    expect([repetida.statusCode, repetida.data.detail]).toEqual([400, MENSAJES.cuentasPagar.cuentaRepetida]);

    const pagado = await api.post('/api/cuenta_pagar/finalizar_pago_multiple/', {
      ...directo,
      cuentas_a_pagar: [b.id, a.id],
      total_pagar: '105.00',
      aplicar_descuento: 'true',
      descuento: '5.00',
      nota_de_descuento: 'Pronto pago',
      numero_documento: 'NC-9',
    });
    expect(pagado.statusCode, pagado.body).toBe(201);
    // The discount comes off the accounts in the order given: all 5.00 from b.
    expect(
      pagado.data.abonos.map((x: AbonoCuentaPagar) => [x.orden_compra, x.monto, x.descuento, x.nota_de_descuento]),
    ).toEqual([
      [b.id, '45.00', '5.00', 'Pronto pago'],
      [a.id, '60.00', '0.00', ''],
    ]);
    for (const orden of [a, b]) {
      const after = (await api.get(`/api/ordenes_compra/${orden.id}/`)).data as OrdenCompra;
      expect([after.pago_finalizado, after.cuenta_cobrarpagar!.saldo, after.cuenta_cobrarpagar!.estado]).toEqual([
        true,
        '0.00',
        2,
      ]);
    }
    const again = await api.post('/api/cuenta_pagar/finalizar_pago/', { ...directo, orden_compra: a.id });
    expect([again.statusCode, again.data.detail]).toEqual([400, MENSAJES.cuentasPagar.finalizada]);
    const revert = await api.put(`/api/ordenes_compra/${a.id}/revertir_marcar_pago_finalizdo/`);
    expect([revert.statusCode, revert.data.detail]).toEqual([400, MENSAJES.cuentasPagar.saldada]);

    // Annulling one payment reopens its account and clears the order's mark.
    const abonoB = pagado.data.abonos[0] as AbonoCuentaPagar;
    await api.put('/api/cuenta_pagar/anular_abono/', { id: abonoB.id, motivo: 'Cheque rechazado' });
    const reopened = (await api.get(`/api/ordenes_compra/${b.id}/`)).data as OrdenCompra;
    expect([reopened.pago_finalizado, reopened.cuenta_cobrarpagar!.saldo, reopened.cuenta_cobrarpagar!.estado]).toEqual(
      [false, '50.00', 1],
    );

    const documento = (await api.get(`/api/ordenes_compra/${a.id}/documento_pagos/`)).data as DocumentoPagos;
    expect(documento).toMatchObject({ id: a.id, total: '100.00', pago_finalizado: true, tipo_compra: 1 });
    expect(documento.cuenta_cobrarpagar!.abonos.map((x) => x.total)).toEqual(['40.00', '60.00']);
  });

  it('finalizar_pago pays the whole balance; the manual mark finishes and reopens the account', async () => {
    const s = await setup();
    const api = s.company.owner;
    const a = await s.order('3');
    expect((await api.put(`/api/ordenes_compra/${a.id}/marcar_pago_fianlizado/`)).data.cuenta_cobrarpagar.estado).toBe(
      2,
    );
    const cerrada = await api.post('/api/cuenta_pagar/abono/', { ...directo, orden_compra: a.id, monto: '1' });
    expect([cerrada.statusCode, cerrada.data.detail]).toEqual([400, MENSAJES.cuentasPagar.finalizada]);
    const annul = await api.post('/api/ordenes_compra/anular_ODC/', { id: a.id, concepto_anulado: 'x' });
    expect(annul.data.detail).toBe(MENSAJES.ordenesCompra.anularConMovimientos);
    expect(
      (await api.put(`/api/ordenes_compra/${a.id}/revertir_marcar_pago_finalizdo/`)).data.cuenta_cobrarpagar.estado,
    ).toBe(1);

    const wrong = await api.post('/api/cuenta_pagar/finalizar_pago/', {
      ...directo,
      orden_compra: a.id,
      total_pagar: '29',
    });
    expect([wrong.statusCode, wrong.data.total_pagar]).toEqual([400, [MENSAJES.cuentasPagar.totalNoCoincide('30.00')]]);
    const paid = await api.post('/api/cuenta_pagar/finalizar_pago/', {
      ...directo,
      orden_compra: a.id,
      total_pagar: '30',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.abonos.map((x: AbonoCuentaPagar) => [x.monto, x.forma_pago, x.num_documento, x.banco])).toEqual([
      ['30.00', 'TRA', 'TR-77', 'Banco Industrial'],
    ]);
    expect((await api.put(`/api/ordenes_compra/${a.id}/marcar_entrega_completada/`)).statusCode).toBe(200);
    expect((await api.put(`/api/ordenes_compra/${a.id}/finalizar/`)).data.finalizada).toBe(true);
    const late = await api.put('/api/cuenta_pagar/anular_abono/', { id: paid.data.abonos[0].id, motivo: 'x' });
    expect([late.statusCode, late.data.detail]).toEqual([400, MENSAJES.ordenesCompra.yaFinalizada]);

    // An order with a standing payment cannot be annulled; once annulled, its account leaves the lists.
    const b = await s.order('4');
    const abono = await api.post('/api/cuenta_pagar/abono/', { ...directo, orden_compra: b.id, monto: '1' });
    const refused = await api.post('/api/ordenes_compra/anular_ODC/', { id: b.id, concepto_anulado: 'x' });
    expect(refused.data.detail).toBe(MENSAJES.ordenesCompra.anularConMovimientos);
    await api.put('/api/cuenta_pagar/anular_abono/', { id: abono.data.id, motivo: 'x' });
    expect(
      (await api.post('/api/ordenes_compra/anular_ODC/', { id: b.id, concepto_anulado: 'Duplicada' })).statusCode,
    ).toBe(200);
    const activas = await api.get('/api/ordenes_compra/', { cuentas_pagar: '4' });
    expect(activas.data.results.map((o: OrdenCompra) => o.id)).not.toContain(b.id);
  });

  it('filters the payables list by status, overdue computed from the due date (P3-08)', async () => {
    const s = await setup();
    const api = s.company.owner;
    const vencida = await s.order('1', { fecha: '2026-01-05', plazo_pago: 'inmediato' });
    const pendiente = await s.order('2');
    const pagada = await s.order('3');
    await s.order('4', { tipo_compra: 2 }); // cash: never a payable
    await api.post('/api/cuenta_pagar/finalizar_pago/', { ...directo, orden_compra: pagada.id });
    expect(vencida.cuenta_cobrarpagar!.estado).toBe(3);

    const ids = async (cuentas_pagar: string) =>
      (await api.get('/api/ordenes_compra/', { cuentas_pagar })).data.results.map((o: OrdenCompra) => o.id);
    expect(await ids('1')).toEqual([pendiente.id]);
    expect(await ids('2')).toEqual([pagada.id]);
    expect(await ids('3')).toEqual([vencida.id]);
    expect(await ids('4')).toEqual([vencida.id, pendiente.id]); // oldest first
    const bad = await api.get('/api/ordenes_compra/', { cuentas_pagar: '5' });
    expect([bad.statusCode, bad.data.cuentas_pagar]).toEqual([400, [MENSAJES.campos.oneOf([1, 2, 3, 4])]]);
  });

  it('refuses bad payments with Spanish messages and changes nothing', async () => {
    const s = await setup();
    const api = s.company.owner;
    const a = await s.order('10');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ monto: '0' }, 'monto', MENSAJES.cuentasPagar.montoRequerido],
      [{ monto: '-5' }, 'monto', MENSAJES.campos.money],
      [{ monto: 'abc' }, 'monto', MENSAJES.campos.money],
      [{ monto: '5', tipo_abono: 3000 }, 'tipo_abono', MENSAJES.campos.oneOf([1000, 2000])],
      [{ monto: '5', forma_pago: 'XYZ' }, 'forma_pago', ''],
      [{ monto: '5', aplicar_descuento: true, nota_de_descuento: 'x' }, 'descuento', MENSAJES.campos.required],
    ];
    for (const [overrides, field, message] of cases) {
      const r = await api.post('/api/cuenta_pagar/abono/', { ...directo, orden_compra: a.id, ...overrides });
      expect(r.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(r.data[field], JSON.stringify(overrides)).toBeDefined();
      if (message) expect(r.data[field]).toEqual([message]);
    }
    const sinOrden = await api.post('/api/cuenta_pagar/abono/', { ...directo, monto: '5' });
    expect([sinOrden.statusCode, sinOrden.data.orden_compra]).toEqual([400, [MENSAJES.campos.required]]);
    const noJson = await api.raw({
      method: 'POST',
      url: '/api/cuenta_pagar/abono/',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(noJson.statusCode).toBe(400);
    // A discount alone (monto 0) is a valid payment.
    const soloDescuento = await api.post('/api/cuenta_pagar/abono/', {
      ...directo,
      orden_compra: a.id,
      monto: '0',
      aplicar_descuento: true,
      descuento: '10',
      nota_de_descuento: 'Producto dañado',
    });
    expect(soloDescuento.data).toMatchObject({
      monto: '0.00',
      descuento: '10.00',
      total: '10.00',
      aplicar_descuento: true,
    });
    expect(await cuentaOf(s.company, a.id)).toMatchObject({ saldo: '90.00' });
  });

  it('never overpays when two payments of one account race', async () => {
    const s = await setup();
    const api = s.company.owner;
    const a = await s.order('10'); // 100.00
    await openSession(db(), s.company.empresaId, s.company.sucursalId, s.company.propietarioId, '500.0000');
    const results = await Promise.all([
      api.post('/api/cuenta_pagar/abono/', { ...directo, orden_compra: a.id, monto: '60' }),
      api.post('/api/cuenta_pagar/abono/', { orden_compra: a.id, monto: '60', tipo_abono: 1000 }),
      api.post('/api/cuenta_pagar/finalizar_pago/', { ...directo, orden_compra: a.id, total_pagar: '100' }),
    ]);
    const ok = results.filter((r) => r.statusCode === 201);
    expect(
      results.every((r) => r.statusCode === 201 || r.statusCode === 400),
      results.map((r) => r.body).join(),
    ).toBe(true);
    // Whichever lands first, the other two no longer fit the balance (or the account is finished).
    expect(ok.length).toBe(1);
    const cuenta = await cuentaOf(s.company, a.id);
    expect(dec(cuenta.saldo).greaterThanOrEqualTo(0)).toBe(true);
    expect(cuenta.abonos.reduce((acc, x) => acc.plus(x.total), dec(0)).toFixed(2)).toBe(
      dec(100).minus(cuenta.saldo).toFixed(2),
    );
  });

  it('pays once per Idempotency-Key', async () => {
    const s = await setup();
    const a = await s.order('10');
    const body = { ...directo, orden_compra: a.id, monto: '25' };
    const headers = { 'idempotency-key': 'pago-proveedor-1' };
    const [first, second] = await Promise.all([
      s.company.owner.post('/api/cuenta_pagar/abono/', body, headers),
      s.company.owner.post('/api/cuenta_pagar/abono/', body, headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.data.id).toBe(second.data.id);
    expect((await cuentaOf(s.company, a.id)).saldo).toBe('75.00');
    const reused = await s.company.owner.post('/api/cuenta_pagar/abono/', { ...body, monto: '1' }, headers);
    expect(reused.statusCode).toBe(409);
  });

  it('needs orden_compra; another company gets 404', async () => {
    const s = await setup();
    const a = await s.order('10');
    const abono = await s.company.owner.post('/api/cuenta_pagar/abono/', {
      ...directo,
      orden_compra: a.id,
      monto: '5',
    });
    const cajero = await createUserAs(t.app, s.company, 'es_cajero');
    expect((await cajero.api.get('/api/cuenta_pagar/retiros_caja/')).statusCode).toBe(403);
    expect(
      (await cajero.api.post('/api/cuenta_pagar/abono/', { ...directo, orden_compra: a.id, monto: '5' })).statusCode,
    ).toBe(403);

    const other = await setup();
    const api = other.company.owner;
    const foreign = await api.post('/api/cuenta_pagar/abono/', { ...directo, orden_compra: a.id, monto: '5' });
    expect([foreign.statusCode, foreign.data.detail]).toEqual([404, MENSAJES.ordenesCompra.noEncontrada]);
    const multiple = await api.post('/api/cuenta_pagar/finalizar_pago_multiple/', {
      ...directo,
      cuentas_a_pagar: [a.id],
      total_pagar: '95',
    });
    expect(multiple.statusCode).toBe(404);
    expect((await api.put('/api/cuenta_pagar/anular_abono/', { id: abono.data.id, motivo: 'x' })).statusCode).toBe(404);
    expect((await api.get(`/api/ordenes_compra/${a.id}/documento_pagos/`)).statusCode).toBe(404);
    expect((await api.get('/api/ordenes_compra/', { cuentas_pagar: '4' })).data.count).toBe(0);
    expect((await cuentaOf(s.company, a.id)).saldo).toBe('95.00');
  });
});

describe('GET dashboard purchases (001 §7)', () => {
  it('adds the purchases of today, the week and the month beside sales; annulled ones are left out', async () => {
    const s = await setup();
    await s.order('10'); // 100.00 credit
    await s.order('2', { tipo_compra: 2 }); // 20.00 cash
    const annulled = await s.order('1');
    await s.company.owner.post('/api/ordenes_compra/anular_ODC/', { id: annulled.id, concepto_anulado: 'x' });
    const r = await s.company.owner.get('/api/dashboard/', { sucursal: String(s.company.sucursalId) });
    expect(r.statusCode, r.body).toBe(200);
    for (const periodo of ['hoy', 'semana', 'mes'] as const)
      expect(r.data[periodo]).toMatchObject({ compras: '120.00', cantidad_compras: 2, ventas: '0.00' });
    const [movs] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(movimientosCaja)
      .where(and(eq(movimientosCaja.empresaId, s.company.empresaId)));
    expect(movs!.n).toBe(0);
  });
});
