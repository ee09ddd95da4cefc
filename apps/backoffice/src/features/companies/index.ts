// The companies feature's face: what the app and the other features may use.
export { companiesRoutes } from './routes';
export { useTodasLasSucursales } from './branches/branches.api';
