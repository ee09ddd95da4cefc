import { and, eq, isNull, sql } from 'drizzle-orm';
import { DOCUMENTOS_STOCK, TIPOS_MOVIMIENTO } from '@pos/shared/domains/inventory';
import { ESTADOS_ANULACION_FEL, ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { ESTADOS_VENTA } from '@pos/shared/domains/sales/sales';
import type { AnulacionVentaRespuesta } from '@pos/shared/domains/sales/history';
import { MENSAJES } from '@pos/shared/messages';
import { compare, dec, sub } from '@pos/shared/money';
import { queryRows, type Tx } from '../../db/client';
import {
  abonosCuentaCobrar,
  aperturasCierresCaja,
  cuentasCobrar,
  movimientosCaja,
  ventas,
} from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { solicitarAnulacionFel, findDocumentoDeVenta, type DocumentoFel } from '../invoicing';
import { moveStock } from '../inventory';
import { lockVentaDelActor } from './ventas.repo';
import { reverseCashMovement } from '../registers';
import { releaseVoucherOfSale, saleHasReturns } from '../returns';

/**
 * Gives back the stock the sale took: one reversing kardex row per row the sale wrote (same
 * product, fraction and cost), under the sale's own document so the kardex reads sale, then
 * annulment.
 */
async function returnStock(
  tx: Tx,
  actor: Pick<Actor, 'empresaId' | 'usuarioId'>,
  venta: { id: number; sucursalId: number },
): Promise<void> {
  const taken = await queryRows<{
    producto_id: number;
    cantidad: string;
    fraccion_id: number | null;
    costo_unitario: string;
  }>(
    tx,
    sql`select producto_id, cantidad::text as cantidad, fraccion_id, costo_unitario::text as costo_unitario
          from kardex
         where documento_tipo = ${DOCUMENTOS_STOCK.VENTA} and documento_id = ${venta.id} and sucursal_id = ${venta.sucursalId} and cantidad < 0
         order by id`,
  );
  await moveStock(
    tx,
    {
      empresaId: actor.empresaId,
      sucursalId: venta.sucursalId,
      usuarioId: actor.usuarioId,
      tipo: TIPOS_MOVIMIENTO.VENTA,
      documento: { tipo: DOCUMENTOS_STOCK.VENTA, id: venta.id },
    },
    taken.map((row) => ({
      productoId: row.producto_id,
      cantidad: dec(row.cantidad).negated(),
      fraccionId: row.fraccion_id,
      costoUnitario: row.costo_unitario,
    })),
  );
}

/** Reverses every live cash movement of the sale (its VENTA 30 movement) in the sale's session. */
async function reverseCash(
  tx: Tx,
  actor: Pick<Actor, 'empresaId' | 'usuarioId'>,
  ventaId: number,
  motivo: string,
): Promise<void> {
  const movimientos = await tx
    .select({ id: movimientosCaja.id })
    .from(movimientosCaja)
    .where(
      and(
        eq(movimientosCaja.empresaId, actor.empresaId),
        eq(movimientosCaja.ventaId, ventaId),
        eq(movimientosCaja.anulado, false),
        isNull(movimientosCaja.reversaDeId),
      ),
    );
  for (const { id } of movimientos) {
    await reverseCashMovement(tx, {
      empresaId: actor.empresaId,
      movimientoId: id,
      usuarioId: actor.usuarioId,
      concepto: motivo,
    });
  }
}

/**
 * Cancels the sale's receivable and the advance paid at the till. A receivable that has collected
 * more than that advance is refused (P2-04i): those payments moved money in other sessions and
 * must be annulled first, from receivables.
 */
async function cancelReceivable(tx: Tx, venta: { id: number; totalPagado: string }): Promise<void> {
  const [cuenta] = await tx
    .select()
    .from(cuentasCobrar)
    .where(and(eq(cuentasCobrar.ventaId, venta.id), eq(cuentasCobrar.activo, true)))
    .for('update');
  if (!cuenta) return;
  const cobrado = sub(cuenta.monto, cuenta.saldo);
  if (compare(cobrado, venta.totalPagado) > 0) throw badRequest(MENSAJES.historialVentas.conAbonos);
  await tx.update(cuentasCobrar).set({ activo: false }).where(eq(cuentasCobrar.id, cuenta.id));
  await tx.update(abonosCuentaCobrar).set({ activo: false }).where(eq(abonosCuentaCobrar.cuentaCobrarId, cuenta.id));
}

/** Who annuls: enough to sign the reversing rows and the audit entry. */
type Anulador = Pick<Actor, 'empresaId' | 'usuarioId'>;

/**
 * Annuls the sale in the books, in the caller's transaction (refused while it has live returns):
 * cash reversed first (session lock, then stock locks: the same order as recording a sale, so the
 * two never deadlock), then stock, then the receivable, a redeemed voucher released; the sale
 * marked ANULADA with who and why; the audit entry. Nothing is deleted.
 */
export async function annulSaleLedgers(
  tx: Tx,
  anulador: Anulador,
  venta: typeof ventas.$inferSelect,
  motivo: string,
): Promise<void> {
  // Its returns gave units and money back already: annulling the sale on top would do it twice.
  if (await saleHasReturns(tx, anulador.empresaId, venta.id))
    throw badRequest(MENSAJES.devoluciones.ventaConDevoluciones);
  await reverseCash(tx, anulador, venta.id, motivo);
  await returnStock(tx, anulador, venta);
  await cancelReceivable(tx, venta);
  // A voucher the sale redeemed is valid again.
  await releaseVoucherOfSale(tx, anulador.empresaId, venta.id);
  await tx
    .update(ventas)
    .set({
      activo: false,
      estado: ESTADOS_VENTA.ANULADA,
      anuladoPorId: anulador.usuarioId,
      motivoAnulacion: motivo,
      fechaAnulacion: new Date(),
    })
    .where(eq(ventas.id, venta.id));
  await recordAudit(tx, anulador, {
    accion: 'ANULAR',
    entidad: 'VENTA',
    entidadId: venta.id,
    descripcion: MENSAJES.bitacora.descripcion.ventaAnulada(venta.codigo ?? venta.numero ?? venta.id),
    antes: { activo: true, estado: venta.estado },
    despues: { activo: false, estado: ESTADOS_VENTA.ANULADA, motivo },
  });
}

/** Thrown inside a savepoint to undo a trial run. */
class Ensayo extends Error {}

/**
 * Runs the annulment's ledger work in a savepoint and undoes it: every rule it would break
 * (cash in the drawer, collected receivable…) is refused now, before the certifier is asked,
 * rather than after it has accepted.
 */
async function checkAnnulable(
  tx: Tx,
  anulador: Anulador,
  venta: typeof ventas.$inferSelect,
  motivo: string,
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await annulSaleLedgers(savepoint, anulador, venta, motivo);
      throw new Ensayo();
    });
  } catch (error) {
    if (!(error instanceof Ensayo)) throw error;
  }
}

