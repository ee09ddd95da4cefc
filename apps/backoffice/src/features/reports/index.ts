// The reports feature's face: what the app and the other features may use.
export { reportsRoutes } from './routes';
