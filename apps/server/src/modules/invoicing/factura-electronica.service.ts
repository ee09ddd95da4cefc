import { eq } from 'drizzle-orm';
import { revisarDocumento } from '@pos/shared/domains/customers';
import {
  ESTADOS_ANULACION_FEL,
  ESTADOS_DOCUMENTO_FEL,
  type DataCliente,
  type EstadoVerificacionFel,
  type VerificacionFel,
} from '@pos/shared/domains/invoicing/invoicing';
import { CONSUMIDOR_FINAL, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import { ventas } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { lockVentaDelActor } from '../sales';
import { findDocumento, findDocumentoDeVenta, type DocumentoFel } from './documentos/documentos.repo';
import { representacionFactura } from './documentos/representacion';
import { solicitarFactura } from './documentos/solicitud';
import { findOpcionesFacturacion } from './settings/configuracion-fel.repo';

/** FEL features exist only for a company that uses FEL (000 §6). */
export async function requireFel(db: Executor, empresaId: number): Promise<void> {
  if (!(await findOpcionesFacturacion(db, empresaId)).utilizaFel) throw badRequest(MENSAJES.fel.noUtilizaFel);
}

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

/** What the poll reads: the annulment when one was asked, else the certification. */
function estadoDe(d: DocumentoFel): { estado: EstadoVerificacionFel; detail: string | null } {
  if (d.anulacionEstado === ESTADOS_ANULACION_FEL.PROCESO) return { estado: 'proceso', detail: null };
  if (d.estado === ESTADOS_DOCUMENTO_FEL.ANULADO) return { estado: 'anulada', detail: null };
  if (d.anulacionEstado === ESTADOS_ANULACION_FEL.ERROR)
    return { estado: 'error', detail: d.anulacionErrores.join(' ') || MENSAJES.fel.rechazado };
  if (d.estado === ESTADOS_DOCUMENTO_FEL.PROCESO) return { estado: 'proceso', detail: null };
  if (d.estado === ESTADOS_DOCUMENTO_FEL.CERTIFICADO) return { estado: 'facturado', detail: null };
  return { estado: 'error', detail: d.errores.join(' ') || MENSAJES.fel.rechazado };
}

/**
 * `GET factura_electronica/verificar_fel {id_factura}` (000 §4 Electronic invoice check): the
 * state to poll every second, the error to show, and the printable invoice once certified (also
 * after a refused annulment, so the history can still reprint it).
 */
export async function verificarFactura(db: Executor, actor: Actor, idFactura: number): Promise<VerificacionFel> {
  const documento = await findDocumento(db, actor.empresaId, idFactura);
  if (!documento || !actor.sucursalIds.includes(documento.sucursalId)) throw notFound(MENSAJES.fel.facturaNoEncontrada);
  const { estado, detail } = estadoDe(documento);
  return {
    id_factura: documento.id,
    estado_factura: estado,
    detail,
    factura: await representacionFactura(db, documento),
  };
}
