import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import { estadoDescargaSchema, type EstadoArchivo } from '@pos/shared/domains/exports';
import { fileResponse } from '@pos/shared/api';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-errors';
import { idParams } from '../../lib/params';
import { actorOf } from '../../plugins/auth';
import { findArchivo } from './exports.service';
import { MENSAJES } from '@pos/shared/messages';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const estadoQuery = z.object({ id: idParams.shape.id });

/** `estado_descarga` of spec 000 §7 / 001 §7, under every path the spec names. */
const STATUS_PATHS = [
  { url: '/api/archivos/estado_descarga/', summary: 'Consultar el estado de una exportación' },
  {
    url: '/api/productos/estado_descarga/',
    summary: 'Consultar el estado de una exportación (ruta de productos)',
    description: 'Igual que GET /api/archivos/estado_descarga/.',
  },
  {
    url: '/api/historial_ventas/estado_descarga/',
    summary: 'Consultar el estado de una exportación (ruta del historial de ventas)',
    description: 'Igual que GET /api/archivos/estado_descarga/.',
  },
];

export function exportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  for (const { url, summary, description } of STATUS_PATHS) {
    api.get(
      url,
      { schema: { summary, description, querystring: estadoQuery, response: { 200: estadoDescargaSchema } } },
      async (request) => {
        const archivo = await findArchivo(db, actorOf(request), request.query.id);
        return {
          id: archivo.id,
          estado: archivo.estado as EstadoArchivo,
          archivo: archivo.estado === ESTADOS_ARCHIVO.LISTO ? `/api/archivos/${archivo.id}/descargar/` : null,
          nombre: archivo.nombre,
          observaciones: archivo.observaciones,
        };
      },
    );
  }

  api.get(
    '/api/archivos/:id/descargar/',
    {
      schema: {
        summary: 'Descargar el libro de Excel de una exportación terminada',
        params: idParams,
        response: { 200: fileResponse(XLSX, 'El libro de Excel') },
      },
    },
    async (request, reply) => {
      const archivo = await findArchivo(db, actorOf(request), request.params.id);
      const file = archivo.ruta ? path.join(deps.exportsDir, archivo.ruta) : null;
      if (archivo.estado !== ESTADOS_ARCHIVO.LISTO || !file || !fs.existsSync(file))
        throw notFound(MENSAJES.descargas.archivoNoListo);
      return reply
        .type(XLSX)
        .header(
          'content-disposition',
          `attachment; filename="${encodeURIComponent(archivo.nombre)}"; filename*=UTF-8''${encodeURIComponent(archivo.nombre)}`,
        )
        .send(fs.createReadStream(file));
    },
  );
}
