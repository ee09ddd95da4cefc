import { MENSAJES } from '@pos/shared/messages';
import type { Db } from '../../../db/client';
import { timed } from '../../../lib/spans';
import type { FelRuntime } from '../fel-runtime';
import { cargarEmisorFel, type EmisorFel, type EmisorNoDisponible } from '../settings/emisor';
import { renovarDocumento, soltarDocumento, type DocumentoFel } from './documentos.repo';
import { tomarUno } from './toma';

/** Why a document cannot be sent at all; the message is stored like a certifier's. */
const MENSAJE_EMISOR_NO_DISPONIBLE: Record<EmisorNoDisponible, string> = {
  'sin-configuracion': MENSAJES.fel.sinConfiguracion,
  'sin-establecimiento': MENSAJES.fel.sinEstablecimiento,
};

/**
 * How often a holder renews its hold while an attempt works: a third of the hold, so two renewals
 * may come late (a busy event loop or database) before the hold lapses.
 */
export const msEntreRenovaciones = (segundosOcupado: number) => Math.max(100, (segundosOcupado * 1000) / 3);

/** An attempt that broke halfway (database down, a bug) leaves the document alone this long. */
const SEGUNDOS_TRAS_AVERIA = 30;

/**
 * The document an attempt works on: one the dispatcher already took, or an id to take here
 * (nothing happens when its work is done or another worker holds it).
 */
export type DocumentoATrabajar = DocumentoFel | number;

/**
 * What `enviar` and `fallar` answer when the document is no longer this attempt's to let go: the
 * write that recorded the outcome let it go, or the hold lapsed and another worker took it.
 */
export const SOLTADO = 'soltado';

/**
 * One attempt on a document: takes it if needed (toma.ts), loads the issuer of its branch, runs
 * `enviar`, and lets the document go (after a pause when the attempt broke, so it is not retried
 * in a loop), unless the outcome's own write let it go, or the hold was lost to another worker
 * (SOLTADO); then its lock. Without an issuer the attempt fails with the reason, through `fallar`.
 *
 * The hold is short (FEL_LEASE_SECONDS) and renewed while the attempt works, however long the
 * certifier takes, and the document's lock is held throughout: another process never sends the
 * document meanwhile, even when renewals run late, and when this process dies its documents are
 * free again within seconds. A resend after that reuses the identificador (envio_incierto), which
 * the certifier answers with the document it already issued.
 */
export async function conDocumentoTomado(
  db: Db,
  fel: FelRuntime,
  objetivo: DocumentoATrabajar,
  trabajo: 'certificar' | 'anular',
  fallar: (documento: DocumentoFel, errores: string[]) => Promise<void | typeof SOLTADO>,
  enviar: (documento: DocumentoFel, emisor: EmisorFel) => Promise<void | typeof SOLTADO>,
): Promise<void> {
  const documento = typeof objetivo === 'number' ? await tomarUno(db, fel, objetivo, trabajo) : objetivo;
  if (!documento) return;
  try {
    const resultado = await conRenovacion(db, fel, documento, async () => {
      const emisor = await timed('db.emisor', () =>
        cargarEmisorFel(db, fel.box, documento.empresaId, documento.sucursalId),
      );
      return typeof emisor === 'string'
        ? fallar(documento, [MENSAJE_EMISOR_NO_DISPONIBLE[emisor]])
        : enviar(documento, emisor);
    });
    if (resultado !== SOLTADO) await soltarDocumento(db, documento);
  } catch (error) {
    await soltarDocumento(db, documento, SEGUNDOS_TRAS_AVERIA).catch(() => undefined);
    throw error;
  } finally {
    // Once the hold is let go: a process that found it lapsed meanwhile still keeps off.
    await fel.documentLocks.unlock([documento.id]);
  }
}

/** Runs `trabajar` renewing the document's hold meanwhile; no renewal runs once it ended. */
async function conRenovacion<T>(
  db: Db,
  fel: FelRuntime,
  documento: DocumentoFel,
  trabajar: () => Promise<T>,
): Promise<T> {
  const renovacion = setInterval(() => {
    renovarDocumento(db, documento, fel.segundosOcupado).catch(() => undefined);
  }, msEntreRenovaciones(fel.segundosOcupado));
  renovacion.unref();
  try {
    return await trabajar();
  } finally {
    clearInterval(renovacion);
  }
}
