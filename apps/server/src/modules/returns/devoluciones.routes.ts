import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailSchema, pageSchema } from '@pos/shared/api';
import {
  adicionNotaInputSchema,
  adicionNotaSchema,
  anulacionDevolucionSchema,
  anularDevolucionInputSchema,
  consultaNotaCreditoSchema,
  consultarNotaCreditoQuerySchema,
  devolucionCreadaSchema,
  devolucionInputSchema,
  devolucionSchema,
  devolucionesQuerySchema,
  facturaDevolucionSchema,
  getFacturaQuerySchema,
  paginaDevolucionesSchema,
} from '@pos/shared/domains/returns';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { adicionesNotaFel } from '../../db/schema/index';
import { readScope } from '../../lib/branch-scope';
import { notFound } from '../../lib/http-errors';
import { listParams, listQuerySchema, pageOf, pageParams } from '../../lib/list';
import { idParams } from '../../lib/params';
import { partialBodySchema } from '../../lib/partial-update';
import { companyDecimals } from '../../lib/settings';
import { createOnce } from '../../lib/transaction';
import { partialBody } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import {
  createAdicion,
  deleteAdicion,
  getAdicionOr404,
  listAdiciones,
  ordenAdiciones,
  updateAdicion,
} from './adiciones.service';
import { consultarNotaCredito } from './canje.service';
import { devolucionesFilter } from './devoluciones.filter';
import { findDevolucion, listDevoluciones } from './devoluciones.query';
import { anularDevolucion, createDevolucion, getFactura } from './devoluciones.service';

/** P3-45: the return screens (`/devoluciones`, `/bodega/nota_credito_cliente/…`). */
export const PERMISOS_DEVOLUCION: readonly Permiso[] = ['punto_venta', 'punto_venta_caja', 'bodega'];
/** The list also feeds `/reporte_devoluciones`. */
const LECTORES: readonly Permiso[] = [...PERMISOS_DEVOLUCION, 'reporte_devolucion'];
/** The till looks codes up. */
const CAJA: readonly Permiso[] = ['punto_venta', 'punto_venta_caja'];
/** The return screen lists the additional items; their admin edits them. */
const LECTORES_ADICIONES: readonly Permiso[] = ['conf_adicionales_nota_fel', ...PERMISOS_DEVOLUCION];

/** Returns, vouchers and credit notes (issue 13; SCOPE §1.1; P3-20, P3-21). */
export function devolucionesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/devoluciones/',
    {
      config: { permiso: LECTORES },
      schema: {
        summary: 'Listar devoluciones',
        querystring: devolucionesQuerySchema,
        response: { 200: paginaDevolucionesSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      // A voucher code is looked up across the company (the till may be in another branch).
      const sucursalId = q.codigo !== undefined ? null : await readScope(db, actor, request.scope);
      const { filtro, order } = devolucionesFilter(q, actor.empresaId, sucursalId);
      const page = pageParams(q);
      const decimales = await companyDecimals(db, actor.empresaId);
      const { rows, count } = await listDevoluciones(db, filtro, order, q.todos ? null : page, decimales);
      return q.todos ? { count, next: null, previous: null, results: rows } : pageOf(request, page, count, rows);
    },
  );

  api.get(
    '/api/devoluciones/getFactura/',
    {
      config: { permiso: PERMISOS_DEVOLUCION },
      schema: {
        summary: 'Buscar la venta de la que se devuelven productos',
        querystring: getFacturaQuerySchema,
        response: { 200: facturaDevolucionSchema },
      },
    },
    async (request) => getFactura(db, actorOf(request), request.query),
  );

  api.get(
    '/api/devoluciones/:id/',
    {
      config: { permiso: LECTORES },
      schema: { summary: 'Consultar una devolución', params: idParams, response: { 200: devolucionSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const found = await findDevolucion(
        db,
        actor.empresaId,
        request.params.id,
        await companyDecimals(db, actor.empresaId),
      );
      if (!found) throw notFound(MENSAJES.devoluciones.devolucionNoEncontrada);
      return found;
    },
  );

  api.post(
    '/api/devoluciones/',
    {
      config: { permiso: PERMISOS_DEVOLUCION },
      schema: {
        summary: 'Registrar una devolución',
        body: devolucionInputSchema,
        response: { 201: devolucionCreadaSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createDevolucion(tx, actor, deps.queue, request.body));
    },
  );

  api.put(
    '/api/devoluciones/:id/anular/',
    {
      config: { permiso: PERMISOS_DEVOLUCION },
      schema: {
        summary: 'Anular una devolución',
        params: idParams,
        body: anularDevolucionInputSchema,
        response: { 200: anulacionDevolucionSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { idNota, enProceso } = await db.transaction((tx) =>
        anularDevolucion(tx, actor, deps.queue, request.params.id, request.body.motivo),
      );
      return {
        detail: enProceso ? MENSAJES.devoluciones.anulacionEnProceso : MENSAJES.devoluciones.devolucionAnulada,
        id_nota: idNota,
        en_proceso: enProceso,
      };
    },
  );

  api.get(
    '/api/notas_credito_fel/consultar/',
    {
      config: { permiso: CAJA },
      schema: {
        summary: 'Consultar cuánto vale un vale o una nota de crédito en caja',
        querystring: consultarNotaCreditoQuerySchema,
        response: { 200: consultaNotaCreditoSchema },
      },
    },
    async (request) => consultarNotaCredito(db, actorOf(request), request.query.codigo_nota_credito),
  );

  api.get(
    '/api/adiciones_nota_fel/',
    {
      config: { permiso: LECTORES_ADICIONES },
      schema: {
        summary: 'Listar adiciones de nota de crédito',
        querystring: listQuerySchema,
        response: { 200: pageSchema(adicionNotaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const params = listParams(request.query, {
        ordering: ordenAdiciones,
        defaultOrdering: '-creado',
        tiebreaker: adicionesNotaFel.id,
      });
      const { rows, count } = await listAdiciones(db, actor.empresaId, params);
      return pageOf(request, params, count, rows);
    },
  );

  api.post(
    '/api/adiciones_nota_fel/',
    {
      config: { permiso: 'conf_adicionales_nota_fel' },
      schema: {
        summary: 'Crear una adición de nota de crédito',
        body: adicionNotaInputSchema,
        response: { 201: adicionNotaSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createAdicion(tx, actor, request.body));
    },
  );

  api.get(
    '/api/adiciones_nota_fel/:id/',
    {
      config: { permiso: LECTORES_ADICIONES },
      schema: {
        summary: 'Consultar una adición de nota de crédito',
        params: idParams,
        response: { 200: adicionNotaSchema },
      },
    },
    async (request) => getAdicionOr404(db, actorOf(request), request.params.id),
  );

  api.put(
    '/api/adiciones_nota_fel/:id/',
    {
      config: { permiso: 'conf_adicionales_nota_fel' },
      schema: {
        summary: 'Modificar una adición de nota de crédito',
        params: idParams,
        body: partialBodySchema,
        documentedBody: partialBody(adicionNotaInputSchema),
        response: { 200: adicionNotaSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => updateAdicion(tx, actor, request.params.id, request.body));
    },
  );

  api.delete(
    '/api/adiciones_nota_fel/:id/',
    {
      config: { permiso: 'conf_adicionales_nota_fel' },
      schema: { summary: 'Eliminar una adición de nota de crédito', params: idParams, response: { 200: detailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => deleteAdicion(tx, actor, request.params.id));
      return { detail: MENSAJES.general.registroEliminado };
    },
  );
}
