import type { ServerModule } from '../../app-module';
import type { AlAnularDocumento } from './documentos/anulacion-fel';
import type { FelRuntime } from './fel-runtime';
import { facturaElectronicaRoutes } from './factura-electronica.routes';
import { configuracionFelRoutes } from './settings/configuracion-fel.routes';
import { registerFelJobs } from './worker/jobs';

/** The invoicing module's face: the only file other modules and the app import from `invoicing/`. */
export { startFelRuntime, type FelRuntime } from './fel-runtime';
export { solicitarAnulacionFel, type AlAnularDocumento } from './documentos/anulacion-fel';
export { findDocumentoDeVenta, type DocumentoFel } from './documentos/documentos.repo';
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

/** What the invoicing module is given alone, when the app is put together (`serverModules`). */
export interface InvoicingRuntime {
  /** Credentials key, sandbox and certifier per company; its documents' holds. */
  fel: FelRuntime;
  /**
   * What an accepted annulment undoes: the sale or the return's credit note the document belongs
   * to. Passed in, because sales and returns import invoicing, never the other way round.
   */
  alAnular: AlAnularDocumento;
}

/** Everything the invoicing module brings, its worker included: `serverModules` (module-list.ts) lists it. */
export function invoicingModule({ fel, alAnular }: InvoicingRuntime): ServerModule {
  return {
    name: 'invoicing',
    description: 'Factura electrónica (FEL)',
    paths: [
      '/api/configuracion_fel/',
      '/api/factura_electronica/',
      '/api/notas_credito_fel/verificar_fel/',
      '/api/consultar_nit/',
      '/api/notas_credito_fel/',
    ],
    routes: (app, deps) => {
      configuracionFelRoutes(app, deps, fel);
      facturaElectronicaRoutes(app, deps, fel);
    },
    jobs: (queue, deps) => registerFelJobs(queue, { db: deps.db, fel, alAnular }),
  };
}
