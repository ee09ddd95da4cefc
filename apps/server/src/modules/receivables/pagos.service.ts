import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ESTADOS_CUENTA,
  FORMAS_ABONO,
  type AbonoCuentaDatos,
  type AbonoOrdenesDatos,
  type FinalizarPagoInput,
  type FinalizarPagoMultipleInput,
  type PagoRegistrado,
} from '@pos/shared/domains/receivables';
import { TIPOS_ABONO } from '@pos/shared/domains/sales/sales';
import { MENSAJES } from '@pos/shared/messages';
import { add, compare, dec, isZero, min, sub, sum, toMoneyString } from '@pos/shared/money';
import { queryRows, type Tx } from '../../db/client';
import { abonosCuentaCobrar, cuentasCobrar, partidasAbono } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { companyDecimals } from '../../lib/settings';
import { recordAudit } from '../audit';
import { depositCash, requireOpenSession } from '../registers';
import { lockVoucher, redeemVoucher } from '../returns';
import { findCuentas, toCuentaCobrar } from './cuentas.query';
import { findPartida, toPartida } from './partidas.query';
import { siguienteRecibo } from './recibos';
import { d4 } from '../../lib/values';

const M = MENSAJES.cuentasCobrar;

/** What a payment applies: an amount per account (by sales-order id) and what covers it. */
export interface PagoComando {
  ordenes: { ventaId: number; monto: string }[];
  /** Money received by form (EFE… RTC); cash may exceed what is due. */
  formas: { formaPago: string; monto: string }[];
  /** The IVA exemption: it covers part of what is due with no payment form (P3-04); '0' when none. */
  exencionIva?: string;
  codigoNotaCredito: string;
  descuento: string;
  notaDeDescuento: string;
  numeroDocumento: string;
  numDocumento: string;
  banco: string;
  observacion: string;
  tipoAbono?: 1000 | 2000;
  clienteId?: number | null;
  detail: string;
}

interface CuentaBloqueada {
  id: number;
  venta_id: number;
  codigo: string;
  sucursal_id: number;
  cliente_id: number | null;
  nombre_cliente: string;
  nit_cliente: string;
  saldo: string;
  estado: number;
}

/**
 * Locks the accounts of the orders, in id order (two payments of overlapping accounts queue
 * instead of deadlocking); a second payment waits and reads the balance the first one left.
 */
async function lockCuentas(tx: Tx, empresaId: number, ventaIds: number[]): Promise<Map<number, CuentaBloqueada>> {
  const rows = await queryRows<CuentaBloqueada>(
    tx,
    sql`select c.id, c.venta_id, coalesce(v.codigo, '') as codigo, c.sucursal_id, c.cliente_id,
               v.nombre_cliente, v.nit_cliente, c.saldo::text as saldo, c.estado
          from cuentas_cobrar c join ventas v on v.id = c.venta_id
         where c.empresa_id = ${empresaId} and c.activo and v.activo
           and c.venta_id in (${sql.join(
             ventaIds.map((id) => sql`${id}`),
             sql`, `,
           )})
         order by c.id
           for update of c`,
  );
  return new Map(rows.map((r) => [r.venta_id, r]));
}

/** What covers the accounts: a form, or null for the IVA exemption (an amount with no payment form). */
interface Fuente {
  formaPago: string | null;
  monto: string;
}

/** Spreads the sources over the accounts in order: each (account, form) pair gets one payment row. */
function allocate(
  due: { cuentaId: number; monto: string }[],
  sources: Fuente[],
): { cuentaId: number; formaPago: string | null; monto: string }[] {
  const rows: { cuentaId: number; formaPago: string | null; monto: string }[] = [];
  const left = sources.map((s) => ({ ...s, monto: dec(s.monto) }));
  for (const cuenta of due) {
    let owed = dec(cuenta.monto);
    for (const source of left) {
      if (owed.isZero()) break;
      const take = min(owed, source.monto);
      if (take.isZero()) continue;
      rows.push({ cuentaId: cuenta.cuentaId, formaPago: source.formaPago, monto: d4(take) });
      source.monto = source.monto.minus(take);
      owed = owed.minus(take);
    }
  }
  return rows;
}

/**
 * Records one collection in the caller's transaction: the register session first when money goes
 * into the drawer (the same lock order as a sale), the voucher, then the accounts. Every rule is
 * checked against the locked balances: no account overpaid, the forms cover exactly what is
 * applied (cash alone may exceed it: change), one customer per receipt. Then the partida, its
 * rows per account and form, the balances, the ABONO_CUENTA 80 movement, the voucher redeemed
 * and the audit entry.
 */
