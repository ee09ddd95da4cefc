import type { z } from 'zod';
import {
  ORDEN_EXISTENCIAS_POR_DEFECTO,
  ORDEN_REPORTE_BODEGA_POR_DEFECTO,
  ORDEN_TOTAL_INVERTIDO_POR_DEFECTO,
  TIPOS_REPORTE_BODEGA,
} from '@pos/shared/domains/inventory';
import type { DecimalesMoneda } from '@pos/shared/money';
import { zIntId } from '@pos/shared/validation/zod';
import { listQuerySchema, parseOrdering } from '../../lib/list';
import type { RowSource } from '../../lib/row-source';
import { STOCK_LIST_ORDER, stockListSource } from './existencias.query';
import {
  blankAsMissing,
  fechaParam,
  filtroInventarioParam,
  filtroSucursalParam,
  reportRange,
  tipoMovimientoParam,
} from '../../lib/query-params';
import { WAREHOUSE_REPORT_ORDER, warehouseReportSource } from './reporte-bodega.query';
import { investmentOrder, investmentSource } from './total-invertido.query';

/**
 * The warehouse lists as the screen asks for them: one query schema and one source builder per
 * list, shared by the paged route and its Excel export, so a file always matches the screen.
 */

export const stockListQuery = listQuerySchema.extend({
  filtro: filtroInventarioParam,
  filtro_sucursal: filtroSucursalParam,
});
export type StockListQuery = z.output<typeof stockListQuery>;

export function stockListFromQuery(q: StockListQuery, empresaId: number, sucursalId: number | null): RowSource {
  const order = parseOrdering(q, STOCK_LIST_ORDER, ORDEN_EXISTENCIAS_POR_DEFECTO);
  return stockListSource({ empresaId, sucursalId, search: q.search || undefined, filtro: q.filtro }, order);
}

export const warehouseReportQuery = listQuerySchema.extend({
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  id_usuario: blankAsMissing(zIntId()),
  tipo: tipoMovimientoParam(TIPOS_REPORTE_BODEGA),
  id_proveedor: blankAsMissing(zIntId()),
});
export type WarehouseReportQuery = z.output<typeof warehouseReportQuery>;

export function warehouseReportFromQuery(
  q: WarehouseReportQuery,
  empresaId: number,
  sucursalId: number | null,
): RowSource {
  const order = parseOrdering(q, WAREHOUSE_REPORT_ORDER, ORDEN_REPORTE_BODEGA_POR_DEFECTO);
  const range = reportRange(q.fecha_inicial, q.fecha_final);
  return warehouseReportSource(
    { empresaId, sucursalId, ...range, usuarioId: q.id_usuario, tipo: q.tipo, proveedorId: q.id_proveedor },
    order,
  );
}

export const investmentQuery = listQuerySchema;
export type InvestmentQuery = z.output<typeof investmentQuery>;

export function investmentFromQuery(
  q: InvestmentQuery,
  empresaId: number,
  sucursalId: number | null,
  decimales: DecimalesMoneda,
): RowSource {
  const order = parseOrdering(q, investmentOrder(decimales), ORDEN_TOTAL_INVERTIDO_POR_DEFECTO);
  return investmentSource({ empresaId, sucursalId, search: q.search || undefined, decimales }, order);
}
