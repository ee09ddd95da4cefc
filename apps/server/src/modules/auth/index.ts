/** The auth module's face: the only file other modules and the app import from `auth/`. */
export { hashPassword, verifyPassword } from './passwords';
export { pruneLoginAttempts } from './login-throttle';
export { authRoutes } from './auth.routes';
