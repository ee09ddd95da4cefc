import { MENSAJES } from '@pos/shared';
import type { ConsultaNotaCredito } from '@pos/shared/domains/returns';
import { compare, dec, toMoneyString } from '@pos/shared/money';

/** A code the till may take for this sale: `codigo_nota_credito` of `POST ventas` and the amount it takes off. */
export interface ValeAplicado {
  codigo: string;
  monto: string;
  notaCreditoFel: boolean;
}

export type RevisionVale = { ok: true; vale: ValeAplicado } | { ok: false; tipo: 'error' | 'info'; mensaje: string };

/**
 * The redemption rules of 000 §5 Payments once `notas_credito_fel/consultar` has found the code:
 * a negative amount becomes 0; a credit note larger than the total is refused with an info
 * message (P3-22); otherwise the amount must stay below the sale total
 * (`El monto de descuento por vale no debe sobrepasar ni igualar el total de la venta`), the same
 * rule the server's payment check applies to both kinds.
 */
export function revisarVale(consulta: ConsultaNotaCredito, totalVenta: string): RevisionVale {
  const monto = dec(consulta.total_importe).isNegative() ? toMoneyString(0) : consulta.total_importe;
  if (consulta.nota_credito_fel && compare(monto, totalVenta) > 0)
    return { ok: false, tipo: 'info', mensaje: MENSAJES.devoluciones.notaMayorAlTotal };
  if (compare(monto, totalVenta) >= 0)
    return { ok: false, tipo: 'error', mensaje: MENSAJES.devoluciones.valeIgualaTotal };
  return { ok: true, vale: { codigo: consulta.codigo, monto, notaCreditoFel: consulta.nota_credito_fel } };
}
