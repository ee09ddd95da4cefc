// The auth feature's face: what the app and the other features may use.
export { authRoutes } from './routes';
export { useLogout } from './auth.api';
