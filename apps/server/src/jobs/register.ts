import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { registerExportJob } from './export.job';
import type { JobQueue } from './queue';
import { registerSendMailJob } from './send-mail.job';

/** Every background job of the app, registered before the queue starts (server and tests alike). */
export function registerJobs(queue: JobQueue, deps: { db: Db; mailer: Mailer; exportsDir: string }): void {
  registerSendMailJob(queue, deps.mailer);
  registerExportJob(queue, deps.db, deps.exportsDir);
}
