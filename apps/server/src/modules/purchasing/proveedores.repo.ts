import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { proveedores } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

export type ProveedorRow = typeof proveedores.$inferSelect;

export const ordenProveedores = {
  nombre: proveedores.nombre,
  nit: proveedores.nit,
  tipo_proveedor: proveedores.tipoProveedor,
  limite_credito: proveedores.limiteCredito,
  creado: proveedores.creado,
};

function activeIn(empresaId: number): SQL {
  return and(eq(proveedores.empresaId, empresaId), eq(proveedores.activo, true))!;
}

export async function findProveedor(db: Executor, empresaId: number, id: number): Promise<ProveedorRow | undefined> {
  const [row] = await db
    .select()
    .from(proveedores)
    .where(and(activeIn(empresaId), eq(proveedores.id, id)));
  return row;
}

export async function listProveedores(
  db: Executor,
  empresaId: number,
  params: ListParams,
): Promise<{ rows: ProveedorRow[]; count: number }> {
  const search = params.search
    ? or(ilike(proveedores.nombre, likePattern(params.search)), ilike(proveedores.nit, likePattern(params.search)))
    : undefined;
  const where = and(activeIn(empresaId), search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(proveedores)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(proveedores).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
