import { MENSAJES } from '@pos/shared/messages';
import type { Db } from '../../../db/client';
import type { FelRuntime } from '../fel-runtime';
import { cargarEmisorFel, type EmisorFel, type EmisorNoDisponible } from '../settings/emisor';
import { soltarDocumento, tomarDocumento, type DocumentoFel } from './documentos.repo';

/** Why a document cannot be sent at all; the message is stored like a certifier's. */
const MENSAJE_EMISOR_NO_DISPONIBLE: Record<EmisorNoDisponible, string> = {
  'sin-configuracion': MENSAJES.fel.sinConfiguracion,
  'sin-establecimiento': MENSAJES.fel.sinEstablecimiento,
};

/** Longer than the slowest attempt: timeout × attempts, the patience while a send is being issued, the waits. */
export const segundosOcupado = (timeoutSegundos: number) => Math.ceil(timeoutSegundos * 6) + 30;

/** An attempt that broke halfway (database down, a bug) leaves the document alone this long. */
const SEGUNDOS_TRAS_AVERIA = 30;

/**
 * The document an attempt works on: one the dispatcher already took, or an id to take here
 * (nothing happens when its work is done or another worker holds it).
 */
export type DocumentoATrabajar = DocumentoFel | number;

/** What `enviar` and `fallar` answer when the write that recorded the outcome also let the document go. */
export const SOLTADO = 'soltado';

/**
 * One attempt on a document: takes it if needed, loads the issuer of its branch, runs `enviar`,
 * and lets the document go (after a pause when the attempt broke, so it is not retried in a
 * loop), unless the outcome's own write let it go (SOLTADO). Without an issuer the attempt fails
 * with the reason, through `fallar`.
 */
export async function conDocumentoTomado(
  db: Db,
  fel: FelRuntime,
  objetivo: DocumentoATrabajar,
  trabajo: 'certificar' | 'anular',
  fallar: (documento: DocumentoFel, errores: string[]) => Promise<void | typeof SOLTADO>,
  enviar: (documento: DocumentoFel, emisor: EmisorFel) => Promise<void | typeof SOLTADO>,
): Promise<void> {
  const documento =
    typeof objetivo === 'number'
      ? await tomarDocumento(db, objetivo, trabajo, segundosOcupado(fel.timeoutSegundos))
      : objetivo;
  if (!documento) return;
  let resultado: void | typeof SOLTADO;
  try {
    const emisor = await cargarEmisorFel(db, fel.box, documento.empresaId, documento.sucursalId);
    resultado =
      typeof emisor === 'string'
        ? await fallar(documento, [MENSAJE_EMISOR_NO_DISPONIBLE[emisor]])
        : await enviar(documento, emisor);
  } catch (error) {
    await soltarDocumento(db, documento.id, SEGUNDOS_TRAS_AVERIA).catch(() => undefined);
    throw error;
  }
  if (resultado !== SOLTADO) await soltarDocumento(db, documento.id);
}
