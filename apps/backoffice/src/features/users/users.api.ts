import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Usuario } from '@pos/shared/domains/users/users';
import { api, type Page } from '../../lib/api';
import { CURRENT_USER_KEY } from '../../lib/currentUser';
import { queryKeys } from '../../lib/queryKeys';

export function useUsuario(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.detail('usuarios', id),
    queryFn: ({ signal }) => api.get<Usuario>(`usuarios/${id}`, undefined, signal),
    enabled: id !== undefined,
  });
}

export interface GuardarUsuario {
  id?: number;
  data: Record<string, unknown>;
  foto: File | null;
}

/** `POST usuarios` / `PUT usuarios/{id}` as multipart (data JSON + foto). */
export function useGuardarUsuario(actorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data, foto }: GuardarUsuario) =>
      api.send<Usuario>(id ? 'PUT' : 'POST', id ? `usuarios/${id}` : 'usuarios', { data, files: { foto } }),
    onSuccess: async (usuario) => {
      queryClient.setQueryData(['usuarios', usuario.id], usuario);
      await queryClient.invalidateQueries({ queryKey: queryKeys.lists('usuarios') });
      // Saving oneself changes the header, the menu and the permissions (spec 001 §6).
      if (usuario.id === actorId) await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

export interface OpcionUsuario {
  id: number;
  nombre: string;
  email: string;
}

/** `GET usuarios/opciones`: the company's users for pickers, open to every user. */
export const opcionesUsuarioQuery = (search: string) => ({
  queryKey: queryKeys.view('usuarios', 'opciones', search),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<Page<OpcionUsuario>>('usuarios/opciones', { search, page_size: 20 }, signal).then((page) => page.results),
  staleTime: 60_000,
});
