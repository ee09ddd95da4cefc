import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { FelRuntime } from './fel-runtime';
import { facturaElectronicaRoutes } from './factura-electronica.routes';
import { configuracionFelRoutes } from './settings/configuracion-fel.routes';
import type { ServerModule } from '../../app-module';

/** The invoicing module's face: the only file other modules and the app import from `invoicing/`. */
export { startFelRuntime, type FelRuntime } from './fel-runtime';
export { anularDocumento, solicitarAnulacionFel, type AlAnularDocumento } from './documentos/anulacion-fel';
export { certificarDocumento } from './documentos/certificacion';
export { findDocumentoDeVenta, type DocumentoFel } from './documentos/documentos.repo';
export { tomarPendientes } from './documentos/toma';
export { CANAL_FEL, seCertifica, solicitarFactura } from './documentos/solicitud';
/**
 * Credit notes (NCRE) for the returns domain, each in the caller's transaction:
 * - `solicitarNotaCreditoFel(tx, queue, {empresaId, sucursalId?, devolucionId, ventaId, motivo,
 *   lineas: [{descripcion, cantidad, precioUnitario, total, bienOServicio, numeroLinea?, unidadMedida?}]})`
 *   → `{idNota}`; certified after commit, polled with `GET notas_credito_fel/verificar_fel {id_nota}`.
 * - `anularNotaCreditoFel(tx, queue, {empresaId, idNota, usuarioId, motivo})` → `{idNota, estado}`:
 *   'proceso' (FEL annulment sent, poll verificar_fel until 'anulada') or 'anulada' (a refused note).
 * - `reintentarNotaCreditoFel(tx, queue, {empresaId, idNota})` → `{idNota}`: a note in error again.
 * - `findNotaCreditoDeDevolucion(db, empresaId, devolucionId)` → `{idNota, estado, anulacionEstado} | undefined`.
 */
export {
  anularNotaCreditoFel,
  findNotaCreditoDeDevolucion,
  reintentarNotaCreditoFel,
  solicitarNotaCreditoFel,
  type LineaNotaCredito,
  type SolicitudNotaCredito,
} from './documentos/nota-credito';
export { DEVOLUCIONES, FACTURADORES } from './factura-electronica.routes';
export { requireFel } from './factura-electronica.service';
export { findOpcionesFacturacion } from './settings/configuracion-fel.repo';
export { updateConfiguracionFel } from './settings/configuracion-fel.service';

function invoicingRoutes(app: FastifyInstance, deps: AppDeps<FelRuntime>): void {
  configuracionFelRoutes(app, deps);
  facturaElectronicaRoutes(app, deps);
}

/** Everything the invoicing module brings: `MODULES` (module-list.ts) registers it. */
export const invoicingModule: ServerModule<FelRuntime> = {
  name: 'invoicing',
  description: 'Factura electrónica (FEL)',
  paths: [
    '/api/configuracion_fel/',
    '/api/factura_electronica/',
    '/api/notas_credito_fel/verificar_fel/',
    '/api/consultar_nit/',
    '/api/notas_credito_fel/',
  ],
  routes: invoicingRoutes,
};
