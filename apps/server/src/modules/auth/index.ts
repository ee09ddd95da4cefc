import type { ServerModule } from '../../app-module';
import { authRoutes } from './auth.routes';

/** The auth module's face: the only file other modules and the app import from `auth/`. */
export { hashPassword, verifyPassword } from './passwords';
export { pruneLoginAttempts } from './login-throttle';

/** Everything the auth module brings: `serverModules` (module-list.ts) lists it. */
export const authModule: ServerModule = {
  name: 'auth',
  description: 'Inicio y cierre de sesión, recuperación de contraseña',
  paths: [
    '/api/usuarios/token/',
    '/api/usuarios/logout/',
    '/api/usuarios/pass_reset_mail/',
    '/api/usuarios/pass_reset/',
  ],
  routes: authRoutes,
};
