import { sql, type SQL } from 'drizzle-orm';
import type { FiltroInventario } from '@pos/shared/domains/inventory';
import type { OrderTerm } from '../../lib/list';
import type { RowSource } from '../../lib/row-source';
import { productMatches } from './product-search';

/** `GET bodegas` filters: the company, one branch or all (null), the search and the stock state. */
export interface StockListFilter {
  empresaId: number;
  sucursalId: number | null;
  search?: string;
  filtro: FiltroInventario;
}

const stock = sql`coalesce(e.cantidad, 0)`;
/** Units of pending dispatches to the branch: they left the origin and are not yet sellable here. */
const inTransit = sql`coalesce((select sum(x.cantidad) from despachos_detalle x join despachos d on d.id = x.despacho_id
   where d.sucursal_destino_id = s.id and x.producto_id = p.id and d.estado = 10 and not d.anulado), 0)`;
/** The branch's own price when it has one (P2-03i), else the product's. */
const price = sql`coalesce(ps.precio, p.precio)`;

export const STOCK_LIST_ORDER: Record<string, SQL> = {
  creado: sql`p.creado`,
  nombre: sql`p.nombre`,
  codigo: sql`p.codigo`,
  inventario: stock,
  minimo_existencias: sql`p.minimo_existencias`,
  costo: sql`p.costo`,
  costo_promedio_ponderado: sql`p.costo_promedio_ponderado`,
  precio: price,
  sucursal: sql`s.nombre`,
};

const STATE: Record<FiltroInventario, SQL> = {
  todos: sql`true`,
  con_existencia: sql`${stock} > 0`,
  sin_existencia: sql`${stock} = 0`,
  negativo: sql`${stock} < 0`,
};

export interface StockListRow {
  id: number;
  codigo: string;
  nombre: string;
  codigo_barras: string;
  tipo_producto: number;
  unidad_id: number | null;
  unidad_nombre: string | null;
  unidad_abreviatura: string | null;
  sucursal_id: number;
  sucursal_nombre: string;
  inventario: string;
  en_transito: string;
  fracciones: { id: number; nombre: string; contenido: string; inventario: string }[];
  minimo_existencias: string;
  alertar: boolean;
  alerta: boolean;
  costo: string;
  costo_dolares: string;
  costo_promedio_ponderado: string;
  usa_costo_promedio: boolean;
  precio: string;
  precio_online: string;
  creado: string;
}

/**
 * The stock list: every active inventoried product of the company in each branch covered (a
 * product never stocked there counts 0), with its stock counted in each fraction too.
 */
export function stockListSource(filter: StockListFilter, order: readonly OrderTerm[]): RowSource {
  return {
    select: sql`p.id, p.codigo, p.nombre, p.codigo_barras, p.tipo_producto,
      um.id as unidad_id, um.nombre as unidad_nombre, um.abreviatura as unidad_abreviatura,
      s.id as sucursal_id, s.nombre as sucursal_nombre, ${stock}::text as inventario, ${inTransit}::text as en_transito,
      coalesce((
        select json_agg(json_build_object(
                 'id', f.id, 'nombre', f.nombre, 'contenido', f.contenido::text,
                 'inventario', trunc(${stock} / f.contenido, case when p.tipo_producto in (1000, 2000) then 3 else 0 end)::text)
               order by f.orden, f.id)
          from fracciones f where f.producto_id = p.id and f.activo), '[]'::json) as fracciones,
      p.minimo_existencias::text as minimo_existencias, p.alertar, p.alertar and ${stock} <= p.minimo_existencias as alerta,
      p.costo::text as costo, p.costo_dolares::text as costo_dolares, p.costo_promedio_ponderado::text as costo_promedio_ponderado,
      p.usa_costo_promedio, ${price}::text as precio, p.precio_online::text as precio_online, p.creado`,
    from: sql`productos p
      join sucursales s on s.empresa_id = p.empresa_id and s.activo
      left join existencias e on e.sucursal_id = s.id and e.producto_id = p.id
      left join unidades_medida um on um.id = p.unidad_medida_id
      left join precios_sucursal ps on ps.producto_id = p.id and ps.sucursal_id = s.id and ps.fraccion_id is null`,
    where: sql`p.empresa_id = ${filter.empresaId} and p.activo and p.inventariable
      and ${filter.sucursalId === null ? sql`true` : sql`s.id = ${filter.sucursalId}`}
      and ${productMatches(filter.search)} and ${STATE[filter.filtro]}`,
    order: [
      ...order,
      { field: 'id', expr: sql`p.id`, descending: true },
      { field: 'sucursal_id', expr: sql`s.id`, descending: true },
    ],
  };
}
