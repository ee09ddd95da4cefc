import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { ESTADOS_VENTA, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { MENSAJES } from '@pos/shared/messages';
import type { Tx } from '../../../db/client';
import { documentosFel, ventas } from '../../../db/schema/index';
import type { JobQueue } from '../../../jobs/queue';
import { badRequest } from '../../../lib/http-errors';
import { findConfiguracionFel, findOpcionesFacturacion } from '../settings/configuracion-fel.repo';
import type { AfiliacionIva } from '@pos/shared/domains/invoicing/settings';
import type { TipoFactura } from '@pos/shared/domains/companies/companies';
import { tipoDteDeVenta, type ReceptorVenta } from './dte-de-venta';
import { findDocumentoDeVenta } from './documentos.repo';

/**
 * Notified when a transaction leaves a document with certification or annulment work pending:
 * the dispatcher (worker/dispatcher.ts) takes it as soon as that transaction commits. The
 * document row is the job itself, so nothing is queued twice and a restart finds it again.
 */
export const CANAL_FEL = 'fel_pendientes';

/** Invoice and credit sales are certified; a shipment is an internal receipt, never (P3-15). */
export const seCertifica = (tipoVenta: number): boolean =>
  tipoVenta === TIPOS_VENTA.FACTURA || tipoVenta === TIPOS_VENTA.CREDITO;

/** A sale as the request needs it. */
export interface VentaPorFacturar {
  id: number;
  empresaId: number;
  sucursalId: number;
  tipoVenta: number;
  activo: boolean;
}

/** The type the company issues now for this sale; re-decided at every fresh XML (the settings may change). */
async function tipoActual(tx: Tx, empresaId: number, tipoVenta: number) {
  // One after the other: inside a transaction the queries share one connection.
  const fila = await findConfiguracionFel(tx, empresaId);
  const opciones = await findOpcionesFacturacion(tx, empresaId);
  return tipoDteDeVenta(tipoVenta, {
    afiliacionIva: (fila?.afiliacionIva ?? 'GEN') as AfiliacionIva,
    tipoFactura: opciones.tipoFactura as TipoFactura,
  });
}

/**
 * Asks for the sale's invoice, in the caller's transaction: creates its document, or sends a
 * failed one again, and announces the certification, which starts once the transaction commits.
 * Answers `id_factura`.
 *
 * A document whose last attempt failed definitively (refused, bad data) gets a new identificador
 * and a fresh XML (with `receptor` when the customer data changed). One sent with an unknown
 * outcome (`envioIncierto`: no answer, identificador in use, a crash mid-send, whatever failed
 * since) is resent as it was, same identificador and XML: if it was certified after all, the
 * certifier answers with that certification (FEL.md §10.6).
 */
export async function solicitarFactura(
  tx: Tx,
  queue: JobQueue,
  venta: VentaPorFacturar,
  receptor: ReceptorVenta | null = null,
): Promise<number> {
  if (!venta.activo) throw badRequest(MENSAJES.fel.ventaAnulada);
  if (!seCertifica(venta.tipoVenta)) throw badRequest(MENSAJES.fel.tipoNoFacturable);
  const actual = await findDocumentoDeVenta(tx, venta.empresaId, venta.id, true);
  let documentoId: number;
  if (!actual) {
    const [creado] = await tx
      .insert(documentosFel)
      .values({
        empresaId: venta.empresaId,
        sucursalId: venta.sucursalId,
        ventaId: venta.id,
        tipo: await tipoActual(tx, venta.empresaId, venta.tipoVenta),
        identificador: randomUUID(),
        receptor,
      })
      .returning({ id: documentosFel.id });
    documentoId = creado!.id;
  } else {
    if (actual.estado === ESTADOS_DOCUMENTO_FEL.PROCESO) return actual.id;
    if (actual.estado === ESTADOS_DOCUMENTO_FEL.CERTIFICADO) throw badRequest(MENSAJES.fel.yaFacturada);
    if (actual.estado === ESTADOS_DOCUMENTO_FEL.ANULADO) throw badRequest(MENSAJES.fel.ventaAnulada);
    if (actual.envioIncierto && receptor !== null) throw badRequest(MENSAJES.fel.resultadoIncierto);
    await tx
      .update(documentosFel)
      .set(
        actual.envioIncierto
          ? { estado: ESTADOS_DOCUMENTO_FEL.PROCESO }
          : {
              estado: ESTADOS_DOCUMENTO_FEL.PROCESO,
              tipo: await tipoActual(tx, venta.empresaId, venta.tipoVenta),
              identificador: randomUUID(),
              intento: actual.intento + 1,
              xml: null,
              fechaHoraEmision: null,
              contenido: null,
              ...(receptor ? { receptor } : {}),
            },
      )
      .where(eq(documentosFel.id, actual.id));
    documentoId = actual.id;
  }
  await tx.update(ventas).set({ estado: ESTADOS_VENTA.PROCESO }).where(eq(ventas.id, venta.id));
  await queue.notifyOnCommit(tx, CANAL_FEL);
  return documentoId;
}
