import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cliente } from '@pos/shared/domains/customers';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import type { VentaInput, VentaRegistrada } from '@pos/shared/domains/sales/sales.api';
import type { ConsultaNotaCredito } from '@pos/shared/domains/returns';
import { ApiError, api, apiRequest, type Page } from '../../../lib/api';
import { invalidateResources, queryKeys } from '../../../lib/queryKeys';

/** How many search results the point of sale lists under its search box. */
const RESULTADOS_BUSQUEDA = 8;

/** `GET productos_venta`: the point of sale's search on each (debounced) keystroke and each scan. */
export const productosVentaQuery = (search: string, buscarNombre: boolean) => ({
  queryKey: queryKeys.view('productos_venta', 'busqueda', search, buscarNombre),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api
      .get<Page<ProductoVenta>>(
        'productos_venta',
        { search, buscar_nombre: buscarNombre, page_size: RESULTADOS_BUSQUEDA },
        signal,
      )
      .then((page) => page.results),
  staleTime: 10_000,
});

/** `GET clientes/{nit}/por_nit/`: null when the company has no customer with that document. */
export async function clientePorNit(nit: string, signal?: AbortSignal): Promise<Cliente | null> {
  try {
    const answer = await api.get<Cliente | Record<string, never> | null>(
      `clientes/${encodeURIComponent(nit)}/por_nit`,
      undefined,
      signal,
    );
    return answer && 'id' in answer ? (answer as Cliente) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `GET clientes/{sucursal}/por_nombre/?search=`: the customers whose name matches. */
export function useClientesPorNombre(sucursal: string | null, search: string) {
  return useQuery({
    queryKey: queryKeys.view('clientes', 'por_nombre', sucursal, search),
    queryFn: ({ signal }) =>
      api
        .get<Page<Cliente> | Cliente[]>(`clientes/${sucursal}/por_nombre`, { search }, signal)
        .then((answer) => (Array.isArray(answer) ? answer : answer.results)),
    enabled: sucursal !== null && search.trim().length >= 2,
    staleTime: 30_000,
  });
}

/** The sale with its Idempotency-Key: one key per sale attempt, so a retry after a lost answer records it once. */
interface Cobro {
  venta: VentaInput;
  cotizacion: number | null;
  idempotencyKey: string;
}

/** `POST ventas`, or `POST ventas/cotizacion` when the sale converts a quotation. */
export function useRegistrarVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venta, cotizacion, idempotencyKey }: Cobro) =>
      cotizacion === null
        ? apiRequest<VentaRegistrada>('ventas', { method: 'POST', json: venta, idempotencyKey })
        : apiRequest<VentaRegistrada>('ventas/cotizacion', {
            method: 'POST',
            json: { cotizacion, ...venta },
            idempotencyKey,
          }),
    onSuccess: async () => {
      // Stock changed, and the register's quotations list lost the one just charged.
      await invalidateResources(queryClient, ['productos_venta', 'cotizaciones', 'productos', 'bodegas']);
    },
  });
}

/** `GET notas_credito_fel/consultar` {codigo_nota_credito}: what a voucher or credit-note code is worth at the till. */
export const consultarNotaCredito = (codigo: string) =>
  api.get<ConsultaNotaCredito>('notas_credito_fel/consultar', { codigo_nota_credito: codigo });
