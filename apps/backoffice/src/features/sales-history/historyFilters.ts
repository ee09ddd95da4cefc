import { todayInGuatemala } from '@pos/shared';
import type { FiltroFechaVenta } from '@pos/shared/domains/sales-history';

/** The history's filter state (spec 000 §3 Sales-history filter state), as the API names it. */
export interface FiltrosHistorial {
  [key: string]: string | number | boolean | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  usuario_id: number | undefined;
  cliente_id: number | undefined;
  /** true active (default), false annulled. */
  activo: boolean;
  filtro_por: FiltroFechaVenta;
  tipo: number | undefined;
  estado_factura: number | undefined;
}

/** Both dates default to today, active sales, filtered by sale date (spec 000 §2, §3). */
export function filtrosIniciales(): FiltrosHistorial {
  const hoy = todayInGuatemala();
  return {
    fecha_inicial: hoy,
    fecha_final: hoy,
    usuario_id: undefined,
    cliente_id: undefined,
    activo: true,
    filtro_por: 'fecha_venta',
    tipo: undefined,
    estado_factura: undefined,
  };
}

/** Row actions (spec 000 §6): an annulled sale shows Ver only; Anular needs its register still open (P3-16). */
export function accionesFila(fila: { activo: boolean; caja_activa: boolean }): { reimprimir: boolean; anular: boolean } {
  return { reimprimir: fila.activo, anular: fila.activo && fila.caja_activa };
}
