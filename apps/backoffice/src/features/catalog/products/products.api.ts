import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Producto } from '@pos/shared/domains/catalog/products.api';
import { api, type Multipart } from '../../../lib/api';
import { invalidateResources, queryKeys } from '../../../lib/queryKeys';

export function useProducto(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.detail('productos', id),
    queryFn: ({ signal }) => api.get<Producto>(`productos/${id}`, undefined, signal),
    enabled: id !== undefined,
    // The form starts from what is stored now, not from a copy read minutes ago.
    staleTime: 0,
  });
}

/** `POST productos` / `PUT productos/{id}` as multipart (data JSON + image files). */
export function useGuardarProducto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Multipart }) =>
      api.send<Producto>(id ? 'PUT' : 'POST', id ? `productos/${id}` : 'productos', body),
    onSuccess: async (producto) => {
      queryClient.setQueryData(queryKeys.detail('productos', producto.id), producto);
      await invalidateResources(queryClient, ['productos', 'bodegas', 'categoria']);
    },
  });
}
