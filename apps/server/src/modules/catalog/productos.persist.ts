import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows, type Executor } from '../../db/client';
import { fracciones, preciosSucursal, productos, productosCategorias, productosImagenes } from '../../db/schema/index';
import { fieldError } from '../../lib/http-errors';
import type { ImagenEntrada } from './producto-imagenes.plan';
import { archivosDe, type ImagenGuardada } from './producto-imagenes';
import type { FraccionResuelta, PrecioSucursalResuelto, ProductoResuelto } from './productos.resolve';
import { firstFreeSlug, slugCandidates, slugify } from './slug';

/**
 * Slugs for new products, one per name in order, unique in the company and among themselves
 * (P2-03k); a slug stays when its product is renamed.
 */
export async function newProductSlugs(tx: Executor, empresaId: number, nombres: readonly string[]): Promise<string[]> {
  const bases = nombres.map((nombre) => slugify(nombre, 200) || 'producto');
  const candidates = [...new Set(bases.flatMap((base) => slugCandidates(base)))];
  const rows = await queryRows<{ slug: string }>(
    tx,
    sql`select slug from productos where empresa_id = ${empresaId} and slug = any(${sql.param(candidates)}::text[])`,
  );
  const taken = new Set(rows.map((r) => r.slug));
  return bases.map((base) => {
    const slug = firstFreeSlug(base, taken);
    taken.add(slug);
    return slug;
  });
}

/** Inserts new products in one statement; answers their ids in the order given. */
export async function insertProductos(
  tx: Executor,
  empresaId: number,
  nuevos: readonly { slug: string; resuelto: ProductoResuelto }[],
): Promise<number[]> {
  if (nuevos.length === 0) return [];
  const rows = await tx
    .insert(productos)
    .values(nuevos.map(({ slug, resuelto }) => ({ empresaId, slug, ...resuelto.columnas })))
    .returning({ id: productos.id, slug: productos.slug });
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  return nuevos.map(({ slug }) => ids.get(slug)!);
}

/**
 * The fractions, branch prices and store categories of products just inserted, a statement per
 * table for all of them (a new product has nothing to replace).
 */
export async function insertCollections(
  tx: Executor,
  empresaId: number,
  nuevos: readonly { productoId: number; resuelto: ProductoResuelto }[],
): Promise<void> {
  const fraccionRows = nuevos.flatMap(({ productoId, resuelto }) =>
    resuelto.fracciones.map((f, orden) => ({ empresaId, productoId, ...f.columnas, orden })),
  );
  const fraccionIds = new Map<string, number>();
  if (fraccionRows.length > 0) {
    const rows = await tx
      .insert(fracciones)
      .values(fraccionRows)
      .returning({ id: fracciones.id, productoId: fracciones.productoId, orden: fracciones.orden });
    for (const row of rows) fraccionIds.set(`${row.productoId}:${row.orden}`, row.id);
  }
  const precios = nuevos.flatMap(({ productoId, resuelto }) => [
    ...resuelto.precios.map((p) => ({ productoId, fraccionId: null, ...p })),
    ...resuelto.fracciones.flatMap((f, orden) =>
      f.precios.map((p) => ({ productoId, fraccionId: fraccionIds.get(`${productoId}:${orden}`)!, ...p })),
    ),
  ]);
  if (precios.length > 0) await tx.insert(preciosSucursal).values(precios);
  const categoriasExtra = nuevos.flatMap(({ productoId, resuelto }) =>
    resuelto.categorias.map((categoriaId) => ({ productoId, categoriaId })),
  );
  if (categoriasExtra.length > 0) await tx.insert(productosCategorias).values(categoriasExtra);
}

export async function updateProducto(tx: Executor, id: number, resuelto: ProductoResuelto): Promise<void> {
  await tx.update(productos).set(resuelto.columnas).where(eq(productos.id, id));
}

/**
 * Keeps, adds and retires the product's fractions to match the list, in its order. Retired
 * fractions stay as rows (inactive): stock documents and sales may point at them.
 */
