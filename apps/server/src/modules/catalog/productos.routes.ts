import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailSchema, pageSchema } from '@pos/shared/api';
import { productoFilaSchema, productoInputSchema, productoSchema } from '@pos/shared/domains/catalog/products.api';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { formFingerprint, parseFields, readFormData, type FormData } from '../../lib/form-data';
import { pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { createOnce } from '../../lib/transaction';
import { FORM_MEDIA_TYPES, partialBody } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { catalogSettings } from './catalog-settings';
import { archivosDe, deleteImages, saveProductImages } from './producto-imagenes';
import { planImagenes } from './producto-imagenes.plan';
import { toProductoFila } from './productos.dto';
import { listProductos } from './productos.repo';
import { productosListaQuery, productosListParams } from './productos.export';
import {
  annulProducto,
  createProducto,
  getProductoDto,
  updateProducto,
  type CatalogContext,
  type ImagenesSave,
} from './productos.service';
import { assertNoProblems } from './rule-errors';

async function contextOf(db: Db, request: FastifyRequest): Promise<CatalogContext> {
  const actor = actorOf(request);
  return { actor, sucursalId: request.scope.sucursalId, settings: await catalogSettings(db, actor.empresaId) };
}

/** Parses the body (JSON or multipart `data` + image files) and stores the images it brings. */
async function readProducto(deps: AppDeps, ctx: CatalogContext, form: FormData, fields: Record<string, unknown>) {
  const input = parseFields(productoInputSchema(ctx.settings.decimales), fields);
  const plan = planImagenes(input.imagenes, [...form.files.keys()]);
  assertNoProblems(plan.problemas);
  const uploads = plan.orden.flatMap((e) => ('archivo' in e ? [form.files.get(e.archivo)!] : []));
  const guardadas = await saveProductImages(deps.mediaDir, ctx.actor.empresaId, uploads);
  const imagenes: ImagenesSave = { orden: plan.orden, guardadas };
  return { input, imagenes, nuevos: [...guardadas.values()].flatMap(archivosDe) };
}

/** The body in the OpenAPI document: the company's decimals change only how money is checked, not the shape. */
const productoDocumentado = productoInputSchema(2);

/** Products (spec 001 §7): permission `producto` (DECISIONS P3-45). */
export function productosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const config = { permiso: 'producto' } as const;

  api.get(
    '/api/productos/',
    {
      config,
      schema: {
        summary: 'Listar productos',
        querystring: productosListaQuery,
        response: { 200: pageSchema(productoFilaSchema) },
      },
    },
    async (request) => {
      const ctx = await contextOf(db, request);
      const params = productosListParams(request.query);
      const filtros = { familiaId: request.query.familia_id, subfamiliaId: request.query.sub_familia_id };
      const { rows, count } = await listProductos(db, ctx.actor.empresaId, ctx.sucursalId, params, filtros);
      return pageOf(
        request,
        params,
        count,
        rows.map((row) => toProductoFila(row, ctx.settings)),
      );
    },
  );

  api.get(
    '/api/productos/:id/',
    { config, schema: { summary: 'Consultar un producto', params: idParams, response: { 200: productoSchema } } },
    async (request) => getProductoDto(db, await contextOf(db, request), request.params.id),
  );

  api.post(
    '/api/productos/',
    {
      config,
      schema: {
        summary: 'Crear un producto',
        description:
          'En multipart/form-data, cada imagen nueva va en su propia parte; `imagenes` ordena las que se conservan (`id`) y las nuevas (`archivo`: el nombre de su parte).',
        consumes: FORM_MEDIA_TYPES,
        documentedBody: productoDocumentado,
        response: { 201: productoSchema },
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(db, request);
      const form = await readFormData(request);
      const { input, imagenes, nuevos } = await readProducto(deps, ctx, form, form.fields);
      try {
        const producto = await createOnce(
          db,
          request,
          reply,
          (tx) => createProducto(tx, ctx, input, imagenes),
          formFingerprint(form),
        );
        // A replay answers with the first request's product: the images stored for this one are not used.
        if (reply.getHeader('idempotent-replayed')) await deleteImages(deps.mediaDir, nuevos);
        return producto;
      } catch (error) {
        await deleteImages(deps.mediaDir, nuevos);
        throw error;
      }
    },
  );

  api.put(
    '/api/productos/:id/',
    {
      config,
      schema: {
        summary: 'Modificar un producto',
        description:
          'En multipart/form-data, cada imagen nueva va en su propia parte; `imagenes` ordena las que se conservan (`id`) y las nuevas (`archivo`: el nombre de su parte).',
        consumes: FORM_MEDIA_TYPES,
        documentedBody: partialBody(productoDocumentado),
        params: idParams,
        response: { 200: productoSchema },
      },
    },
    async (request) => {
      const ctx = await contextOf(db, request);
      const id = request.params.id;
      const form = await readFormData(request);
      // Fields left out keep their current value: the body is applied over the product as it is.
      const current = await getProductoDto(db, ctx, id);
      const { input, imagenes, nuevos } = await readProducto(deps, ctx, form, { ...current, ...form.fields });
      try {
        const { producto, archivosQuitados } = await db.transaction((tx) =>
          updateProducto(tx, ctx, id, input, imagenes),
        );
        await deleteImages(deps.mediaDir, archivosQuitados);
        return producto;
      } catch (error) {
        await deleteImages(deps.mediaDir, nuevos);
        throw error;
      }
    },
  );

  api.delete(
    '/api/productos/:id/',
    { config, schema: { summary: 'Anular un producto', params: idParams, response: { 200: detailSchema } } },
    async (request) => {
      const ctx = await contextOf(db, request);
      await db.transaction((tx) => annulProducto(tx, ctx, request.params.id));
      return { detail: MENSAJES.productos.anulado };
    },
  );
}
