import { sql, type SQL } from 'drizzle-orm';
import { TIPOS_MOVIMIENTO } from '@pos/shared/domains/inventory';
import type { OrderTerm } from '../../lib/list';
import type { RowSource } from '../../lib/row-source';
import type { DocumentoHeaderRow } from './documentos.repo';

/** `bodegas/reporte` filters; the supplier applies to purchase receptions (type 20) only (001 §9). */
export interface WarehouseReportFilter {
  empresaId: number;
  sucursalId: number | null;
  from?: Date;
  to?: Date;
  usuarioId?: number;
  tipo?: number;
  proveedorId?: number;
}

const usuario = sql`trim(u.first_name || ' ' || u.last_name)`;

export const WAREHOUSE_REPORT_ORDER: Record<string, SQL> = {
  creado: sql`d.creado`,
  numero: sql`d.numero`,
  tipo: sql`d.tipo`,
  total: sql`d.total`,
  usuario,
  sucursal: sql`s.nombre`,
};

/** A document's header as the report lists it (without the user's e-mail), with its count of products. */
export type WarehouseReportRow = Omit<DocumentoHeaderRow, 'usuario_email'> & { productos: number };

export function warehouseReportSource(filter: WarehouseReportFilter, order: readonly OrderTerm[]): RowSource {
  const supplier = filter.tipo === TIPOS_MOVIMIENTO.COMPRA && filter.proveedorId !== undefined;
  return {
    select: sql`d.id, d.tipo, d.tipo_reajuste, d.numero, d.creado, d.nota, d.total::text as total, d.proveedor_id,
      s.id as sucursal_id, s.nombre as sucursal_nombre, u.id as usuario_id, ${usuario} as usuario_nombre,
      ds.id as destino_id, ds.nombre as destino_nombre,
      (select count(*)::int from documentos_inventario_detalle l where l.documento_id = d.id) as productos`,
    from: sql`documentos_inventario d
      join sucursales s on s.id = d.sucursal_id
      join usuarios u on u.id = d.usuario_id
      left join destinos_salida ds on ds.id = d.destino_salida_id`,
    where: sql`d.empresa_id = ${filter.empresaId}
      and ${filter.sucursalId === null ? sql`true` : sql`d.sucursal_id = ${filter.sucursalId}`}
      and ${filter.from ? sql`d.creado >= ${filter.from.toISOString()}` : sql`true`}
      and ${filter.to ? sql`d.creado < ${filter.to.toISOString()}` : sql`true`}
      and ${filter.usuarioId === undefined ? sql`true` : sql`d.usuario_id = ${filter.usuarioId}`}
      and ${filter.tipo === undefined ? sql`true` : sql`d.tipo = ${filter.tipo}`}
      and ${supplier ? sql`d.proveedor_id = ${filter.proveedorId}` : sql`true`}`,
    order: [...order, { field: 'id', expr: sql`d.id`, descending: true }],
  };
}
