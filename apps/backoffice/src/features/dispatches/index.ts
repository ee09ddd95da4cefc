// The dispatches feature's face: what the app and the other features may use.
export { dispatchesRoutes } from './routes';
