import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Sucursal, SucursalInput } from '@pos/shared/domains/companies/companies';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';
import { CURRENT_USER_KEY } from '../../../lib/currentUser';

/** Every branch of the company, for pickers (the list is small). */
export function useTodasLasSucursales() {
  return useQuery({
    queryKey: queryKeys.list('sucursales', 'todas'),
    queryFn: ({ signal }) => api.get<Page<Sucursal>>('sucursales', { page_size: 1000, ordering: 'nombre' }, signal),
    select: (page) => page.results,
  });
}

export function useSucursal(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.detail('sucursales', id),
    queryFn: ({ signal }) => api.get<Sucursal>(`sucursales/${id}`, undefined, signal),
    enabled: id !== undefined,
  });
}

export function useGuardarSucursal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id?: number; data: SucursalInput }) =>
      id ? api.put<Sucursal>(`sucursales/${id}`, data) : api.post<Sucursal>('sucursales', data),
    onSuccess: async (sucursal) => {
      queryClient.setQueryData(['sucursales', sucursal.id], sucursal);
      await queryClient.invalidateQueries({ queryKey: queryKeys.lists('sucursales') });
      // The branch selector lists the user's branches from `usuarios/me`.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
