// The registers feature's face: what the app and the other features may use.
export { registersRoutes } from './routes';
export { AVISO_SIN_CAJA } from './openRegisterNotice';
