// The audit feature's face: what the app and the other features may use.
export { auditRoutes } from './routes';
