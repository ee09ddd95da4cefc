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
  return sql`round(e.cantidad * ${cost}, ${decimales}::int)`;
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
      e.cantidad::text as inventario, ${cost}::text as costo, p.usa_costo_promedio,
      ${investedExpr(filter.decimales)}::text as total_invertido`,
    from: sql`productos p
      join (select x.producto_id, sum(x.cantidad) as cantidad
              from existencias x join sucursales s on s.id = x.sucursal_id and s.activo
             where x.empresa_id = ${filter.empresaId} and ${filter.sucursalId === null ? sql`true` : sql`x.sucursal_id = ${filter.sucursalId}`}
             group by x.producto_id) e on e.producto_id = p.id
      left join unidades_medida um on um.id = p.unidad_medida_id`,
    where: sql`p.empresa_id = ${filter.empresaId} and p.activo and p.inventariable and e.cantidad > 0 and ${productMatches(filter.search)}`,
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
