import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { TABS_ORDEN_VENTA } from '@pos/shared/domains/orders';
import { MENSAJES } from '@pos/shared/messages';
import { zBooleanish, zIntId } from '@pos/shared/validation/zod';
import { queryRows, type Executor } from '../../db/client';
import { dayRange } from '../../lib/dates';
import { likePattern, listQuerySchema, parseOrdering } from '../../lib/list';
import { blankAsMissing, fechaParam } from '../../lib/query-params';
import type { RowSource } from '../../lib/row-source';
import type { PreciosLinea } from '@pos/shared/domains/sales/sales.api';

/** A sale movement with what its row actions and tab need, as the list and the detail read it. */
export interface OrdenRow {
  id: number;
  codigo: string | null;
  creado: Date | string;
  es_orden: boolean;
  tipo_venta: number;
  tipo_pago: number;
  cliente_id: number | null;
  nombre_cliente: string;
  nit_cliente: string;
  direccion_cliente: string;
  vendedor_id: number | null;
  vendedor_nombre: string | null;
  sucursal_id: number;
  sucursal_nombre: string;
  total: string;
  subtotal: string;
  descuento: string;
  cuenta_id: number | null;
  cuenta_monto: string | null;
  saldo: string | null;
  cuenta_estado: number | null;
  fecha_vencimiento: string | null;
  fecha_entrega: string | null;
  tipo_entrega: number | null;
  estado_entrega: number | null;
  activo: boolean;
  tab: number;
  fel_id: number | null;
  fel_tipo: string | null;
  fel_estado: number | null;
  fel_serie: string | null;
  fel_numero: string | null;
  tiene_abonos: boolean;
  tiene_entregas: boolean;
  tiene_descuento_nc: boolean;
  encargado: string;
  correo: string;
  direccion_entrega: string;
  direccion_facturacion: string;
  descripcion: string;
  plazo_pago: number | null;
  periodo_pago: number | null;
  cliente_sucursal_id: number | null;
  cliente_sucursal_nombre: string | null;
  motivo_anulacion: string | null;
}

