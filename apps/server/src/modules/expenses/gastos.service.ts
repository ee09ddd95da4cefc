import { and, eq } from 'drizzle-orm';
import type { Gasto, GastoInput, gastoInputSchema } from '@pos/shared/domains/expenses';
import { FORMAS_PAGO } from '@pos/shared/domains/sales/sales';
import { MENSAJES } from '@pos/shared/messages';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import { gastos } from '../../db/schema/index';
import type { Actor, SucursalScope } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { companyDecimals } from '../../lib/settings';
import { recordAudit } from '../audit';
import { reverseCashMovement, withdrawCash } from '../registers';
import { toGasto } from './gastos.dto';
import { findGasto } from './gastos.repo';

type GastoDatos = z.output<typeof gastoInputSchema>;
export type { GastoInput };

/** An expense belongs to one branch: with `sucursal=empresa` the user must pick one (001 §7). */
export function requireExpenseBranch(scope: SucursalScope): number {
  if (scope.sucursalId === null) throw badRequest(MENSAJES.gastos.seleccioneSucursal);
  return scope.sucursalId;
}

export async function getGastoOr404(db: Executor, actor: Actor, id: number): Promise<Gasto> {
  const row = await findGasto(db, actor.empresaId, id);
  if (!row) throw notFound(MENSAJES.gastos.noEncontrado);
  return toGasto(row, await companyDecimals(db, actor.empresaId));
}

const describe = (g: Pick<Gasto, 'concepto' | 'monto'>) => MENSAJES.bitacora.descripcion.gasto(g.concepto, g.monto);

/**
 * `POST gastos` {data, caja} (P3-66). Paid from the register, it is a RETIRO 40 in the user's
 * open session, capped by the drawer's cash and in cash; the expense then belongs to that
 * session's branch. Otherwise it belongs to the request's branch.
 */
export async function createGasto(tx: Tx, actor: Actor, scope: SucursalScope, input: GastoDatos): Promise<Gasto> {
  const sucursalScope = requireExpenseBranch(scope);
  const { data } = input;
  let movimientoId: number | null = null;
  let sucursalId = sucursalScope;
  if (input.caja) {
    const retiro = await withdrawCash(tx, {
      empresaId: actor.empresaId,
      usuarioId: actor.usuarioId,
      monto: data.monto,
      concepto: MENSAJES.gastos.conceptoMovimiento(data.concepto),
      refusal: MENSAJES.gastos.montoMayorAlEfectivo,
      campo: 'monto',
    });
    movimientoId = retiro.movimientoId;
    sucursalId = retiro.sucursalId;
  }
  const [row] = await tx
    .insert(gastos)
    .values({
      empresaId: actor.empresaId,
      sucursalId,
      usuarioId: actor.usuarioId,
      fecha: data.fecha,
      concepto: data.concepto,
      descripcion: data.descripcion,
      monto: data.monto,
      gastoFijo: data.gasto_fijo,
      proveedor: data.proveedor,
      numDocumento: data.num_documento,
      formaPago: input.caja ? FORMAS_PAGO.EFECTIVO : data.forma_pago,
      caja: input.caja,
      movimientoId,
    })
    .returning({ id: gastos.id });
  const gasto = await getGastoOr404(tx, actor, row!.id);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'GASTO',
    entidadId: gasto.id,
    descripcion: describe(gasto),
    despues: gasto,
  });
  return gasto;
}

/** `DELETE gastos/{id}`: voids the expense and reverses its cash movement; the row stays. */
export async function voidGasto(tx: Tx, actor: Actor, id: number): Promise<void> {
  const [locked] = await tx
    .select({ id: gastos.id })
    .from(gastos)
    .where(and(eq(gastos.empresaId, actor.empresaId), eq(gastos.id, id)))
    .for('update');
  if (!locked) throw notFound(MENSAJES.gastos.noEncontrado);
  const before = await getGastoOr404(tx, actor, id);
  if (before.anulado) throw badRequest(MENSAJES.gastos.yaAnulado);
  if (before.movimiento !== null) {
    await reverseCashMovement(tx, {
      empresaId: actor.empresaId,
      movimientoId: before.movimiento,
      usuarioId: actor.usuarioId,
      concepto: MENSAJES.gastos.conceptoAnulacion(id),
    });
  }
  await tx
    .update(gastos)
    .set({ anulado: true, anuladoPorId: actor.usuarioId, fechaAnulado: new Date() })
    .where(eq(gastos.id, id));
  await recordAudit(tx, actor, {
    accion: 'ANULAR',
    entidad: 'GASTO',
    entidadId: id,
    descripcion: describe(before),
    antes: before,
  });
}
