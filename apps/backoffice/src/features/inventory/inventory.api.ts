import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaseDocumentoBodega,
  DestinoSalida,
  DocumentoBodega,
  LineaProductoBodega,
} from '@pos/shared/domains/inventory';
import { api, apiRequest, type Page } from '../../lib/api';
import { invalidateResources, queryKeys } from '../../lib/queryKeys';

/** The movement screens' product picker (`bodegas/lista_productos_all`): rows ready to be lines. */
export const productosBodegaQuery = (search: string) => ({
  queryKey: queryKeys.view('bodegas', 'lista_productos_all', search),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api
      .get<Page<LineaProductoBodega>>('bodegas/lista_productos_all', { search, page_size: 10 }, signal)
      .then((page) => page.results),
  staleTime: 15_000,
});

/** The company's destinations for outgoing goods (a small list, all at once). */
export function useDestinosSalida(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.list('destinos_salida', 'todos'),
    queryFn: ({ signal }) =>
      api.get<Page<DestinoSalida>>('destinos_salida', { page_size: 1000, ordering: 'nombre' }, signal),
    select: (page) => page.results,
    enabled,
  });
}

/** `bodegas/resumen/{id}`: a stock-movement document (DECISIONS P3-51). */
export function useDocumentoBodega(id: number) {
  return useQuery({
    queryKey: queryKeys.view('bodegas', 'resumen', id),
    queryFn: ({ signal }) => api.get<DocumentoBodega>(`bodegas/resumen/${id}`, undefined, signal),
  });
}

/**
 * `POST bodegas/{clase}` with the screen's Idempotency-Key: a double click or a retry after a lost
 * answer records the document once.
 */
export function useRegistrarDocumento(clase: ClaseDocumentoBodega) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: unknown; idempotencyKey: string }) =>
      apiRequest<DocumentoBodega>(`bodegas/${clase}`, { method: 'POST', json: body, idempotencyKey }),
    onSuccess: async (documento) => {
      queryClient.setQueryData(queryKeys.view('bodegas', 'resumen', documento.id), documento);
      await invalidateResources(queryClient, ['bodegas', 'productos']);
    },
  });
}
