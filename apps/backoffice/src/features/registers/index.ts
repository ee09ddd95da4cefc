// The registers feature's face: what the app and the other features may use.
export { registersRoutes } from './routes';
