import {
  ESTADOS_ANULACION_FEL,
  ESTADOS_DOCUMENTO_FEL,
  type EstadoVerificacionFel,
  type VerificacionFel,
  type VerificacionNotaFel,
} from '@pos/shared/domains/invoicing/invoicing';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { findDocumento, type DocumentoFel } from './documentos/documentos.repo';
import { representacionFactura } from './documentos/representacion';
import { findOpcionesFacturacion } from './settings/configuracion-fel.repo';

/** FEL features exist only for a company that uses FEL (000 §6). */
export async function requireFel(db: Executor, empresaId: number): Promise<void> {
  if (!(await findOpcionesFacturacion(db, empresaId)).utilizaFel) throw badRequest(MENSAJES.fel.noUtilizaFel);
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

/**
 * `GET notas_credito_fel/verificar_fel {id_nota}`: a credit note polled as an invoice is
 * (`proceso` → ask again in 1 s, `facturado` → print it, `anulada` once voided, else the error).
 */
export async function verificarNota(db: Executor, actor: Actor, idNota: number): Promise<VerificacionNotaFel> {
  const documento = await findDocumento(db, actor.empresaId, idNota);
  if (!documento || documento.tipo !== 'NCRE' || !actor.sucursalIds.includes(documento.sucursalId))
    throw notFound(MENSAJES.fel.notaNoEncontrada);
  const { estado, detail } = estadoDe(documento);
  return {
    id_nota: documento.id,
    estado_nota: estado,
    detail,
    nota: (await representacionFactura(db, documento)) ?? { id: documento.id },
  };
}
