import type { ServerModule } from '../../app-module';
import { balanceRoutes } from './balance.routes';

/** The balance module's face: the only file other modules and the app import from `balance/`. */

/** Everything the balance module brings: `serverModules` (module-list.ts) lists it. */
export const balanceModule: ServerModule = {
  name: 'balance',
  description: 'Balance general: ingresos y egresos por mes',
  paths: ['/api/movimientos/grafica_balance_general/', '/api/movimientos/balance_general/'],
  routes: balanceRoutes,
};
