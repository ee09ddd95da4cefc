import { useQuery } from '@tanstack/react-query';
import type { Configuracion } from '@pos/shared/domains/companies/companies';
import { api } from './api';
import { queryKeys } from './queryKeys';

export const CONFIGURACION_KEY = queryKeys.view('configuracion', 'me');

/** The company configuration every screen may read (decimals, point-of-sale type, welcome view…). */
export function useConfiguracion() {
  return useQuery({
    queryKey: CONFIGURACION_KEY,
    queryFn: ({ signal }) => api.get<Configuracion>('configuracion/me', undefined, signal),
    staleTime: 5 * 60_000,
  });
}
