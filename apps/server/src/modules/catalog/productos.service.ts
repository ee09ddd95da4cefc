import type { Producto, ProductoInput } from '@pos/shared/domains/catalog/products.api';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { recordAudit, recordAudits } from '../audit';
import { lockCatalog } from './catalog-lock';
import type { CatalogSettings } from './catalog-settings';
import type { ImagenGuardada } from './producto-imagenes';
import type { ImagenEntrada } from './producto-imagenes.plan';
import { toProducto } from './productos.dto';
import { loadLookups } from './productos.lookups';
import {
  annulProductoRow,
  hasStock,
  insertCollections,
  insertProductos,
  newProductSlugs,
  replaceCategorias,
  replacePreciosSucursal,
  syncFracciones,
  syncImagenes,
  updateProducto as updateProductoRow,
} from './productos.persist';
import { findProductos, loadPartesDe } from './productos.repo';
import { lookupRequest, resolveProducto, resolveProductos, type ProductoResuelto } from './productos.resolve';
import { assertNoProblems } from './rule-errors';

/** Who asks, for which branch (stock shown) and with which company price settings. */
export interface CatalogContext {
  actor: Actor;
  sucursalId: number | null;
  settings: CatalogSettings;
}

/** The product's images after the save and the files stored for new ones (by part name). */
export interface ImagenesSave {
  orden: ImagenEntrada[];
  guardadas: ReadonlyMap<string, ImagenGuardada>;
}

export async function getProductoDto(db: Executor, ctx: CatalogContext, id: number): Promise<Producto> {
  const [producto] = await getProductoDtos(db, ctx, [id]);
  if (!producto) throw notFound(MENSAJES.productos.noEncontrado);
  return producto;
}

/** Several products, in the order asked; ids that are no active product of the company are left out. */
async function getProductoDtos(db: Executor, ctx: CatalogContext, ids: readonly number[]): Promise<Producto[]> {
  const bases = await findProductos(db, ctx.actor.empresaId, ids, ctx.sucursalId);
  const found = ids.filter((id) => bases.has(id));
  if (found.length === 0) return [];
  const partes = await loadPartesDe(db, found);
  return found.map((id) => toProducto(bases.get(id)!, partes.get(id)!, ctx.settings));
}

async function resolveOrFail(
  tx: Tx,
  ctx: CatalogContext,
  productoId: number | null,
  input: ProductoInput,
  imagenes: ImagenesSave,
): Promise<ProductoResuelto> {
  const lookups = await loadLookups(tx, lookupRequest(ctx.actor.empresaId, productoId, [input]));
  const { problemas, resuelto } = resolveProducto(input, ctx.settings, lookups, imagenes.orden.length);
  assertNoProblems(problemas);
  return resuelto;
}

/** Fractions, branch prices, store categories and images; returns the files of removed images. */
async function writeCollections(
  tx: Tx,
  ctx: CatalogContext,
  productoId: number,
  resuelto: ProductoResuelto,
  imagenes: ImagenesSave,
): Promise<string[]> {
  const fraccionIds = await syncFracciones(tx, ctx.actor.empresaId, productoId, resuelto.fracciones);
  const porFraccion = resuelto.fracciones.map((f, i) => ({ fraccionId: fraccionIds[i]!, precios: f.precios }));
  await replacePreciosSucursal(tx, productoId, resuelto.precios, porFraccion);
  await replaceCategorias(tx, productoId, resuelto.categorias);
  return syncImagenes(tx, productoId, imagenes.orden, imagenes.guardadas);
}

const descripcion = (p: Producto) => MENSAJES.bitacora.descripcion.producto(p.codigo, p.nombre);