export async function registerPayment(tx: Tx, actor: Actor, pago: PagoComando): Promise<PagoRegistrado> {
  const efectivo = pago.formas.find((f) => f.formaPago === FORMAS_ABONO.EFECTIVO)?.monto ?? '0';
  const tipoAbono = pago.tipoAbono ?? (compare(efectivo, 0) > 0 ? TIPOS_ABONO.CAJA : TIPOS_ABONO.DIRECTO);
  const sesion = tipoAbono === TIPOS_ABONO.CAJA ? await requireOpenSession(tx, actor.empresaId, actor.usuarioId) : null;
  const vale = pago.codigoNotaCredito ? await lockVoucher(tx, actor.empresaId, pago.codigoNotaCredito) : null;

  const ventaIds = pago.ordenes.map((o) => o.ventaId);
  const cuentas = await lockCuentas(tx, actor.empresaId, [...new Set(ventaIds)]);
  const due: { cuentaId: number; monto: string }[] = [];
  for (const orden of pago.ordenes) {
    const cuenta = cuentas.get(orden.ventaId);
    if (!cuenta) throw notFound(M.noEncontrada);
    if (due.some((d) => d.cuentaId === cuenta.id)) throw badRequest(M.cuentaRepetida(cuenta.codigo));
    if (cuenta.estado === ESTADOS_CUENTA.FINALIZADA) throw badRequest(M.cuentaFinalizada(cuenta.codigo));
    if (compare(orden.monto, cuenta.saldo) > 0)
      throw badRequest(M.abonoMayorAlSaldo(cuenta.codigo, toMoneyString(cuenta.saldo)));
    due.push({ cuentaId: cuenta.id, monto: orden.monto });
  }
  const listed = [...cuentas.values()];
  const clientes = new Set(listed.map((c) => c.cliente_id ?? `${c.nit_cliente}|${c.nombre_cliente}`));
  if (clientes.size > 1) throw badRequest(M.clienteDistinto);

  const totalDue = sum(due.map((d) => d.monto));
  const notaCredito = vale ? vale.total : '0';
  if (compare(notaCredito, totalDue) > 0) throw badRequest(M.notaCreditoMayorAlTotal);
  if (compare(pago.descuento, totalDue) > 0) throw fieldError('descuento', M.descuentoMayorAlSaldo);
  const noCash = pago.formas.filter((f) => f.formaPago !== FORMAS_ABONO.EFECTIVO);
  const exencionIva = pago.exencionIva ?? '0';
  const covered = add(sum(noCash.map((f) => f.monto)), notaCredito, pago.descuento, exencionIva);
  const cashNeeded = sub(totalDue, covered);
  if (cashNeeded.isNegative() || compare(efectivo, cashNeeded) < 0)
    throw badRequest(M.pagoNoCuadra(toMoneyString(add(covered, efectivo)), toMoneyString(totalDue)));
  const vuelto = sub(efectivo, cashNeeded);

  // What covers the accounts, in the order they are spent: credits first, cash last.
  const formas = [
    { formaPago: FORMAS_ABONO.NOTA_CREDITO, monto: d4(notaCredito) },
    { formaPago: FORMAS_ABONO.DESCUENTO, monto: d4(pago.descuento) },
    ...noCash.map((f) => ({ formaPago: f.formaPago, monto: d4(f.monto) })),
    { formaPago: FORMAS_ABONO.EFECTIVO, monto: d4(cashNeeded) },
  ].filter((s) => !isZero(s.monto));
  const sources: Fuente[] = isZero(exencionIva) ? formas : [{ formaPago: null, monto: d4(exencionIva) }, ...formas];

  const first = cuentas.get(ventaIds[0]!)!;
  let movimientoCajaId: number | null = null;
  const sucursalId = sesion?.sucursalId ?? first.sucursal_id;
  const recibo = await siguienteRecibo(tx, actor.empresaId, sucursalId);
  if (tipoAbono === TIPOS_ABONO.CAJA) {
    // The register takes money received: not the credit note nor the discount (the exemption is no form).
    const alCaja = formas.filter(
      (s) => !([FORMAS_ABONO.NOTA_CREDITO, FORMAS_ABONO.DESCUENTO] as string[]).includes(s.formaPago),
    );
    if (alCaja.length > 0) {
      const movimiento = await depositCash(tx, {
        empresaId: actor.empresaId,
        usuarioId: actor.usuarioId,
        montoEfectivo: d4(cashNeeded),
        porForma: alCaja,
        concepto: M.conceptoMovimiento(recibo),
      });
      movimientoCajaId = movimiento.movimientoId;
    }
  }

  const [partida] = await tx
    .insert(partidasAbono)
    .values({
      empresaId: actor.empresaId,
      sucursalId,
      clienteId: first.cliente_id,
      nombreCliente: first.nombre_cliente,
      nitCliente: first.nit_cliente,
      numeroRecibo: recibo,
      tipoAbono,
      porForma: formas,
      exencionIva: d4(exencionIva),
      total: d4(totalDue),
      vuelto: d4(vuelto),
      descuento: d4(pago.descuento),
      devolucionId: vale?.id ?? null,
      codigoNotaCredito: vale?.codigo ?? '',
      numDocumento: pago.numDocumento,
      banco: pago.banco,
      observacion: pago.observacion,
      notaDeDescuento: pago.notaDeDescuento,
      numeroDocumento: pago.numeroDocumento,
      movimientoCajaId,
      usuarioId: actor.usuarioId,
    })
    .returning({ id: partidasAbono.id });
  await tx.insert(abonosCuentaCobrar).values(
    allocate(due, sources).map((r) => ({
      cuentaCobrarId: r.cuentaId,
      partidaId: partida!.id,
      monto: r.monto,
      tipoAbono,
      formaPago: r.formaPago,
      usuarioId: actor.usuarioId,
    })),
  );
  for (const d of due) {
    await tx
      .update(cuentasCobrar)
      .set({
        saldo: sql`${cuentasCobrar.saldo} - ${d4(d.monto)}::numeric`,
        estado: sql`case when ${cuentasCobrar.saldo} - ${d4(d.monto)}::numeric = 0 then 2 else 1 end`,
      })
      .where(eq(cuentasCobrar.id, d.cuentaId));
  }
  if (vale) await redeemVoucher(tx, actor, vale, first.venta_id);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'CUENTA_COBRAR',
    entidadId: partida!.id,
    descripcion: M.bitacora.abono(recibo, toMoneyString(totalDue)),
    despues: {
      recibo,
      total: d4(totalDue),
      cuentas: due,
      formas,
      exencion_iva: d4(exencionIva),
      tipo_abono: tipoAbono,
    },
  });
  return paymentAnswer(
    tx,
    actor.empresaId,
    partida!.id,
    due.map((d) => d.cuentaId),
    pago.detail,
  );
}

