/** The balance module's face: the only file other modules and the app import from `balance/`. */
export { balanceRoutes } from './balance.routes';
