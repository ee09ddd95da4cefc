import { useQuery } from '@tanstack/react-query';
import type { Cliente } from '@pos/shared/domains/customers';
import type {
  AnulacionVentaInput,
  AnulacionVentaRespuesta,
  DetalleVenta,
  GraficaVentas,
  UsuarioHistorial,
} from '@pos/shared/domains/sales/history';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export const HISTORIAL_PATH = 'historial_ventas';

export function useDetalleVenta(id: number | null) {
  return useQuery({
    queryKey: queryKeys.detail(HISTORIAL_PATH, id),
    queryFn: ({ signal }) => api.get<DetalleVenta>(`${HISTORIAL_PATH}/${id}`, undefined, signal),
    enabled: id !== null,
  });
}

/** The current year against the previous one (spec 000 §9). */
export function useGraficaVentas(anioActual: number) {
  return useQuery({
    queryKey: queryKeys.view(HISTORIAL_PATH, 'grafica', anioActual),
    queryFn: ({ signal }) =>
      api.get<GraficaVentas>(
        `${HISTORIAL_PATH}/grafica`,
        { anio_actual: anioActual, anio_pasado: anioActual - 1 },
        signal,
      ),
  });
}

export const vendedoresQuery = (search: string) => ({
  queryKey: queryKeys.view(HISTORIAL_PATH, 'usuarios', search),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<UsuarioHistorial[]>(`${HISTORIAL_PATH}/usuarios`, { search }, signal),
});

export const clientesFiltroQuery = (search: string) => ({
  queryKey: queryKeys.view('clientes', 'filtro', search),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<Page<Cliente>>('clientes', { search, page_size: 20 }, signal).then((page) => page.results),
});

export const anularVenta = (input: AnulacionVentaInput) =>
  api.put<AnulacionVentaRespuesta>(`${HISTORIAL_PATH}/anulacion`, input);
