import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailSchema, pageSchema } from '@pos/shared/api';
import { sucursalInputSchema, sucursalSchema } from '@pos/shared/domains/companies/companies';
import type { AppDeps } from '../../app-deps';
import { sucursales } from '../../db/schema/index';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { partialBodySchema } from '../../lib/partial-update';
import { createOnce } from '../../lib/transaction';
import { partialBody } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { toSucursal } from './sucursales.dto';
import { listSucursales, ordenSucursales } from './sucursales.repo';
import { createSucursal, deleteSucursal, sucursalDto, ticketLogo, updateSucursal } from './sucursales.service';
import { MENSAJES } from '@pos/shared/messages';

export function sucursalesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  // Every user may read the company's branches: they feed branch pickers across the product.
  api.get(
    '/api/sucursales/',
    {
      schema: {
        summary: 'Listar sucursales',
        querystring: listQuerySchema,
        response: { 200: pageSchema(sucursalSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const params = listParams(request.query, {
        ordering: ordenSucursales,
        defaultOrdering: '-creado',
        tiebreaker: sucursales.id,
      });
      const [{ rows, count }, logo] = await Promise.all([
        listSucursales(db, actor.empresaId, params),
        ticketLogo(db, actor.empresaId),
      ]);
      return pageOf(
        request,
        params,
        count,
        rows.map((row) => toSucursal(row, logo)),
      );
    },
  );

  api.post(
    '/api/sucursales/',
    {
      config: { permiso: 'conf_sucursal' },
      schema: { summary: 'Crear una sucursal', body: sucursalInputSchema, response: { 201: sucursalSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createSucursal(tx, actor, request.body));
    },
  );

  api.get(
    '/api/sucursales/:id/',
    { schema: { summary: 'Consultar una sucursal', params: idParams, response: { 200: sucursalSchema } } },
    async (request) => sucursalDto(db, actorOf(request), request.params.id),
  );

  api.put(
    '/api/sucursales/:id/',
    {
      config: { permiso: 'conf_sucursal' },
      schema: {
        summary: 'Modificar una sucursal',
        params: idParams,
        body: partialBodySchema,
        documentedBody: partialBody(sucursalInputSchema),
        response: { 200: sucursalSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => updateSucursal(tx, actor, request.params.id, request.body));
    },
  );

  api.delete(
    '/api/sucursales/:id/',
    {
      config: { permiso: 'conf_sucursal' },
      schema: { summary: 'Eliminar una sucursal', params: idParams, response: { 200: detailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => deleteSucursal(tx, actor, request.params.id));
      return { detail: MENSAJES.sucursales.eliminado };
    },
  );
}
