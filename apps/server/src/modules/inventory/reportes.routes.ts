import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageSchema } from '@pos/shared/api';
import { filaReporteBodegaSchema, totalInvertidoSchema } from '@pos/shared/domains/inventory';
import type { AppDeps } from '../../app-deps';
import { pageOfSource } from '../../lib/row-source';
import { actorOf } from '../../plugins/auth';
import { readScope } from '../../lib/branch-scope';
import { investmentFromQuery, investmentQuery, warehouseReportFromQuery, warehouseReportQuery } from './list-sources';
import { toFilaReporteBodega, toFilaTotalInvertido } from './reportes.dto';
import type { WarehouseReportRow } from './reporte-bodega.query';
import { companyDecimals } from '../../lib/settings';
import { moneyOf } from '../../lib/values';
import { investmentTotal, type InvestmentRow } from './total-invertido.query';

export function reportesBodegaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  // /reporte_bodega: the warehouse documents with their totals.
  api.get(
    '/api/bodegas/reporte/',
    {
      config: { permiso: 'reporte_bodega' },
      schema: {
        summary: 'Consultar el reporte de documentos de bodega',
        querystring: warehouseReportQuery,
        response: { 200: pageSchema(filaReporteBodegaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const sucursalId = await readScope(db, actor, request.scope);
      const decimales = await companyDecimals(db, actor.empresaId);
      const source = warehouseReportFromQuery(q, actor.empresaId, sucursalId);
      return pageOfSource(db, request, q, source, (row: WarehouseReportRow) => toFilaReporteBodega(row, decimales));
    },
  );

  // /inversion_en_bodega: stock × cost per product, with the grand total of every matching row.
  api.get(
    '/api/bodegas/reporte_total_invertido/',
    {
      config: { permiso: 'reporte_total_invertido' },
      schema: {
        summary: 'Consultar la inversión en bodega (existencia por costo)',
        querystring: investmentQuery,
        response: { 200: totalInvertidoSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const decimales = await companyDecimals(db, actor.empresaId);
      const sucursalId = await readScope(db, actor, request.scope);
      const source = investmentFromQuery(q, actor.empresaId, sucursalId, decimales);
      const [page, total] = await Promise.all([
        pageOfSource(db, request, q, source, (row: InvestmentRow) => toFilaTotalInvertido(row, decimales)),
        investmentTotal(db, source, decimales),
      ]);
      return { ...page, total_invertido: moneyOf(total, decimales) };
    },
  );
}
