/** The purchasing module's face: the only file other modules and the app import from `purchasing/`. */
export { purchasingRoutes } from './purchasing.routes';