async function paymentAnswer(
  tx: Tx,
  empresaId: number,
  partidaId: number,
  cuentaIds: number[],
  detail: string,
): Promise<PagoRegistrado> {
  const decimales = await companyDecimals(tx, empresaId);
  const [row, cuentas] = await Promise.all([
    findPartida(tx, empresaId, partidaId),
    findCuentas(tx, { empresaId, ids: cuentaIds }),
  ]);
  return { detail, partida: toPartida(row!, decimales), cuentas: cuentas.map((c) => toCuentaCobrar(c, decimales)) };
}

/** `POST ordenes_venta/abono`: the amounts by form and the orders it pays. */
export function abonoOrdenes(tx: Tx, actor: Actor, input: AbonoOrdenesDatos): Promise<PagoRegistrado> {
  if (!input.codigo_nota_credito && compare(input.nota_credito, 0) > 0)
    throw fieldError('codigo_nota_credito', M.notaCreditoSinCodigo);
  const formas = (
    [
      ['EFE', input.efectivo],
      ['TAR', input.tarjeta],
      ['CHE', input.cheque],
      ['DEP', input.deposito],
      ['TRA', input.transferencia],
      ['RTC', input.retencion_iva],
    ] as const
  )
    .filter(([, monto]) => compare(monto, 0) > 0)
    .map(([formaPago, monto]) => ({ formaPago, monto }));
  return registerPayment(tx, actor, {
    ordenes: input.ordenes_ventas.map((o) => ({ ventaId: o.id, monto: o.monto })),
    formas,
    exencionIva: input.exencion_iva,
    codigoNotaCredito: input.codigo_nota_credito,
    descuento: '0',
    notaDeDescuento: '',
    numeroDocumento: '',
    numDocumento: input.num_documento,
    banco: input.banco,
    observacion: input.observacion || input.nota,
    tipoAbono: input.tipo_abono,
    detail: M.abonoRegistrado,
  });
}

