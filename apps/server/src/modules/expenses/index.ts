/** The expenses module's face: the only file other modules and the app import from `expenses/`. */
export { gastosRoutes as expensesRoutes } from './gastos.routes';
