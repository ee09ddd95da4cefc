import { and, count, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sucursales } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

export type SucursalRow = typeof sucursales.$inferSelect;
export type SucursalConUsuarios = SucursalRow & { totalUsuarios: number };

/** Active users assigned to the branch. */
// The outer column is written qualified: Drizzle would render it as a bare "id", which inside
// the subquery binds to the inner table's id.
const totalUsuarios = sql<number>`(
  select count(*)::int from usuarios_sucursales us join usuarios u on u.id = us.usuario_id and u.activo
   where us.sucursal_id = "sucursales"."id")`;

const columns = { ...getTableColumns(sucursales), totalUsuarios };

export const ordenSucursales = {
  creado: sucursales.creado,
  nombre: sucursales.nombre,
  departamento: sucursales.departamento,
  total_usuarios: totalUsuarios,
};

function activeIn(empresaId: number): SQL {
  return and(eq(sucursales.empresaId, empresaId), eq(sucursales.activo, true))!;
}

export async function findSucursal(
  db: Executor,
  empresaId: number,
  id: number,
): Promise<SucursalConUsuarios | undefined> {
  const [row] = await db
    .select(columns)
    .from(sucursales)
    .where(and(activeIn(empresaId), eq(sucursales.id, id)));
  return row;
}

export async function listSucursales(db: Executor, empresaId: number, params: ListParams) {
  const where = params.search
    ? and(
        activeIn(empresaId),
        or(
          ilike(sucursales.nombre, likePattern(params.search)),
          ilike(sucursales.direccion, likePattern(params.search)),
        ),
      )
    : activeIn(empresaId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(sucursales)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(sucursales).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function activeBranchCount(db: Executor, empresaId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sucursales).where(activeIn(empresaId));
  return row?.n ?? 0;
}

/** An active branch of the company with the same name (case-insensitive), other than `exceptId`. */
export async function nameTaken(db: Executor, empresaId: number, nombre: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(activeIn(empresaId), sql`lower(${sucursales.nombre}) = lower(${nombre})`));
  return rows.some((r) => r.id !== exceptId);
}
