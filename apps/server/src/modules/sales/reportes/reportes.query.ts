import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { zIntId } from '@pos/shared/validation/zod';
import type { Executor } from '../../../db/client';
import { ventas, ventasDetalle } from '../../../db/schema/index';
import { likePattern, listQuerySchema, parseOrdering, type ListParams } from '../../../lib/list';
import { blankAsMissing, fechaParam, reportRange } from '../../../lib/query-params';
import { todayInGuatemala } from '@pos/shared/format';
import { returnedPerSaleLine } from '../../returns';

/** The sales reports' filters (001 §7): fecha_inicial, fecha_final, sort, id_usuario, page, search. */
export const reporteVentasQuery = listQuerySchema.extend({
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  id_usuario: blankAsMissing(zIntId()),
});
export type ReporteVentasQuery = z.output<typeof reporteVentasQuery>;

/** Sales in force of the period (annulled ones excluded), in the branch or the whole company. */
export function ventasDelPeriodo(q: ReporteVentasQuery, empresaId: number, sucursalId: number | null): SQL {
  const fechaFinal = q.fecha_final ?? todayInGuatemala();
  const { from, to } = reportRange(q.fecha_inicial ?? fechaFinal, fechaFinal);
  return and(
    eq(ventas.empresaId, empresaId),
    eq(ventas.activo, true),
    sucursalId === null ? undefined : eq(ventas.sucursalId, sucursalId),
    q.id_usuario === undefined ? undefined : eq(ventas.usuarioId, q.id_usuario),
    from ? gte(ventas.creado, from) : undefined,
    to ? lt(ventas.creado, to) : undefined,
    q.search
      ? or(ilike(ventasDetalle.nombre, likePattern(q.search)), ilike(ventasDetalle.codigo, likePattern(q.search)))
      : undefined,
  )!;
}

const cantidad = sql<string>`sum(${ventasDetalle.cantidad})`;
const totalVentas = sql<string>`sum(${ventasDetalle.totalImporte})`;

export const ordenMasVendidos = { cantidad, total_ventas: totalVentas, nombre: sql`min(${ventasDetalle.nombre})` };

/**
 * Gross profit nets each sale line of what came back through returns in force: the returned
 * units, their money and their cost (the line's cost at the time of sale) leave the figures.
 */
type Devuelto = ReturnType<typeof returnedPerSaleLine>;
function netos(d: Devuelto) {
  const cantidadNeta = sql<string>`sum(${ventasDetalle.cantidadBase} - coalesce(${d.cantidadBase}, 0))`;
  const totalNeto = sql<string>`sum(${ventasDetalle.totalImporte} - coalesce(${d.total}, 0))`;
  const costoNeto = sql<string>`sum(${ventasDetalle.costo} * (${ventasDetalle.cantidad} - coalesce(${d.cantidad}, 0)))`;
  return {
    cantidad: cantidadNeta,
    total: totalNeto,
    costo: costoNeto,
    orden: {
      nombre: sql`min(${ventasDetalle.nombre})`,
      cantidad: cantidadNeta,
      total_ventas: totalNeto,
      costo: costoNeto,
      ganancia_bruta: sql`${totalNeto} - ${costoNeto}`,
    },
  };
}

type Paging = Pick<ListParams, 'limit' | 'offset'>;

export async function listMasVendidos(
  db: Executor,
  where: SQL,
  q: ReporteVentasQuery,
  paging: Paging,
): Promise<{
  rows: {
    fraccionId: number | null;
    productoId: number;
    codigo: string;
    nombre: string;
    cantidad: string;
    total: string;
  }[];
  count: number;
}> {
  const orderBy = parseOrdering(q, ordenMasVendidos, '-cantidad').map((t) =>
    t.descending ? desc(t.expr) : asc(t.expr),
  );
  const grouped = db
    .select({
      fraccionId: ventasDetalle.fraccionId,
      productoId: ventasDetalle.productoId,
      codigo: sql<string>`min(${ventasDetalle.codigo})`,
      nombre: sql<string>`min(${ventasDetalle.nombre})`,
      cantidad: sql<string>`${cantidad}::text`,
      total: sql<string>`${totalVentas}::text`,
    })
    .from(ventasDetalle)
    .innerJoin(ventas, eq(ventas.id, ventasDetalle.ventaId))
    .where(where)
    .groupBy(ventasDetalle.productoId, ventasDetalle.fraccionId);
  const [rows, [total]] = await Promise.all([
    grouped
      .orderBy(...orderBy, asc(ventasDetalle.productoId), sql`${ventasDetalle.fraccionId} asc nulls first`)
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(grouped.as('g')),
  ]);
  return { rows, count: total!.n };
}

export async function listGananciaBruta(
  db: Executor,
  where: SQL,
  q: ReporteVentasQuery,
  paging: Paging,
): Promise<{
  rows: { productoId: number; codigo: string; nombre: string; cantidad: string; total: string; costo: string }[];
  count: number;
}> {
  const d = returnedPerSaleLine(db);
  const neto = netos(d);
  const orderBy = parseOrdering(q, neto.orden, 'nombre').map((t) => (t.descending ? desc(t.expr) : asc(t.expr)));
  const grouped = db
    .select({
      productoId: ventasDetalle.productoId,
      codigo: sql<string>`min(${ventasDetalle.codigo})`,
      nombre: sql<string>`min(${ventasDetalle.nombre})`,
      cantidad: sql<string>`${neto.cantidad}::text`,
      total: sql<string>`${neto.total}::text`,
      costo: sql<string>`${neto.costo}::text`,
    })
    .from(ventasDetalle)
    .innerJoin(ventas, eq(ventas.id, ventasDetalle.ventaId))
    .leftJoin(d, eq(d.ventaDetalleId, ventasDetalle.id))
    .where(where)
    .groupBy(ventasDetalle.productoId);
  const [rows, [total]] = await Promise.all([
    grouped
      .orderBy(...orderBy, asc(ventasDetalle.productoId))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(grouped.as('g')),
  ]);
  return { rows, count: total!.n };
}
