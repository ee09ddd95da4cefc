import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfiguracionFel, ConfiguracionFelInput } from '@pos/shared/domains/invoicing/settings';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export const CONFIGURACION_FEL_KEY = queryKeys.all('configuracion_fel');

/** The company's FEL settings: issuer, phrases, certifier, credential masks and branch codes. */
export function useConfiguracionFel() {
  return useQuery({
    queryKey: CONFIGURACION_FEL_KEY,
    queryFn: ({ signal }) => api.get<ConfiguracionFel>('configuracion_fel', undefined, signal),
  });
}

export function useGuardarConfiguracionFel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfiguracionFelInput) => api.put<ConfiguracionFel>('configuracion_fel', body),
    onSuccess: (configuracion) => queryClient.setQueryData(CONFIGURACION_FEL_KEY, configuracion),
  });
}
