import { useSyncExternalStore } from 'react';
import { getSucursal, getToken, subscribeSession } from './session';

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken);
}

export function useStoredSucursal(): string | null {
  return useSyncExternalStore(subscribeSession, getSucursal);
}
