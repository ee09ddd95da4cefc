import { eq } from 'drizzle-orm';
import { ESTADOS_ANULACION_FEL, ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { MENSAJES } from '@pos/shared/messages';
import type { Db, Tx } from '../../../db/client';
import { documentosFel } from '../../../db/schema/index';
import type { JobQueue } from '../../../jobs/queue';
import { badRequest } from '../../../lib/http-errors';
import { identificadorAnulacion, pruebaQueNoSeEmitio } from '../certifier/certifier';
import { construirAnulacion } from '../dte/anulacion';
import { ErrorDte } from '../dte/errores';
import type { FelRuntime } from '../fel-runtime';
import { marcarEnvio, type DocumentoFel } from './documentos.repo';
import { conDocumentoTomado, SOLTADO, type DocumentoATrabajar } from './trabajo';
import { CANAL_FEL } from './solicitud';

/**
 * Asks the certifier to annul a certified document, in the caller's transaction (the caller has
 * locked the document): records who asked and why, and announces the annulment. Nothing else changes
 * until the certifier accepts (P2-04i).
 */
export async function solicitarAnulacionFel(
  tx: Tx,
  queue: JobQueue,
  documento: DocumentoFel,
  usuarioId: number,
  motivo: string,
): Promise<number> {
  if (documento.estado !== ESTADOS_DOCUMENTO_FEL.CERTIFICADO) throw badRequest(MENSAJES.fel.enProcesoEspere);
  if (documento.anulacionEstado === ESTADOS_ANULACION_FEL.PROCESO) throw badRequest(MENSAJES.fel.anulacionEnProceso);
  await tx
    .update(documentosFel)
    .set({
      anulacionEstado: ESTADOS_ANULACION_FEL.PROCESO,
      anulacionMotivo: motivo,
      anulacionUsuarioId: usuarioId,
      anulacionSolicitada: new Date(),
      // A refused annulment is asked again as a new document; one of unknown outcome is resent as it was.
      ...(documento.anulacionEnvioIncierto
        ? {}
        : { anulacionIntento: documento.anulacionIntento + 1, anulacionXml: null, anulacionFechaHora: null }),
    })
    .where(eq(documentosFel.id, documento.id));
  await queue.notifyOnCommit(tx, CANAL_FEL);
  return documento.id;
}

/** The annulment's own identificador: one per annulment document, never the certification's (FEL.md §10.4). */
const identificadorDe = (d: DocumentoFel) =>
  `${identificadorAnulacion(d.identificador)}${d.anulacionIntento > 1 ? `-${d.anulacionIntento}` : ''}`;

/** What the sale side does when the certifier has accepted the annulment (reversals), in the given transaction. */
export type AlAnularDocumento = (tx: Tx, documento: DocumentoFel) => Promise<void>;

/** The annulment in error; `envioIncierto` as for the certification (documentos_fel). */
async function registrarRechazo(
  db: Db,
  documento: DocumentoFel,
  fallo: string,
  errores: string[],
  {
    respuesta = null,
    envioIncierto = documento.anulacionEnvioIncierto,
  }: { respuesta?: unknown; envioIncierto?: boolean } = {},
): Promise<void> {
  await db
    .update(documentosFel)
    .set({
      anulacionEstado: ESTADOS_ANULACION_FEL.ERROR,
      anulacionFallo: fallo,
      anulacionErrores: errores,
      anulacionRespuesta: respuesta,
      anulacionEnvioIncierto: envioIncierto,
    })
    .where(eq(documentosFel.id, documento.id));
}

/** The annulment XML to send: the stored one on a resend, else a fresh one dated now (FEL.md §8, ANU378). */
async function xmlAnulacion(db: Db, d: DocumentoFel, nitEmisor: string): Promise<string | { errores: string[] }> {
  if (d.anulacionXml) return d.anulacionXml;
  const fechaHoraAnulacion = new Date();
  let xml: string;
  try {
    xml = construirAnulacion({
      nitEmisor,
      uuid: d.uuid ?? '',
      idReceptor: d.idReceptor ?? 'CF',
      fechaEmisionDocumento: d.fechaHoraEmision ?? fechaHoraAnulacion,
      fechaHoraAnulacion,
      motivo: d.anulacionMotivo ?? '',
    });
  } catch (error) {
    if (error instanceof ErrorDte) return { errores: [error.message] };
    throw error;
  }
  const fecha = /FechaHoraAnulacion="([^"]+)"/.exec(xml)?.[1] ?? null;
  await db
    .update(documentosFel)
    .set({ anulacionXml: xml, anulacionFechaHora: fecha })
    .where(eq(documentosFel.id, d.id));
  return xml;
}

/**
 * One annulment attempt (the dispatcher's work, worker/dispatcher.ts): sends the GTAnulacionDocumento outside any transaction; when the certifier
 * accepts, the document becomes annulled and `alAnular` reverses the sale, both in one transaction.
 */
export async function anularDocumento(
  db: Db,
  fel: FelRuntime,
  alAnular: AlAnularDocumento,
  objetivo: DocumentoATrabajar,
): Promise<void> {
  await conDocumentoTomado(
    db,
    fel,
    objetivo,
    'anular',
    (documento, errores) => registrarRechazo(db, documento, 'datos', errores),
    async (documento, emisor) => {
      const xml = await xmlAnulacion(db, documento, emisor.nitEmisor);
      if (typeof xml !== 'string') return registrarRechazo(db, documento, 'datos', xml.errores);
      // The hold lapsed and another worker has the document: it sends, this attempt does not.
      if (!(await marcarEnvio(db, documento, 'anular'))) return SOLTADO;
      const resultado = await fel
        .certificador(emisor)
        .anular({ xml, identificador: identificadorDe(documento), nitEmisor: emisor.nitEmisor });
      if (!resultado.ok)
        return registrarRechazo(db, documento, resultado.motivo, resultado.errores, {
          respuesta: resultado.respuesta,
          envioIncierto:
            !pruebaQueNoSeEmitio(resultado) && (documento.anulacionEnvioIncierto || resultado.reintentable),
        });
      await db.transaction(async (tx) => {
        await tx
          .update(documentosFel)
          .set({
            estado: ESTADOS_DOCUMENTO_FEL.ANULADO,
            anulacionEstado: ESTADOS_ANULACION_FEL.ACEPTADA,
            anulacionFallo: null,
            anulacionErrores: [],
            anulacionEnvioIncierto: false,
            anulacionRespuesta: resultado.respuesta,
            anulacionCertificada: new Date(),
          })
          .where(eq(documentosFel.id, documento.id));
        await alAnular(tx, documento);
      });
    },
  );
}
