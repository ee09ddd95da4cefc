import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { aperturasRoutes } from './aperturas.routes';
import { cajasRoutes } from './cajas.routes';
import { movimientosCajaRoutes } from './movimientos.routes';

/** The registers module's face: the only file other modules and the app import from `registers/`. */
export { cajaActivaDe } from './caja-activa';
export { createCaja } from './cajas.service';
export {
  recordCashMovement,
  requireOpenSession,
  reverseCashMovement,
  withdrawCash,
  depositCash,
  type SesionCaja,
} from './cash.service';

export function registersRoutes(app: FastifyInstance, deps: AppDeps): void {
  cajasRoutes(app, deps);
  aperturasRoutes(app, deps);
  movimientosCajaRoutes(app, deps);
}
