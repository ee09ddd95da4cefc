import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { clientesFormalRoutes } from './clientes-formal.routes';
import { clientesRoutes } from './clientes.routes';
import type { ServerModule } from '../../app-module';

/** The customers module's face: the only file other modules and the app import from `customers/`. */
export { findCliente, findClientePorNit, lockClienteCredito } from './clientes.repo';
export { findClienteSucursal } from './clientes-formal.repo';
export { resolveSaleCustomer, type ClienteVenta } from './clientes.service';

function customersRoutes(app: FastifyInstance, deps: AppDeps): void {
  clientesRoutes(app, deps);
  clientesFormalRoutes(app, deps);
}

/** Everything the customers module brings: `serverModules` (module-list.ts) lists it. */
export const customersModule: ServerModule = {
  name: 'customers',
  description: 'Clientes',
  paths: ['/api/clientes/', '/api/clientes_formal/'],
  routes: customersRoutes,
};
