import type { ServerModule } from '../../app-module';
import { purchasingRoutes } from './purchasing.routes';
import { ordenesCompraExports } from './ordenes.export';

/** The purchasing module's face: the only file other modules and the app import from `purchasing/`. */

/** Everything the purchasing module brings: `serverModules` (module-list.ts) lists it. */
export const purchasingModule: ServerModule = {
  name: 'purchasing',
  description: 'Proveedores, órdenes de compra, su recepción y sus cuentas por pagar',
  paths: ['/api/proveedores/', '/api/ordenes_compra/', '/api/recepcion_ordenes_compra/', '/api/cuenta_pagar/'],
  routes: purchasingRoutes,
  exports: { ...ordenesCompraExports },
};