/** `POST cuenta_cobrar/abono`: one amount in one form on one order's account. */
export function abonoCuenta(tx: Tx, actor: Actor, input: AbonoCuentaDatos): Promise<PagoRegistrado> {
  return registerPayment(tx, actor, {
    ordenes: [{ ventaId: input.movimiento_id, monto: input.monto }],
    formas: input.codigo_nota_credito ? [] : [{ formaPago: input.forma_pago, monto: input.monto }],
    codigoNotaCredito: input.codigo_nota_credito,
    descuento: '0',
    notaDeDescuento: '',
    numeroDocumento: '',
    numDocumento: input.num_documento,
    banco: input.banco,
    observacion: input.observacion,
    tipoAbono: input.tipo_abono,
    detail: M.abonoRegistrado,
  });
}

interface FinalizarDatos {
  forma_pago: string;
  tipo_abono?: 1000 | 2000;
  num_documento: string;
  banco: string;
  observacion: string;
  aplicar_descuento: boolean;
  descuento: string;
  nota_de_descuento: string;
  numero_documento: string;
}

/** Pays the whole balance of the accounts: the discount (when applied) and the rest in one form. */
async function finalize(
  tx: Tx,
  actor: Actor,
  cuentaIds: number[],
  input: FinalizarDatos,
  totalPagar: string | null,
): Promise<PagoRegistrado> {
  if (cuentaIds.length === 0) throw badRequest(M.seleccioneCuenta, { cuentas_a_pagar: [M.seleccioneCuenta] });
  const descuento = input.aplicar_descuento ? input.descuento : '0';
  if (input.aplicar_descuento && compare(descuento, 0) > 0 && !input.nota_de_descuento)
    throw fieldError('nota_de_descuento', M.descuentoSinNota);
  // Balances read without a lock only to know the amounts; registerPayment re-checks them locked.
  const rows = await tx
    .select({ ventaId: cuentasCobrar.ventaId, saldo: cuentasCobrar.saldo })
    .from(cuentasCobrar)
    .where(
      and(
        eq(cuentasCobrar.empresaId, actor.empresaId),
        eq(cuentasCobrar.activo, true),
        inArray(cuentasCobrar.id, cuentaIds),
      ),
    );
  if (rows.length !== new Set(cuentaIds).size) throw notFound(M.noEncontrada);
  const saldo = sum(rows.map((r) => r.saldo));
  const aPagar = sub(saldo, descuento);
  if (aPagar.isNegative()) throw fieldError('descuento', M.descuentoMayorAlSaldo);
  if (totalPagar !== null && compare(totalPagar, aPagar) !== 0)
    throw fieldError('total_pagar', M.totalPagarNoCuadra(toMoneyString(aPagar)));
  return registerPayment(tx, actor, {
    ordenes: rows.map((r) => ({ ventaId: r.ventaId, monto: r.saldo })),
    formas: isZero(aPagar) ? [] : [{ formaPago: input.forma_pago, monto: d4(aPagar) }],
    codigoNotaCredito: '',
    descuento,
    notaDeDescuento: input.nota_de_descuento,
    numeroDocumento: input.numero_documento,
    numDocumento: input.num_documento,
    banco: input.banco,
    observacion: input.observacion,
    tipoAbono: input.tipo_abono,
    detail: M.pagoRegistrado,
  });
}

/** `POST cuenta_cobrar/finalizar_pago`: one order's whole balance. */
export async function finalizarPago(
  tx: Tx,
  actor: Actor,
  input: FinalizarDatos & { movimiento_id: number },
): Promise<PagoRegistrado> {
  const [cuenta] = await tx
    .select({ id: cuentasCobrar.id })
    .from(cuentasCobrar)
    .where(
      and(
        eq(cuentasCobrar.empresaId, actor.empresaId),
        eq(cuentasCobrar.ventaId, input.movimiento_id),
        eq(cuentasCobrar.activo, true),
      ),
    );
  if (!cuenta) throw notFound(M.noEncontrada);
  return finalize(tx, actor, [cuenta.id], input, null);
}

/** `POST cuenta_cobrar/finalizar_pago_multiple`: several accounts' whole balances at once. */
export function finalizarPagoMultiple(
  tx: Tx,
  actor: Actor,
  input: FinalizarDatos & { cuentas_a_pagar: number[]; total_pagar: string },
): Promise<PagoRegistrado> {
  return finalize(tx, actor, input.cuentas_a_pagar, input, input.total_pagar);
}

export type { FinalizarPagoInput, FinalizarPagoMultipleInput };
