import type {
  AdicionNota,
  DevolucionCreada,
  DevolucionInput,
  Devolucion,
  FacturaDevolucion,
} from '@pos/shared/domains/returns';
import type { VerificacionNotaFel } from '@pos/shared/domains/invoicing/invoicing';
import { api, apiRequest, type Page, type QueryParams } from '../../lib/api';

/** The return calls of the screens (SCOPE §1.1 Calls), typed by the shared returns schemas. */

/** A row of the returns report: what came back for one reason. */
export interface FilaReporteDevolucion {
  motivo: number;
  cantidad: string;
  total: string;
}

export const DEVOLUCIONES_PATH = 'devoluciones';
export const REPORTE_PATH = 'devoluciones/reporte';

export const devolucionesApi = {
  buscarFactura: (query: { codigo: string; factura_seleccionada?: number }, signal?: AbortSignal) =>
    api.get<FacturaDevolucion>('devoluciones/getFactura', query, signal),
  adiciones: () => api.get<Page<AdicionNota>>('adiciones_nota_fel', { page: 1, page_size: 100 }),
  /** The key makes a repeated submit (a retry after a lost answer) record the return once. */
  crear: (body: DevolucionInput, idempotencyKey: string) =>
    apiRequest<DevolucionCreada>(DEVOLUCIONES_PATH, { method: 'POST', json: body, idempotencyKey }),
  verificarNota: (idNota: number, signal?: AbortSignal) =>
    api.get<VerificacionNotaFel>('notas_credito_fel/verificar_fel', { id_nota: idNota }, signal),
  detalle: (id: number | string) => api.get<Devolucion>(`${DEVOLUCIONES_PATH}/${id}`, { todos: true }),
  anular: (id: number, motivo: string) => api.put<Devolucion>(`${DEVOLUCIONES_PATH}/${id}/anular`, { motivo }),
  reporte: (params: QueryParams) => api.get<FilaReporteDevolucion[]>(REPORTE_PATH, params),
};
