import type { Db } from '../../../db/client';
import type { JobQueue } from '../../../jobs/queue';
import type { AlAnularDocumento } from '../documentos/anulacion-fel';
import { CANAL_FEL } from '../documentos/solicitud';
import type { FelRuntime } from '../fel-runtime';
import { FelDispatcher } from './dispatcher';

export interface FelJobDeps {
  db: Db;
  fel: FelRuntime;
  /** What an accepted annulment undoes: the sale or the return the document belongs to. */
  alAnular: AlAnularDocumento;
}

/**
 * Certification and annulment: the transaction of the sale or request that causes them leaves
 * the document pending and notifies CANAL_FEL; the dispatcher of every running process is woken
 * at commit and one of them takes it. A document whose attempt died with its process is taken
 * again once its hold expires; a restart simply finds the pending documents again.
 */
export function registerFelJobs(queue: JobQueue, deps: FelJobDeps): void {
  queue.addWorker(new FelDispatcher({ ...deps, log: queue.log }), CANAL_FEL);
}
