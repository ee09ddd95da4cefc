// The orders feature's face (sales orders): what the app and the other features may use.
export { ordersRoutes } from './routes';
