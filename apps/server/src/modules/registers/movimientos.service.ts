import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { anularMovimientoInputSchema, MovimientoCaja, movimientoInputSchema } from '@pos/shared/domains/registers';
import { FORMAS_PAGO, TIPOS_MOVIMIENTO_CAJA } from '@pos/shared/domains/sales/sales';
import { compare, dec, toDecimalString } from '@pos/shared/money';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor } from '../../db/client';
import { aperturasCierresCaja, gastos, movimientosCaja } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { companyDecimals } from '../../lib/settings';
import { recordCashMovement, reverseCashMovement } from './cash.service';
import { findMovimiento, toMovimientoCaja } from './movimientos.query';

type MovimientoDatos = z.output<typeof movimientoInputSchema>;
type AnulacionDatos = z.output<typeof anularMovimientoInputSchema>;

/**
 * A withdrawal (RETIRO 40) or other cash in (INGRESO 10) on the user's own open session. The
 * session row is locked before the cash is read, so concurrent withdrawals queue and together
 * never take more than the drawer holds.
 */
export async function recordManualMovement(
  tx: Executor,
  actor: Actor,
  input: MovimientoDatos,
): Promise<MovimientoCaja> {
  const [sesion] = await tx
    .select({
      id: aperturasCierresCaja.id,
      cajaId: aperturasCierresCaja.cajaId,
      sucursalId: aperturasCierresCaja.sucursalId,
      usuarioId: aperturasCierresCaja.usuarioId,
      abierta: aperturasCierresCaja.abierta,
      totalEfectivo: aperturasCierresCaja.totalEfectivo,
    })
    .from(aperturasCierresCaja)
    .where(
      and(eq(aperturasCierresCaja.id, input.apertura_cierre_caja), eq(aperturasCierresCaja.empresaId, actor.empresaId)),
    )
    .for('update');
  if (!sesion) throw notFound(MENSAJES.cajas.aperturaNoEncontrada);
  if (sesion.usuarioId !== actor.usuarioId) throw forbidden(MENSAJES.cajas.sesionAjena);
  if (!sesion.abierta) throw badRequest(MENSAJES.cajas.sesionCerrada);
  const retiro = input.tipo === TIPOS_MOVIMIENTO_CAJA.RETIRO;
  if (retiro && compare(input.monto_efectivo, sesion.totalEfectivo) > 0) {
    throw badRequest(MENSAJES.cajas.retiroMayorAlEfectivo, { monto_efectivo: [MENSAJES.cajas.retiroMayorAlEfectivo] });
  }
  const montoEfectivo = toDecimalString(retiro ? dec(input.monto_efectivo).negated() : input.monto_efectivo, 4);
  const id = await recordCashMovement(tx, {
    sesion,
    empresaId: actor.empresaId,
    usuarioId: actor.usuarioId,
    tipo: input.tipo,
    montoEfectivo,
    total: input.monto_efectivo,
    concepto: input.concepto,
    porForma: [{ formaPago: FORMAS_PAGO.EFECTIVO, monto: montoEfectivo }],
  });
  return toMovimientoCaja((await findMovimiento(tx, id))!, await companyDecimals(tx, actor.empresaId));
}

/**
 * Annuls a withdrawal or cash in with a reason, on the user's own session. Sale movements are
 * annulled with their sale (stock, receivable and cash together), an expense's withdrawal with its
 * expense, never alone.
 */
export async function annulManualMovement(tx: Executor, actor: Actor, input: AnulacionDatos): Promise<void> {
  const [mov] = await tx
    .select({ tipo: movimientosCaja.tipo, ventaId: movimientosCaja.ventaId, usuarioId: aperturasCierresCaja.usuarioId })
    .from(movimientosCaja)
    .innerJoin(aperturasCierresCaja, eq(aperturasCierresCaja.id, movimientosCaja.aperturaId))
    .where(and(eq(movimientosCaja.id, input.movimiento), eq(movimientosCaja.empresaId, actor.empresaId)));
  if (!mov) throw notFound(MENSAJES.cajas.movimientoNoEncontrado);
  if (mov.usuarioId !== actor.usuarioId) throw forbidden(MENSAJES.cajas.sesionAjena);
  if (mov.tipo === TIPOS_MOVIMIENTO_CAJA.VENTA || mov.ventaId !== null)
    throw badRequest(MENSAJES.cajas.movimientoDeVenta);
  if (mov.tipo !== TIPOS_MOVIMIENTO_CAJA.INGRESO && mov.tipo !== TIPOS_MOVIMIENTO_CAJA.RETIRO)
    throw badRequest(MENSAJES.cajas.movimientoNoManual);
  // Read from the table, not the expenses module (which builds on this one): alone, the cash would
  // come back while the expense stayed in force.
  const [deGasto] = await tx
    .select({ id: gastos.id })
    .from(gastos)
    .where(and(eq(gastos.empresaId, actor.empresaId), eq(gastos.movimientoId, input.movimiento)));
  if (deGasto) throw badRequest(MENSAJES.cajas.movimientoDeGasto);
  await reverseCashMovement(tx, {
    empresaId: actor.empresaId,
    movimientoId: input.movimiento,
    usuarioId: actor.usuarioId,
    concepto: input.concepto_anulado,
  });
}
