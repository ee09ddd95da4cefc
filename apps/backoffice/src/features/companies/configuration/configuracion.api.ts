import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Configuracion } from '@pos/shared/domains/companies/companies';
import { api, type Multipart } from '../../../lib/api';
import { CONFIGURACION_KEY } from '../../../lib/configuracion';
import { CURRENT_USER_KEY } from '../../../lib/currentUser';

export function useGuardarConfiguracion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Multipart }) =>
      api.send<Configuracion>('PUT', `configuracion/${id}`, body),
    onSuccess: async (configuracion) => {
      queryClient.setQueryData(CONFIGURACION_KEY, configuracion);
      // The company name heads every screen; the configuration itself is read again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONFIGURACION_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]);
    },
  });
}
