// The catalog feature's face: what the app and the other features may use.
export { catalogRoutes } from './routes';
