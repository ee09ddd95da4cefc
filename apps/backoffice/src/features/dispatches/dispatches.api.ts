import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Despacho } from '@pos/shared/domains/dispatches';
import { api, apiRequest } from '../../lib/api';
import { invalidateResources, queryKeys } from '../../lib/queryKeys';

/** Every view of dispatches and stock a dispatch write changes. */
const RECURSOS = ['despachos', 'recepcion_despachos', 'bodegas', 'productos'] as const;

/** `despachos/{id}` (either end) or `recepcion_despachos/{id}` (the destination's form). */
export function useDespacho(id: number, recurso: 'despachos' | 'recepcion_despachos' = 'despachos') {
  return useQuery({
    queryKey: queryKeys.view(recurso, 'detalle', id),
    queryFn: ({ signal }) => api.get<Despacho>(`${recurso}/${id}`, undefined, signal),
  });
}

/** `POST despachos` with the screen's Idempotency-Key: a double click records one dispatch. */
export function useCrearDespacho() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: unknown; idempotencyKey: string }) =>
      apiRequest<Despacho>('despachos', { method: 'POST', json: body, idempotencyKey }),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** `DELETE despachos/{id}` {motivo} (P3-78). */
export function useAnularDespacho() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motivo }: { id: number; motivo: string }) =>
      apiRequest<{ detail: string }>(`despachos/${id}`, { method: 'DELETE', json: { motivo } }),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** `PUT recepcion_despachos/{id}` {detalles}. */
export function useRecibirDespacho(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      detalles: { id: number; cantidad_recibido: string; nota: string; motivo_diferencia: number | null }[],
    ) => api.put<Despacho>(`recepcion_despachos/${id}`, { detalles }),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}
