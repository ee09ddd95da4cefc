// The users feature's face: what the app and the other features may use.
export { usersRoutes } from './routes';
export { ProfileModal } from './ProfileModal';
export { UserFilterSelect } from './UserFilterSelect';
export { nombreDeRol } from './roles';
