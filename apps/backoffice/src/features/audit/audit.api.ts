import { useQuery } from '@tanstack/react-query';
import type { BitacoraEntrada } from '@pos/shared/domains/audit';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

export function useEntradaBitacora(id: number | null) {
  return useQuery({
    queryKey: queryKeys.detail('bitacora', id),
    queryFn: ({ signal }) => api.get<BitacoraEntrada>(`bitacora/${id}`, undefined, signal),
    enabled: id !== null,
  });
}
