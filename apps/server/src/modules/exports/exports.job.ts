import type { JobDeps } from '../../app-module';
import type { JobQueue } from '../../jobs/queue';
import { EXPORT_JOB, runExport } from './exports.service';

/** Excel exports run as jobs so the request answers at once (spec 000 §4 Excel download job). */
export function registerExportJob(queue: JobQueue, deps: JobDeps): void {
  queue.handle<{ archivoId: number }>(EXPORT_JOB, ({ archivoId }) => runExport(deps.db, deps.exportsDir, archivoId));
}
