import { eq } from 'drizzle-orm';
import {
  descuentoDe,
  ESTADOS_CUENTA_PAGAR,
  TIPOS_ABONO,
  type AbonoCuentaPagar,
  type AbonoCuentaPagarDatos,
  type DocumentoPagos,
  type FinalizarPagoMultipleDatos,
  type PagoCuentasPagar,
} from '@pos/shared/domains/payables';
import { FORMAS_PAGO } from '@pos/shared/domains/sales/sales';
import { MENSAJES } from '@pos/shared/messages';
import { add, compare, dec, isZero, min, sub, sum, toMoneyString } from '@pos/shared/money';
import type { Executor, Tx } from '../../db/client';
import { abonosCuentaPagar, cuentasPagar, ordenesCompra } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { reverseCashMovement, withdrawCash } from '../registers';
import { toAbonoCuentaPagar, toCuentaPagar } from './cuentas-pagar.dto';
import {
  cuentasOf,
  findAbono,
  findAbonoCompleto,
  findCuentaPagar,
  supplierNameOf,
  type CuentaPagarRow,
} from './cuentas-pagar.repo';
import { findOrdenCompra, findOrdenCompraCompleta, type OrdenCompraRow } from './ordenes.repo';
import { d4 } from '../../lib/values';

/** What a payment carries besides its amounts (001 §3 "Payment (abono, payables)"). */
type Pago = Pick<
  AbonoCuentaPagarDatos,
  | 'tipo_abono'
  | 'forma_pago'
  | 'num_documento'
  | 'banco'
  | 'observacion'
  | 'aplicar_descuento'
  | 'nota_de_descuento'
  | 'numero_documento'
>;

/** Opens the account of a credit purchase when it is registered: the whole total is owed until the due date. */
export async function openCuentaPagar(tx: Tx, orden: OrdenCompraRow): Promise<void> {
  await tx.insert(cuentasPagar).values({
    empresaId: orden.empresaId,
    ordenCompraId: orden.id,
    saldoInicial: orden.total,
    saldo: orden.total,
    fechaVencimiento: orden.fechaLimite ?? orden.fecha,
  });
}

/**
 * Locks the order, then its account (the order first, as every purchase-order change does, so two
 * payments of the same account queue instead of both reading the old balance).
 */
async function lockCuenta(
  tx: Tx,
  actor: Actor,
  ordenId: number,
): Promise<{ orden: OrdenCompraRow; cuenta: CuentaPagarRow }> {
  const orden = await findOrdenCompra(tx, actor.empresaId, ordenId, true);
  if (!orden) throw notFound(MENSAJES.ordenesCompra.noEncontrada);
  if (orden.anulada) throw badRequest(MENSAJES.ordenesCompra.yaAnulada);
  if (orden.finalizada) throw badRequest(MENSAJES.ordenesCompra.yaFinalizada);
  const cuenta = await findCuentaPagar(tx, actor.empresaId, ordenId, true);
  if (!cuenta) throw badRequest(MENSAJES.cuentasPagar.noEncontrada);
  return { orden, cuenta };
}

/** Sets the balance and status, and keeps the order's payment mark equal to "finished" (P3-71). */
async function setSaldo(tx: Tx, cuenta: CuentaPagarRow, saldo: string): Promise<void> {
  const estado = isZero(saldo) ? ESTADOS_CUENTA_PAGAR.FINALIZADA : ESTADOS_CUENTA_PAGAR.PENDIENTE;
  await tx.update(cuentasPagar).set({ saldo, estado }).where(eq(cuentasPagar.id, cuenta.id));
  await tx
    .update(ordenesCompra)
    .set({ pagoFinalizado: estado === ESTADOS_CUENTA_PAGAR.FINALIZADA })
    .where(eq(ordenesCompra.id, cuenta.ordenCompraId));
}

/**
 * One payment on a locked account: `monto` paid plus `descuento` never above the balance. A
 * withdrawal (1000) takes `monto` out of the user's open register as a RETIRO 40, in cash and
 * never more than the drawer holds (P3-10, P3-27).
 */
