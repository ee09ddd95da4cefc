import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ESTADOS_COTIZACION } from '@pos/shared/domains/sales/sales';
import type {
  Cotizacion,
  CotizacionDetalle,
  CotizacionInput,
  LineaCotizacion,
} from '@pos/shared/domains/sales/sales.api';
import { api, apiRequest, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export interface FiltrosCotizaciones {
  enviado_caja: boolean;
  search?: string;
  fecha_inicial?: string | null;
  fecha_final?: string | null;
  page?: number;
  page_size?: number;
}

export const COTIZACIONES_KEY = queryKeys.all('cotizaciones');

/** Active quotations (estado 10): the register's incoming orders or the quotation list. */
export function useCotizaciones(
  filtros: FiltrosCotizaciones,
  opciones: { refetchInterval?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: queryKeys.list('cotizaciones', filtros),
    queryFn: ({ signal }) =>
      api.get<Page<Cotizacion>>(
        'cotizaciones',
        { estado: ESTADOS_COTIZACION.PENDIENTE, ordering: '-creado', page_size: 10, ...filtros },
        signal,
      ),
    refetchInterval: opciones.refetchInterval,
    enabled: opciones.enabled ?? true,
    placeholderData: (previa) => previa,
  });
}

/** `GET cotizaciones/detalles?cotizacion_id=`: the quotation's lines. */
export function fetchDetallesCotizacion(id: number): Promise<LineaCotizacion[]> {
  return api
    .get<LineaCotizacion[] | Page<LineaCotizacion> | CotizacionDetalle>('cotizaciones/detalles', { cotizacion_id: id })
    .then((answer) => (Array.isArray(answer) ? answer : 'results' in answer ? answer.results : answer.detalles));
}

export function useDetallesCotizacion(id: number | null) {
  return useQuery({
    queryKey: queryKeys.detail('cotizaciones', id),
    queryFn: () => fetchDetallesCotizacion(id!),
    enabled: id !== null,
  });
}

export function useCrearCotizacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cotizacion, idempotencyKey }: { cotizacion: CotizacionInput; idempotencyKey: string }) =>
      apiRequest<Cotizacion>('cotizaciones', { method: 'POST', json: cotizacion, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COTIZACIONES_KEY }),
  });
}

export function useEliminarCotizacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`cotizaciones/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COTIZACIONES_KEY }),
  });
}
