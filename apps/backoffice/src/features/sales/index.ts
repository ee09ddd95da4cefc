// The sales feature's face: what the app and the other features may use.
export { salesRoutes } from './routes';
export { RUTAS_POS } from './posNavigation';
