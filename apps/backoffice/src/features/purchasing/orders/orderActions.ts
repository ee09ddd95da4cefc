import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import type { CambioOrden } from '../purchasing.api';

export type AccionOrden = CambioOrden | 'anular';

type EstadoOrden = Pick<OrdenCompra, 'anulada' | 'finalizada' | 'entrega_completada' | 'pago_finalizado' | 'detalles'>;

export interface DescripcionAccion {
  accion: AccionOrden;
  label: string;
  /** The question asked before a mark (annulment asks for its reason instead). */
  confirmacion: string;
  peligro?: boolean;
}

const ACCIONES: Record<AccionOrden, DescripcionAccion> = {
  marcar_entrega_completada: {
    accion: 'marcar_entrega_completada',
    label: 'Marcar entrega completada',
    confirmacion: 'Lo que falta por recibir ya no se recibirá. ¿Marcar la entrega como completada?',
  },
  marcar_pago_fianlizado: {
    accion: 'marcar_pago_fianlizado',
    label: 'Marcar pago finalizado',
    confirmacion: '¿Marcar el pago de la orden como finalizado?',
  },
  revertir_marcar_pago_finalizdo: {
    accion: 'revertir_marcar_pago_finalizdo',
    label: 'Revertir pago finalizado',
    confirmacion: '¿Revertir la marca de pago finalizado? El pago de la orden quedará pendiente otra vez.',
    peligro: true,
  },
  finalizar: {
    accion: 'finalizar',
    label: 'Finalizar',
    confirmacion: 'La orden pasará a la lista de finalizadas. ¿Finalizar la orden de compra?',
  },
  anular: { accion: 'anular', label: 'Anular', confirmacion: '', peligro: true },
};

const recibioAlgo = (o: EstadoOrden) => o.detalles.some((d) => Number(d.cantidad_recibida) > 0);

/**
 * The lifecycle actions an order offers now (P3-71): delivery and payment are two marks (payment
 * revertible); `finalizar` needs both; annulment only before any reception or payment. A finished
 * or annulled order offers none.
 */
export function accionesDisponibles(o: EstadoOrden): DescripcionAccion[] {
  if (o.anulada || o.finalizada) return [];
  const acciones: AccionOrden[] = [];
  if (!o.entrega_completada) acciones.push('marcar_entrega_completada');
  acciones.push(o.pago_finalizado ? 'revertir_marcar_pago_finalizdo' : 'marcar_pago_fianlizado');
  if (o.entrega_completada && o.pago_finalizado) acciones.push('finalizar');
  if (!o.pago_finalizado && !recibioAlgo(o)) acciones.push('anular');
  return acciones.map((a) => ACCIONES[a]);
}

/** The order's state in one word, as the Excel export words it. */
export function estadoOrden(o: Pick<OrdenCompra, 'anulada' | 'finalizada' | 'entrega_completada'>): {
  texto: string;
  color: string;
} {
  if (o.anulada) return { texto: 'Anulada', color: 'red' };
  if (o.finalizada) return { texto: 'Finalizada', color: 'green' };
  if (o.entrega_completada) return { texto: 'Entregada', color: 'blue' };
  return { texto: 'Pendiente', color: 'gold' };
}
