import { createContext, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UsuarioActual } from '@pos/shared/domains/users/users';
import { ApiError, api } from './api';
import { endSession } from './session';
import { useSessionToken } from './useSession';
import { queryKeys } from './queryKeys';

export const CURRENT_USER_KEY = queryKeys.view('usuarios', 'me');

/** The profile read; when the server refuses it the stored token is removed (spec 000 §4). */
async function fetchCurrentUser({ signal }: { signal: AbortSignal }): Promise<UsuarioActual> {
  try {
    return await api.get<UsuarioActual>('usuarios/me', undefined, signal);
  } catch (error) {
    // A lost connection is not a refusal: the session stays and the screen offers a retry.
    if (error instanceof ApiError && error.status !== null) endSession();
    throw error;
  }
}

export function useCurrentUserQuery() {
  const token = useSessionToken();
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

export const CurrentUserContext = createContext<UsuarioActual | null>(null);

/** The signed-in user inside the private screens (RequireSession provides it). */
export function useCurrentUser(): UsuarioActual {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser fuera de una pantalla privada');
  return user;
}
