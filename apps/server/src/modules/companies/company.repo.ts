import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { empresas, sucursales } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

export type EmpresaRow = typeof empresas.$inferSelect;

export async function companyOf(db: Executor, empresaId: number): Promise<EmpresaRow> {
  const [row] = await db.select().from(empresas).where(eq(empresas.id, empresaId));
  if (!row) throw new Error(`Empresa ${empresaId} inexistente`);
  return row;
}

/** Every active branch of the actor's company, by creation order. */
export async function companyBranches(
  db: Executor,
  actor: Pick<Actor, 'empresaId'>,
): Promise<{ id: number; nombre: string }[]> {
  return db
    .select({ id: sucursales.id, nombre: sucursales.nombre })
    .from(sucursales)
    .where(and(eq(sucursales.empresaId, actor.empresaId), eq(sucursales.activo, true)))
    .orderBy(asc(sucursales.id));
}
