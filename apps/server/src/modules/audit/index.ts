/** The audit module's face: the only file other modules and the app import from `audit/`. */
export { recordAudit, recordAudits } from './audit.service';
export { bitacoraRoutes as auditRoutes } from './bitacora.routes';
