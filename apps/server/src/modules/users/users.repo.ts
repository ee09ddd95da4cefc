import { and, count, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sucursales, usuarios, usuariosSucursales } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

export type UsuarioRow = typeof usuarios.$inferSelect;
export type UsuarioConSucursales = Omit<UsuarioRow, 'passwordHash'> & { sucursales: { id: number; nombre: string }[] };

// The outer column is written qualified: Drizzle would render it as a bare "id", which inside
// the subquery binds to the inner table's id.
const sucursalesDelUsuario = sql<{ id: number; nombre: string }[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'nombre', s.nombre) order by us.orden, s.id)
    from usuarios_sucursales us join sucursales s on s.id = us.sucursal_id and s.activo
   where us.usuario_id = "usuarios"."id"), '[]'::json)`;

// Every column but the password hash, which never leaves the repository.
const { passwordHash: _passwordHash, ...publicColumns } = getTableColumns(usuarios);
const columns = { ...publicColumns, sucursales: sucursalesDelUsuario };

export const ordenUsuarios = {
  creado: usuarios.creado,
  email: usuarios.email,
  first_name: usuarios.firstName,
  last_name: usuarios.lastName,
  rol: usuarios.rol,
  ultimo_ingreso: usuarios.ultimoIngreso,
};

function activeIn(empresaId: number): SQL {
  return and(eq(usuarios.empresaId, empresaId), eq(usuarios.activo, true))!;
}

export async function findUsuario(
  db: Executor,
  empresaId: number,
  id: number,
): Promise<UsuarioConSucursales | undefined> {
  const [row] = await db
    .select(columns)
    .from(usuarios)
    .where(and(activeIn(empresaId), eq(usuarios.id, id)));
  return row as UsuarioConSucursales | undefined;
}

export async function listUsuarios(db: Executor, empresaId: number, params: ListParams) {
  const where = params.search
    ? and(
        activeIn(empresaId),
        or(
          ilike(usuarios.email, likePattern(params.search)),
          ilike(sql`${usuarios.firstName} || ' ' || ${usuarios.lastName}`, likePattern(params.search)),
        ),
      )
    : activeIn(empresaId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(usuarios)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(usuarios).where(where),
  ]);
  return { rows: rows as UsuarioConSucursales[], count: total?.n ?? 0 };
}

/**
 * An active user of the company already holding this e-mail, other than `exceptId` (deleted users
 * free theirs). Other companies are never looked at: their staff is none of this company's business.
 */
export async function emailTaken(db: Executor, empresaId: number, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(activeIn(empresaId), sql`lower(${usuarios.email}) = lower(${email})`));
  return rows.some((r) => r.id !== exceptId);
}

export async function replaceSucursales(db: Executor, usuarioId: number, sucursalIds: number[]): Promise<void> {
  await db.delete(usuariosSucursales).where(eq(usuariosSucursales.usuarioId, usuarioId));
  if (sucursalIds.length > 0) {
    await db
      .insert(usuariosSucursales)
      .values(sucursalIds.map((sucursalId, orden) => ({ usuarioId, sucursalId, orden })));
  }
}

/** The ids among `ids` that are active branches of the company. */
export async function existingSucursalIds(db: Executor, empresaId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.empresaId, empresaId), eq(sucursales.activo, true), inArray(sucursales.id, ids)));
  return rows.map((r) => r.id);
}
