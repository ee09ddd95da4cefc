import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { configuracionRoutes } from './configuracion.routes';
import { sucursalesRoutes } from './sucursales.routes';
import type { ServerModule } from '../../app-module';

/** The companies module's face: the only file other modules and the app import from `companies/`. */
export { companyBranches, companyOf } from './company.repo';
export { createCompany } from './company.service';
export { toUnidadMedida } from './configuracion.dto';
export { createSucursal } from './sucursales.service';

function companiesRoutes(app: FastifyInstance, deps: AppDeps): void {
  sucursalesRoutes(app, deps);
  configuracionRoutes(app, deps);
}

/** Everything the companies module brings: `serverModules` (module-list.ts) lists it. */
export const companiesModule: ServerModule = {
  name: 'companies',
  description: 'Empresa, configuración y sucursales',
  paths: ['/api/configuracion/', '/api/metodos_pago_entrega/', '/api/sucursales/'],
  routes: companiesRoutes,
};
