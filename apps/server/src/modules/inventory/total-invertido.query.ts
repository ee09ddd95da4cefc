import { sql, type SQL } from 'drizzle-orm';
import type { DecimalesMoneda } from '@pos/shared/money';
import { queryRows, type Executor } from '../../db/client';
import type { OrderTerm } from '../../lib/list';
import type { RowSource } from '../../lib/row-source';
import { productMatches } from './product-search';

/** `bodegas/reporte_total_invertido` filters: one branch or all (null), and the search. */
export interface InvestmentFilter {
  empresaId: number;
  sucursalId: number | null;
  search?: string;
  decimales: DecimalesMoneda;
}

/** Stock is valued at the average cost with `usa_costo_promedio`, else at the last cost. */
const cost = sql`case when p.usa_costo_promedio then p.costo_promedio_ponderado else p.costo end`;

/** Each row rounded to the company's decimals, so the grand total is the sum of what is shown. */
export function investedExpr(decimales: DecimalesMoneda): SQL {
  return sql`round((e.cantidad + e.en_transito) * ${cost}, ${decimales}::int)`;
}

export function investmentOrder(decimales: DecimalesMoneda): Record<string, SQL> {
  return {
    total_invertido: investedExpr(decimales),
    nombre: sql`p.nombre`,
    codigo: sql`p.codigo`,
    inventario: sql`e.cantidad`,
    costo: cost,
  };
}

export interface InvestmentRow {
  id: number;
  codigo: string;
  nombre: string;
  tipo_producto: number;
  unidad_id: number | null;
  unidad_nombre: string | null;
  unidad_abreviatura: string | null;
  inventario: string;
  en_transito: string;
  costo: string;
  usa_costo_promedio: boolean;
  total_invertido: string;
}

/**
 * What the goods on hand cost: per active inventoried product with stock above zero in the
 * branch (or in all active branches), its stock times its valuation cost. Negative balances are
 * goods owed, not goods held, so they are left out.
 */
export function investmentSource(filter: InvestmentFilter, order: readonly OrderTerm[]): RowSource {
  return {
    select: sql`p.id, p.codigo, p.nombre, p.tipo_producto,
      um.id as unidad_id, um.nombre as unidad_nombre, um.abreviatura as unidad_abreviatura,
      e.cantidad::text as inventario, e.en_transito::text as en_transito, ${cost}::text as costo, p.usa_costo_promedio,
      ${investedExpr(filter.decimales)}::text as total_invertido`,
    from: sql`productos p
      join (select y.producto_id, sum(y.cantidad) as cantidad, sum(y.en_transito) as en_transito from (
              select x.producto_id, x.cantidad, 0 as en_transito
                from existencias x join sucursales s on s.id = x.sucursal_id and s.activo
               where x.empresa_id = ${filter.empresaId} and ${filter.sucursalId === null ? sql`true` : sql`x.sucursal_id = ${filter.sucursalId}`}
              union all
              -- Goods on the road (issue 16): they left the origin and still belong to the company.
              select x.producto_id, 0, x.cantidad
                from despachos_detalle x join despachos d on d.id = x.despacho_id
                join sucursales s on s.id = d.sucursal_destino_id and s.activo
               where d.empresa_id = ${filter.empresaId} and d.estado = 10 and not d.anulado
                 and ${filter.sucursalId === null ? sql`true` : sql`d.sucursal_destino_id = ${filter.sucursalId}`}) y
             group by y.producto_id) e on e.producto_id = p.id
      left join unidades_medida um on um.id = p.unidad_medida_id`,
    where: sql`p.empresa_id = ${filter.empresaId} and p.activo and p.inventariable and e.cantidad + e.en_transito > 0 and ${productMatches(filter.search)}`,
    order: [...order, { field: 'id', expr: sql`p.id`, descending: true }],
  };
}

/** The grand total over every matching row, not just the page. */
export async function investmentTotal(db: Executor, source: RowSource, decimales: DecimalesMoneda): Promise<string> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(${investedExpr(decimales)}), 0)::text as total from ${source.from} where ${source.where}`,
  );
  return row!.total;
}
