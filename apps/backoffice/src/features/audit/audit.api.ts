import { useQuery } from '@tanstack/react-query';
import type { BitacoraEntrada } from '@pos/shared/domains/audit';
import { api, type Page } from '../../lib/api';

export function useEntradaBitacora(id: number | null) {
  return useQuery({
    queryKey: ['bitacora', id],
    queryFn: ({ signal }) => api.get<BitacoraEntrada>(`bitacora/${id}`, undefined, signal),
    enabled: id !== null,
  });
}

export interface OpcionUsuario {
  id: number;
  nombre: string;
  email: string;
}

/** `GET usuarios/opciones`: the company's users for pickers, open to every user. */
export function useOpcionesUsuario(search: string) {
  return useQuery({
    queryKey: ['usuarios', 'opciones', search],
    queryFn: ({ signal }) => api.get<Page<OpcionUsuario>>('usuarios/opciones', { search, page_size: 20 }, signal),
    select: (page) => page.results,
    staleTime: 60_000,
  });
}
