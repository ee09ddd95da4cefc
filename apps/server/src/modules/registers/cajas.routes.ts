import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISOS_PUNTO_VENTA, type Permiso } from '@pos/shared/domains/users/permissions';
import { cajaInputSchema, cajaSchema } from '@pos/shared/domains/registers';
import { detailSchema, pageSchema } from '@pos/shared/api';
import { z } from 'zod';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { cajas } from '../../db/schema/index';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { createOnce } from '../../lib/transaction';
import { actorOf } from '../../plugins/auth';
import { readScope } from '../../lib/branch-scope';
import { toCaja } from './cajas.dto';
import { allCajas, listCajas, ordenCajas } from './cajas.repo';
import { createCaja, deleteCaja, getCajaOr404, updateCaja } from './cajas.service';

/** Opening a register and the openings report pick a register from `cajas/all`. */
const LECTORES_TODAS: readonly Permiso[] = ['conf_caja', 'reporte_apertura_cierre', ...PERMISOS_PUNTO_VENTA];

/** Register administration (000 §7 "Registers and movements", /configuracion/cajas). */
export function cajasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/cajas/',
    {
      config: { permiso: 'conf_caja' },
      schema: { summary: 'Listar cajas', querystring: listQuerySchema, response: { 200: pageSchema(cajaSchema) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const params = listParams(request.query, {
        ordering: ordenCajas,
        // Lists default to the newest first (000 §9).
        defaultOrdering: '-creado',
        tiebreaker: cajas.id,
      });
      const { rows, count } = await listCajas(db, actor.empresaId, await readScope(db, actor, request.scope), params);
      return pageOf(request, params, count, rows.map(toCaja));
    },
  );

  api.get(
    '/api/cajas/all/',
    {
      config: { permiso: LECTORES_TODAS },
      schema: { summary: 'Listar todas las cajas sin paginar', response: { 200: z.array(cajaSchema) } },
    },
    async (request) => {
      const actor = actorOf(request);
      return (await allCajas(db, actor.empresaId, await readScope(db, actor, request.scope))).map(toCaja);
    },
  );

  api.post(
    '/api/cajas/',
    {
      config: { permiso: 'conf_caja' },
      schema: { summary: 'Crear una caja', body: cajaInputSchema, response: { 201: cajaSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createCaja(tx, actor, request.body, request.scope.sucursalId));
    },
  );

  api.get(
    '/api/cajas/:id/',
    {
      config: { permiso: 'conf_caja' },
      schema: { summary: 'Consultar una caja', params: idParams, response: { 200: cajaSchema } },
    },
    async (request) => getCajaOr404(db, actorOf(request), request.params.id),
  );

  api.put(
    '/api/cajas/:id/',
    {
      config: { permiso: 'conf_caja' },
      schema: { summary: 'Modificar una caja', params: idParams, body: cajaInputSchema, response: { 200: cajaSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => updateCaja(tx, actor, request.params.id, request.body));
    },
  );

  api.delete(
    '/api/cajas/:id/',
    {
      config: { permiso: 'conf_caja' },
      schema: { summary: 'Eliminar una caja', params: idParams, response: { 200: detailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => deleteCaja(tx, actor, request.params.id));
      return { detail: MENSAJES.general.registroEliminado };
    },
  );
}
