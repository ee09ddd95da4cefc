import type { ServerModule } from '../../app-module';
import { usuariosRoutes } from './users.routes';

/** The users module's face: the only file other modules and the app import from `users/`. */
export { createUsuario } from './users.service';

/** Everything the users module brings: `serverModules` (module-list.ts) lists it. */
export const usersModule: ServerModule = {
  name: 'users',
  description: 'Usuarios, permisos y sucursales asignadas',
  paths: ['/api/usuarios/', '/api/bienvenida_usuario/'],
  routes: usuariosRoutes,
};
