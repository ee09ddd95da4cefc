import type { devolucionesQuerySchema } from '@pos/shared/domains/returns';
import { ORDEN_DEVOLUCIONES_POR_DEFECTO, type DevolucionesQuery } from '@pos/shared/domains/returns';
import type { z } from 'zod';
import { dayRange } from '../../lib/dates';
import { parseOrdering, type OrderTerm } from '../../lib/list';
import { ORDEN_DEVOLUCIONES, type DevolucionesFiltro } from './devoluciones.query';

export type DevolucionesQueryDatos = z.output<typeof devolucionesQuerySchema>;
export type { DevolucionesQuery };

/** `GET devoluciones` and its Excel export read the same filters (000 §3 "Return filter"). */
export function devolucionesFilter(
  q: DevolucionesQueryDatos,
  empresaId: number,
  sucursalId: number | null,
): { filtro: DevolucionesFiltro; order: OrderTerm[] } {
  return {
    filtro: {
      empresaId,
      sucursalId,
      ...dayRange(q.fecha_inicial, q.fecha_final),
      search: q.search,
      usuarioId: q.usuario_id,
      clienteId: q.cliente_id,
      estado: q.estado,
      codigo: q.codigo,
    },
    order: parseOrdering(q, ORDEN_DEVOLUCIONES, ORDEN_DEVOLUCIONES_POR_DEFECTO),
  };
}