/**
 * Whether the sale's invoice lets it be annulled and how: no invoice or one never certified
 * (refused, bad data) → in the books now; certified → through the certifier (P2-04i); in process
 * or with an unknown outcome → not yet.
 */
function viaFel(documento: DocumentoFel | undefined): boolean {
  if (!documento) return false;
  if (documento.estado === ESTADOS_DOCUMENTO_FEL.PROCESO) throw badRequest(MENSAJES.fel.enProcesoEspere);
  if (documento.estado === ESTADOS_DOCUMENTO_FEL.CERTIFICADO) {
    if (documento.anulacionEstado === ESTADOS_ANULACION_FEL.PROCESO) throw badRequest(MENSAJES.fel.anulacionEnProceso);
    return true;
  }
  if (documento.estado === ESTADOS_DOCUMENTO_FEL.ERROR && documento.envioIncierto)
    throw badRequest(MENSAJES.fel.resultadoIncierto);
  return false;
}

/**
 * `PUT historial_ventas/anulacion {id, motivo}` in one transaction (spec 000 §4 Cancelling a sale,
 * DECISIONS P3-16, P2-04i):
 * - only an active sale whose register session is still open (`caja_activa`), so the cash
 *   reversal lands in the session that took the money; sales of closed sessions are corrected
 *   with returns or credit notes;
 * - the annulling user needs no register of their own: "only with an active register" is the
 *   sale's register (`caja_activa` is a per-row field, P3-16), and a supervisor annulling a
 *   cashier's sale should not have to open a till for it;
 * - a certified invoice is annulled through the certifier: the answer carries `id_factura` to
 *   poll, and the sale is reversed only when the certifier accepts (`annulCertifiedSale`);
 *   otherwise the sale is reversed now and `id_factura` is null.
 */
export async function annulSale(
  tx: Tx,
  actor: Actor,
  queue: JobQueue,
  input: { id: number; motivo: string },
): Promise<AnulacionVentaRespuesta> {
  const venta = await lockVentaDelActor(tx, actor, input.id);
  if (!venta.activo) throw badRequest(MENSAJES.historialVentas.yaAnulada);
  const [sesion] =
    venta.aperturaId === null
      ? []
      : await tx
          .select({ abierta: aperturasCierresCaja.abierta })
          .from(aperturasCierresCaja)
          .where(eq(aperturasCierresCaja.id, venta.aperturaId));
  if (!sesion?.abierta) throw badRequest(MENSAJES.historialVentas.cajaCerrada);

  const documento = await findDocumentoDeVenta(tx, actor.empresaId, venta.id, true);
  if (viaFel(documento)) {
    await checkAnnulable(tx, actor, venta, input.motivo);
    return {
      id: venta.id,
      id_factura: await solicitarAnulacionFel(tx, queue, documento!, actor.usuarioId, input.motivo),
    };
  }
  await annulSaleLedgers(tx, actor, venta, input.motivo);
  return { id: venta.id, id_factura: null };
}

/**
 * The certifier accepted the annulment of a sale's invoice: the sale is reversed in the same
 * transaction that records it, signed by the user who asked (the register closing waits for
 * pending annulments, so the sale's session is still open).
 */
export async function annulCertifiedSale(tx: Tx, documento: DocumentoFel): Promise<void> {
  if (documento.ventaId === null) return;
  const [venta] = await tx.select().from(ventas).where(eq(ventas.id, documento.ventaId)).for('update');
  if (!venta?.activo) return;
  await annulSaleLedgers(
    tx,
    { empresaId: documento.empresaId, usuarioId: documento.anulacionUsuarioId ?? venta.usuarioId },
    venta,
    documento.anulacionMotivo ?? '',
  );
}
