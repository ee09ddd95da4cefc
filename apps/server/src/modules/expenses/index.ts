import type { ServerModule } from '../../app-module';
import { gastosRoutes } from './gastos.routes';
import { gastosExports } from './gastos.export';

/** The expenses module's face: the only file other modules and the app import from `expenses/`. */

/** Everything the expenses module brings: `serverModules` (module-list.ts) lists it. */
export const expensesModule: ServerModule = {
  name: 'expenses',
  description: 'Gastos y su reporte',
  paths: ['/api/gastos/'],
  routes: gastosRoutes,
  exports: { ...gastosExports },
};
