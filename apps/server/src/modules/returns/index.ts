import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { devolucionesExportRoutes } from './devoluciones.exports';
import { devolucionesRoutes } from './devoluciones.routes';

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

export function returnsRoutes(app: FastifyInstance, deps: AppDeps): void {
  devolucionesRoutes(app, deps);
  devolucionesExportRoutes(app, deps);
}
