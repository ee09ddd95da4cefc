// The receivables feature's face: what the app and the other features may use.
export { receivablesRoutes, RUTA_CUENTAS, RUTA_REPORTE_CUENTAS } from './routes';
export { AbonoModal } from './AbonoModal';
export { OrderAbonoButton } from './OrderAbonoButton';
