import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDEN_REPORTE_BODEGA_POR_DEFECTO, ORDEN_TOTAL_INVERTIDO_POR_DEFECTO, TIPOS_REPORTE_BODEGA } from '@pos/shared/domains/inventory';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { listQuerySchema, parseOrdering } from '../../lib/list';
import { pageOfSource } from '../../lib/row-source';
import { actorOf } from '../../plugins/auth';
import { readScope } from './branch-scope';
import { blankAsMissing, fechaParam, reportRange, tipoMovimientoParam } from './query-params';
import { toFilaReporteBodega, toFilaTotalInvertido } from './reportes.dto';
import { WAREHOUSE_REPORT_ORDER, warehouseReportSource, type WarehouseReportRow } from './reporte-bodega.query';
import { companyDecimals } from './settings';
import { moneyOf } from './values';
import { investmentOrder, investmentSource, investmentTotal, type InvestmentRow } from './total-invertido.query';

const reporteQuery = listQuerySchema.extend({
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  id_usuario: blankAsMissing(zIntId()),
  tipo: tipoMovimientoParam(TIPOS_REPORTE_BODEGA),
  id_proveedor: blankAsMissing(zIntId()),
});

export function reportesBodegaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  // /reporte_bodega: the warehouse documents with their totals.
  api.get('/api/bodegas/reporte/', { config: { permiso: 'reporte_bodega' }, schema: { querystring: reporteQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const order = parseOrdering(q, WAREHOUSE_REPORT_ORDER, ORDEN_REPORTE_BODEGA_POR_DEFECTO);
    const range = reportRange(q.fecha_inicial, q.fecha_final);
    const sucursalId = await readScope(db, actor, request.scope);
    const decimales = await companyDecimals(db, actor.empresaId);
    const source = warehouseReportSource(
      { empresaId: actor.empresaId, sucursalId, ...range, usuarioId: q.id_usuario, tipo: q.tipo, proveedorId: q.id_proveedor },
      order,
    );
    return pageOfSource(db, request, q, source, (row: WarehouseReportRow) => toFilaReporteBodega(row, decimales));
  });

  // /inversion_en_bodega: stock × cost per product, with the grand total of every matching row.
  api.get('/api/bodegas/reporte_total_invertido/', { config: { permiso: 'reporte_total_invertido' }, schema: { querystring: listQuerySchema } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const decimales = await companyDecimals(db, actor.empresaId);
    const order = parseOrdering(q, investmentOrder(decimales), ORDEN_TOTAL_INVERTIDO_POR_DEFECTO);
    const sucursalId = await readScope(db, actor, request.scope);
    const source = investmentSource({ empresaId: actor.empresaId, sucursalId, search: q.search || undefined, decimales }, order);
    const [page, total] = await Promise.all([
      pageOfSource(db, request, q, source, (row: InvestmentRow) => toFilaTotalInvertido(row, decimales)),
      investmentTotal(db, source, decimales),
    ]);
    return { ...page, total_invertido: moneyOf(total, decimales) };
  });
}
