import type { ServerModule } from '../../app-module';
import { registerExportJob } from './exports.job';
import { exportsRoutes } from './exports.routes';

/** The exports module's face: the only file other modules and the app import from `exports/`. */
export { inPages } from './batches';
export {
  registerExports,
  type ExportColumn,
  type ExportContext,
  type ExportDefinition,
  type ExportDefinitions,
} from './export-registry';
export { startExport } from './exports.service';

/** Everything the exports module brings: `serverModules` (module-list.ts) lists it. */
export const exportsModule: ServerModule = {
  name: 'exports',
  description: 'Exportaciones a Excel y sus archivos',
  paths: ['/api/archivos/', '/api/productos/estado_descarga/', '/api/historial_ventas/estado_descarga/'],
  routes: exportsRoutes,
  jobs: registerExportJob,
};
