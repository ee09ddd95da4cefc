// The expenses feature's face: what the app and the other features may use.
export { expensesRoutes } from './routes';
