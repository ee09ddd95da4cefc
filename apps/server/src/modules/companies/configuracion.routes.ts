import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGENES_CONFIGURACION,
  TIPO_METODO,
  configuracionInputSchema,
  configuracionSchema,
  metodoSchema,
  type ImagenConfiguracion,
} from '@pos/shared/domains/companies/companies';
import { pageSchema } from '@pos/shared/api';
import { zBooleanish } from '@pos/shared/validation/zod';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../lib/actor';
import { parseFields, readFormData } from '../../lib/form-data';
import { listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { deleteMedia, saveImage, type ImageShape, type UploadedFile } from '../../lib/uploads';
import { FORM_MEDIA_TYPES } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { toMetodo } from './configuracion.dto';
import { findConfiguracion, listMetodos } from './configuracion.repo';
import { getConfiguracion, updateConfiguracion, type ImageChanges } from './configuracion.service';

/** Logos fit a square, the store banner a wide strip, the ticket logo an 80 mm printer's 576 dots. */
const SHAPES: Record<ImagenConfiguracion, ImageShape> = {
  logo: { width: 800, height: 800, fit: 'inside' },
  banner: { width: 1920, height: 640, fit: 'inside' },
  logo_ticket: { width: 576, height: 320, fit: 'inside' },
};

async function saveImages(
  deps: AppDeps,
  actor: Actor,
  files: Map<string, UploadedFile>,
): Promise<Partial<Record<ImagenConfiguracion, string>>> {
  const saved: Partial<Record<ImagenConfiguracion, string>> = {};
  try {
    for (const kind of IMAGENES_CONFIGURACION) {
      const file = files.get(kind);
      if (file) saved[kind] = await saveImage(deps.mediaDir, actor.empresaId, 'empresa', file, SHAPES[kind]);
    }
  } catch (error) {
    await Promise.all(Object.values(saved).map((p) => deleteMedia(deps.mediaDir, p)));
    throw error;
  }
  return saved;
}

const metodosQuery = listQuerySchema.extend({
  tipo: z.coerce
    .number()
    .refine(
      (t) => t === TIPO_METODO.PAGO || t === TIPO_METODO.ENTREGA,
      MENSAJES.campos.oneOf([TIPO_METODO.PAGO, TIPO_METODO.ENTREGA]),
    )
    .optional(),
  activo: zBooleanish().optional(),
});

export function configuracionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/configuracion/me/',
    { schema: { summary: 'Consultar la configuración de la empresa', response: { 200: configuracionSchema } } },
    async (request) => getConfiguracion(db, actorOf(request)),
  );

  api.put(
    '/api/configuracion/:id/',
    {
      config: { permiso: 'conf_tienda' },
      schema: {
        summary: 'Modificar la configuración de la empresa',
        description: 'En multipart/form-data, las imágenes van en las partes `logo`, `banner` y `logo_ticket`.',
        consumes: FORM_MEDIA_TYPES,
        documentedBody: configuracionInputSchema,
        params: idParams,
        response: { 200: configuracionSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const form = await readFormData(request);
      const input = parseFields(configuracionInputSchema, form.fields);
      const before = await findConfiguracion(db, actor.empresaId);
      const uploaded = await saveImages(deps, actor, form.files);
      const images: ImageChanges = {};
      const previous: Record<ImagenConfiguracion, string | null> = {
        logo: before.logo,
        banner: before.banner,
        logo_ticket: before.logoTicket,
      };
      for (const kind of IMAGENES_CONFIGURACION) {
        if (uploaded[kind]) images[kind] = uploaded[kind];
        else if (input[`eliminar_${kind}`]) images[kind] = null;
      }
      try {
        const configuracion = await db.transaction((tx) =>
          updateConfiguracion(tx, actor, request.params.id, input, images),
        );
        await Promise.all(
          Object.keys(images).map((kind) => deleteMedia(deps.mediaDir, previous[kind as ImagenConfiguracion])),
        );
        return configuracion;
      } catch (error) {
        await Promise.all(Object.values(uploaded).map((p) => deleteMedia(deps.mediaDir, p)));
        throw error;
      }
    },
  );

  // Payment (tipo 10) and delivery (tipo 20) methods; `activo=true` gives only the offered ones.
  api.get(
    '/api/metodos_pago_entrega/',
    {
      schema: {
        summary: 'Listar métodos de pago y de entrega',
        querystring: metodosQuery,
        response: { 200: pageSchema(metodoSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const rows = await listMetodos(db, actor.empresaId, request.query.tipo, request.query.activo === true);
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? 100;
      const results = rows.slice((page - 1) * pageSize, page * pageSize).map(toMetodo);
      return pageOf(request, { page, pageSize }, rows.length, results);
    },
  );
}
