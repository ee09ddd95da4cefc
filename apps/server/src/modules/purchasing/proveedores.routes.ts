import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailSchema, pageSchema } from '@pos/shared/api';
import { proveedorInputSchema, proveedorSchema } from '@pos/shared/domains/purchasing';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { proveedores } from '../../db/schema/index';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { partialBodySchema } from '../../lib/partial-update';
import { createOnce } from '../../lib/transaction';
import { partialBody } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { toProveedor } from './proveedores.dto';
import { listProveedores, ordenProveedores } from './proveedores.repo';
import { createProveedor, deleteProveedor, getProveedorOr404, updateProveedor } from './proveedores.service';

/** Purchase orders pick and create suppliers; editing and retiring is supplier admin (P3-50). */
const LECTORES: readonly Permiso[] = ['orden_compra', 'conf_proveedor'];

/** Suppliers of the company (001 §7 `proveedores`). */
export function proveedoresRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/proveedores/',
    {
      config: { permiso: LECTORES },
      schema: {
        summary: 'Listar proveedores',
        querystring: listQuerySchema,
        response: { 200: pageSchema(proveedorSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const params = listParams(request.query, {
        ordering: ordenProveedores,
        defaultOrdering: 'nombre',
        tiebreaker: proveedores.id,
      });
      const { rows, count } = await listProveedores(db, actor.empresaId, params);
      return pageOf(request, params, count, rows.map(toProveedor));
    },
  );

  api.post(
    '/api/proveedores/',
    {
      config: { permiso: LECTORES },
      schema: { summary: 'Crear un proveedor', body: proveedorInputSchema, response: { 201: proveedorSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createProveedor(tx, actor, request.body));
    },
  );

  api.get(
    '/api/proveedores/:id/',
    {
      config: { permiso: LECTORES },
      schema: { summary: 'Consultar un proveedor', params: idParams, response: { 200: proveedorSchema } },
    },
    async (request) => getProveedorOr404(db, actorOf(request), request.params.id),
  );

  api.put(
    '/api/proveedores/:id/',
    {
      config: { permiso: 'conf_proveedor' },
      schema: {
        summary: 'Modificar un proveedor',
        params: idParams,
        body: partialBodySchema,
        documentedBody: partialBody(proveedorInputSchema),
        response: { 200: proveedorSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => updateProveedor(tx, actor, request.params.id, request.body));
    },
  );

  api.delete(
    '/api/proveedores/:id/',
    {
      config: { permiso: 'conf_proveedor' },
      schema: { summary: 'Eliminar un proveedor', params: idParams, response: { 200: detailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => deleteProveedor(tx, actor, request.params.id));
      return { detail: MENSAJES.general.registroEliminado };
    },
  );
}
