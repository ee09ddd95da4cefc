import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '@pos/shared/api';
import {
  clienteOvInputSchema,
  clienteOvSchema,
  clienteSchema,
  clienteSucursalSchema,
} from '@pos/shared/domains/customers';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-errors';
import { listQuerySchema, pageOf, pageParams } from '../../lib/list';
import { idParams } from '../../lib/params';
import { createOnce } from '../../lib/transaction';
import { actorOf } from '../../plugins/auth';
import { toCliente } from './clientes.dto';
import { findCliente } from './clientes.repo';
import { listClientesFormales, listSucursalesCliente } from './clientes-formal.repo';
import { createClienteOv, toClienteSucursal } from './clientes-formal.service';

/** The sales-order wizard's sellers (DECISIONS P3-05 proposal: `punto_venta` or `punto_venta_mostrador`) and customer admin. */
const VENDEDORES: readonly Permiso[] = ['punto_venta', 'punto_venta_mostrador', 'conf_cliente'];

const sucursalesQuery = listQuerySchema.extend({
  search_sucursal: z.string().trim().max(200, MENSAJES.campos.maxLength(200)).optional(),
});

/** Formal customers and their branches (000 §7 "Customers and branches"; P3-31). */
export function clientesFormalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.post(
    '/api/clientes/cliente_ov/',
    {
      config: { permiso: VENDEDORES },
      schema: {
        summary: 'Crear un cliente formal con su primera sucursal',
        body: clienteOvInputSchema,
        response: { 201: clienteOvSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createClienteOv(tx, actor, request.body, request.scope.sucursalId));
    },
  );

  api.get(
    '/api/clientes_formal/',
    {
      config: { permiso: VENDEDORES },
      schema: {
        summary: 'Listar clientes formales',
        querystring: listQuerySchema,
        response: { 200: pageSchema(clienteSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const params = pageParams(request.query);
      const { rows, count } = await listClientesFormales(
        db,
        actor.empresaId,
        params,
        request.query.search || undefined,
      );
      return pageOf(request, params, count, rows.map(toCliente));
    },
  );

  api.get(
    '/api/clientes_formal/:id/sucursales/',
    {
      config: { permiso: VENDEDORES },
      schema: {
        summary: 'Listar las sucursales de un cliente formal',
        params: idParams,
        querystring: sucursalesQuery,
        response: { 200: pageSchema(clienteSucursalSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!(await findCliente(db, actor.empresaId, request.params.id))) throw notFound(MENSAJES.clientes.noEncontrado);
      const params = pageParams(request.query);
      const search = request.query.search_sucursal || undefined;
      const { rows, count } = await listSucursalesCliente(db, request.params.id, params, search);
      return pageOf(request, params, count, rows.map(toClienteSucursal));
    },
  );
}
