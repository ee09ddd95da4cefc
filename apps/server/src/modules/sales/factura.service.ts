import { eq } from 'drizzle-orm';
import { revisarDocumento } from '@pos/shared/domains/customers';
import { ESTADOS_DOCUMENTO_FEL, type DataCliente } from '@pos/shared/domains/invoicing/invoicing';
import { CONSUMIDOR_FINAL, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { MENSAJES } from '@pos/shared/messages';
import type { Tx } from '../../db/client';
import { ventas } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError } from '../../lib/http-errors';
import { findDocumentoDeVenta, requireFel, solicitarFactura } from '../invoicing';
import { lockVentaDelActor } from './ventas.repo';

// "Facturar" and its retries are actions on a sale, like its annulment: sales locks the sale and
// asks invoicing to certify it, so invoicing never reaches back into sales.

/** `data_cliente`: the invoice's receiver, checked like the point of sale's customer (000 §5 Customer). */
function receptorDe(data: DataCliente) {
  const revisado = revisarDocumento(data.tipo_documento, data.nit);
  if (!revisado.ok) throw fieldError('data_cliente.nit', revisado.message);
  const consumidorFinal = revisado.documento === CONSUMIDOR_FINAL.nit;
  const nombre = data.nombre.trim() || (consumidorFinal ? CONSUMIDOR_FINAL.nombre : '');
  if (!nombre) throw fieldError('data_cliente.nombre', MENSAJES.ventas.ingreseNombreCliente);
  return {
    tipoDocumento: data.tipo_documento,
    nit: revisado.documento,
    nombre,
    direccion: data.direccion?.trim() ?? '',
  };
}

/**
 * `POST factura_electronica/generar_factura {id_venta, data_cliente?}` ("Facturar"): certifies a
 * sale that has no certified invoice yet, optionally to another receiver, whose data the sale
 * then shows too. Answers `id_factura` to poll.
 */
export async function generarFactura(
  tx: Tx,
  queue: JobQueue,
  actor: Actor,
  idVenta: number,
  data: DataCliente | null,
): Promise<number> {
  await requireFel(tx, actor.empresaId);
  const venta = await lockVentaDelActor(tx, actor, idVenta);
  const receptor = data ? receptorDe(data) : null;
  const id = await solicitarFactura(tx, queue, venta, receptor);
  if (receptor) {
    await tx
      .update(ventas)
      .set({
        tipoDocumento: receptor.tipoDocumento,
        nitCliente: receptor.nit,
        nombreCliente: receptor.nombre,
        direccionCliente: receptor.direccion,
      })
      .where(eq(ventas.id, venta.id));
  }
  return id;
}

/** `POST factura_electronica/rieintento_fel {id_venta}`: sends again an invoice that failed. */
export async function reintentarFactura(tx: Tx, queue: JobQueue, actor: Actor, idVenta: number): Promise<number> {
  await requireFel(tx, actor.empresaId);
  const venta = await lockVentaDelActor(tx, actor, idVenta);
  const documento = await findDocumentoDeVenta(tx, actor.empresaId, venta.id);
  if (documento?.estado === ESTADOS_DOCUMENTO_FEL.PROCESO) return documento.id;
  if (documento?.estado !== ESTADOS_DOCUMENTO_FEL.ERROR) throw badRequest(MENSAJES.fel.sinFacturaConError);
  return solicitarFactura(tx, queue, venta);
}

/**
 * `POST factura_electronica/reintento_fcam {id_ov}`: the exchange invoice (FCAM/FCAP) of a credit
 * sale, retried or issued. Sales orders (issue 1.2) will be credit sales too; `id_ov` is the sale.
 */
export async function reintentarCambiaria(tx: Tx, queue: JobQueue, actor: Actor, idVenta: number): Promise<number> {
  await requireFel(tx, actor.empresaId);
  const venta = await lockVentaDelActor(tx, actor, idVenta);
  const documento = await findDocumentoDeVenta(tx, actor.empresaId, venta.id);
  const cambiaria = documento
    ? documento.tipo === 'FCAM' || documento.tipo === 'FCAP'
    : venta.tipoVenta === TIPOS_VENTA.CREDITO;
  if (venta.tipoVenta !== TIPOS_VENTA.CREDITO || !cambiaria) throw badRequest(MENSAJES.fel.noEsCambiaria);
  if (documento?.estado === ESTADOS_DOCUMENTO_FEL.PROCESO) return documento.id;
  return solicitarFactura(tx, queue, venta);
}
