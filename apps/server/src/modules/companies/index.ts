import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { configuracionRoutes } from './configuracion.routes';
import { sucursalesRoutes } from './sucursales.routes';

/** The companies module's face: the only file other modules and the app import from `companies/`. */
export { companyBranches, companyOf } from './company.repo';
export { createCompany } from './company.service';
export { toUnidadMedida } from './configuracion.dto';
export { createSucursal } from './sucursales.service';

export function companiesRoutes(app: FastifyInstance, deps: AppDeps): void {
  sucursalesRoutes(app, deps);
  configuracionRoutes(app, deps);
}
