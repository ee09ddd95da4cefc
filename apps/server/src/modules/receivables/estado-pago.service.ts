import { and, eq } from 'drizzle-orm';
import { ESTADOS_CUENTA } from '@pos/shared/domains/receivables';
import { MENSAJES } from '@pos/shared/messages';
import type { Tx } from '../../db/client';
import { cuentasCobrar, ventas } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';

const M = MENSAJES.cuentasCobrar;

async function lockCuentaDeOrden(tx: Tx, actor: Actor, ventaId: number) {
  const [row] = await tx
    .select({ cuenta: cuentasCobrar, codigo: ventas.codigo })
    .from(cuentasCobrar)
    .innerJoin(ventas, eq(ventas.id, cuentasCobrar.ventaId))
    .where(
      and(
        eq(cuentasCobrar.empresaId, actor.empresaId),
        eq(cuentasCobrar.ventaId, ventaId),
        eq(cuentasCobrar.activo, true),
      ),
    )
    .for('update', { of: cuentasCobrar });
  if (!row) throw notFound(M.noEncontrada);
  return { ...row.cuenta, codigo: row.codigo ?? '' };
}

/**
 * `PUT ordenes_venta/{id}/marcar_pago_fianlizado`: the shop settles the order outside the system;
 * the account moves to the finished tab, its balance and payments untouched (Σ payments stays
 * initial balance − balance).
 */
export async function markPaid(tx: Tx, actor: Actor, ventaId: number): Promise<void> {
  const cuenta = await lockCuentaDeOrden(tx, actor, ventaId);
  if (cuenta.estado === ESTADOS_CUENTA.FINALIZADA) throw badRequest(M.yaMarcada);
  await tx
    .update(cuentasCobrar)
    .set({ estado: ESTADOS_CUENTA.FINALIZADA, pagoFinalizadoManual: true })
    .where(eq(cuentasCobrar.id, cuenta.id));
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'CUENTA_COBRAR',
    entidadId: cuenta.id,
    descripcion: M.bitacora.marcarPagada(cuenta.codigo),
    antes: { estado: cuenta.estado },
    despues: { estado: ESTADOS_CUENTA.FINALIZADA },
  });
}

/** `PUT ordenes_venta/{id}/revertir_marcar_pago_finalizdo`: undoes only a mark made by hand. */
export async function revertPaidMark(tx: Tx, actor: Actor, ventaId: number): Promise<void> {
  const cuenta = await lockCuentaDeOrden(tx, actor, ventaId);
  if (!cuenta.pagoFinalizadoManual) throw badRequest(M.noMarcada);
  await tx
    .update(cuentasCobrar)
    .set({ estado: ESTADOS_CUENTA.PENDIENTE, pagoFinalizadoManual: false })
    .where(eq(cuentasCobrar.id, cuenta.id));
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'CUENTA_COBRAR',
    entidadId: cuenta.id,
    descripcion: M.bitacora.revertirPagada(cuenta.codigo),
    antes: { estado: ESTADOS_CUENTA.FINALIZADA },
    despues: { estado: ESTADOS_CUENTA.PENDIENTE },
  });
}
