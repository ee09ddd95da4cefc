import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, pageSchema } from '@pos/shared/api';
import { exportacionSchema } from '@pos/shared/domains/exports';
import { gastoInputSchema, gastoSchema, graficaGastosSchema, resumenGastosSchema } from '@pos/shared/domains/expenses';
import { toMoneyString } from '@pos/shared/money';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { gastos } from '../../db/schema/index';
import { readScope } from '../../lib/branch-scope';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { companyDecimals } from '../../lib/settings';
import { createOnce } from '../../lib/transaction';
import { actorOf } from '../../plugins/auth';
import { startExport } from '../exports';
import { TIPO_EXPORT_REPORTE_GASTOS } from './gastos.export';
import { toGasto } from './gastos.dto';
import { ORDEN_REPORTE_GASTOS, reporteGastosFilter, reporteGastosQuery } from './gastos.report';
import { listGastos, ordenGastos, summarizeGastos, totalsPerDay } from './gastos.repo';
import { createGasto, getGastoOr404, voidGasto } from './gastos.service';

/** Expenses (`gastos`, flag `gasto`) and their report (`reporte_gasto`), 001 §7, P3-66. */
export function gastosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/gastos/',
    {
      config: { permiso: 'gasto' },
      schema: { summary: 'Listar gastos', querystring: listQuerySchema, response: { 200: pageSchema(gastoSchema) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const params = listParams(request.query, {
        ordering: ordenGastos,
        defaultOrdering: '-creado',
        tiebreaker: gastos.id,
      });
      const filter = {
        empresaId: actor.empresaId,
        sucursalId: await readScope(db, actor, request.scope),
        search: params.search,
      };
      const [{ rows, count }, decimales] = await Promise.all([
        listGastos(db, filter, params),
        companyDecimals(db, actor.empresaId),
      ]);
      return pageOf(
        request,
        params,
        count,
        rows.map((row) => toGasto(row, decimales)),
      );
    },
  );

  api.post(
    '/api/gastos/',
    {
      config: { permiso: 'gasto' },
      schema: { summary: 'Registrar un gasto', body: gastoInputSchema, response: { 201: gastoSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createGasto(tx, actor, request.scope, request.body));
    },
  );

  api.get(
    '/api/gastos/reporte_gastos/',
    {
      config: { permiso: 'reporte_gasto' },
      schema: {
        summary: 'Consultar el reporte de gastos',
        querystring: reporteGastosQuery,
        response: { 200: pageSchema(gastoSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const filter = reporteGastosFilter(request.query, actor.empresaId, await readScope(db, actor, request.scope));
      const params = listParams(request.query, {
        ordering: ordenGastos,
        defaultOrdering: ORDEN_REPORTE_GASTOS,
        tiebreaker: gastos.id,
      });
      const [{ rows, count }, decimales] = await Promise.all([
        listGastos(db, filter, params),
        companyDecimals(db, actor.empresaId),
      ]);
      return pageOf(
        request,
        params,
        count,
        rows.map((row) => toGasto(row, decimales)),
      );
    },
  );

  api.get(
    '/api/gastos/listado_impresion/',
    {
      config: { permiso: 'reporte_gasto' },
      schema: {
        summary: 'Listar los gastos del reporte para imprimir',
        querystring: reporteGastosQuery,
        response: { 200: z.array(gastoSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const filter = reporteGastosFilter(request.query, actor.empresaId, await readScope(db, actor, request.scope));
      const params = listParams(request.query, {
        ordering: ordenGastos,
        defaultOrdering: ORDEN_REPORTE_GASTOS,
        tiebreaker: gastos.id,
      });
      const decimales = await companyDecimals(db, actor.empresaId);
      const { rows } = await listGastos(db, filter, { orderBy: params.orderBy, limit: 100_000, offset: 0 });
      return rows.map((row) => toGasto(row, decimales));
    },
  );

  api.get(
    '/api/gastos/resumen/',
    {
      config: { permiso: 'reporte_gasto' },
      schema: {
        summary: 'Consultar los totales del reporte de gastos',
        querystring: reporteGastosQuery,
        response: { 200: resumenGastosSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const filter = reporteGastosFilter(request.query, actor.empresaId, await readScope(db, actor, request.scope));
      const [r, decimales] = await Promise.all([summarizeGastos(db, filter), companyDecimals(db, actor.empresaId)]);
      return {
        cantidad: r.cantidad,
        total: toMoneyString(r.total, decimales),
        total_fijos: toMoneyString(r.fijos, decimales),
        total_variables: toMoneyString(r.variables, decimales),
      };
    },
  );

  api.get(
    '/api/gastos/grafica_reporte_gastos/',
    {
      config: { permiso: 'reporte_gasto' },
      schema: {
        summary: 'Consultar el total de gastos por día',
        querystring: reporteGastosQuery,
        response: { 200: graficaGastosSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const filter = reporteGastosFilter(request.query, actor.empresaId, await readScope(db, actor, request.scope));
      const [rows, decimales] = await Promise.all([totalsPerDay(db, filter), companyDecimals(db, actor.empresaId)]);
      return rows.map((r) => ({ fecha: r.fecha, total: toMoneyString(r.total, decimales) }));
    },
  );

  api.get(
    '/api/gastos/descargar_excel_reporte/',
    {
      config: { permiso: 'reporte_gasto' },
      schema: {
        summary: 'Iniciar la exportación del reporte de gastos a Excel',
        querystring: reporteGastosQuery,
        response: { 200: exportacionSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      // Built once so bad filters answer 400 before a job is queued.
      reporteGastosFilter(request.query, actor.empresaId, sucursalId);
      return startExport(db, deps.queue, actor, {
        tipo: TIPO_EXPORT_REPORTE_GASTOS,
        sucursalId,
        parametros: request.query as Record<string, unknown>,
      });
    },
  );

  // The report's readers (`reporte_gasto`) open an expense from its rows too.
  api.get(
    '/api/gastos/:id/',
    {
      config: { permiso: ['gasto', 'reporte_gasto'] },
      schema: { summary: 'Consultar un gasto', params: idParams, response: { 200: gastoSchema } },
    },
    async (request) => getGastoOr404(db, actorOf(request), request.params.id),
  );

  api.delete(
    '/api/gastos/:id/',
    {
      config: { permiso: 'gasto' },
      schema: { summary: 'Anular un gasto', params: idParams, response: { 200: detailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => voidGasto(tx, actor, request.params.id));
      return { detail: MENSAJES.gastos.anulado };
    },
  );
}
