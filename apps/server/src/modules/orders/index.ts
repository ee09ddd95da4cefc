import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { entregasOrdenesVentaRoutes } from './entregas.routes';
import { ordenesVentaRoutes } from './ordenes.routes';
import type { ServerModule } from '../../app-module';

/** The orders module's face (sales orders, issue 15): its routes only; the sale itself lives in sales. */
function ordersRoutes(app: FastifyInstance, deps: AppDeps): void {
  ordenesVentaRoutes(app, deps);
  entregasOrdenesVentaRoutes(app, deps);
}

/** Everything the orders module brings: `serverModules` (module-list.ts) lists it. */
export const ordersModule: ServerModule = {
  name: 'orders',
  description: 'Órdenes de venta, entregas y crédito de clientes',
  paths: ['/api/ordenes_venta/', '/api/entrega_ordenes_venta/'],
  routes: ordersRoutes,
};
