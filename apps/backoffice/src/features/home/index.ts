// The home feature's face: what the app and the other features may use.
export { INICIO_PATH, homeRoutes } from './routes';
export { WelcomeModal } from './WelcomeModal';
