import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, pageSchema } from '@pos/shared/api';
import {
  NIVELES_CATEGORIA,
  categoriaInputSchema,
  categoriaNodoSchema,
  categoriaOpcionSchema,
  categoriaSchema,
} from '@pos/shared/domains/catalog/categories';
import { MENSAJES } from '@pos/shared/messages';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { categorias } from '../../db/schema/index';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { partialBodySchema } from '../../lib/partial-update';
import { createOnce } from '../../lib/transaction';
import { partialBody } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { toCategoria, toCategoriaOpcion } from './categorias.dto';
import { listCategorias, listOpciones, ordenCategorias } from './categorias.repo';
import {
  categoriaTree,
  createCategoria,
  deleteCategoria,
  getCategoriaOr404,
  updateCategoria,
} from './categorias.service';

const listaQuery = listQuerySchema.extend({
  nivel: z.coerce
    .number()
    .refine((n) => n === 1 || n === 2, MENSAJES.campos.oneOf([1, 2]))
    .optional(),
  parent: zIntId().optional(),
});
const subfamiliaQuery = listQuerySchema.extend({ familia_id: zIntId().optional() });

/**
 * Categories (DECISIONS P3-64): the tree and the option loaders, open to every user because product
 * filters and pickers use them; the generic resource `categoria` for `/configuracion/categorias`.
 */
export function categoriasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const opciones = { ordering: ordenCategorias, defaultOrdering: 'nombre', tiebreaker: categorias.id };

  api.get(
    '/api/categoria/tree/',
    { schema: { summary: 'Consultar el árbol de categorías', response: { 200: z.array(categoriaNodoSchema) } } },
    async (request) => categoriaTree(db, actorOf(request)),
  );

  api.get(
    '/api/familia/',
    {
      schema: {
        summary: 'Listar familias (categorías de primer nivel)',
        querystring: listQuerySchema,
        response: { 200: pageSchema(categoriaOpcionSchema) },
      },
    },
    async (request) => {
      const params = listParams(request.query, opciones);
      const { rows, count } = await listOpciones(db, actorOf(request).empresaId, params, {
        nivel: NIVELES_CATEGORIA.FAMILIA,
      });
      return pageOf(request, params, count, rows.map(toCategoriaOpcion));
    },
  );

  api.get(
    '/api/sub-familia/',
    {
      schema: {
        summary: 'Listar subfamilias',
        querystring: subfamiliaQuery,
        response: { 200: pageSchema(categoriaOpcionSchema) },
      },
    },
    async (request) => {
      const params = listParams(request.query, opciones);
      const filtros = { nivel: NIVELES_CATEGORIA.SUBFAMILIA, parentId: request.query.familia_id };
      const { rows, count } = await listOpciones(db, actorOf(request).empresaId, params, filtros);
      return pageOf(request, params, count, rows.map(toCategoriaOpcion));
    },
  );

  api.get(
    '/api/categoria/',
    {
      config: { permiso: 'producto' },
      schema: { summary: 'Listar categorías', querystring: listaQuery, response: { 200: pageSchema(categoriaSchema) } },
    },
    async (request) => {
      const params = listParams(request.query, {
        ordering: ordenCategorias,
        defaultOrdering: 'url_slug',
        tiebreaker: categorias.id,
      });
      const { rows, count } = await listCategorias(db, actorOf(request).empresaId, params, {
        nivel: request.query.nivel,
        parentId: request.query.parent,
      });
      return pageOf(request, params, count, rows.map(toCategoria));
    },
  );

  api.post(
    '/api/categoria/',
    {
      config: { permiso: 'producto' },
      schema: { summary: 'Crear una categoría', body: categoriaInputSchema, response: { 201: categoriaSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createCategoria(tx, actor, request.body));
    },
  );

  api.get(
    '/api/categoria/:id/',
    {
      config: { permiso: 'producto' },
      schema: { summary: 'Consultar una categoría', params: idParams, response: { 200: categoriaSchema } },
    },
    async (request) => toCategoria(await getCategoriaOr404(db, actorOf(request), request.params.id)),
  );

  api.put(
    '/api/categoria/:id/',
    {
      config: { permiso: 'producto' },
      schema: {
        summary: 'Modificar una categoría',
        params: idParams,
        body: partialBodySchema,
        documentedBody: partialBody(categoriaInputSchema),
        response: { 200: categoriaSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => updateCategoria(tx, actor, request.params.id, request.body));
    },
  );

  api.delete(
    '/api/categoria/:id/',
    {
      config: { permiso: 'producto' },
      schema: { summary: 'Eliminar una categoría', params: idParams, response: { 200: detailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => deleteCategoria(tx, actor, request.params.id));
      return { detail: MENSAJES.categorias.eliminada };
    },
  );
}
