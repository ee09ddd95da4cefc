import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { cotizacionesRoutes } from './cotizaciones.routes';
import { facturaVentaRoutes } from './factura.routes';
import { historialVentasExportRoutes, historialVentasExports } from './historial/historial.exports';
import { historialVentasRoutes } from './historial/historial.routes';
import { reportesExportRoutes, reportesVentasExports } from './reportes/reportes.exports';
import { reportesVentasRoutes } from './reportes/reportes.routes';
import { ventasRoutes } from './ventas.routes';
import type { ServerModule } from '../../app-module';

/** The sales module's face: the only file other modules and the app import from `sales/`. */
export { annulCertifiedSale } from './anulacion.service';
/** Sales orders (issue 15) are sales: the orders module records, annuls and checks credit through these. */
export { annulOrderSale, recordOrderSale, type OrdenDeVenta, type OrdenRegistrada } from './orden-venta.service';
export { customerCredit } from './credito.service';
export { lockVentaDelActor } from './ventas.repo';

function salesRoutes(app: FastifyInstance, deps: AppDeps): void {
  historialVentasRoutes(app, deps);
  historialVentasExportRoutes(app, deps);
  ventasRoutes(app, deps);
  cotizacionesRoutes(app, deps);
  facturaVentaRoutes(app, deps);
  reportesVentasRoutes(app, deps);
  reportesExportRoutes(app, deps);
}

/** Everything the sales module brings: `serverModules` (module-list.ts) lists it. */
export const salesModule: ServerModule = {
  name: 'sales',
  description: 'Ventas, cotizaciones e historial',
  paths: ['/api/ventas/', '/api/cotizaciones/', '/api/historial_ventas/', '/api/descuento_recargo_ventas/'],
  routes: salesRoutes,
  exports: { ...historialVentasExports, ...reportesVentasExports },
};