export async function syncFracciones(
  tx: Executor,
  empresaId: number,
  productoId: number,
  lista: readonly FraccionResuelta[],
): Promise<number[]> {
  const kept = lista.map((f) => f.id).filter((id): id is number => id !== null);
  await tx
    .update(fracciones)
    .set({ activo: false })
    .where(
      and(
        eq(fracciones.productoId, productoId),
        eq(fracciones.activo, true),
        kept.length > 0 ? notInArray(fracciones.id, kept) : undefined,
      ),
    );
  const ids: number[] = [];
  for (const [orden, fraccion] of lista.entries()) {
    if (fraccion.id !== null) {
      await tx
        .update(fracciones)
        .set({ ...fraccion.columnas, orden })
        .where(eq(fracciones.id, fraccion.id));
      ids.push(fraccion.id);
    } else {
      const [row] = await tx
        .insert(fracciones)
        .values({ empresaId, productoId, ...fraccion.columnas, orden })
        .returning({ id: fracciones.id });
      ids.push(row!.id);
    }
  }
  return ids;
}

/** The branch prices of the product and of its fractions (`fraccionIds` in list order) replace the old ones. */
export async function replacePreciosSucursal(
  tx: Executor,
  productoId: number,
  producto: readonly PrecioSucursalResuelto[],
  porFraccion: readonly { fraccionId: number; precios: readonly PrecioSucursalResuelto[] }[],
): Promise<void> {
  await tx.delete(preciosSucursal).where(eq(preciosSucursal.productoId, productoId));
  const rows = [
    ...producto.map((p) => ({ productoId, fraccionId: null, ...p })),
    ...porFraccion.flatMap(({ fraccionId, precios }) => precios.map((p) => ({ productoId, fraccionId, ...p }))),
  ];
  if (rows.length > 0) await tx.insert(preciosSucursal).values(rows);
}

export async function replaceCategorias(
  tx: Executor,
  productoId: number,
  categoriaIds: readonly number[],
): Promise<void> {
  await tx.delete(productosCategorias).where(eq(productosCategorias.productoId, productoId));
  if (categoriaIds.length > 0)
    await tx.insert(productosCategorias).values(categoriaIds.map((categoriaId) => ({ productoId, categoriaId })));
}

/**
 * Makes the product's images match the plan: kept ones are reordered, new uploads inserted, the
 * rest removed. Returns the files of removed images, to delete once the transaction commits.
 */
export async function syncImagenes(
  tx: Executor,
  productoId: number,
  orden: readonly ImagenEntrada[],
  guardadas: ReadonlyMap<string, ImagenGuardada>,
): Promise<string[]> {
  const existing = await tx.select().from(productosImagenes).where(eq(productosImagenes.productoId, productoId));
  const byId = new Map(existing.map((i) => [i.id, i]));
  const keep = new Set<number>();
  for (const entrada of orden) {
    if ('id' in entrada) {
      if (!byId.has(entrada.id)) throw fieldError('imagenes', MENSAJES.productos.imagenAjena);
      keep.add(entrada.id);
    }
  }
  const removed = existing.filter((i) => !keep.has(i.id));
  if (removed.length > 0)
    await tx.delete(productosImagenes).where(
      inArray(
        productosImagenes.id,
        removed.map((i) => i.id),
      ),
    );
  for (const [posicion, entrada] of orden.entries()) {
    if ('id' in entrada) {
      if (byId.get(entrada.id)!.orden !== posicion)
        await tx.update(productosImagenes).set({ orden: posicion }).where(eq(productosImagenes.id, entrada.id));
    } else {
      await tx.insert(productosImagenes).values({ productoId, orden: posicion, ...guardadas.get(entrada.archivo)! });
    }
  }
  return removed.flatMap((i) => archivosDe(i));
}

/** Stock of the product across every branch is not zero. */
export async function hasStock(tx: Executor, productoId: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from existencias where producto_id = ${productoId} and cantidad <> 0 limit 1`,
  );
  return rows.length > 0;
}

export async function annulProductoRow(tx: Executor, productoId: number): Promise<void> {
  await tx.update(productos).set({ activo: false }).where(eq(productos.id, productoId));
}
