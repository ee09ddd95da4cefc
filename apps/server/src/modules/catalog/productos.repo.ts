import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  categorias,
  fracciones,
  preciosSucursal,
  productos,
  productosCategorias,
  productosImagenes,
  sucursales,
  unidadesMedida,
} from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

export type ProductoRow = typeof productos.$inferSelect;
export type UnidadRow = typeof unidadesMedida.$inferSelect;
export type FraccionRow = typeof fracciones.$inferSelect;
export type ImagenRow = typeof productosImagenes.$inferSelect;
export interface CategoriaRefRow {
  id: number;
  nombre: string;
  slug: string;
  urlSlug: string;
}
export interface PrecioSucursalRow {
  fraccionId: number | null;
  sucursalId: number;
  sucursalNombre: string;
  precio: string | null;
  precio2: string | null;
  precio3: string | null;
  precio4: string | null;
  precio5: string | null;
}

export interface ProductoBase {
  producto: ProductoRow;
  unidad: UnidadRow | null;
  familia: CategoriaRefRow | null;
  subfamilia: CategoriaRefRow | null;
  /** Stock in base units, as text. */
  inventario: string;
}

export interface ProductoPartes {
  categorias: CategoriaRefRow[];
  fracciones: (FraccionRow & { unidad: UnidadRow | null })[];
  precios: PrecioSucursalRow[];
  imagenes: ImagenRow[];
}

const familia = alias(categorias, 'familia');
const subfamilia = alias(categorias, 'subfamilia');

/** Stock of the product in one branch, or in every branch of the company (`null`). */
export function stockOf(sucursalId: number | null): SQL<string> {
  return sucursalId === null
    ? sql<string>`coalesce((select sum(e.cantidad) from existencias e where e.producto_id = "productos"."id"), 0)::text`
    : sql<string>`coalesce((select e.cantidad from existencias e where e.producto_id = "productos"."id" and e.sucursal_id = ${sucursalId}), 0)::text`;
}

function activeIn(empresaId: number): SQL {
  return and(eq(productos.empresaId, empresaId), eq(productos.activo, true))!;
}

/** An active product of the company with its unit, familia, sub-familia and stock. */
/** Active products of the company by id, with their unit, families and stock in the branch. */
export async function findProductos(
  db: Executor,
  empresaId: number,
  ids: readonly number[],
  sucursalId: number | null,
): Promise<Map<number, ProductoBase>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      producto: productos,
      unidad: unidadesMedida,
      familia: { id: familia.id, nombre: familia.nombre, slug: familia.slug, urlSlug: familia.urlSlug },
      subfamilia: { id: subfamilia.id, nombre: subfamilia.nombre, slug: subfamilia.slug, urlSlug: subfamilia.urlSlug },
      inventario: stockOf(sucursalId),
    })
    .from(productos)
    .leftJoin(unidadesMedida, eq(unidadesMedida.id, productos.unidadMedidaId))
    .leftJoin(familia, eq(familia.id, productos.categoriaId))
    .leftJoin(subfamilia, eq(subfamilia.id, productos.subfamiliaId))
    .where(and(activeIn(empresaId), inArray(productos.id, [...ids])));
  return new Map(rows.map((row) => [row.producto.id, row]));
}

/** The collections of several products, one query per collection for all of them. */
export async function loadPartesDe(db: Executor, ids: readonly number[]): Promise<Map<number, ProductoPartes>> {
  const de = (column: PgColumn) => inArray(column, [...ids]);
  const [extra, fraccionRows, precios, imagenes] = await Promise.all([
    db
      .select({
        productoId: productosCategorias.productoId,
        id: categorias.id,
        nombre: categorias.nombre,
        slug: categorias.slug,
        urlSlug: categorias.urlSlug,
      })
      .from(productosCategorias)
      .innerJoin(categorias, eq(categorias.id, productosCategorias.categoriaId))
      .where(de(productosCategorias.productoId))
      .orderBy(asc(categorias.urlSlug)),
    db
      .select({ fraccion: fracciones, unidad: unidadesMedida })
      .from(fracciones)
      .leftJoin(unidadesMedida, eq(unidadesMedida.id, fracciones.unidadMedidaId))
      .where(and(de(fracciones.productoId), eq(fracciones.activo, true)))
      .orderBy(asc(fracciones.orden), asc(fracciones.id)),
    db
      .select({
        productoId: preciosSucursal.productoId,
        fraccionId: preciosSucursal.fraccionId,
        sucursalId: preciosSucursal.sucursalId,
        sucursalNombre: sucursales.nombre,
        precio: preciosSucursal.precio,
        precio2: preciosSucursal.precio2,
        precio3: preciosSucursal.precio3,
        precio4: preciosSucursal.precio4,
        precio5: preciosSucursal.precio5,
      })
      .from(preciosSucursal)
      .innerJoin(sucursales, and(eq(sucursales.id, preciosSucursal.sucursalId), eq(sucursales.activo, true)))
      .where(de(preciosSucursal.productoId))
      .orderBy(asc(sucursales.nombre), asc(sucursales.id)),
    db
      .select()
      .from(productosImagenes)
      .where(de(productosImagenes.productoId))
      .orderBy(asc(productosImagenes.orden), asc(productosImagenes.id)),
  ]);
  const partes = new Map<number, ProductoPartes>(
    ids.map((id) => [id, { categorias: [], fracciones: [], precios: [], imagenes: [] }]),
  );
  for (const { productoId, ...categoria } of extra) partes.get(productoId)?.categorias.push(categoria);
  for (const r of fraccionRows) partes.get(r.fraccion.productoId)?.fracciones.push({ ...r.fraccion, unidad: r.unidad });
  for (const { productoId, ...precio } of precios) partes.get(productoId)?.precios.push(precio);
  for (const imagen of imagenes) partes.get(imagen.productoId)?.imagenes.push(imagen);
  return partes;
}

