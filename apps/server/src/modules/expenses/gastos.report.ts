import type { z } from 'zod';
import { TIPOS_GASTO } from '@pos/shared/domains/expenses';
import { todayInGuatemala } from '@pos/shared/format';
import { zIntId } from '@pos/shared/validation/zod';
import { listQuerySchema } from '../../lib/list';
import { blankAsMissing, fechaParam, reportRange, tipoMovimientoParam } from '../../lib/query-params';
import type { GastosFilter } from './gastos.repo';

/** `gastos/reporte_gastos` and its companions (001 §7): fecha_inicial, fecha_final, sort, id_usuario, tipo, page. */
export const reporteGastosQuery = listQuerySchema.extend({
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  id_usuario: blankAsMissing(zIntId()),
  tipo: tipoMovimientoParam([TIPOS_GASTO.FIJO, TIPOS_GASTO.VARIABLE]),
});
export type ReporteGastosQuery = z.output<typeof reporteGastosQuery>;

export const ORDEN_REPORTE_GASTOS = '-fecha';

/**
 * The report's filter: both days default to today (an end day alone is a one-day range, P3-43),
 * voided expenses left out. Throws 400 on a reversed or future range before any query runs.
 */
export function reporteGastosFilter(q: ReporteGastosQuery, empresaId: number, sucursalId: number | null): GastosFilter {
  const fechaFinal = q.fecha_final ?? todayInGuatemala();
  const fechaInicial = q.fecha_inicial ?? fechaFinal;
  reportRange(fechaInicial, fechaFinal);
  return {
    empresaId,
    sucursalId,
    search: q.search || undefined,
    usuarioId: q.id_usuario,
    gastoFijo: q.tipo === undefined ? undefined : q.tipo === TIPOS_GASTO.FIJO,
    fechaInicial,
    fechaFinal,
    soloVigentes: true,
  };
}
