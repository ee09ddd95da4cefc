import type { ServerModule } from '../../app-module';
import { dashboardRoutes } from './dashboard.routes';

/** The dashboard module's face: the only file the app imports from `dashboard/`. */

/** Everything the dashboard module brings: `serverModules` (module-list.ts) lists it. */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  description: 'Tablero',
  paths: ['/api/dashboard/'],
  routes: dashboardRoutes,
};