/** List orders; name and code use the indexes the point of sale's search uses too. */
export const ordenProductos = {
  creado: productos.creado,
  modificado: productos.modificado,
  nombre: sql`lower(${productos.nombre}) collate "C"`,
  codigo: sql`lower(${productos.codigo})`,
  marca: productos.marca,
  precio: productos.precio,
  costo: productos.costo,
  tipo_producto: productos.tipoProducto,
};

export interface ProductoFiltros {
  familiaId?: number;
  subfamiliaId?: number;
}

/**
 * Products whose name contains the text, whose code is it, or whose (or whose fraction's) barcode
 * is it: one indexed arm each, so a search never reads the whole catalogue.
 */
function searchCondition(empresaId: number, search: string): SQL {
  return inArray(
    productos.id,
    sql`(select p.id from productos p where p.empresa_id = ${empresaId} and p.activo and lower(p.nombre) like ${likePattern(search.toLowerCase())}
         union select p.id from productos p where p.empresa_id = ${empresaId} and p.activo and lower(p.codigo) = lower(${search})
         union select p.id from productos p where p.empresa_id = ${empresaId} and p.activo and p.codigo_barras = ${search}
         union select f.producto_id from fracciones f where f.empresa_id = ${empresaId} and f.activo and f.codigo_barras = ${search})`,
  );
}

export type ProductoListaRow = Awaited<ReturnType<typeof loadFilas>>[number];

/** An active fraction of a list row, as JSON (numbers as text, so money never passes through a float). */
export interface PresentacionRow {
  id: number;
  nombre: string;
  contenido: string;
  codigo_barras: string;
  vendible: boolean;
  precio: string;
  precio2: string;
  precio3: string;
  precio4: string;
  precio5: string;
}

/** The page's rows with their unit, families, stock, first image and active fractions. */
async function loadFilas(db: Executor, sucursalId: number | null, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      producto: productos,
      unidad: { id: unidadesMedida.id, nombre: unidadesMedida.nombre, abreviatura: unidadesMedida.abreviatura },
      familia: { id: familia.id, nombre: familia.nombre },
      subfamilia: { id: subfamilia.id, nombre: subfamilia.nombre },
      inventario: stockOf(sucursalId),
      presentaciones: sql<PresentacionRow[]>`coalesce((
        select json_agg(json_build_object(
                 'id', f.id, 'nombre', f.nombre, 'contenido', f.contenido::text, 'codigo_barras', f.codigo_barras, 'vendible', f.vendible,
                 'precio', f.precio::text, 'precio2', f.precio2::text, 'precio3', f.precio3::text, 'precio4', f.precio4::text, 'precio5', f.precio5::text)
               order by f.orden, f.id)
          from fracciones f where f.producto_id = "productos"."id" and f.activo), '[]'::json)`,
      recorte: sql<
        string | null
      >`(select i.recorte from productos_imagenes i where i.producto_id = "productos"."id" order by i.orden, i.id limit 1)`,
      miniatura: sql<
        string | null
      >`(select i.miniatura from productos_imagenes i where i.producto_id = "productos"."id" order by i.orden, i.id limit 1)`,
    })
    .from(productos)
    .leftJoin(unidadesMedida, eq(unidadesMedida.id, productos.unidadMedidaId))
    .leftJoin(familia, eq(familia.id, productos.categoriaId))
    .leftJoin(subfamilia, eq(subfamilia.id, productos.subfamiliaId))
    .where(inArray(productos.id, ids));
}

/** A search evaluates its matches once and counts them on the way (a page past the end counts apart). */
async function searchPage(
  db: Executor,
  where: SQL | undefined,
  params: ListParams,
): Promise<{ ids: number[]; total: number }> {
  const rows = await db
    .select({ id: productos.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(productos)
    .where(where)
    .orderBy(...params.orderBy)
    .limit(params.limit)
    .offset(params.offset);
  const total = rows[0]?.total ?? (await countOf(db, where));
  return { ids: rows.map((r) => r.id), total };
}

/** Without a search the page walks an index and stops; the count is its own query. */
async function plainPage(
  db: Executor,
  where: SQL | undefined,
  params: ListParams,
): Promise<{ ids: number[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select({ id: productos.id })
      .from(productos)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    countOf(db, where),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

async function countOf(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productos).where(where);
  return row?.n ?? 0;
}

/**
 * A page of the product list: the page's ids in order first (indexes, no per-row work), then
 * their details, so nothing is computed for rows the page does not show.
 */
export async function listProductos(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  params: ListParams,
  filtros: ProductoFiltros,
) {
  const where = and(
    activeIn(empresaId),
    params.search ? searchCondition(empresaId, params.search) : undefined,
    filtros.familiaId ? eq(productos.categoriaId, filtros.familiaId) : undefined,
    filtros.subfamiliaId ? eq(productos.subfamiliaId, filtros.subfamiliaId) : undefined,
  );
  const { ids, total } = params.search ? await searchPage(db, where, params) : await plainPage(db, where, params);
  const filas = new Map((await loadFilas(db, sucursalId, ids)).map((row) => [row.producto.id, row]));
  return { rows: ids.map((id) => filas.get(id)!), count: total };
}
