import { MENSAJES } from '@pos/shared';
import { ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales/history';

/**
 * What annulling this sale does, in the order the server does it (`annulSaleLedgers`, and
 * `annulSale` for a certified invoice): every sale returns its stock and reverses its cash
 * movement; a credit sale also cancels its receivable; a certified invoice is annulled through the
 * certifier first, and only its acceptance annuls the sale. An invoice never certified (refused,
 * bad data) is not sent, so it is not mentioned.
 */
export function annulEffects(venta: FilaHistorialVenta, money: (value: string) => string): string[] {
  const M = MENSAJES.historialVentas;
  const efectos: string[] = [M.efectoExistencias, M.efectoCaja];
  if (venta.cuenta_cobrar) efectos.push(M.efectoCuentaCobrar(money(venta.cuenta_cobrar.saldo)));
  const factura = venta.datos_fel;
  if (factura?.estado_factura === ESTADOS_DOCUMENTO_FEL.CERTIFICADO) {
    const numero = factura.serie && factura.numero ? `${factura.serie}-${factura.numero}` : (factura.uuid ?? '');
    efectos.push(M.efectoFactura(numero));
  }
  return efectos;
}
