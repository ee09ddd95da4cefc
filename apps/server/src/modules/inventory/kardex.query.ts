import { sql, type SQL } from 'drizzle-orm';
import type { OrderTerm } from '../../lib/list';
import type { RowSource } from '../../lib/row-source';

/** `bodegas/kardex`: one product's ledger in one branch, or in every branch (null). */
export interface KardexFilter {
  empresaId: number;
  productoId: number;
  sucursalId: number | null;
  from?: Date;
  to?: Date;
  tipo?: number;
}

/** Ids grow with time and are unique: the ledger's order. */
export const KARDEX_ORDER: Record<string, SQL> = { creado: sql`k.id` };

export interface KardexListRow {
  id: string | number;
  creado: string;
  tipo: number;
  documento_tipo: string;
  documento_id: number;
  numero: number | null;
  codigo: string | null;
  sucursal_id: number;
  sucursal_nombre: string;
  fraccion_id: number | null;
  fraccion_nombre: string | null;
  cantidad: string;
  costo_unitario: string;
  saldo: string;
  usuario_id: number | null;
  usuario_nombre: string | null;
  tipo_producto: number;
}

export function kardexSource(filter: KardexFilter, order: readonly OrderTerm[]): RowSource {
  return {
    select: sql`k.id, k.creado, k.tipo, k.documento_tipo, k.documento_id, d.numero, v.codigo,
      s.id as sucursal_id, s.nombre as sucursal_nombre, f.id as fraccion_id, f.nombre as fraccion_nombre,
      k.cantidad::text as cantidad, k.costo_unitario::text as costo_unitario, k.saldo::text as saldo,
      u.id as usuario_id, trim(u.first_name || ' ' || u.last_name) as usuario_nombre, p.tipo_producto`,
    from: sql`kardex k
      join productos p on p.id = k.producto_id
      join sucursales s on s.id = k.sucursal_id
      left join documentos_inventario d on k.documento_tipo = 'inventario' and d.id = k.documento_id
      left join ventas v on k.documento_tipo = 'venta' and v.id = k.documento_id
      left join fracciones f on f.id = k.fraccion_id
      left join usuarios u on u.id = k.usuario_id`,
    where: sql`k.empresa_id = ${filter.empresaId} and k.producto_id = ${filter.productoId}
      and ${filter.sucursalId === null ? sql`true` : sql`k.sucursal_id = ${filter.sucursalId}`}
      and ${filter.from ? sql`k.creado >= ${filter.from.toISOString()}` : sql`true`}
      and ${filter.to ? sql`k.creado < ${filter.to.toISOString()}` : sql`true`}
      and ${filter.tipo === undefined ? sql`true` : sql`k.tipo = ${filter.tipo}`}`,
    order: [...order, { field: 'id', expr: sql`k.id`, descending: true }],
  };
}