export async function createProducto(
  tx: Tx,
  ctx: CatalogContext,
  input: ProductoInput,
  imagenes: ImagenesSave,
): Promise<Producto> {
  await lockCatalog(tx, ctx.actor.empresaId);
  const resuelto = await resolveOrFail(tx, ctx, null, input, imagenes);
  const [slug] = await newProductSlugs(tx, ctx.actor.empresaId, [input.nombre]);
  const [id] = await insertProductos(tx, ctx.actor.empresaId, [{ slug: slug!, resuelto }]);
  await insertCollections(tx, ctx.actor.empresaId, [{ productoId: id!, resuelto }]);
  await syncImagenes(tx, id!, imagenes.orden, imagenes.guardadas);
  const producto = await getProductoDto(tx, ctx, id!);
  await recordAudit(tx, ctx.actor, {
    accion: 'CREAR',
    entidad: 'PRODUCTO',
    entidadId: id,
    descripcion: descripcion(producto),
    despues: producto,
  });
  return producto;
}

/**
 * Several new products at once (the demo catalogue, an import), without images: the rules of
 * `createProducto` for each, plus no code or barcode shared between them, then the rows of every
 * table in one statement each and one audit entry per product. All or nothing: one broken rule
 * refuses the list (fields `productos.<position>.<field>`). Answers the products in order.
 */
export async function createProductos(
  tx: Tx,
  ctx: CatalogContext,
  inputs: readonly ProductoInput[],
): Promise<Producto[]> {
  if (inputs.length === 0) return [];
  const empresaId = ctx.actor.empresaId;
  await lockCatalog(tx, empresaId);
  const lookups = await loadLookups(tx, lookupRequest(empresaId, null, inputs));
  const { problemas, resueltos } = resolveProductos(inputs, ctx.settings, lookups);
  assertNoProblems(problemas);
  const slugs = await newProductSlugs(
    tx,
    empresaId,
    inputs.map((input) => input.nombre),
  );
  const ids = await insertProductos(
    tx,
    empresaId,
    resueltos.map((resuelto, i) => ({ slug: slugs[i]!, resuelto })),
  );
  await insertCollections(
    tx,
    empresaId,
    resueltos.map((resuelto, i) => ({ productoId: ids[i]!, resuelto })),
  );
  const productos = await getProductoDtos(tx, ctx, ids);
  await recordAudits(
    tx,
    ctx.actor,
    productos.map((producto) => ({
      accion: 'CREAR',
      entidad: 'PRODUCTO',
      entidadId: producto.id,
      descripcion: descripcion(producto),
      despues: producto,
    })),
  );
  return productos;
}

export async function updateProducto(
  tx: Tx,
  ctx: CatalogContext,
  id: number,
  input: ProductoInput,
  imagenes: ImagenesSave,
): Promise<{ producto: Producto; archivosQuitados: string[] }> {
  await lockCatalog(tx, ctx.actor.empresaId);
  const before = await getProductoDto(tx, ctx, id);
  const resuelto = await resolveOrFail(tx, ctx, id, input, imagenes);
  await updateProductoRow(tx, id, resuelto);
  const archivosQuitados = await writeCollections(tx, ctx, id, resuelto, imagenes);
  const producto = await getProductoDto(tx, ctx, id);
  await recordAudit(tx, ctx.actor, {
    accion: 'EDITAR',
    entidad: 'PRODUCTO',
    entidadId: id,
    descripcion: descripcion(producto),
    antes: before,
    despues: producto,
  });
  return { producto, archivosQuitados };
}

/**
 * Deleting a product annuls it (P2-03l): its ledger history keeps pointing at it, its code is free
 * again. Stock must be written off first, or it would vanish from every stock report.
 */
export async function annulProducto(tx: Tx, ctx: CatalogContext, id: number): Promise<void> {
  await lockCatalog(tx, ctx.actor.empresaId);
  const before = await getProductoDto(tx, ctx, id);
  if (await hasStock(tx, id)) throw badRequest(MENSAJES.productos.anularConExistencias);
  await annulProductoRow(tx, id);
  await recordAudit(tx, ctx.actor, {
    accion: 'ANULAR',
    entidad: 'PRODUCTO',
    entidadId: id,
    descripcion: descripcion(before),
    antes: before,
  });
}
