/** The dashboard module's face: the only file the app imports from `dashboard/`. */
export { dashboardRoutes } from './dashboard.routes';
