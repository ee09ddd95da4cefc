import { z } from 'zod';
import { zDateTime, zId } from '../../api';
import { zOptional, zRequiredString } from '../../validation/zod';
import { categoriaRefSchema, zRef } from './products.api';

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

/** A category as a product or a tree node refers to it. */
export const categoriaAncestroSchema = categoriaRefSchema;
export type CategoriaAncestro = z.infer<typeof categoriaAncestroSchema>;

const nivelCategoriaSchema = z.literal(Object.values(NIVELES_CATEGORIA));

/**
 * A node of `GET categoria/tree`. It is recursive: the API docs give it a name of its own, and its
 * category fields are spelled out because TypeScript cannot infer a recursive schema built by spreading.
 */
export const categoriaNodoSchema = z.object({
  id: zId,
  nombre: z.string(),
  slug: z.string(),
  url_slug: z.string(),
  nivel: nivelCategoriaSchema,
  parent: zId.nullable(),
  /** From the root down to the parent. */
  ancestors: z.array(categoriaAncestroSchema),
  get childs(): z.ZodArray<typeof categoriaNodoSchema> {
    return z.array(categoriaNodoSchema);
  },
  /** Active products in it (as familia, sub-familia or store category). */
  total_productos: z.number().int().nonnegative(),
});
categoriaNodoSchema.register(z.globalRegistry, { id: 'CategoriaNodo' });
export type CategoriaNodo = z.infer<typeof categoriaNodoSchema>;

/** A row of the generic resource `GET categoria` and the answer of its writes. */
export const categoriaSchema = categoriaAncestroSchema.extend({
  nivel: nivelCategoriaSchema,
  parent: zId.nullable(),
  parent_nombre: z.string().nullable(),
  total_productos: z.number().int().nonnegative(),
  total_subfamilias: z.number().int().nonnegative(),
  creado: zDateTime,
  modificado: zDateTime,
});
export type Categoria = z.infer<typeof categoriaSchema>;

/** An option of the `familia` / `sub-familia` loaders. */
export const categoriaOpcionSchema = categoriaAncestroSchema.extend({ parent: zId.nullable() });
export type CategoriaOpcion = z.infer<typeof categoriaOpcionSchema>;
