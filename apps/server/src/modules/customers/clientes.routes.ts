import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, pageSchema } from '@pos/shared/api';
import {
  clienteInputSchema,
  clientePorNitSchema,
  clienteSchema,
  esNitConsumidorFinal,
  type Cliente,
} from '@pos/shared/domains/customers';
import { PERMISOS_PUNTO_VENTA, type Permiso } from '@pos/shared/domains/users/permissions';
import { CONSUMIDOR_FINAL } from '@pos/shared/domains/sales/sales';
import { MENSAJES } from '@pos/shared/messages';
import { normalizeNit } from '@pos/shared/validation/nit';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { clientes } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { partialBodySchema } from '../../lib/partial-update';
import { createOnce } from '../../lib/transaction';
import { partialBody } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { readScope } from '../../lib/branch-scope';
import { blankAsMissing } from '../../lib/query-params';
import { toCliente } from './clientes.dto';
import { findClientePorNit, listClientes, ordenClientes, searchClientesPorNombre } from './clientes.repo';
import { createCliente, deleteCliente, getClienteOr404, updateCliente } from './clientes.service';

/** The sale screens look customers up and create them; editing and retiring is customer admin. */
const LECTORES: readonly Permiso[] = [...PERMISOS_PUNTO_VENTA, 'conf_cliente'];

/** Name matches offered while typing on the sale screen. */
const MAX_POR_NOMBRE = 20;

const listQuery = listQuerySchema.extend({ sucursal_id: blankAsMissing(zIntId()) });
// `clientes/{nit}/por_nit/` and `clientes/{sucursal}/por_nombre/` (000 §7): one router node serves the
// segment of every `clientes/:id/…` route, so it keeps that one name; here it holds the NIT or the branch.
const porNitParams = z.object({
  id: z.string().trim().min(1, MENSAJES.campos.required).max(60, MENSAJES.campos.maxLength(60)),
});
const porNombreParams = z.object({ id: zIntId() });

/** The final consumer as the NIT lookup answers it: never a stored row (000 §5 Customer). */
const consumidorFinal = (): Pick<Cliente, 'nit' | 'nombre' | 'direccion'> & { id: null } => ({
  id: null,
  nit: CONSUMIDOR_FINAL.nit,
  nombre: CONSUMIDOR_FINAL.nombre,
  direccion: '',
});

/** Customers of the company (000 §7 "Customers and branches"; P3-33: they belong to the company). */
export function clientesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/clientes/',
    {
      config: { permiso: LECTORES },
      schema: { summary: 'Listar clientes', querystring: listQuery, response: { 200: pageSchema(clienteSchema) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const params = listParams(request.query, {
        ordering: ordenClientes,
        defaultOrdering: '-creado',
        tiebreaker: clientes.id,
      });
      const sucursalId =
        request.query.sucursal_id === undefined
          ? undefined
          : ((await readScope(db, actor, request.scope, request.query.sucursal_id)) ?? undefined);
      const { rows, count } = await listClientes(db, actor.empresaId, params, sucursalId);
      return pageOf(request, params, count, rows.map(toCliente));
    },
  );

  api.get(
    '/api/clientes/:id/por_nit/',
    {
      config: { permiso: LECTORES },
      schema: {
        summary: 'Buscar un cliente por NIT',
        description: 'El `id` de la ruta es el NIT (CF: consumidor final).',
        params: porNitParams,
        response: { 200: clientePorNitSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const text = request.params.id;
      if (esNitConsumidorFinal(text)) return consumidorFinal();
      const row =
        (await findClientePorNit(db, actor.empresaId, normalizeNit(text))) ??
        (await findClientePorNit(db, actor.empresaId, text.replace(/\s/g, '')));
      if (!row) throw notFound(MENSAJES.clientes.noEncontrado);
      return toCliente(row);
    },
  );

  api.get(
    '/api/clientes/:id/por_nombre/',
    {
      config: { permiso: LECTORES },
      schema: {
        summary: 'Buscar clientes por nombre',
        description: 'El `id` de la ruta es la sucursal.',
        params: porNombreParams,
        querystring: z.object({ search: z.string().trim().max(200, MENSAJES.campos.maxLength(200)).optional() }),
        response: { 200: z.array(clienteSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // The branch only checks the caller may work there: customers are shared by the company.
      await readScope(db, actor, request.scope, request.params.id);
      const text = request.query.search ?? '';
      if (text === '') return [];
      return (await searchClientesPorNombre(db, actor.empresaId, text, MAX_POR_NOMBRE)).map(toCliente);
    },
  );

  api.post(
    '/api/clientes/',
    {
      config: { permiso: LECTORES },
      schema: { summary: 'Crear un cliente', body: clienteInputSchema, response: { 201: clienteSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createCliente(tx, actor, request.body, request.scope.sucursalId));
    },
  );

  api.get(
    '/api/clientes/:id/',
    {
      config: { permiso: LECTORES },
      schema: { summary: 'Consultar un cliente', params: idParams, response: { 200: clienteSchema } },
    },
    async (request) => getClienteOr404(db, actorOf(request), request.params.id),
  );

  api.put(
    '/api/clientes/:id/',
    {
      config: { permiso: 'conf_cliente' },
      schema: {
        summary: 'Modificar un cliente',
        params: idParams,
        body: partialBodySchema,
        documentedBody: partialBody(clienteInputSchema),
        response: { 200: clienteSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => updateCliente(tx, actor, request.params.id, request.body));
    },
  );

  api.delete(
    '/api/clientes/:id/',
    {
      config: { permiso: 'conf_cliente' },
      schema: { summary: 'Eliminar un cliente', params: idParams, response: { 200: detailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => deleteCliente(tx, actor, request.params.id));
      return { detail: MENSAJES.general.registroEliminado };
    },
  );
}
