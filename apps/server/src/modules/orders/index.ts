import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { entregasOrdenesVentaRoutes } from './entregas.routes';
import { ordenesVentaRoutes } from './ordenes.routes';

/** The orders module's face (sales orders, issue 15): its routes only; the sale itself lives in sales. */
export function ordersRoutes(app: FastifyInstance, deps: AppDeps): void {
  ordenesVentaRoutes(app, deps);
  entregasOrdenesVentaRoutes(app, deps);
}
