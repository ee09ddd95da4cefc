import type { AppRoute } from '../lib/appRoute';
import { auditRoutes } from '../features/audit';
import { catalogRoutes } from '../features/catalog';
import { companiesRoutes } from '../features/companies';
import { dashboardRoutes } from '../features/dashboard';
import { homeRoutes } from '../features/home';
import { inventoryRoutes } from '../features/inventory';
import { ordersRoutes } from '../features/orders';
import { dispatchesRoutes } from '../features/dispatches';
import { purchasingRoutes } from '../features/purchasing';
import { expensesRoutes } from '../features/expenses';
import { payablesRoutes } from '../features/payables';
import { registersRoutes } from '../features/registers';
import { reportsRoutes } from '../features/reports';
import { receivablesRoutes } from '../features/receivables';
import { returnsRoutes } from '../features/returns';
import { salesRoutes } from '../features/sales';
import { usersRoutes } from '../features/users';

/** Menu entries by their `orden`; the other routes after them (the router ranks paths itself). */
function inMenuOrder(routes: readonly AppRoute[]): AppRoute[] {
  const position = (route: AppRoute) => route.menu?.orden ?? Number.POSITIVE_INFINITY;
  return [...routes].sort((a, b) => position(a) - position(b));
}

/**
 * Every private screen of the back office, composed from the features' route files: the router,
 * its permission guard and the side menu are all built from this list.
 */
export const ROUTES: readonly AppRoute[] = inMenuOrder([
  ...homeRoutes,
  ...dashboardRoutes,
  ...salesRoutes,
  ...ordersRoutes,
  ...registersRoutes,
  ...returnsRoutes,
  ...reportsRoutes,
  ...receivablesRoutes,
  ...catalogRoutes,
  ...inventoryRoutes,
  ...dispatchesRoutes,
  ...purchasingRoutes,
  ...expensesRoutes,
  ...payablesRoutes,
  ...companiesRoutes,
  ...usersRoutes,
  ...auditRoutes,
]);
