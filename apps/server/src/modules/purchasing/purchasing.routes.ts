import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { cuentasPagarRoutes } from './cuentas-pagar.routes';
import { ordenesCompraExportRoutes } from './ordenes.export';
import { ordenesCompraRoutes } from './ordenes.routes';
import { productosCompraRoutes } from './productos-compra.routes';
import { proveedoresRoutes } from './proveedores.routes';
import { recepcionesRoutes } from './recepciones.routes';

/** Every route of purchasing: suppliers, purchase orders, their receptions and their accounts payable. */
export function purchasingRoutes(app: FastifyInstance, deps: AppDeps): void {
  proveedoresRoutes(app, deps);
  ordenesCompraRoutes(app, deps);
  ordenesCompraExportRoutes(app, deps);
  productosCompraRoutes(app, deps);
  recepcionesRoutes(app, deps);
  cuentasPagarRoutes(app, deps);
}
