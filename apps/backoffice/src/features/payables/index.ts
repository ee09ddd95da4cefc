// The payables feature's face: what the app and the other features may use.
export { payablesRoutes } from './routes';
