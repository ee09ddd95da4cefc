import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { clientesFormalRoutes } from './clientes-formal.routes';
import { clientesRoutes } from './clientes.routes';

/** The customers module's face: the only file other modules and the app import from `customers/`. */
export { findCliente, findClientePorNit, lockClienteCredito } from './clientes.repo';
export { findClienteSucursal } from './clientes-formal.repo';
export { resolveSaleCustomer, type ClienteVenta } from './clientes.service';

export function customersRoutes(app: FastifyInstance, deps: AppDeps): void {
  clientesRoutes(app, deps);
  clientesFormalRoutes(app, deps);
}
