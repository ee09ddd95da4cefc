import type { ServerModule } from '../../app-module';
import { bitacoraRoutes } from './bitacora.routes';

/** The audit module's face: the only file other modules and the app import from `audit/`. */
export { recordAudit, recordAudits } from './audit.service';

/** Everything the audit module brings: `serverModules` (module-list.ts) lists it. */
export const auditModule: ServerModule = {
  name: 'audit',
  description: 'Bitácora',
  paths: ['/api/bitacora/'],
  routes: bitacoraRoutes,
};
