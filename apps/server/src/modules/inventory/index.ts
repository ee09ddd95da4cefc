import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { bodegaExportRoutes, bodegaExports } from './bodega.exports';
import { bodegasRoutes } from './bodegas.routes';
import { destinosSalidaRoutes } from './destinos.routes';
import { documentosBodegaRoutes } from './documentos.routes';
import { reportesBodegaRoutes } from './reportes.routes';
import type { ServerModule } from '../../app-module';

/** The inventory module's face: the only file other modules and the app import from `inventory/`. */
export { createDocumentoBodega } from './documentos.service';
export { moveStock } from './stock.service';
/** A document line's product and fraction lookups, shared with the dispatches that move stock too. */
export { lineFractions, lineProducts } from './documentos.repo';

function inventoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  bodegasRoutes(app, deps);
  documentosBodegaRoutes(app, deps);
  reportesBodegaRoutes(app, deps);
  destinosSalidaRoutes(app, deps);
  bodegaExportRoutes(app, deps);
}

/** Everything the inventory module brings: `serverModules` (module-list.ts) lists it. */
export const inventoryModule: ServerModule = {
  name: 'inventory',
  description: 'Bodega: documentos, existencias, kardex y reportes',
  paths: ['/api/bodegas/', '/api/destinos_salida/'],
  routes: inventoryRoutes,
  exports: { ...bodegaExports },
};
