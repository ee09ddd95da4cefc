import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { TIPOS_DESCUENTO_RECARGO, type DescuentoRecargo } from '@pos/shared/domains/sales/reports';
import { todayInGuatemala } from '@pos/shared/format';
import { MENSAJES } from '@pos/shared/messages';
import { toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { listQuerySchema, parseOrdering } from '../../../lib/list';
import { blankAsMissing, fechaParam, reportRange } from '../../../lib/query-params';
import type { RowSource } from '../../../lib/row-source';

const TIPOS = Object.values(TIPOS_DESCUENTO_RECARGO);

/** `descuento_recargo_ventas` filters (001 §7): fecha_inicial, fecha_final, page, tipo, sort. */
export const descuentosQuery = listQuerySchema.extend({
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  tipo: blankAsMissing(
    z.coerce
      .number({ error: MENSAJES.campos.oneOf(TIPOS) })
      .refine((t) => (TIPOS as number[]).includes(t), MENSAJES.campos.oneOf(TIPOS)),
  ),
});
export type DescuentosQuery = z.output<typeof descuentosQuery>;

/**
 * P3-53. Discount: the sale's line discounts (`ventas.descuento`) plus a rounding down.
 * Surcharge: unit prices charged above the tier price (`precio_original`) plus a rounding up.
 */
const DESCUENTO = sql`(v.descuento + greatest(-v.ajuste_redondeo, 0))`;
const RECARGO = sql`(greatest(v.ajuste_redondeo, 0) + coalesce((
  select sum(greatest(vd.precio - vd.precio_original, 0) * vd.cantidad)
    from ventas_detalle vd where vd.venta_id = v.id), 0))`;

const ORDEN = {
  id: sql`v.id`,
  creado: sql`v.creado`,
  total: sql`v.total`,
  descuento: DESCUENTO,
  recargo: RECARGO,
};

export interface DescuentoRecargoRow {
  id: number;
  codigo: string | null;
  creado: Date | string;
  nit_cliente: string;
  nombre_cliente: string;
  usuario_id: number;
  usuario_nombre: string;
  subtotal: string;
  total: string;
  descuento: string;
  recargo: string;
}

/** The sales in force of the period with a discount (tipo 1), a surcharge (tipo 2) or either. */
export function descuentosSource(q: DescuentosQuery, empresaId: number, sucursalId: number | null): RowSource {
  const fechaFinal = q.fecha_final ?? todayInGuatemala();
  const { from, to } = reportRange(q.fecha_inicial ?? fechaFinal, fechaFinal);
  const tipo =
    q.tipo === TIPOS_DESCUENTO_RECARGO.DESCUENTO
      ? sql`${DESCUENTO} > 0`
      : q.tipo === TIPOS_DESCUENTO_RECARGO.RECARGO
        ? sql`${RECARGO} > 0`
        : sql`(${DESCUENTO} > 0 or ${RECARGO} > 0)`;
  const where: SQL = sql.join(
    [
      sql`v.empresa_id = ${empresaId} and v.activo`,
      sucursalId === null ? sql`true` : sql`v.sucursal_id = ${sucursalId}`,
      sql`v.creado >= ${from!.toISOString()} and v.creado < ${to!.toISOString()}`,
      tipo,
    ],
    sql` and `,
  );
  const order = parseOrdering(q, ORDEN, 'id');
  // The sale id ends the order so pages and the export's keyset are stable.
  if (!order.some((t) => t.field === 'id')) order.push({ field: 'id', expr: sql`v.id`, descending: false });
  return {
    select: sql`v.id, v.codigo, v.creado, v.nit_cliente, v.nombre_cliente, v.usuario_id,
      trim(u.first_name || ' ' || u.last_name) as usuario_nombre, v.subtotal::text as subtotal, v.total::text as total,
      ${DESCUENTO}::text as descuento, ${RECARGO}::text as recargo`,
    from: sql`ventas v join usuarios u on u.id = v.usuario_id`,
    where,
    order,
  };
}

export function toDescuentoRecargo(row: DescuentoRecargoRow, decimales: DecimalesMoneda): DescuentoRecargo {
  return {
    id: row.id,
    codigo: row.codigo,
    creado: new Date(row.creado).toISOString(),
    cliente: { nit: row.nit_cliente, nombre: row.nombre_cliente },
    usuario: { id: row.usuario_id, nombre: row.usuario_nombre },
    subtotal: toMoneyString(row.subtotal, decimales),
    total: toMoneyString(row.total, decimales),
    descuento: toMoneyString(row.descuento, decimales),
    recargo: toMoneyString(row.recargo, decimales),
  };
}
