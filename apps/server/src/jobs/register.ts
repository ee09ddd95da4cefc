import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import type { FelRuntime } from '../modules/invoicing';
import { annulCertifiedReturn } from '../modules/returns';
import { annulCertifiedSale } from '../modules/sales';
import { registerExportJob } from './export.job';
import { registerFelJobs } from './fel.jobs';
import type { JobQueue } from './queue';
import { registerSendMailJob } from './send-mail.job';

/** Every background job of the app, registered before the queue starts (server and tests alike). */
export function registerJobs(
  queue: JobQueue,
  deps: { db: Db; mailer: Mailer; exportsDir: string; fel: FelRuntime },
): void {
  registerSendMailJob(queue, deps.mailer);
  registerExportJob(queue, deps.db, deps.exportsDir);
  // An accepted FEL annulment undoes what the document belongs to: a sale, or a return's credit note.
  registerFelJobs(queue, {
    db: deps.db,
    fel: deps.fel,
    alAnular: (tx, documento) =>
      documento.devolucionId === null ? annulCertifiedSale(tx, documento) : annulCertifiedReturn(tx, documento),
  });
}
