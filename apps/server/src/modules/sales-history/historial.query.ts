import { sql, type SQL } from 'drizzle-orm';
import { FILTRO_PENDIENTE_FACTURAR, TIPOS_VENTA } from '@pos/shared/domains/sales';
import { queryRows, type Executor } from '../../db/client';
import { likePattern, type OrderTerm } from '../../lib/list';
import type { RowSource } from '../../lib/row-source';

/** `historial_ventas` filters, already checked and resolved to the actor's company and branch. */
export interface SalesHistoryFilter {
  empresaId: number;
  /** One branch, or null for the whole company (`sucursal=empresa`). */
  sucursalId: number | null;
  from?: Date;
  to?: Date;
  search?: string;
  tipoVenta?: number;
  activo: boolean;
  usuarioId?: number;
  clienteId?: number;
  /** Applied only when the company uses FEL (spec 000 §2); 50 = pending invoicing (P3-17). */
  estadoFactura?: number;
  utilizaFel: boolean;
}

const nombre = (alias: string) => sql.raw(`trim(${alias}.first_name || ' ' || ${alias}.last_name)`);

export const SALES_HISTORY_ORDER: Record<string, SQL> = {
  creado: sql`v.creado`,
  codigo: sql`coalesce(v.numero, 0)`,
  total: sql`v.total`,
  cliente: sql`v.nombre_cliente`,
  usuario: nombre('u'),
};

export interface SalesHistoryRow {
  id: number;
  creado: string;
  numero: number | null;
  codigo: string | null;
  tipo_venta: number;
  tipo_pago: number;
  estado: number;
  activo: boolean;
  total: string;
  descripcion: string;
  referencia: string;
  no_factura: string;
  cliente_id: number | null;
  nit_cliente: string;
  nombre_cliente: string;
  usuario_id: number;
  usuario_nombre: string;
  vendedor_id: number | null;
  vendedor_nombre: string | null;
  anulado_por_id: number | null;
  anulado_por_nombre: string | null;
  motivo_anulacion: string | null;
  fecha_anulacion: string | null;
  cuenta_creado: string | null;
  cuenta_saldo: string | null;
  caja_activa: boolean;
}

/**
 * Without FEL a sale has no invoice of its own: pending invoicing (50) and invoice states apply
 * only with `utiliza_fel`. Pending = an active invoice or credit sale not yet certified (P3-17).
 */
function invoiceStateMatches(filter: SalesHistoryFilter): SQL {
  if (!filter.utilizaFel || filter.estadoFactura === undefined) return sql`true`;
  if (filter.estadoFactura === FILTRO_PENDIENTE_FACTURAR) {
    return sql`v.activo and v.tipo_venta in (${TIPOS_VENTA.FACTURA}, ${TIPOS_VENTA.CREDITO}) and v.estado <> 20`;
  }
  return sql`v.estado = ${filter.estadoFactura}`;
}

/** Code, number, manual invoice number, customer name or NIT. */
function searchMatches(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const pattern = likePattern(search);
  const numero = /^\d{1,9}$/.test(search) ? sql` or v.numero = ${Number(search)}` : sql``;
  return sql`(v.codigo ilike ${pattern} or v.no_factura ilike ${pattern} or v.nombre_cliente ilike ${pattern} or v.nit_cliente ilike ${pattern}${numero})`;
}

/** The FROM and WHERE shared by the rows and the grand total. */
const HISTORY_FROM = sql`ventas v
      join usuarios u on u.id = v.usuario_id
      left join usuarios ve on ve.id = v.vendedor_id
      left join usuarios an on an.id = v.anulado_por_id
      left join cuentas_cobrar cc on cc.venta_id = v.id and cc.activo
      left join aperturas_cierres_caja ap on ap.id = v.apertura_id`;

const HISTORY_SELECT = sql`v.id, v.creado, v.numero, v.codigo, v.tipo_venta, v.tipo_pago, v.estado, v.activo, v.total::text as total,
      v.descripcion, v.referencia, v.no_factura, v.cliente_id, v.nit_cliente, v.nombre_cliente,
      u.id as usuario_id, ${nombre('u')} as usuario_nombre,
      ve.id as vendedor_id, ${nombre('ve')} as vendedor_nombre,
      an.id as anulado_por_id, ${nombre('an')} as anulado_por_nombre, v.motivo_anulacion, v.fecha_anulacion,
      cc.creado as cuenta_creado, cc.saldo::text as cuenta_saldo,
      coalesce(ap.abierta, false) as caja_activa`;

/** The FROM and WHERE shared by the rows and the grand total. */
function fromWhere(filter: SalesHistoryFilter): Pick<RowSource, 'from' | 'where'> {
  return {
    from: HISTORY_FROM,
    where: sql`v.empresa_id = ${filter.empresaId}
      and ${filter.sucursalId === null ? sql`true` : sql`v.sucursal_id = ${filter.sucursalId}`}
      and v.activo = ${filter.activo}
      and ${filter.from ? sql`v.creado >= ${filter.from.toISOString()}` : sql`true`}
      and ${filter.to ? sql`v.creado < ${filter.to.toISOString()}` : sql`true`}
      and ${filter.tipoVenta === undefined ? sql`true` : sql`v.tipo_venta = ${filter.tipoVenta}`}
      and ${filter.usuarioId === undefined ? sql`true` : sql`(v.usuario_id = ${filter.usuarioId} or v.vendedor_id = ${filter.usuarioId})`}
      and ${filter.clienteId === undefined ? sql`true` : sql`v.cliente_id = ${filter.clienteId}`}
      and ${invoiceStateMatches(filter)}
      and ${searchMatches(filter.search)}`,
  };
}

/** The history as one source: the paged list and its Excel export read the very same rows. */
export function salesHistorySource(filter: SalesHistoryFilter, order: readonly OrderTerm[]): RowSource {
  return {
    select: HISTORY_SELECT,
    ...fromWhere(filter),
    order: [...order, { field: 'id', expr: sql`v.id`, descending: true }],
  };
}

/** The sum of what every matching sale charges, not just the page (P3-47). */
export async function salesHistoryTotal(db: Executor, filter: SalesHistoryFilter): Promise<string> {
  const { from, where } = fromWhere(filter);
  const [row] = await queryRows<{ total: string }>(db, sql`select coalesce(sum(v.total), 0)::text as total from ${from} where ${where}`);
  return row!.total;
}

/** One sale as a history row, if it is the company's and in one of `sucursalIds` (the actor's branches). */
export async function findSaleRow(db: Executor, empresaId: number, sucursalIds: readonly number[], id: number): Promise<SalesHistoryRow | null> {
  const [row] = await queryRows<SalesHistoryRow>(
    db,
    sql`select ${HISTORY_SELECT} from ${HISTORY_FROM}
         where v.id = ${id} and v.empresa_id = ${empresaId} and v.sucursal_id = any(${sql.param([...sucursalIds])}::int[])`,
  );
  return row ?? null;
}
