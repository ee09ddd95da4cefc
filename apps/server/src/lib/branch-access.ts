import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sucursales } from '../db/schema/index';
import type { Actor } from './actor';
import { forbidden, notFound } from './http-errors';

/** A branch the user may work in: another company's is 404, an own branch they are not in 403. */
export async function assertBranchOfActor(db: Executor, actor: Actor, sucursalId: number): Promise<void> {
  if (actor.sucursalIds.includes(sucursalId)) return;
  const [own] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id, sucursalId), eq(sucursales.empresaId, actor.empresaId)));
  if (!own) throw notFound('Sucursal no encontrada.');
  throw forbidden('No tiene acceso a la sucursal seleccionada.');
}
