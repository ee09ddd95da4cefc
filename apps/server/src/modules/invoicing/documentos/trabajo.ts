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

/** Longer than the slowest attempt (timeout × attempts plus the waits between them). */
export const segundosOcupado = (timeoutSegundos: number) => Math.ceil(timeoutSegundos * 4) + 30;

/**
 * One attempt of a job on a document: takes it (nothing happens when its work is done or another
 * worker holds it), loads the issuer of its branch, runs `enviar`, and lets the document go.
 * Without an issuer the attempt fails with the reason, through `fallar`.
 */
export async function conDocumentoTomado(
  db: Db,
  fel: FelRuntime,
  documentoId: number,
  trabajo: 'certificar' | 'anular',
  fallar: (documento: DocumentoFel, errores: string[]) => Promise<void>,
  enviar: (documento: DocumentoFel, emisor: EmisorFel) => Promise<void>,
): Promise<void> {
  const documento = await tomarDocumento(db, documentoId, trabajo, segundosOcupado(fel.timeoutSegundos));
  if (!documento) return;
  try {
    const emisor = await cargarEmisorFel(db, fel.box, documento.empresaId, documento.sucursalId);
    if (typeof emisor === 'string') await fallar(documento, [MENSAJE_EMISOR_NO_DISPONIBLE[emisor]]);
    else await enviar(documento, emisor);
  } finally {
    await soltarDocumento(db, documentoId);
  }
}
