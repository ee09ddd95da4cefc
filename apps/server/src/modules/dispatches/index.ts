import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { despachosRoutes } from './despachos.routes';

/** The dispatches module's face: the only file other modules and the app import from `dispatches/`. */
export function dispatchesRoutes(app: FastifyInstance, deps: AppDeps): void {
  despachosRoutes(app, deps);
}
