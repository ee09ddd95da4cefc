import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { devolucionesExportRoutes, devolucionesExports } from './devoluciones.exports';
import { devolucionesRoutes } from './devoluciones.routes';
import type { ServerModule } from '../../app-module';

/** The returns module's face: the only file other modules and the app import from `returns/`. */
export {
  findVoucherOfSale,
  lockVoucher,
  redeemVoucher,
  releaseVoucher,
  releaseVoucherOfSale,
  saleHasReturns,
  type ValeCanjeable,
} from './canje.service';

export { annulCertifiedReturn } from './devoluciones.service';
export { returnedPerSaleLine } from './devueltos.query';

function returnsRoutes(app: FastifyInstance, deps: AppDeps): void {
  devolucionesRoutes(app, deps);
  devolucionesExportRoutes(app, deps);
}

/** Everything the returns module brings: `serverModules` (module-list.ts) lists it. */
export const returnsModule: ServerModule = {
  name: 'returns',
  description: 'Devoluciones, vales y adiciones de nota de crédito',
  paths: ['/api/devoluciones/', '/api/adiciones_nota_fel/', '/api/notas_credito_fel/consultar/'],
  routes: returnsRoutes,
  exports: { ...devolucionesExports },
};
