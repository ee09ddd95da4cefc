// The dashboard feature's face: what the app and the other features may use.
export { DASHBOARD_PATH, dashboardRoutes } from './routes';