async function pay(
  tx: Tx,
  actor: Actor,
  { orden, cuenta }: { orden: OrdenCompraRow; cuenta: CuentaPagarRow },
  monto: string,
  descuento: string,
  pago: Pago,
  campo: string,
): Promise<AbonoCuentaPagar> {
  if (cuenta.estado === ESTADOS_CUENTA_PAGAR.FINALIZADA) throw badRequest(MENSAJES.cuentasPagar.finalizada);
  const aplicado = add(monto, descuento);
  if (compare(aplicado, cuenta.saldo) > 0)
    throw fieldError(campo, MENSAJES.cuentasPagar.montoMayorAlSaldo(toMoneyString(cuenta.saldo)));

  const retiro = pago.tipo_abono === TIPOS_ABONO.RETIRO_CAJA;
  let movimiento: { movimientoId: number; sucursalId: number } | null = null;
  if (retiro && compare(monto, 0) > 0) {
    const proveedor = await supplierNameOf(tx, orden.proveedorId);
    movimiento = await withdrawCash(tx, {
      empresaId: actor.empresaId,
      usuarioId: actor.usuarioId,
      monto,
      concepto: MENSAJES.cuentasPagar.conceptoRetiro(orden.numeroDocumento, proveedor),
      refusal: MENSAJES.cuentasPagar.montoMayorAlEfectivo,
      campo,
    });
  }
  const [row] = await tx
    .insert(abonosCuentaPagar)
    .values({
      cuentaPagarId: cuenta.id,
      monto: d4(monto),
      descuento: d4(descuento),
      tipoAbono: pago.tipo_abono,
      formaPago: retiro ? FORMAS_PAGO.EFECTIVO : pago.forma_pago,
      numDocumento: pago.num_documento,
      banco: pago.banco,
      observacion: pago.observacion,
      aplicarDescuento: !isZero(descuento),
      notaDeDescuento: isZero(descuento) ? '' : pago.nota_de_descuento,
      numeroDocumento: pago.numero_documento,
      movimientoCajaId: movimiento?.movimientoId ?? null,
      sucursalId: movimiento?.sucursalId ?? null,
      usuarioId: actor.usuarioId,
    })
    .returning({ id: abonosCuentaPagar.id });
  await setSaldo(tx, cuenta, d4(sub(cuenta.saldo, aplicado)));
  const abono = toAbonoCuentaPagar(await findAbonoCompleto(tx, row!.id));
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'ORDEN_COMPRA',
    entidadId: orden.id,
    descripcion: MENSAJES.cuentasPagar.bitacoraAbono(orden.numeroDocumento, abono.total),
    despues: abono,
  });
  return abono;
}

/** `POST cuenta_pagar/abono`: part (or all) of one order's balance. */
export async function createAbonoCuentaPagar(
  tx: Tx,
  actor: Actor,
  input: AbonoCuentaPagarDatos,
): Promise<AbonoCuentaPagar> {
  const locked = await lockCuenta(tx, actor, input.orden_compra);
  return pay(tx, actor, locked, input.monto, descuentoDe(input), input, 'monto');
}

/**
 * `POST cuenta_pagar/finalizar_pago` and `…/finalizar_pago_multiple`: pays the whole balance of
 * each order. The discount comes off the accounts in the order given until it is used up;
 * `total_pagar`, when sent, must be the balances less the discount (a stale screen is refused,
 * never over- or under-paid). Orders are locked by id so two multiple payments never deadlock.
 */
export async function finishPayments(
  tx: Tx,
  actor: Actor,
  input: Omit<FinalizarPagoMultipleDatos, 'total_pagar'> & { total_pagar?: string },
): Promise<PagoCuentasPagar> {
  const ids = input.cuentas_a_pagar;
  if (new Set(ids).size !== ids.length) throw fieldError('cuentas_a_pagar', MENSAJES.cuentasPagar.cuentaRepetida);
  const lockedById = new Map<number, Awaited<ReturnType<typeof lockCuenta>>>();
  for (const id of [...ids].sort((a, b) => a - b)) lockedById.set(id, await lockCuenta(tx, actor, id));
  const locked = ids.map((id) => lockedById.get(id)!);
  for (const { cuenta } of locked)
    if (cuenta.estado === ESTADOS_CUENTA_PAGAR.FINALIZADA) throw badRequest(MENSAJES.cuentasPagar.finalizada);

  const saldos = sum(locked.map((l) => l.cuenta.saldo));
  let descuento = dec(descuentoDe(input));
  if (compare(descuento, saldos) > 0) throw fieldError('descuento', MENSAJES.cuentasPagar.descuentoMayorAlSaldo);
  const total = sub(saldos, descuento);
  if (input.total_pagar !== undefined && compare(input.total_pagar, total) !== 0)
    throw fieldError('total_pagar', MENSAJES.cuentasPagar.totalNoCoincide(toMoneyString(total)));

  const abonos: AbonoCuentaPagar[] = [];
  for (const l of locked) {
    const parte = min(descuento, l.cuenta.saldo);
    descuento = descuento.minus(parte);
    abonos.push(await pay(tx, actor, l, sub(l.cuenta.saldo, parte).toString(), parte.toString(), input, 'total_pagar'));
  }
  return { abonos };
}

