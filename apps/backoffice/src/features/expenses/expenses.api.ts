import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AperturaCierre } from '@pos/shared/domains/registers';
import type { Gasto, GastoInput, GraficaGastos, ResumenGastos } from '@pos/shared/domains/expenses';
import { api, apiRequest, type QueryParams } from '../../lib/api';
import { invalidateResources, queryKeys } from '../../lib/queryKeys';

/** The list path, also the first part of every cache key of expenses. */
export const GASTOS = 'gastos';

/**
 * Every view an expense write changes: the expenses and their report, and, when it was paid from
 * the register, the register session's cash and movements (the registers screens' keys).
 */
const RECURSOS = [GASTOS, 'aperturas_cierres_caja', 'movimientos/mov_caja_activa'] as const;

export function useGasto(id: number) {
  return useQuery({
    queryKey: queryKeys.detail(GASTOS, id),
    queryFn: ({ signal }) => api.get<Gasto>(`gastos/${id}`, undefined, signal),
    // A failed read sends the user back to the list at once (spec 001 §2): no retries first.
    retry: false,
  });
}

/** `POST gastos` {data, caja} with the form's Idempotency-Key: a double click records one expense. */
export function useCrearGasto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: GastoInput; idempotencyKey: string }) =>
      apiRequest<Gasto>(GASTOS, { method: 'POST', json: body, idempotencyKey }),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** `DELETE gastos/{id}`: voids it; the server gives the cash back to the register when it came from there. */
export function useAnularGasto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ detail: string }>(`gastos/${id}`),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** The cash in the user's open register session, to tell before saving whether the expense fits. */
export function useEfectivoEnCaja(aperturaId: number | null) {
  return useQuery({
    queryKey: ['aperturas_cierres_caja', String(aperturaId)],
    queryFn: ({ signal }) => api.get<AperturaCierre>(`aperturas_cierres_caja/${aperturaId}`, undefined, signal),
    enabled: aperturaId !== null,
    select: (sesion) => sesion.total_efectivo,
  });
}

/** The report's summary and chart for the same filters as its table. */
export function useResumenGastos(params: QueryParams) {
  return useQuery({
    queryKey: queryKeys.view(GASTOS, 'resumen', params),
    queryFn: ({ signal }) => api.get<ResumenGastos>('gastos/resumen', params, signal),
  });
}

export function useGraficaGastos(params: QueryParams) {
  return useQuery({
    queryKey: queryKeys.view(GASTOS, 'grafica_reporte_gastos', params),
    queryFn: ({ signal }) => api.get<GraficaGastos>('gastos/grafica_reporte_gastos', params, signal),
  });
}

/** `GET gastos/listado_impresion`: every row of the report's filters, for paper. */
export const listadoImpresion = (params: QueryParams) => api.get<Gasto[]>('gastos/listado_impresion', params);
