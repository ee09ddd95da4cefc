import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISOS_PUNTO_VENTA } from '@pos/shared/domains/users/permissions';
import { ESTADOS_COTIZACION } from '@pos/shared/domains/sales/sales';
import {
  cotizacionDetalleSchema,
  cotizacionRespuestaSchema,
  lineaCotizacionSchema,
} from '@pos/shared/domains/sales/sales.api';
import { noContentSchema, pageSchema } from '@pos/shared/api';
import { MENSAJES } from '@pos/shared/messages';
import { zBooleanish, zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { cotizaciones } from '../../db/schema/index';
import { dayRange } from '../../lib/dates';
import { notFound } from '../../lib/http-errors';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { partialBodySchema } from '../../lib/partial-update';
import { createOnce } from '../../lib/transaction';
import { partialBody } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { readScope, requireBranch } from '../../lib/branch-scope';
import { companyDecimals } from '../../lib/settings';
import { blankAsMissing, fechaParam } from '../../lib/query-params';
import { toCotizacion, toLineaCotizacion } from './cotizaciones.dto';
import { findCotizacion, lineasCotizacion, listCotizaciones, ordenCotizaciones } from './cotizaciones.repo';
import { annulCotizacion, createCotizacion, getCotizacion, updateCotizacion } from './cotizaciones.service';
import { cotizacionSchema } from './ventas.schema';

const ESTADOS = Object.values(ESTADOS_COTIZACION);

const listQuery = listQuerySchema.extend({
  activo: blankAsMissing(zBooleanish()),
  estado: blankAsMissing(
    z.coerce.number().refine((n) => (ESTADOS as number[]).includes(n), MENSAJES.campos.oneOf(ESTADOS)),
  ),
  enviado_caja: blankAsMissing(zBooleanish()),
  caja_id: blankAsMissing(zIntId()),
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  vendedor_id: blankAsMissing(zIntId()),
  cliente_id: blankAsMissing(zIntId()),
});

/** Quotations (000 §7, P3-07): the counter seller writes them, the cashier loads and charges them. */
export function cotizacionesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const config = { permiso: PERMISOS_PUNTO_VENTA };

  api.get(
    '/api/cotizaciones/',
    {
      config,
      schema: {
        summary: 'Listar cotizaciones',
        querystring: listQuery,
        response: { 200: pageSchema(cotizacionRespuestaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const params = listParams(q, {
        ordering: ordenCotizaciones,
        defaultOrdering: '-creado',
        tiebreaker: cotizaciones.id,
      });
      const { rows, count } = await listCotizaciones(
        db,
        {
          empresaId: actor.empresaId,
          sucursalId: await readScope(db, actor, request.scope),
          search: params.search,
          activo: q.activo,
          estado: q.estado,
          enviadoCaja: q.enviado_caja,
          cajaId: q.caja_id,
          ...dayRange(q.fecha_inicial, q.fecha_final),
          vendedorId: q.vendedor_id,
          clienteId: q.cliente_id,
        },
        params,
      );
      const decimales = await companyDecimals(db, actor.empresaId);
      return pageOf(
        request,
        params,
        count,
        rows.map((r) => toCotizacion(r, decimales)),
      );
    },
  );

  api.get(
    '/api/cotizaciones/detalles/',
    {
      config,
      schema: {
        summary: 'Listar los productos de una cotización',
        querystring: z.object({ cotizacion_id: zIntId() }),
        response: { 200: z.array(lineaCotizacionSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const row = await findCotizacion(db, actor.empresaId, request.query.cotizacion_id);
      if (!row) throw notFound(MENSAJES.cotizaciones.noEncontrada);
      const decimales = await companyDecimals(db, actor.empresaId);
      return (await lineasCotizacion(db, row.id)).map((l) => toLineaCotizacion(l, decimales));
    },
  );

  api.get(
    '/api/cotizaciones/:id/',
    {
      config,
      schema: { summary: 'Consultar una cotización', params: idParams, response: { 200: cotizacionDetalleSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      return getCotizacion(db, actor, request.params.id, await companyDecimals(db, actor.empresaId));
    },
  );

  api.post(
    '/api/cotizaciones/',
    {
      config,
      schema: { summary: 'Crear una cotización', body: cotizacionSchema, response: { 201: cotizacionDetalleSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const sucursalId = requireBranch(request.scope);
      return createOnce(db, request, reply, (tx) => createCotizacion(tx, actor, sucursalId, request.body));
    },
  );

  api.put(
    '/api/cotizaciones/:id/',
    {
      config,
      schema: {
        summary: 'Modificar una cotización',
        params: idParams,
        body: partialBodySchema,
        documentedBody: partialBody(cotizacionSchema),
        response: { 200: cotizacionDetalleSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => updateCotizacion(tx, actor, request.params.id, request.body));
    },
  );

  api.delete(
    '/api/cotizaciones/:id/',
    { config, schema: { summary: 'Anular una cotización', params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const actor = actorOf(request);
      await db.transaction((tx) => annulCotizacion(tx, actor, request.params.id));
      return reply.code(204).send();
    },
  );
}
