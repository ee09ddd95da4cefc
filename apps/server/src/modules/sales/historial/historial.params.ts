import { z } from 'zod';
import { FILTRO_PENDIENTE_FACTURAR, ESTADOS_VENTA, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { FILTROS_FECHA_VENTA, ORDEN_HISTORIAL_VENTAS_POR_DEFECTO } from '@pos/shared/domains/sales/history';
import { todayInGuatemala } from '@pos/shared/format';
import { MENSAJES } from '@pos/shared/messages';
import { zBooleanish, zIntId } from '@pos/shared/validation/zod';
import type { Executor } from '../../../db/client';
import { listQuerySchema, parseOrdering } from '../../../lib/list';
import { findOpcionesFacturacion } from '../../invoicing';
import type { RowSource } from '../../../lib/row-source';
import { blankAsMissing, fechaParam, reportRange } from '../../../lib/query-params';
import { SALES_HISTORY_ORDER, salesHistorySource, type SalesHistoryFilter } from './historial.query';

const TIPOS = [TIPOS_VENTA.ENVIO, TIPOS_VENTA.FACTURA, TIPOS_VENTA.CREDITO];
const ESTADOS_FACTURA = [...Object.values(ESTADOS_VENTA), FILTRO_PENDIENTE_FACTURAR];

const oneOfNumbers = (values: readonly number[]) =>
  blankAsMissing(
    z.coerce
      .number({ error: MENSAJES.campos.oneOf(values) })
      .refine((n) => values.includes(n), MENSAJES.campos.oneOf(values)),
  );

/** `GET historial_ventas` and its Excel export (spec 000 §7): the same filters, the same rows. */
export const salesHistoryQuery = listQuerySchema.extend({
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  tipo: oneOfNumbers(TIPOS),
  activo: blankAsMissing(zBooleanish()),
  filtro_por: blankAsMissing(z.enum(FILTROS_FECHA_VENTA, { error: MENSAJES.campos.oneOf(FILTROS_FECHA_VENTA) })),
  usuario_id: blankAsMissing(zIntId()),
  cliente_id: blankAsMissing(zIntId()),
  estado_factura: oneOfNumbers(ESTADOS_FACTURA),
});
export type SalesHistoryQuery = z.output<typeof salesHistoryQuery>;

/**
 * The query as a filter: both dates default to today in Guatemala (spec 000 §2; an end date alone
 * makes a one-day range), `activo` to true. Without FEL a sale has no invoice date of its own, so
 * `filtro_por=fecha_factura` filters by the sale date; with FEL by the certification date.
 */
export async function salesHistoryFilter(
  db: Executor,
  q: SalesHistoryQuery,
  empresaId: number,
  sucursalId: number | null,
): Promise<SalesHistoryFilter> {
  const fechaFinal = q.fecha_final ?? todayInGuatemala();
  const fechaInicial = q.fecha_inicial ?? fechaFinal;
  return {
    empresaId,
    sucursalId,
    ...reportRange(fechaInicial, fechaFinal),
    search: q.search || undefined,
    tipoVenta: q.tipo,
    activo: q.activo ?? true,
    usuarioId: q.usuario_id,
    clienteId: q.cliente_id,
    estadoFactura: q.estado_factura,
    utilizaFel: (await findOpcionesFacturacion(db, empresaId)).utilizaFel,
    porFechaFactura: q.filtro_por === 'fecha_factura',
  };
}

export async function salesHistoryFromQuery(
  db: Executor,
  q: SalesHistoryQuery,
  empresaId: number,
  sucursalId: number | null,
): Promise<{ filter: SalesHistoryFilter; source: RowSource }> {
  const order = parseOrdering(q, SALES_HISTORY_ORDER, ORDEN_HISTORIAL_VENTAS_POR_DEFECTO);
  const filter = await salesHistoryFilter(db, q, empresaId, sucursalId);
  return { filter, source: salesHistorySource(filter, order) };
}
