import type {
  Categoria,
  CategoriaInput,
  CategoriaOpcion,
  NivelCategoria,
} from '@pos/shared/domains/catalog/categories';
import type { CategoriaConTotales, CategoriaRow } from './categorias.repo';

export function toCategoria(row: CategoriaConTotales): Categoria {
  return {
    id: row.id,
    nombre: row.nombre,
    slug: row.slug,
    url_slug: row.urlSlug,
    nivel: row.nivel as NivelCategoria,
    parent: row.parentId,
    parent_nombre: row.parentNombre,
    total_productos: row.totalProductos,
    total_subfamilias: row.totalSubfamilias,
    creado: row.creado.toISOString(),
    modificado: row.modificado.toISOString(),
  };
}

export function toCategoriaOpcion(row: CategoriaRow): CategoriaOpcion {
  return { id: row.id, nombre: row.nombre, slug: row.slug, url_slug: row.urlSlug, parent: row.parentId };
}

/** The stored category as its write body: what a partial `PUT` lays the client's fields over. */
export function toCategoriaInput(row: CategoriaRow): CategoriaInput {
  return { nombre: row.nombre, parent: row.parentId };
}
