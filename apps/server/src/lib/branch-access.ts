import { and, eq } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor } from '../db/client';
import { sucursales } from '../db/schema/index';
import type { Actor } from './actor';
import { forbidden, notFound } from './http-errors';

/**
 * The one branch-access guard: a branch the user may work in passes; another company's branch, or
 * a deleted one, is 404 (its existence is not revealed); an own branch the user is not in is 403.
 */
export async function assertBranchAccess(
  db: Executor,
  actor: Pick<Actor, 'empresaId' | 'sucursalIds'>,
  sucursalId: number,
): Promise<void> {
  if (actor.sucursalIds.includes(sucursalId)) return;
  const [own] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id, sucursalId), eq(sucursales.empresaId, actor.empresaId), eq(sucursales.activo, true)));
  if (!own) throw notFound(MENSAJES.sucursales.noEncontrada);
  throw forbidden(MENSAJES.sucursales.sinAcceso);
}
