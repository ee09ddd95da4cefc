import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { aperturasRoutes } from './aperturas.routes';
import { cajasRoutes } from './cajas.routes';
import { movimientosCajaRoutes } from './movimientos.routes';
import type { ServerModule } from '../../app-module';
import { aperturasExports } from './aperturas.export';

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

function registersRoutes(app: FastifyInstance, deps: AppDeps): void {
  cajasRoutes(app, deps);
  aperturasRoutes(app, deps);
  movimientosCajaRoutes(app, deps);
}

/** Everything the registers module brings: `serverModules` (module-list.ts) lists it. */
export const registersModule: ServerModule = {
  name: 'registers',
  description: 'Cajas, aperturas, cierres y movimientos',
  paths: ['/api/cajas/', '/api/aperturas_cierres_caja/', '/api/movimientos/'],
  routes: registersRoutes,
  exports: { ...aperturasExports },
};
