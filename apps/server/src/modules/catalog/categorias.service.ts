import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  NIVELES_CATEGORIA,
  categoriaInputSchema,
  type Categoria,
  type CategoriaNodo,
} from '@pos/shared/domains/catalog/categories';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import { categorias } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { applyPartial, type PartialBody } from '../../lib/partial-update';
import { recordAudit } from '../audit';
import { lockCatalog } from './catalog-lock';
import { buildCategoryTree } from './categoria-tree';
import { toCategoria, toCategoriaInput } from './categorias.dto';
import {
  allCategorias,
  findCategoria,
  hasActiveProducts,
  productCounts,
  renameChildrenPaths,
  urlSlugTaken,
  type CategoriaConTotales,
} from './categorias.repo';
import { slugify } from './slug';

type CategoriaInput = z.output<typeof categoriaInputSchema>;
const M = MENSAJES.categorias;

export async function getCategoriaOr404(db: Executor, actor: Actor, id: number): Promise<CategoriaConTotales> {
  const row = await findCategoria(db, actor.empresaId, id);
  if (!row) throw notFound(M.noEncontrada);
  return row;
}

export async function categoriaTree(db: Executor, actor: Actor): Promise<CategoriaNodo[]> {
  const [rows, totals] = await Promise.all([allCategorias(db, actor.empresaId), productCounts(db, actor.empresaId)]);
  return buildCategoryTree(rows, totals);
}

/** Where a category goes: a familia at the root, or a sub-familia under an active familia. */
async function placement(tx: Executor, actor: Actor, input: CategoriaInput, selfId?: number) {
  const slug = slugify(input.nombre, 100);
  if (!slug) throw fieldError('nombre', M.nombreSinLetras);
  if (input.parent === null) return { parent: null, slug, urlSlug: slug };
  if (input.parent === selfId) throw fieldError('parent', M.soloDosNiveles);
  const parent = await findCategoria(tx, actor.empresaId, input.parent);
  if (!parent) throw fieldError('parent', M.familiaNoExiste);
  if (parent.nivel !== NIVELES_CATEGORIA.FAMILIA) throw fieldError('parent', M.soloDosNiveles);
  return { parent, slug, urlSlug: `${parent.urlSlug}/${slug}` };
}

async function assertNameFree(
  tx: Executor,
  actor: Actor,
  urlSlug: string,
  esFamilia: boolean,
  exceptId?: number,
): Promise<void> {
  if (await urlSlugTaken(tx, actor.empresaId, urlSlug, exceptId)) {
    throw fieldError('nombre', esFamilia ? M.nombreDuplicadoFamilia : M.nombreDuplicadoSubfamilia);
  }
}

export async function createCategoria(tx: Tx, actor: Actor, input: CategoriaInput): Promise<Categoria> {
  await lockCatalog(tx, actor.empresaId);
  const { parent, slug, urlSlug } = await placement(tx, actor, input);
  await assertNameFree(tx, actor, urlSlug, parent === null);
  const [created] = await tx
    .insert(categorias)
    .values({
      empresaId: actor.empresaId,
      parentId: parent?.id ?? null,
      nombre: input.nombre,
      slug,
      urlSlug,
      nivel: parent ? NIVELES_CATEGORIA.SUBFAMILIA : NIVELES_CATEGORIA.FAMILIA,
    })
    .returning({ id: categorias.id });
  const categoria = toCategoria(await getCategoriaOr404(tx, actor, created!.id));
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'CATEGORIA',
    entidadId: categoria.id,
    descripcion: MENSAJES.bitacora.descripcion.categoria(categoria.url_slug),
    despues: categoria,
  });
  return categoria;
}

/**
 * `PUT categoria/{id}`: the body's fields over the stored category. A body without `parent` keeps
 * the category where it is; an explicit null (or '') makes it a familia.
 */
export async function updateCategoria(tx: Tx, actor: Actor, id: number, changes: PartialBody): Promise<Categoria> {
  await lockCatalog(tx, actor.empresaId);
  const before = await getCategoriaOr404(tx, actor, id);
  const input = applyPartial(categoriaInputSchema, toCategoriaInput(before), changes);
  const { parent, slug, urlSlug } = await placement(tx, actor, input, id);
  const parentId = parent?.id ?? null;
  if (parentId !== before.parentId) {
    // Products name their familia and sub-familia together; moving one would split that pair.
    if (parentId !== null && before.totalSubfamilias > 0) throw fieldError('parent', M.moverConSubfamilias);
    if (await hasActiveProducts(tx, id)) throw fieldError('parent', M.moverConProductos);
  }
  await assertNameFree(tx, actor, urlSlug, parent === null, id);
  await tx
    .update(categorias)
    .set({
      nombre: input.nombre,
      slug,
      urlSlug,
      parentId,
      nivel: parent ? NIVELES_CATEGORIA.SUBFAMILIA : NIVELES_CATEGORIA.FAMILIA,
    })
    .where(eq(categorias.id, id));
  if (urlSlug !== before.urlSlug) await renameChildrenPaths(tx, id, urlSlug);
  const after = toCategoria(await getCategoriaOr404(tx, actor, id));
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'CATEGORIA',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.categoria(after.url_slug),
    antes: toCategoria(before),
    despues: after,
  });
  return after;
}

/** Categories are retired, not erased: annulled products and history may still point at them. */
export async function deleteCategoria(tx: Tx, actor: Actor, id: number): Promise<void> {
  await lockCatalog(tx, actor.empresaId);
  const before = await getCategoriaOr404(tx, actor, id);
  if (before.totalSubfamilias > 0) throw badRequest(M.eliminarConSubfamilias);
  if (await hasActiveProducts(tx, id)) throw badRequest(M.eliminarConProductos);
  await tx.update(categorias).set({ activo: false }).where(eq(categorias.id, id));
  await recordAudit(tx, actor, {
    accion: 'ELIMINAR',
    entidad: 'CATEGORIA',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.categoria(before.urlSlug),
    antes: toCategoria(before),
  });
}
