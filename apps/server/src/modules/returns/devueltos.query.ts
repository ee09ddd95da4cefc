import { and, isNotNull, ne, sql } from 'drizzle-orm';
import { ESTADOS_DEVOLUCION } from '@pos/shared/domains/returns';
import type { Executor } from '../../db/client';
import { devoluciones, devolucionesDetalle } from '../../db/schema/index';

/**
 * What came back of each sale line through returns in force (annulled ones put the goods back on
 * the sale): sold units, base units and money, as a subquery to join on `venta_detalle_id`. The
 * reports that net sales of their returns (gross profit) read it instead of the returns tables.
 */
export function returnedPerSaleLine(db: Executor) {
  return db
    .select({
      ventaDetalleId: sql<number>`${devolucionesDetalle.ventaDetalleId}`.as('devuelto_venta_detalle_id'),
      cantidad: sql<string>`sum(${devolucionesDetalle.cantidad})`.as('devuelto_cantidad'),
      cantidadBase: sql<string>`sum(${devolucionesDetalle.cantidadBase})`.as('devuelto_cantidad_base'),
      total: sql<string>`sum(${devolucionesDetalle.total})`.as('devuelto_total'),
    })
    .from(devolucionesDetalle)
    .innerJoin(devoluciones, sql`${devoluciones.id} = ${devolucionesDetalle.devolucionId}`)
    .where(and(ne(devoluciones.estado, ESTADOS_DEVOLUCION.ANULADO), isNotNull(devolucionesDetalle.ventaDetalleId)))
    .groupBy(devolucionesDetalle.ventaDetalleId)
    .as('devuelto');
}
