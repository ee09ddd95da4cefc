/** The customers module's face: the only file other modules and the app import from `customers/`. */
export { findClientePorNit } from './clientes.repo';
export { resolveSaleCustomer, type ClienteVenta } from './clientes.service';
export { clientesRoutes as customersRoutes } from './clientes.routes';
