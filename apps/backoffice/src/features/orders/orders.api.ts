import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClienteOv, ClienteOvInput, ClienteSucursal } from '@pos/shared/domains/customers';
import type {
  CreditoCliente,
  EntregaOrdenVenta,
  EntregaOrdenVentaInput,
  OrdenVentaDetalle,
  OrdenVentaInput,
  OrdenVentaRegistrada,
} from '@pos/shared/domains/orders';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { api, apiRequest, type Page } from '../../lib/api';
import { invalidateResources, queryKeys } from '../../lib/queryKeys';

/** Every view an order write changes: the orders, stock, customers' balances and quotations. */
const RECURSOS = [
  'ordenes_venta',
  'entrega_ordenes_venta',
  'bodegas',
  'productos',
  'cotizaciones',
  'clientes',
] as const;

export const ORDENES_PATH = 'ordenes_venta';

export function useOrdenVenta(id: number) {
  return useQuery({
    queryKey: queryKeys.detail(ORDENES_PATH, id),
    queryFn: ({ signal }) => api.get<OrdenVentaDetalle>(`${ORDENES_PATH}/${id}`, undefined, signal),
  });
}

/** `POST ordenes_venta` with the wizard's Idempotency-Key: a double click records one order. */
export function useCrearOrden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrdenVentaInput; idempotencyKey: string }) =>
      apiRequest<OrdenVentaRegistrada>(ORDENES_PATH, { method: 'POST', json: body, idempotencyKey }),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** `DELETE ordenes_venta/{id}` {motivo}: Eliminar and Anular of an untouched order (P3-23, P3-34). */
export function useAnularOrden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motivo }: { id: number; motivo: string }) =>
      apiRequest<{ detail: string }>(`${ORDENES_PATH}/${id}`, { method: 'DELETE', json: { motivo } }),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** `POST entrega_ordenes_venta`: the quantities delivered now. */
export function useEntregarOrden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: EntregaOrdenVentaInput; idempotencyKey: string }) =>
      apiRequest<EntregaOrdenVenta>('entrega_ordenes_venta', { method: 'POST', json: body, idempotencyKey }),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** Refreshes the orders after an invoice was asked for (its state shows in the list and the detail). */
export function useRefrescarOrdenes() {
  const queryClient = useQueryClient();
  return () => invalidateResources(queryClient, [ORDENES_PATH]);
}

/** `GET ordenes_venta/validar_credito_cliente` (P3-30); only with a customer and a branch. */
export function useCreditoCliente(clienteId: number | undefined, sucursalId: number | null, total: string) {
  return useQuery({
    queryKey: queryKeys.view(ORDENES_PATH, 'credito', clienteId, sucursalId, total),
    queryFn: ({ signal }) =>
      api.get<CreditoCliente>(
        `${ORDENES_PATH}/validar_credito_cliente`,
        { cliente_id: clienteId, sucursal_id: sucursalId, total },
        signal,
      ),
    enabled: clienteId !== undefined && sucursalId !== null,
  });
}

/** `GET clientes_formal/{id}/sucursales` (P3-31). */
export function useSucursalesCliente(clienteId: number | undefined, search: string) {
  return useQuery({
    queryKey: queryKeys.view('clientes_formal', 'sucursales', clienteId, search),
    queryFn: ({ signal }) =>
      api
        .get<Page<ClienteSucursal>>(
          `clientes_formal/${clienteId}/sucursales`,
          { search_sucursal: search, page_size: 50 },
          signal,
        )
        .then((p) => p.results),
    enabled: clienteId !== undefined,
  });
}

/** `POST clientes/cliente_ov`: the new-customer modal (a formal customer with its first branch). */
export function useCrearClienteOv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClienteOvInput) => api.post<ClienteOv>('clientes/cliente_ov', body),
    onSuccess: async () => invalidateResources(queryClient, ['clientes', 'clientes_formal']),
  });
}

/** The products the wizard adds, with their five named price tiers (`productos_venta`). */
export const productosOrdenQuery = (search: string) => ({
  queryKey: queryKeys.view('productos_venta', 'orden', search),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<Page<ProductoVenta>>('productos_venta', { search, page_size: 10 }, signal).then((p) => p.results),
});
