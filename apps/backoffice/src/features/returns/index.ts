// The returns feature's face: what the app and the other features may use.
export { returnsRoutes } from './routes';
