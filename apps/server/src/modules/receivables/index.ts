import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { receivablesRoutes as paymentsRoutes } from './receivables.routes';
import { reportesCuentasRoutes } from './reportes.routes';
import type { ServerModule } from '../../app-module';
import { cuentasCobrarExports } from './receivables.exports';

/** The receivables module's face: the only file other modules and the app import from `receivables/`. */
export { registerPayment, type PagoComando } from './pagos.service';

function receivablesRoutes(app: FastifyInstance, deps: AppDeps): void {
  paymentsRoutes(app, deps);
  reportesCuentasRoutes(app, deps);
}

/** Everything the receivables module brings: `serverModules` (module-list.ts) lists it. */
export const receivablesModule: ServerModule = {
  name: 'receivables',
  description: 'Cuentas por cobrar: abonos, recibos de cobro, reporte, antigüedad y estado de cuenta',
  paths: [
    '/api/cuenta_cobrar/',
    '/api/ordenes_venta/abono/',
    '/api/ordenes_venta/anular_partida_abono/',
    '/api/ordenes_venta/get_movimiento_pago/',
  ],
  routes: receivablesRoutes,
  exports: { ...cuentasCobrarExports },
};
