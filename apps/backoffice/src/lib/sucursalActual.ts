import { useEffect } from 'react';
import { MENSAJES } from '@pos/shared';
import type { UsuarioActual } from '@pos/shared/domains/users/users';
import { useCurrentUser } from './currentUser';
import { TODAS_LAS_SUCURSALES, setSucursal } from './session';
import { useStoredSucursal } from './useSession';

type UsuarioSucursales = Pick<UsuarioActual, 'es_admin' | 'es_global' | 'sucursales' | 'sucursal'>;

export interface OpcionSucursal {
  value: string;
  label: string;
}

/** The user's branches; global admins may also work on all of them at once (spec 000 §4). */
export function opcionesSucursal(user: UsuarioSucursales): OpcionSucursal[] {
  const propias = user.sucursales.map((s) => ({ value: String(s.id), label: s.nombre }));
  return user.es_admin && user.es_global
    ? [{ value: TODAS_LAS_SUCURSALES, label: MENSAJES.sucursales.todas }, ...propias]
    : propias;
}

/**
 * The branch to work on: the stored choice while it is still one of the user's options, else
 * the first real branch (DECISIONS P3-06).
 */
export function sucursalVigente(user: UsuarioSucursales, guardada: string | null): string | null {
  if (guardada !== null && opcionesSucursal(user).some((o) => o.value === guardada)) return guardada;
  const primera = user.sucursal ?? user.sucursales[0]?.id;
  return primera === undefined ? null : String(primera);
}

/** The current branch, written back to storage when the stored one is missing or no longer valid. */
export function useSucursalVigente(): OpcionSucursal | null {
  const user = useCurrentUser();
  const guardada = useStoredSucursal();
  const vigente = sucursalVigente(user, guardada);
  useEffect(() => {
    if (vigente !== guardada) setSucursal(vigente);
  }, [vigente, guardada]);
  return opcionesSucursal(user).find((o) => o.value === vigente) ?? null;
}
