import { MENSAJES } from '../../messages';

/**
 * The words for a stored quotation wherever people read it: one the counter sent to the register
 * (`enviado_caja`) is a "pedido" for the seller who sends it and the cashier who charges it, any
 * other a "cotización" (issue 30). The API keeps its `cotizaciones` paths and fields.
 */
export const textosCotizacion = (enviadoCaja: boolean) => (enviadoCaja ? MENSAJES.pedidos : MENSAJES.cotizaciones);
