import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Categoria, CategoriaInput, CategoriaNodo, CategoriaOpcion } from '@pos/shared/domains/catalog/categories';
import { api, type Page } from '../../../lib/api';
import { invalidateResources, queryKeys } from '../../../lib/queryKeys';

/** The option loaders are small lists: all of them at once, for local search. */
const TODAS = { page_size: 1000, ordering: 'nombre' };

/** `GET categoria/tree`: familias with their sub-familias (DECISIONS P3-64). */
export function useCategoriaTree() {
  return useQuery({
    queryKey: queryKeys.view('categoria', 'tree'),
    queryFn: ({ signal }) => api.get<CategoriaNodo[]>('categoria/tree', undefined, signal),
  });
}

/** The `familia` option loader. */
export function useFamilias() {
  return useQuery({
    queryKey: queryKeys.all('familia'),
    queryFn: ({ signal }) => api.get<Page<CategoriaOpcion>>('familia', TODAS, signal),
    select: (page) => page.results,
    staleTime: 60_000,
  });
}

/** The `sub-familia` option loader of one familia; nothing until a familia is chosen. */
export function useSubfamilias(familiaId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.view('sub-familia', 'de', familiaId),
    queryFn: ({ signal }) => api.get<Page<CategoriaOpcion>>('sub-familia', { ...TODAS, familia_id: familiaId }, signal),
    select: (page) => page.results,
    enabled: familiaId !== null && familiaId !== undefined,
    staleTime: 60_000,
  });
}

/** A change of a category reaches the tree, the pickers and the product lists that show it. */
export function invalidateCategorias(queryClient: QueryClient) {
  return invalidateResources(queryClient, ['categoria', 'familia', 'sub-familia', 'productos']);
}

export function useGuardarCategoria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id?: number; data: CategoriaInput }) =>
      id ? api.put<Categoria>(`categoria/${id}`, data) : api.post<Categoria>('categoria', data),
    onSuccess: () => invalidateCategorias(queryClient),
  });
}
