import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  anulacionDespachoSchema,
  despachoInputSchema,
  despachoSchema,
  despachosPageSchema,
  recepcionDespachoInputSchema,
  reporteDespachosSchema,
} from '@pos/shared/domains/dispatches';
import { exportacionSchema } from '@pos/shared/domains/exports';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import { detailSchema } from '@pos/shared/api';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { readScope, requireBranch } from '../../lib/branch-scope';
import { parseFields } from '../../lib/form-data';
import { idParams } from '../../lib/params';
import { pageOfSource } from '../../lib/row-source';
import { companyDecimals } from '../../lib/settings';
import { createOnce } from '../../lib/transaction';
import { actorOf } from '../../plugins/auth';
import { startExport } from '../exports';
import { TIPO_EXPORT_REPORTE_DESPACHOS } from './despachos.export';
import { toDespachoFila } from './despachos.dto';
import {
  despachosQuery,
  despachosSource,
  despachosTotals,
  type DespachoRow,
  type LadoDespacho,
} from './despachos.query';
import { cancelDespacho, createDespacho, getDespacho, receiveDespacho } from './despachos.service';

/** Who may open a dispatch: its sender, its receiver, and the report that reprints its note. */
const LECTORES: readonly Permiso[] = ['despacho_despachos', 'despacho_recepciones', 'reporte_despachos'];

/**
 * Dispatches between branches (001 §1.4, §7): the origin's list and writes under `despachos`, the
 * destination's under `recepcion_despachos`, the report under `despachos/reporte`.
 */
export function despachosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  for (const { path, lado, permiso, summary } of [
    {
      path: '/api/despachos/',
      lado: 'origen',
      permiso: 'despacho_despachos',
      summary: 'Listar los despachos que salen de la sucursal',
    },
    {
      path: '/api/recepcion_despachos/',
      lado: 'destino',
      permiso: 'despacho_recepciones',
      summary: 'Listar los despachos que llegan a la sucursal',
    },
  ] as const) {
    api.get(
      path,
      { config: { permiso }, schema: { summary, querystring: despachosQuery, response: { 200: despachosPageSchema } } },
      async (request) => {
        const actor = actorOf(request);
        const decimales = await companyDecimals(db, actor.empresaId);
        const sucursalId = await readScope(db, actor, request.scope);
        const source = despachosSource(
          request.query,
          { empresaId: actor.empresaId, sucursalId, lado: lado as LadoDespacho, incluirAnulados: false },
          decimales,
        );
        return pageOfSource(db, request, request.query, source, (row: DespachoRow) => toDespachoFila(row, decimales));
      },
    );
  }

  api.get(
    '/api/despachos/reporte/',
    {
      config: { permiso: 'reporte_despachos' },
      schema: {
        summary: 'Consultar el reporte de despachos',
        querystring: despachosQuery,
        response: { 200: reporteDespachosSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const decimales = await companyDecimals(db, actor.empresaId);
      const sucursalId = await readScope(db, actor, request.scope);
      const source = despachosSource(
        request.query,
        { empresaId: actor.empresaId, sucursalId, lado: 'ambos', incluirAnulados: true },
        decimales,
      );
      const [page, totals] = await Promise.all([
        pageOfSource(db, request, request.query, source, (row: DespachoRow) => toDespachoFila(row, decimales)),
        despachosTotals(db, source, decimales),
      ]);
      return { ...page, total: totals.total, total_diferencia: totals.total_diferencia };
    },
  );

  api.get(
    '/api/despachos/descargar_excel_reporte/',
    {
      config: { permiso: 'reporte_despachos' },
      schema: {
        summary: 'Iniciar la exportación del reporte de despachos a Excel',
        querystring: despachosQuery,
        response: { 200: exportacionSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      // Built once so bad filters answer 400 before a job is queued.
      despachosSource(
        request.query,
        { empresaId: actor.empresaId, sucursalId, lado: 'ambos', incluirAnulados: true },
        2,
      );
      return startExport(db, deps.queue, actor, {
        tipo: TIPO_EXPORT_REPORTE_DESPACHOS,
        sucursalId,
        parametros: request.query as Record<string, unknown>,
      });
    },
  );

  api.post(
    '/api/despachos/',
    {
      config: { permiso: 'despacho_despachos' },
      schema: {
        summary: 'Registrar un despacho a otra sucursal',
        body: despachoInputSchema,
        response: { 201: despachoSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const origenId = requireBranch(request.scope);
      const decimales = await companyDecimals(db, actor.empresaId);
      return createOnce(db, request, reply, (tx) => createDespacho(tx, actor, origenId, request.body, decimales));
    },
  );

  api.get(
    '/api/despachos/:id/',
    {
      config: { permiso: LECTORES },
      schema: { summary: 'Consultar un despacho', params: idParams, response: { 200: despachoSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const decimales = await companyDecimals(db, actor.empresaId);
      return getDespacho(db, actor, request.scope, request.params.id, decimales);
    },
  );

  api.delete(
    '/api/despachos/:id/',
    {
      config: { permiso: 'despacho_despachos' },
      schema: {
        summary: 'Anular un despacho',
        description: 'El motivo (`motivo`) va en el cuerpo JSON o en la consulta.',
        params: idParams,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // P3-78: the reason in the JSON body or in the query string.
      const body = (request.body ?? {}) as Record<string, unknown>;
      const query = request.query as Record<string, unknown>;
      const { motivo } = parseFields(anulacionDespachoSchema, { motivo: body.motivo ?? query.motivo });
      const decimales = await companyDecimals(db, actor.empresaId);
      await db.transaction((tx) => cancelDespacho(tx, actor, request.scope, request.params.id, motivo, decimales));
      return { detail: MENSAJES.despachos.anulado };
    },
  );

  api.get(
    '/api/recepcion_despachos/:id/',
    {
      config: { permiso: 'despacho_recepciones' },
      schema: {
        summary: 'Consultar un despacho que llega a la sucursal',
        params: idParams,
        response: { 200: despachoSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const decimales = await companyDecimals(db, actor.empresaId);
      return getDespacho(db, actor, request.scope, request.params.id, decimales, 'destino');
    },
  );

  api.put(
    '/api/recepcion_despachos/:id/',
    {
      config: { permiso: 'despacho_recepciones' },
      schema: {
        summary: 'Registrar la recepción de un despacho',
        params: idParams,
        body: recepcionDespachoInputSchema,
        response: { 200: despachoSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const decimales = await companyDecimals(db, actor.empresaId);
      return db.transaction((tx) =>
        receiveDespacho(tx, actor, request.scope, request.params.id, request.body, decimales),
      );
    },
  );
}
