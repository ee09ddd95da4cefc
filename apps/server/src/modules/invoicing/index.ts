import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { facturaElectronicaRoutes } from './factura-electronica.routes';
import { configuracionFelRoutes } from './settings/configuracion-fel.routes';

/** The invoicing module's face: the only file other modules and the app import from `invoicing/`. */
export { startFelRuntime, type FelRuntime } from './fel-runtime';
export { anularDocumento, solicitarAnulacionFel, type AlAnularDocumento } from './documentos/anulacion-fel';
export { certificarDocumento } from './documentos/certificacion';
export { findDocumentoDeVenta, tomarPendientes, type DocumentoFel } from './documentos/documentos.repo';
export { CANAL_FEL, seCertifica, solicitarFactura } from './documentos/solicitud';
export { segundosOcupado } from './documentos/trabajo';
export { FACTURADORES } from './factura-electronica.routes';
export { requireFel } from './factura-electronica.service';
export { findOpcionesFacturacion } from './settings/configuracion-fel.repo';
export { updateConfiguracionFel } from './settings/configuracion-fel.service';

export function invoicingRoutes(app: FastifyInstance, deps: AppDeps): void {
  configuracionFelRoutes(app, deps);
  facturaElectronicaRoutes(app, deps);
}
