import { sql, type SQL } from 'drizzle-orm';
import { ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { FILTRO_PENDIENTE_FACTURAR, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { queryRows, type Executor } from '../../../db/client';
import { likePattern, type OrderTerm } from '../../../lib/list';
import type { RowSource } from '../../../lib/row-source';

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
  /** `filtro_por=fecha_factura` (with FEL): the range applies to the certification date. */
  porFechaFactura: boolean;
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
  /** The sale's electronic document (documentos_fel), when it has one. */
  fel_id: number | null;
  fel_tipo: string | null;
  fel_estado: number | null;
  fel_uuid: string | null;
  fel_serie: string | null;
  fel_numero: string | null;
  fel_fecha_certificacion: string | null;
  fel_errores: string[] | null;
  fel_es_prueba: boolean | null;
  fel_anulacion_estado: number | null;
  fel_anulacion_motivo: string | null;
  fel_anulacion_solicitada: string | null;
  fel_anulacion_usuario: string | null;
  fel_anulacion_errores: string[] | null;
  fel_anulacion_certificada: string | null;
}

/**
 * Without FEL a sale has no invoice of its own: pending invoicing (50) and invoice states apply
 * only with `utiliza_fel`, read from the sale's document. Pending = an active invoice or credit
 * sale with no certified invoice: none yet, in process or in error (P3-17).
 */
function invoiceStateMatches(filter: SalesHistoryFilter): SQL {
  if (!filter.utilizaFel || filter.estadoFactura === undefined) return sql`true`;
  if (filter.estadoFactura === FILTRO_PENDIENTE_FACTURAR) {
    return sql`v.activo and v.tipo_venta in (${TIPOS_VENTA.FACTURA}, ${TIPOS_VENTA.CREDITO}) and coalesce(d.estado, ${ESTADOS_DOCUMENTO_FEL.PROCESO}) in (${ESTADOS_DOCUMENTO_FEL.PROCESO}, ${ESTADOS_DOCUMENTO_FEL.ERROR})`;
  }
  return sql`d.estado = ${filter.estadoFactura}`;
}

/** The date the range applies to: the sale's, or with FEL and `filtro_por=fecha_factura` its certification's. */
const fechaFiltrada = (filter: SalesHistoryFilter) =>
  filter.utilizaFel && filter.porFechaFactura ? sql`d.fecha_certificacion` : sql`v.creado`;

/** Code, number, manual invoice number, customer name or NIT, invoice series or number. */
function searchMatches(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const pattern = likePattern(search);
  const numero = /^\d{1,9}$/.test(search) ? sql` or v.numero = ${Number(search)}` : sql``;
  // The invoice's series and number as printed ("serie-número" or either alone).
  const factura = sql` or d.serie ilike ${pattern} or d.numero = ${search} or (d.serie || '-' || d.numero) ilike ${pattern}`;
  return sql`(v.codigo ilike ${pattern} or v.no_factura ilike ${pattern} or v.nombre_cliente ilike ${pattern} or v.nit_cliente ilike ${pattern}${numero}${factura})`;
}

/** The FROM and WHERE shared by the rows and the grand total. */
const HISTORY_FROM = sql`ventas v
      join usuarios u on u.id = v.usuario_id
      left join usuarios ve on ve.id = v.vendedor_id
      left join usuarios an on an.id = v.anulado_por_id
      left join cuentas_cobrar cc on cc.venta_id = v.id and cc.activo
      left join aperturas_cierres_caja ap on ap.id = v.apertura_id
      left join documentos_fel d on d.venta_id = v.id
      left join usuarios ua on ua.id = d.anulacion_usuario_id`;

const HISTORY_SELECT = sql`v.id, v.creado, v.numero, v.codigo, v.tipo_venta, v.tipo_pago, v.estado, v.activo, v.total::text as total,
      v.descripcion, v.referencia, v.no_factura, v.cliente_id, v.nit_cliente, v.nombre_cliente,
      u.id as usuario_id, ${nombre('u')} as usuario_nombre,
      ve.id as vendedor_id, ${nombre('ve')} as vendedor_nombre,
      an.id as anulado_por_id, ${nombre('an')} as anulado_por_nombre, v.motivo_anulacion, v.fecha_anulacion,
      cc.creado as cuenta_creado, cc.saldo::text as cuenta_saldo,
      coalesce(ap.abierta, false) as caja_activa,
      d.id as fel_id, d.tipo as fel_tipo, d.estado as fel_estado, d.uuid as fel_uuid, d.serie as fel_serie, d.numero as fel_numero,
      d.fecha_certificacion as fel_fecha_certificacion, d.errores as fel_errores, d.es_prueba as fel_es_prueba,
      d.anulacion_estado as fel_anulacion_estado, d.anulacion_motivo as fel_anulacion_motivo, d.anulacion_solicitada as fel_anulacion_solicitada,
      ${nombre('ua')} as fel_anulacion_usuario, d.anulacion_errores as fel_anulacion_errores, d.anulacion_certificada as fel_anulacion_certificada`;

/** The FROM and WHERE shared by the rows and the grand total. */
function fromWhere(filter: SalesHistoryFilter): Pick<RowSource, 'from' | 'where'> {
  return {
    from: HISTORY_FROM,
    where: sql`v.empresa_id = ${filter.empresaId}
      and ${filter.sucursalId === null ? sql`true` : sql`v.sucursal_id = ${filter.sucursalId}`}
      and v.activo = ${filter.activo}
      and ${filter.from ? sql`${fechaFiltrada(filter)} >= ${filter.from.toISOString()}` : sql`true`}
      and ${filter.to ? sql`${fechaFiltrada(filter)} < ${filter.to.toISOString()}` : sql`true`}
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
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(v.total), 0)::text as total from ${from} where ${where}`,
  );
  return row!.total;
}

/** One sale as a history row, if it is the company's and in one of `sucursalIds` (the actor's branches). */
export async function findSaleRow(
  db: Executor,
  empresaId: number,
  sucursalIds: readonly number[],
  id: number,
): Promise<SalesHistoryRow | null> {
  const [row] = await queryRows<SalesHistoryRow>(
    db,
    sql`select ${HISTORY_SELECT} from ${HISTORY_FROM}
         where v.id = ${id} and v.empresa_id = ${empresaId} and v.sucursal_id = any(${sql.param([...sucursalIds])}::int[])`,
  );
  return row ?? null;
}
