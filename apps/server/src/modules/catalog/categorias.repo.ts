import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { categorias } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

export type CategoriaRow = typeof categorias.$inferSelect;
export type CategoriaConTotales = CategoriaRow & {
  parentNombre: string | null;
  totalProductos: number;
  totalSubfamilias: number;
};

// Outer columns are written qualified: Drizzle renders them bare, which inside a subquery would
// bind to the inner table. One category's count (lists use productCounts for the whole page).
const totalProductos = sql<number>`(
  select count(*)::int from (
    select p.id from productos p where p.categoria_id = "categorias"."id" and p.activo
    union select p.id from productos p where p.subfamilia_id = "categorias"."id" and p.activo
    union select pc.producto_id from productos_categorias pc join productos p on p.id = pc.producto_id and p.activo
     where pc.categoria_id = "categorias"."id") as x)`;
const totalSubfamilias = sql<number>`(select count(*)::int from categorias h where h.parent_id = "categorias"."id" and h.activo)`;
const parentNombre = sql<string | null>`(select f.nombre from categorias f where f.id = "categorias"."parent_id")`;

const columns = {
  id: categorias.id,
  empresaId: categorias.empresaId,
  parentId: categorias.parentId,
  nombre: categorias.nombre,
  slug: categorias.slug,
  urlSlug: categorias.urlSlug,
  nivel: categorias.nivel,
  activo: categorias.activo,
  creado: categorias.creado,
  modificado: categorias.modificado,
};
const columnsConSubfamilias = { ...columns, parentNombre, totalSubfamilias };
const columnsConTotales = { ...columnsConSubfamilias, totalProductos };

export const ordenCategorias = {
  nombre: categorias.nombre,
  creado: categorias.creado,
  url_slug: categorias.urlSlug,
  nivel: categorias.nivel,
};

export function activeIn(empresaId: number): SQL {
  return and(eq(categorias.empresaId, empresaId), eq(categorias.activo, true))!;
}

export async function findCategoria(
  db: Executor,
  empresaId: number,
  id: number,
): Promise<CategoriaConTotales | undefined> {
  const [row] = await db
    .select(columnsConTotales)
    .from(categorias)
    .where(and(activeIn(empresaId), eq(categorias.id, id)));
  return row;
}

export interface CategoriaFiltros {
  nivel?: number;
  parentId?: number;
}

/** The company's active categories matching a list's search and filters. */
function listWhere(empresaId: number, params: ListParams, filtros: CategoriaFiltros): SQL {
  return and(
    activeIn(empresaId),
    params.search ? ilike(categorias.nombre, likePattern(params.search)) : undefined,
    filtros.nivel ? eq(categorias.nivel, filtros.nivel) : undefined,
    filtros.parentId ? eq(categorias.parentId, filtros.parentId) : undefined,
  )!;
}

async function countWhere(db: Executor, where: SQL): Promise<number> {
  const [total] = await db.select({ n: count() }).from(categorias).where(where);
  return total?.n ?? 0;
}

export async function listCategorias(
  db: Executor,
  empresaId: number,
  params: ListParams,
  filtros: CategoriaFiltros,
): Promise<{ rows: CategoriaConTotales[]; count: number }> {
  const where = listWhere(empresaId, params, filtros);
  const [rows, total] = await Promise.all([
    db
      .select(columnsConSubfamilias)
      .from(categorias)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    countWhere(db, where),
  ]);
  const totals =
    rows.length > 0
      ? await productCounts(
          db,
          empresaId,
          rows.map((r) => r.id),
        )
      : new Map<number, number>();
  return { rows: rows.map((r) => ({ ...r, totalProductos: totals.get(r.id) ?? 0 })), count: total };
}

/** Light options for the familia / sub-familia loaders. */
export async function listOpciones(db: Executor, empresaId: number, params: ListParams, filtros: CategoriaFiltros) {
  const where = listWhere(empresaId, params, filtros);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(categorias)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    countWhere(db, where),
  ]);
  return { rows, count: total };
}

/** Every active category of the company, parents before children. */
export async function allCategorias(db: Executor, empresaId: number): Promise<CategoriaRow[]> {
  return db
    .select(columns)
    .from(categorias)
    .where(activeIn(empresaId))
    .orderBy(asc(categorias.nivel), asc(categorias.nombre), asc(categorias.id));
}

/**
 * Active products per category (as familia, sub-familia or store category), each product once per
 * category: one grouped pass over the company's products, optionally only for some categories.
 */
export async function productCounts(
  db: Executor,
  empresaId: number,
  ids?: readonly number[],
): Promise<Map<number, number>> {
  const only = ids
    ? sql`and (p.categoria_id = any(${sql.param([...ids])}::int[]) or p.subfamilia_id = any(${sql.param([...ids])}::int[]))`
    : sql``;
  const onlyExtra = ids ? sql`and pc.categoria_id = any(${sql.param([...ids])}::int[])` : sql``;
  const [pairs, extra] = await Promise.all([
    queryRows<{ categoria_id: number | null; subfamilia_id: number | null; total: number }>(
      db,
      sql`select p.categoria_id, p.subfamilia_id, count(*)::int as total from productos p
           where p.empresa_id = ${empresaId} and p.activo and p.categoria_id is not null ${only}
           group by p.categoria_id, p.subfamilia_id`,
    ),
    // A store category that is also the product's familia or sub-familia is already counted.
    queryRows<{ categoria_id: number; total: number }>(
      db,
      sql`select pc.categoria_id, count(*)::int as total from productos_categorias pc join productos p on p.id = pc.producto_id
           where p.empresa_id = ${empresaId} and p.activo ${onlyExtra}
             and pc.categoria_id is distinct from p.categoria_id and pc.categoria_id is distinct from p.subfamilia_id
           group by pc.categoria_id`,
    ),
  ]);
  const totals = new Map<number, number>();
  const addTo = (id: number | null, n: number) => {
    if (id !== null) totals.set(id, (totals.get(id) ?? 0) + n);
  };
  for (const row of pairs) {
    addTo(row.categoria_id, row.total);
    addTo(row.subfamilia_id, row.total);
  }
  for (const row of extra) addTo(row.categoria_id, row.total);
  return totals;
}

/** An active category of the company at this slug path, other than `exceptId`. */
export async function urlSlugTaken(
  db: Executor,
  empresaId: number,
  urlSlug: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: categorias.id })
    .from(categorias)
    .where(and(activeIn(empresaId), eq(categorias.urlSlug, urlSlug)));
  return rows.some((r) => r.id !== exceptId);
}

export async function hasActiveProducts(db: Executor, categoriaId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 where exists (select 1 from productos p where p.activo and (p.categoria_id = ${categoriaId} or p.subfamilia_id = ${categoriaId}))
            or exists (select 1 from productos_categorias pc join productos p on p.id = pc.producto_id and p.activo where pc.categoria_id = ${categoriaId})`,
  );
  return rows.length > 0;
}

/** Children follow their familia's new slug path. */
export async function renameChildrenPaths(db: Executor, parentId: number, parentUrlSlug: string): Promise<void> {
  await db
    .update(categorias)
    .set({ urlSlug: sql`${parentUrlSlug} || '/' || ${categorias.slug}` })
    .where(and(eq(categorias.parentId, parentId), eq(categorias.activo, true)));
}
