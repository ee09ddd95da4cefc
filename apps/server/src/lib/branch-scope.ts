import { MENSAJES } from '@pos/shared/messages';
import type { Executor } from '../db/client';
import type { Actor, SucursalScope } from './actor';
import { assertBranchAccess } from './branch-access';
import { badRequest } from './http-errors';

/** The one real branch a stock write works on: with `sucursal=empresa` the user must pick one first. */
export function requireBranch(scope: SucursalScope): number {
  if (scope.sucursalId === null) throw badRequest(MENSAJES.sucursales.seleccioneSucursal);
  return scope.sucursalId;
}

/**
 * The branches a stock read covers: one branch id, or null for every branch of the company, which
 * only `sucursal=empresa` gives (the auth plugin allows it to global admins alone; a user left
 * without branches must pick one). `filtro_sucursal` narrows the read to one branch the user may
 * see, with the same answers as the `sucursal` parameter: another company's is 404, an own branch
 * the user is not in is 403.
 */
export async function readScope(
  db: Executor,
  actor: Actor,
  scope: SucursalScope,
  filtroSucursal?: number,
): Promise<number | null> {
  if (filtroSucursal !== undefined) {
    await assertBranchAccess(db, actor, filtroSucursal);
    return filtroSucursal;
  }
  if (scope.sucursalId !== null) return scope.sucursalId;
  if (actor.esAdmin && actor.esGlobal) return null;
  throw badRequest(MENSAJES.sucursales.seleccioneSucursal);
}
