/** The users module's face: the only file other modules and the app import from `users/`. */
export { createUsuario } from './users.service';
export { usuariosRoutes as usersRoutes } from './users.routes';
