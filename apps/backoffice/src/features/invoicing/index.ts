// The invoicing feature's face: what the app and the other features may use.
export { generarFactura, reintentarFcam, reintentarFel } from './invoicing.api';
export { consultaTributaria, esInfileNoDisponible, MIN_DOCUMENTO_CONSULTA } from './consultaContribuyente';
export { useFelPolling } from './useFelPolling';
export { useFacturaPrint } from './print/useFacturaPrint';
export { FelSection } from './settings/FelSection';
