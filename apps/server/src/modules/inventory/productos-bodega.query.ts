import { sql, type SQL } from 'drizzle-orm';
import type { OrderTerm } from '../../lib/list';
import type { RowSource } from '../../lib/row-source';
import { productMatches } from './product-search';

/** `bodegas/lista_productos_all`: the movement screens' product picker, for one branch. */
export interface PickerFilter {
  empresaId: number;
  sucursalId: number;
  search?: string;
}

const stock = sql`coalesce(e.cantidad, 0)`;

export const PICKER_ORDER: Record<string, SQL> = {
  nombre: sql`p.nombre`,
  codigo: sql`p.codigo`,
  inventario: stock,
  creado: sql`p.creado`,
};

export interface PickerRow {
  id: number;
  codigo: string;
  nombre: string;
  codigo_barras: string;
  tipo_producto: number;
  inventario: string;
  costo: string;
  costo_promedio_ponderado: string;
  usa_costo_promedio: boolean;
  ultimo_proveedor_id: number | null;
  unidad_id: number | null;
  unidad_nombre: string | null;
  unidad_abreviatura: string | null;
  fracciones: {
    id: number;
    nombre: string;
    contenido: string;
    inventario: string;
    ultimo_costo: string;
    unidad: { id: number; nombre: string; abreviatura: string } | null;
  }[];
}

/** Active inventoried products with their stock in the branch, last cost and fractions. */
export function pickerSource(filter: PickerFilter, order: readonly OrderTerm[]): RowSource {
  return {
    select: sql`p.id, p.codigo, p.nombre, p.codigo_barras, p.tipo_producto, ${stock}::text as inventario,
      p.costo::text as costo, p.costo_promedio_ponderado::text as costo_promedio_ponderado, p.usa_costo_promedio,
      p.ultimo_proveedor_id, um.id as unidad_id, um.nombre as unidad_nombre, um.abreviatura as unidad_abreviatura,
      coalesce((
        select json_agg(json_build_object(
                 'id', f.id, 'nombre', f.nombre, 'contenido', f.contenido::text,
                 'inventario', trunc(${stock} / f.contenido, case when p.tipo_producto in (1000, 2000) then 3 else 0 end)::text,
                 'ultimo_costo', (p.costo * f.contenido)::text,
                 'unidad', case when fu.id is null then null else json_build_object('id', fu.id, 'nombre', fu.nombre, 'abreviatura', fu.abreviatura) end)
               order by f.orden, f.id)
          from fracciones f left join unidades_medida fu on fu.id = f.unidad_medida_id
         where f.producto_id = p.id and f.activo), '[]'::json) as fracciones`,
    from: sql`productos p
      left join existencias e on e.sucursal_id = ${filter.sucursalId} and e.producto_id = p.id
      left join unidades_medida um on um.id = p.unidad_medida_id`,
    where: sql`p.empresa_id = ${filter.empresaId} and p.activo and p.inventariable and ${productMatches(filter.search)}`,
    order: [...order, { field: 'id', expr: sql`p.id`, descending: true }],
  };
}
