import type { CategoriaAncestro, CategoriaNodo, NivelCategoria } from '@pos/shared/domains/catalog/categories';

export interface CategoriaPlana {
  id: number;
  parentId: number | null;
  nombre: string;
  slug: string;
  urlSlug: string;
  nivel: number;
}

/**
 * The company's categories as a tree (`childs`), each node with its `ancestors` from the root and
 * its product count. Input order is kept among siblings; a node whose parent is missing (retired)
 * is left out with its subtree.
 */
export function buildCategoryTree(
  rows: readonly CategoriaPlana[],
  totals: ReadonlyMap<number, number>,
): CategoriaNodo[] {
  const children = new Map<number | null, CategoriaPlana[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const build = (row: CategoriaPlana, ancestors: CategoriaAncestro[]): CategoriaNodo => {
    const self: CategoriaAncestro = { id: row.id, nombre: row.nombre, slug: row.slug, url_slug: row.urlSlug };
    return {
      ...self,
      nivel: row.nivel as NivelCategoria,
      parent: row.parentId,
      ancestors,
      childs: (children.get(row.id) ?? []).map((child) => build(child, [...ancestors, self])),
      total_productos: totals.get(row.id) ?? 0,
    };
  };
  return (children.get(null) ?? []).map((root) => build(root, []));
}
