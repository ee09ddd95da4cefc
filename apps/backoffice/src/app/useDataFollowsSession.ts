import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getSucursal, getToken, subscribeSession } from '../lib/session';

/**
 * Server data follows the session: a new token (login, logout, another tab) forgets everything
 * of the previous session, and a new branch reloads everything, since every call carries it.
 */
export function useDataFollowsSession(queryClient: QueryClient): void {
  useEffect(() => {
    let token = getToken();
    let sucursal = getSucursal();
    return subscribeSession(() => {
      const [nextToken, nextSucursal] = [getToken(), getSucursal()];
      if (nextToken !== token) queryClient.clear();
      // null → a branch is the first choice of a session (the default), not a change.
      else if (nextSucursal !== sucursal && sucursal !== null) void queryClient.invalidateQueries();
      token = nextToken;
      sucursal = nextSucursal;
    });
  }, [queryClient]);
}
