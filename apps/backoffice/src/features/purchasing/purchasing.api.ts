import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrdenCompra, ProductoCompra, Proveedor, ProveedorInput } from '@pos/shared/domains/purchasing';
import { api, apiRequest, type Page } from '../../lib/api';
import { invalidateResources, queryKeys } from '../../lib/queryKeys';

/** Every view a purchase-order write changes: the orders, their receptions, stock and costs. */
const RECURSOS = ['ordenes_compra', 'recepcion_ordenes_compra', 'bodegas', 'productos'] as const;

/** `ordenes_compra/{id}` (the order's screens) or `recepcion_ordenes_compra/{id}` (its reception form). */
export function useOrdenCompra(id: number, recurso: 'ordenes_compra' | 'recepcion_ordenes_compra' = 'ordenes_compra') {
  return useQuery({
    queryKey: queryKeys.detail(recurso, id),
    queryFn: ({ signal }) => api.get<OrdenCompra>(`${recurso}/${id}`, undefined, signal),
  });
}

/** The new order's product panel: matches of a search with last costs, supplier and stock. */
export const productosCompraQuery = (search: string, page: number) => ({
  queryKey: queryKeys.view('ordenes_compra', 'productos', search, page),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<Page<ProductoCompra>>('ordenes_compra/productos', { search, page, page_size: 8 }, signal),
  staleTime: 15_000,
});

/** The supplier select's matches of a search. */
export const proveedoresQuery = (search: string) => ({
  queryKey: queryKeys.list('proveedores', { search, select: true }),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<Page<Proveedor>>('proveedores', { search, page_size: 20 }, signal).then((page) => page.results),
  staleTime: 10_000,
});

/** `POST ordenes_compra`: multipart (fields in `data`, documents as `foto`, `foto.1`…), once per key. */
export function useCrearOrdenCompra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      data,
      documentos,
      idempotencyKey,
    }: {
      data: Record<string, unknown>;
      documentos: File[];
      idempotencyKey: string;
    }) =>
      apiRequest<OrdenCompra>('ordenes_compra', {
        method: 'POST',
        idempotencyKey,
        multipart: {
          data,
          files: Object.fromEntries(documentos.map((file, i) => [i === 0 ? 'foto' : `foto.${i}`, file])),
        },
      }),
    onSuccess: async () => invalidateResources(queryClient, [...RECURSOS, 'proveedores']),
  });
}

/** The lifecycle's marks (P3-71), by the spec's path names (misspellings included). */
export type CambioOrden =
  'finalizar' | 'marcar_entrega_completada' | 'marcar_pago_fianlizado' | 'revertir_marcar_pago_finalizdo';

export function useCambiarOrden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cambio }: { id: number; cambio: CambioOrden }) =>
      api.put<OrdenCompra>(`ordenes_compra/${id}/${cambio}`, {}),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** `POST ordenes_compra/anular_ODC` {id, concepto_anulado}. */
export function useAnularOrden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; concepto_anulado: string }) =>
      api.post<OrdenCompra>('ordenes_compra/anular_ODC', body),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

export interface RecepcionBody {
  num_documento: string;
  nota: string;
  detalles: { id: number; a_recibir: string; nota: string }[];
}

/** `PUT recepcion_ordenes_compra/{id}` {num_documento, nota, detalles}. */
export function useRecibirOrden(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecepcionBody) => api.put<OrdenCompra>(`recepcion_ordenes_compra/${id}`, body),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** `POST proveedores` or `PUT proveedores/{id}` (supplier admin, P3-50). */
export function useGuardarProveedor(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProveedorInput) =>
      id === null ? api.post<Proveedor>('proveedores', body) : api.put<Proveedor>(`proveedores/${id}`, body),
    onSuccess: async () => invalidateResources(queryClient, ['proveedores']),
  });
}
