import type { Cotizacion } from '@pos/shared/domains/sales/sales.api';

/**
 * How the sales screens reach the point of sale: its routes and what a screen hands it. Kept
 * apart from the POS screen so that the quotation list can open it without a cycle.
 */

/** pvn: the one-person point of sale; caja: the PVMCE cashier; mostrador: the PVMCE counter seller. */
export type ModoPos = 'pvn' | 'caja' | 'mostrador';

/** The point-of-sale routes (000 §2). */
export const RUTAS_POS: Record<ModoPos, string> = {
  pvn: '/punto_de_venta',
  caja: '/punto_de_venta/caja',
  mostrador: '/punto_de_venta/mostrador',
};

/** What a quotation or a loaded order in the POS carries when the quotation list opens it. */
export interface EstadoNavegacionPos {
  cargarCotizacion?: Cotizacion;
}
