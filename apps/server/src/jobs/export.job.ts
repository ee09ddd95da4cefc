import type { Db } from '../db/client';
import { EXPORT_JOB, runExport } from '../modules/exports';
import type { JobQueue } from './queue';

/** Excel exports run as jobs so the request answers at once (spec 000 §4 Excel download job). */
export function registerExportJob(queue: JobQueue, db: Db, exportsDir: string): void {
  queue.handle<{ archivoId: number }>(EXPORT_JOB, ({ archivoId }) => runExport(db, exportsDir, archivoId));
}
