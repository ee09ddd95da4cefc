import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@pos/shared/domains/sales/history';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

/** `GET dashboard`; lib/api.ts keeps the session on its 401/403 (spec 000 §4, P3-44). */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.all('dashboard'),
    queryFn: ({ signal }) => api.get<Dashboard>('dashboard', undefined, signal),
    staleTime: 0,
  });
}
