import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { despachosRoutes } from './despachos.routes';
import type { ServerModule } from '../../app-module';
import { despachosExports } from './despachos.export';

/** The dispatches module's face: the only file other modules and the app import from `dispatches/`. */
function dispatchesRoutes(app: FastifyInstance, deps: AppDeps): void {
  despachosRoutes(app, deps);
}

/** Everything the dispatches module brings: `serverModules` (module-list.ts) lists it. */
export const dispatchesModule: ServerModule = {
  name: 'dispatches',
  description: 'Despachos entre sucursales y su recepción',
  paths: ['/api/despachos/', '/api/recepcion_despachos/'],
  routes: dispatchesRoutes,
  exports: { ...despachosExports },
};