const nombre = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), ''), ${alias}.email)`,
  );

/** Paid: no receivable (a till sale paid in full), or nothing left owing. */
const PAGADA = sql`(cc.id is null or cc.saldo <= 0 or cc.estado = 2)`;
/** Delivered: a till sale took its stock when sold; an order when its deliveries are complete. */
const ENTREGADA = sql`(not v.es_orden or v.estado_entrega = 20)`;
/** P3-25: 30 annulled, 20 delivered and paid, 10 the rest. */
const TAB = sql`case when not v.activo then ${TABS_ORDEN_VENTA.INACTIVAS}
                     when ${ENTREGADA} and ${PAGADA} then ${TABS_ORDEN_VENTA.FINALIZADAS}
                     else ${TABS_ORDEN_VENTA.PENDIENTES} end`;

const SELECT = sql`v.id, v.codigo, v.creado, v.es_orden, v.tipo_venta, v.tipo_pago, v.cliente_id, v.nombre_cliente, v.nit_cliente,
  v.direccion_cliente, v.vendedor_id, ${nombre('ve')} as vendedor_nombre, v.sucursal_id, s.nombre as sucursal_nombre,
  v.total::text as total, v.subtotal::text as subtotal, v.descuento::text as descuento,
  cc.id as cuenta_id, cc.monto::text as cuenta_monto, cc.saldo::text as saldo, cc.estado as cuenta_estado,
  v.fecha_vencimiento::text as fecha_vencimiento, v.fecha_entrega::text as fecha_entrega, v.tipo_entrega, v.estado_entrega,
  v.activo, (${TAB})::int as tab,
  d.id as fel_id, d.tipo as fel_tipo, d.estado as fel_estado, d.serie as fel_serie, d.numero as fel_numero,
  exists (select 1 from abonos_cuenta_cobrar a where a.cuenta_cobrar_id = cc.id and a.activo) as tiene_abonos,
  exists (select 1 from entregas_ordenes_venta e where e.venta_id = v.id) as tiene_entregas,
  exists (select 1 from devoluciones dv join devoluciones_detalle dd on dd.devolucion_id = dv.id
           where dv.venta_id = v.id and dd.motivo = 50) as tiene_descuento_nc,
  v.encargado, v.correo, v.direccion_entrega, v.direccion_facturacion, v.descripcion, v.plazo_pago, v.periodo_pago,
  v.cliente_sucursal_id, cs.nombre as cliente_sucursal_nombre, v.motivo_anulacion`;

const FROM = sql`ventas v
  join sucursales s on s.id = v.sucursal_id
  left join usuarios ve on ve.id = coalesce(v.vendedor_id, v.usuario_id)
  left join cuentas_cobrar cc on cc.venta_id = v.id and cc.activo
  left join documentos_fel d on d.venta_id = v.id
  left join clientes_sucursales cs on cs.id = v.cliente_sucursal_id`;

export async function findOrden(
  db: Executor,
  empresaId: number,
  sucursalIds: readonly number[],
  id: number,
): Promise<OrdenRow | undefined> {
  const [row] = await queryRows<OrdenRow>(
    db,
    sql`select ${SELECT} from ${FROM}
         where v.id = ${id} and v.empresa_id = ${empresaId} and v.sucursal_id = any(${sql.param([...sucursalIds])}::int[])`,
  );
  return row;
}

export interface LineaRow extends PreciosLinea {
  id: number;
  producto_id: number;
  fraccion_id: number | null;
  codigo: string;
  nombre: string;
  cantidad: string;
  cantidad_base: string;
  cantidad_entregada: string;
  modelo_precio: number;
}

/** The order's lines with what their deliveries took so far (in the line's unit). */
export function findLineas(db: Executor, ventaId: number): Promise<LineaRow[]> {
  return queryRows<LineaRow>(
    db,
    sql`select l.id, l.producto_id, l.fraccion_id, l.codigo, l.nombre, l.cantidad::text as cantidad, l.cantidad_base::text as cantidad_base,
               coalesce((select sum(x.cantidad) from entregas_ordenes_venta_detalle x where x.venta_detalle_id = l.id), 0)::text as cantidad_entregada,
               l.modelo_precio, l.precio::text as precio, l.desc_porcentaje::text as desc_porcentaje, l.desc_monto::text as desc_monto,
               l.precio_final::text as precio_final, l.total_importe::text as total_importe
          from ventas_detalle l where l.venta_id = ${ventaId} order by l.id`,
  );
}

const ORDEN_SQL: Record<string, SQL> = {
  creado: sql`v.creado`,
  total: sql`v.total`,
  codigo: sql`coalesce(v.numero, 0)`,
  fecha_entrega: sql`coalesce(v.fecha_entrega, '-infinity'::date)`,
  cliente: sql`v.nombre_cliente`,
};

const tabParam = blankAsMissing(
  z.coerce
    .number({ error: MENSAJES.campos.oneOf([10, 20, 30]) })
    .refine((n) => n === 10 || n === 20 || n === 30, MENSAJES.campos.oneOf([10, 20, 30])),
);

/**
 * `GET ordenes_venta` filters (000 §7): search, cuentas_cobrar (only sales with a receivable),
 * fechas, tipo_movimiento (30: every row is a sale movement), cliente_id, vendedor_id,
 * es_venta_credito, estado (the tab, P3-25), activo, tipo_venta; plus `es_orden` to keep orders only.
 */
export const ordenesQuery = listQuerySchema.extend({
  cuentas_cobrar: blankAsMissing(zBooleanish()),
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  tipo_movimiento: blankAsMissing(z.coerce.number().int()),
  cliente_id: blankAsMissing(zIntId()),
  vendedor_id: blankAsMissing(zIntId()),
  es_venta_credito: blankAsMissing(zBooleanish()),
  estado: tabParam,
  activo: blankAsMissing(zBooleanish()),
  tipo_venta: blankAsMissing(z.coerce.number().int()),
  es_orden: blankAsMissing(zBooleanish()),
});
export type OrdenesQuery = z.output<typeof ordenesQuery>;

/** Movement type of every sale (000 §9 VENTA 30): another value matches nothing. */
const TIPO_MOVIMIENTO_VENTA = 30;

export function ordenesSource(q: OrdenesQuery, scope: { empresaId: number; sucursalId: number | null }): RowSource {
  const order = [...parseOrdering(q, ORDEN_SQL, '-creado'), { field: 'id', expr: sql`v.id`, descending: true }];
  const { from, to } = dayRange(q.fecha_inicial, q.fecha_final);
  const filters: SQL[] = [sql`v.empresa_id = ${scope.empresaId}`];
  if (scope.sucursalId !== null) filters.push(sql`v.sucursal_id = ${scope.sucursalId}`);
  if (q.cuentas_cobrar !== undefined) filters.push(q.cuentas_cobrar ? sql`cc.id is not null` : sql`cc.id is null`);
  if (from) filters.push(sql`v.creado >= ${from.toISOString()}`);
  if (to) filters.push(sql`v.creado < ${to.toISOString()}`);
  if (q.tipo_movimiento !== undefined && q.tipo_movimiento !== TIPO_MOVIMIENTO_VENTA) filters.push(sql`false`);
  if (q.cliente_id !== undefined) filters.push(sql`v.cliente_id = ${q.cliente_id}`);
  if (q.vendedor_id !== undefined) filters.push(sql`coalesce(v.vendedor_id, v.usuario_id) = ${q.vendedor_id}`);
  // A credit sale: a till sale on credit, or an order with a payment term (an immediate order is owed but not credit).
  if (q.es_venta_credito !== undefined)
    filters.push(sql`(v.tipo_pago = 200 and coalesce(v.plazo_pago, 2000) = 2000) = ${q.es_venta_credito}`);
  if (q.estado !== undefined) filters.push(sql`(${TAB}) = ${q.estado}`);
  if (q.activo !== undefined) filters.push(sql`v.activo = ${q.activo}`);
  if (q.tipo_venta !== undefined) filters.push(sql`v.tipo_venta = ${q.tipo_venta}`);
  if (q.es_orden !== undefined) filters.push(sql`v.es_orden = ${q.es_orden}`);
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(sql`(v.codigo ilike ${like} or v.nombre_cliente ilike ${like} or v.nit_cliente ilike ${like})`);
  }
  return { select: SELECT, from: FROM, where: sql.join(filters, sql` and `), order };
}
