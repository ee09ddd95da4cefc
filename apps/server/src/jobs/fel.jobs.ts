import type { Db } from '../db/client';
import { CANAL_FEL, type AlAnularDocumento, type FelRuntime } from '../modules/invoicing';
import { FelDispatcher } from './fel-dispatcher';
import type { JobQueue } from './queue';

export interface FelJobDeps {
  db: Db;
  fel: FelRuntime;
  /** The sale's reversals once the certifier accepted an annulment (sales history). */
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
