import { z } from 'zod';
import { zOptional, zRequiredString } from '../../validation/zod';
import { zRef } from './products.api';

/**
 * The category tree (DECISIONS P3-64): level 1 familias, level 2 sub-familias. A product's
 * `categoria` is a familia, `subfamilia` one of its sub-familias, and `categorias` up to three
 * extra nodes for the online store.
 */

export const NIVELES_CATEGORIA = { FAMILIA: 1, SUBFAMILIA: 2 } as const;
export type NivelCategoria = (typeof NIVELES_CATEGORIA)[keyof typeof NIVELES_CATEGORIA];

/** Body of `POST categoria` and `PUT categoria/{id}`: no `parent` makes a familia. */
export const categoriaInputSchema = z.object({
  nombre: zRequiredString(100),
  parent: zOptional(zRef()),
});
export type CategoriaInput = z.input<typeof categoriaInputSchema>;

export interface CategoriaAncestro {
  id: number;
  nombre: string;
  slug: string;
  url_slug: string;
}

/** A node of `GET categoria/tree`. */
export interface CategoriaNodo extends CategoriaAncestro {
  nivel: NivelCategoria;
  parent: number | null;
  /** From the root down to the parent. */
  ancestors: CategoriaAncestro[];
  childs: CategoriaNodo[];
  /** Active products in it (as familia, sub-familia or store category). */
  total_productos: number;
}

/** A row of the generic resource `GET categoria` and the answer of its writes. */
export interface Categoria extends CategoriaAncestro {
  nivel: NivelCategoria;
  parent: number | null;
  parent_nombre: string | null;
  total_productos: number;
  total_subfamilias: number;
  creado: string;
  modificado: string;
}

/** An option of the `familia` / `sub-familia` loaders. */
export interface CategoriaOpcion extends CategoriaAncestro {
  parent: number | null;
}
