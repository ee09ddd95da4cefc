import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { receivablesRoutes as paymentsRoutes } from './receivables.routes';
import { reportesCuentasRoutes } from './reportes.routes';

/** The receivables module's face: the only file other modules and the app import from `receivables/`. */
export { registerPayment, type PagoComando } from './pagos.service';

export function receivablesRoutes(app: FastifyInstance, deps: AppDeps): void {
  paymentsRoutes(app, deps);
  reportesCuentasRoutes(app, deps);
}
