import { and, eq, sql } from 'drizzle-orm';
import { ESTADOS_CUENTA } from '@pos/shared/domains/receivables';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows, type Tx } from '../../db/client';
import { abonosCuentaCobrar, cuentasCobrar, partidasAbono } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { reverseCashMovement } from '../registers';
import { releaseVoucher } from '../returns';

const M = MENSAJES.cuentasCobrar;

/**
 * `PUT ordenes_venta/anular_partida_abono` {id, motivo}: the payment marked annulled with who and
 * why, its register movement reversed (refused once that session is closed), each account's
 * balance given back (and reopened), its rows kept but out of force, its voucher valid again.
 */
export async function annulPartida(tx: Tx, actor: Actor, id: number, motivo: string): Promise<void> {
  const [partida] = await tx
    .select()
    .from(partidasAbono)
    .where(and(eq(partidasAbono.id, id), eq(partidasAbono.empresaId, actor.empresaId)))
    .for('update');
  if (!partida) throw notFound(M.partidaNoEncontrada);
  if (!partida.activo) throw badRequest(M.yaAnulada);
  // Session before accounts: the same lock order as a payment and a sale.
  if (partida.movimientoCajaId !== null)
    await reverseCashMovement(tx, {
      empresaId: actor.empresaId,
      movimientoId: partida.movimientoCajaId,
      usuarioId: actor.usuarioId,
      concepto: M.bitacora.anulacion(partida.numeroRecibo, motivo),
    });
  const porCuenta = await queryRows<{ cuenta_id: number; monto: string }>(
    tx,
    sql`select cuenta_cobrar_id as cuenta_id, sum(monto)::text as monto from abonos_cuenta_cobrar
         where partida_id = ${id} and activo group by cuenta_cobrar_id order by cuenta_cobrar_id`,
  );
  for (const { cuenta_id, monto } of porCuenta) {
    await queryRows(tx, sql`select id from cuentas_cobrar where id = ${cuenta_id} for update`);
    await tx
      .update(cuentasCobrar)
      .set({
        saldo: sql`${cuentasCobrar.saldo} + ${monto}::numeric`,
        estado: ESTADOS_CUENTA.PENDIENTE,
        pagoFinalizadoManual: false,
      })
      .where(eq(cuentasCobrar.id, cuenta_id));
  }
  await tx.update(abonosCuentaCobrar).set({ activo: false }).where(eq(abonosCuentaCobrar.partidaId, id));
  await tx
    .update(partidasAbono)
    .set({ activo: false, motivoAnulacion: motivo, anuladoPorId: actor.usuarioId, fechaAnulacion: new Date() })
    .where(eq(partidasAbono.id, id));
  if (partida.devolucionId !== null) await releaseVoucher(tx, actor.empresaId, partida.devolucionId);
  await recordAudit(tx, actor, {
    accion: 'ANULAR',
    entidad: 'CUENTA_COBRAR',
    entidadId: id,
    descripcion: M.bitacora.anulacion(partida.numeroRecibo, motivo),
    antes: { activo: true },
    despues: { activo: false, motivo },
  });
}
