import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailSchema, pageSchema } from '@pos/shared/api';
import { destinoSalidaInputSchema, destinoSalidaSchema } from '@pos/shared/domains/inventory';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { destinosSalida } from '../../db/schema/index';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { partialBodySchema } from '../../lib/partial-update';
import { createOnce } from '../../lib/transaction';
import { partialBody } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { toDestinoSalida } from './destinos.dto';
import { listDestinos, ordenDestinos } from './destinos.repo';
import { createDestino, deleteDestino, getDestinoOr404, updateDestino } from './destinos.service';

/** The outgoing-goods screen picks a destination: its users may read the list. */
const LECTORES: readonly Permiso[] = ['conf_destino_salida', 'salida_mercaderia'];

/** Destinations of outgoing goods (P2-03b): a generic resource under /configuracion/destinos_salida. */
export function destinosSalidaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/destinos_salida/',
    {
      config: { permiso: LECTORES },
      schema: {
        summary: 'Listar destinos de salida de mercadería',
        querystring: listQuerySchema,
        response: { 200: pageSchema(destinoSalidaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const params = listParams(request.query, {
        ordering: ordenDestinos,
        // Lists default to the newest first (000 §9); the salida picker asks for `nombre`.
        defaultOrdering: '-creado',
        tiebreaker: destinosSalida.id,
      });
      const { rows, count } = await listDestinos(db, actor.empresaId, params);
      return pageOf(request, params, count, rows.map(toDestinoSalida));
    },
  );

  api.post(
    '/api/destinos_salida/',
    {
      config: { permiso: 'conf_destino_salida' },
      schema: {
        summary: 'Crear un destino de salida',
        body: destinoSalidaInputSchema,
        response: { 201: destinoSalidaSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createDestino(tx, actor, request.body));
    },
  );

  api.get(
    '/api/destinos_salida/:id/',
    {
      config: { permiso: LECTORES },
      schema: { summary: 'Consultar un destino de salida', params: idParams, response: { 200: destinoSalidaSchema } },
    },
    async (request) => getDestinoOr404(db, actorOf(request), request.params.id),
  );

  api.put(
    '/api/destinos_salida/:id/',
    {
      config: { permiso: 'conf_destino_salida' },
      schema: {
        summary: 'Modificar un destino de salida',
        params: idParams,
        body: partialBodySchema,
        documentedBody: partialBody(destinoSalidaInputSchema),
        response: { 200: destinoSalidaSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => updateDestino(tx, actor, request.params.id, request.body));
    },
  );

  api.delete(
    '/api/destinos_salida/:id/',
    {
      config: { permiso: 'conf_destino_salida' },
      schema: { summary: 'Eliminar un destino de salida', params: idParams, response: { 200: detailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => deleteDestino(tx, actor, request.params.id));
      return { detail: MENSAJES.general.registroEliminado };
    },
  );
}