/**
 * `PUT cuenta_pagar/anular_abono` {id, motivo}: the payment stays, marked annulled; its amount
 * returns to the balance, the order's payment mark is cleared, and a withdrawal's cash goes back
 * to its register (refused when that session is closed).
 */
export async function annulAbonoCuentaPagar(
  tx: Tx,
  actor: Actor,
  id: number,
  motivo: string,
): Promise<AbonoCuentaPagar> {
  const found = await findAbono(tx, actor.empresaId, id);
  if (!found) throw notFound(MENSAJES.cuentasPagar.abonoNoEncontrado);
  const { orden, cuenta } = await lockCuenta(tx, actor, found.cuenta.ordenCompraId);
  const { abono } = (await findAbono(tx, actor.empresaId, id, true))!;
  if (abono.anulado) throw badRequest(MENSAJES.cuentasPagar.abonoYaAnulado);
  if (abono.movimientoCajaId !== null)
    await reverseCashMovement(tx, {
      empresaId: actor.empresaId,
      movimientoId: abono.movimientoCajaId,
      usuarioId: actor.usuarioId,
      concepto: MENSAJES.cuentasPagar.conceptoAnulacion(id),
    });
  await tx
    .update(abonosCuentaPagar)
    .set({ anulado: true, motivoAnulacion: motivo, anuladoPorId: actor.usuarioId, fechaAnulado: new Date() })
    .where(eq(abonosCuentaPagar.id, id));
  await setSaldo(tx, cuenta, d4(add(cuenta.saldo, abono.monto, abono.descuento)));
  const after = toAbonoCuentaPagar(await findAbonoCompleto(tx, id));
  await recordAudit(tx, actor, {
    accion: 'ANULAR',
    entidad: 'ORDEN_COMPRA',
    entidadId: cuenta.ordenCompraId,
    descripcion: MENSAJES.cuentasPagar.bitacoraAbono(orden.numeroDocumento, after.total),
    despues: after,
  });
  return after;
}

/**
 * `marcar_pago_fianlizado` / its revert on a credit order (P3-71) keep the account's status equal
 * to the mark: marked, the account is finished whatever its balance; reverted, it is pending
 * again, unless it is fully paid (then a payment must be annulled instead).
 */
export async function syncCuentaWithPaymentMark(tx: Tx, actor: Actor, ordenId: number, finished: boolean) {
  const cuenta = await findCuentaPagar(tx, actor.empresaId, ordenId, true);
  if (!cuenta) return;
  if (!finished && isZero(cuenta.saldo)) throw badRequest(MENSAJES.cuentasPagar.saldada);
  await tx
    .update(cuentasPagar)
    .set({ estado: finished ? ESTADOS_CUENTA_PAGAR.FINALIZADA : ESTADOS_CUENTA_PAGAR.PENDIENTE })
    .where(eq(cuentasPagar.id, cuenta.id));
}

/** Whether the order's account has a payment standing (an order with one cannot be annulled, P3-71). */
export async function hasActivePayments(tx: Executor, ordenId: number): Promise<boolean> {
  const cuenta = (await cuentasOf(tx, [ordenId])).get(ordenId);
  return cuenta?.abonos.some((a) => !a.anulado) ?? false;
}

/** An annulled order's account leaves the payables lists. */
export async function closeCuentaPagar(tx: Tx, ordenId: number): Promise<void> {
  await tx.update(cuentasPagar).set({ activo: false }).where(eq(cuentasPagar.ordenCompraId, ordenId));
}

/** `GET ordenes_compra/{id}/documento_pagos`: the order and its payments. */
export async function getDocumentoPagos(db: Executor, actor: Actor, id: number): Promise<DocumentoPagos> {
  const found = await findOrdenCompraCompleta(db, actor.empresaId, id);
  if (!found) throw notFound(MENSAJES.ordenesCompra.noEncontrada);
  return {
    id: found.orden.id,
    numero_documento: found.orden.numeroDocumento,
    fecha: found.orden.fecha,
    proveedor: found.proveedor,
    tipo_compra: found.orden.tipoCompra,
    total: toMoneyString(found.orden.total),
    pago_finalizado: found.orden.pagoFinalizado,
    cuenta_cobrarpagar: found.cuenta ? toCuentaPagar(found.cuenta) : null,
  };
}
