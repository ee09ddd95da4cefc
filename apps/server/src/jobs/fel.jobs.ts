import type { Db } from '../db/client';
import {
  anularDocumento,
  type AlAnularDocumento,
  certificarDocumento,
  documentosPendientes,
  TRABAJO_ANULAR,
  TRABAJO_CERTIFICAR,
  type TrabajoFel,
  segundosOcupado,
  type FelRuntime,
} from '../modules/invoicing';
import type { JobQueue } from './queue';

export interface FelJobDeps {
  db: Db;
  fel: FelRuntime;
  /** The sale's reversals once the certifier accepted an annulment (sales history). */
  alAnular: AlAnularDocumento;
}

/**
 * Certification and annulment run as jobs queued in the transaction of the sale or request that
 * causes them (ARCHITECTURE §5). A run that dies with its process is taken again by another
 * worker when pg-boss expires it; the document's own hold keeps two runs from sending at once.
 */
export function registerFelJobs(queue: JobQueue, deps: FelJobDeps): void {
  const opciones = { expireInSeconds: segundosOcupado(deps.fel.timeoutSegundos) + 30 };
  queue.handle<TrabajoFel>(
    TRABAJO_CERTIFICAR,
    ({ documentoId }) => certificarDocumento(deps.db, deps.fel, documentoId),
    opciones,
  );
  queue.handle<TrabajoFel>(
    TRABAJO_ANULAR,
    ({ documentoId }) => anularDocumento(deps.db, deps.fel, deps.alAnular, documentoId),
    opciones,
  );
}

/**
 * At start-up, every document still waiting for the certifier gets a job again. Queued jobs
 * survive a restart by themselves; this also covers one whose job ran out of retries while the
 * database was unreachable. A document another run holds is skipped by that run's hold.
 */
export async function resumeFelWork(db: Db, queue: JobQueue): Promise<number> {
  const pendientes = await documentosPendientes(db);
  for (const { id, trabajo } of pendientes) {
    await queue.enqueue(db, trabajo === 'certificar' ? TRABAJO_CERTIFICAR : TRABAJO_ANULAR, {
      documentoId: id,
    } satisfies TrabajoFel);
  }
  return pendientes.length;
}
