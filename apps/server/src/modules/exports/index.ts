/** The exports module's face: the only file other modules and the app import from `exports/`. */
export { inPages } from './batches';
export { registerExport, type ExportColumn, type ExportContext } from './export-registry';
export { EXPORT_JOB, runExport, startExport } from './exports.service';
export { exportsRoutes } from './exports.routes';
