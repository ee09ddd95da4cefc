import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '@pos/shared/api';
import {
  ESTADOS_RECEPCION_COMPRA,
  ordenCompraSchema,
  recepcionOrdenCompraSchema,
} from '@pos/shared/domains/purchasing';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { ordenesCompra } from '../../db/schema/index';
import { readScope } from '../../lib/branch-scope';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { blankAsMissing } from '../../lib/query-params';
import { actorOf } from '../../plugins/auth';
import { toOrdenCompra } from './ordenes.dto';
import { listOrdenesCompra, ordenOrdenesCompra } from './ordenes.repo';
import { getOrdenCompraOr404 } from './ordenes.service';
import { receiveOrdenCompra } from './recepciones.service';

const config = { permiso: 'despacho_recepciones_orden_compra' as const };

const estados = Object.values(ESTADOS_RECEPCION_COMPRA);
const listQuery = listQuerySchema.extend({
  estado_despacho: blankAsMissing(
    z.coerce
      .number({ error: MENSAJES.campos.oneOf(estados) })
      .refine((n) => (estados as number[]).includes(n), MENSAJES.campos.oneOf(estados)),
  ),
});

/** Receptions of purchase orders (001 §7 `recepcion_ordenes_compra`; P3-73). */
export function recepcionesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/recepcion_ordenes_compra/',
    {
      config,
      schema: {
        summary: 'Listar las órdenes de compra que llegan a la sucursal',
        querystring: listQuery,
        response: { 200: pageSchema(ordenCompraSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const sucursalDestinoId = await readScope(db, actor, request.scope);
      const params = listParams(q, {
        ordering: ordenOrdenesCompra,
        defaultOrdering: '-creado',
        tiebreaker: ordenesCompra.id,
      });
      const { rows, count } = await listOrdenesCompra(db, actor.empresaId, params, {
        recepcion: true,
        sucursalDestinoId,
        entregaCompletada:
          q.estado_despacho === undefined ? undefined : q.estado_despacho === ESTADOS_RECEPCION_COMPRA.RECIBIDA,
      });
      return pageOf(request, params, count, rows.map(toOrdenCompra));
    },
  );

  api.get(
    '/api/recepcion_ordenes_compra/:id/',
    {
      config,
      schema: {
        summary: 'Consultar una orden de compra para su recepción',
        params: idParams,
        response: { 200: ordenCompraSchema },
      },
    },
    async (request) => getOrdenCompraOr404(db, actorOf(request), request.params.id),
  );

  api.put(
    '/api/recepcion_ordenes_compra/:id/',
    {
      config,
      schema: {
        summary: 'Registrar la recepción de una orden de compra',
        params: idParams,
        body: recepcionOrdenCompraSchema,
        response: { 200: ordenCompraSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => receiveOrdenCompra(tx, actor, request.params.id, request.body));
    },
  );
}
