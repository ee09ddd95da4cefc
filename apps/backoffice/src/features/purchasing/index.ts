// The purchasing feature's face: what the app and the other features may use.
export { purchasingRoutes } from './routes';
