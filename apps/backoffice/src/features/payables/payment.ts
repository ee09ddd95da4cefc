import { ESTADOS_CUENTA_PAGAR, TIPOS_ABONO, type TipoAbono } from '@pos/shared/domains/payables';
import { FORMAS_PAGO } from '@pos/shared/domains/sales/sales';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { dec, max, sub, sum, toMoneyString } from '@pos/shared';

/** What the payment forms ask besides the amount (001 §3 "Payment (abono, payables)"). */
export interface PagoValores {
  tipo_abono: TipoAbono;
  forma_pago: string;
  num_documento?: string;
  banco?: string;
  observacion?: string;
  aplicar_descuento?: boolean;
  descuento?: string | null;
  nota_de_descuento?: string;
  numero_documento?: string;
}

export const PAGO_INICIAL: PagoValores = {
  tipo_abono: TIPOS_ABONO.RETIRO_CAJA,
  // P3-27: a cash withdrawal's default payment form is EFE.
  forma_pago: FORMAS_PAGO.EFECTIVO,
  aplicar_descuento: false,
};

/** The discount the form applies: 0 when its switch is off or the amount is empty. */
export const descuentoDe = (v: Pick<PagoValores, 'aplicar_descuento' | 'descuento'>): string =>
  v.aplicar_descuento && v.descuento ? v.descuento : '0';

/** "Pay several": the balances less the discount, never below 0 (the server checks it matches). */
export function totalAPagar(saldos: readonly string[], descuento: string): string {
  return toMoneyString(max(sub(sum(saldos), dec(descuento)), 0));
}

/**
 * The request body of a payment: a withdrawal (1000) is cash from the register, so it sends no
 * bank data; without the discount switch no discount fields travel.
 */
export function pagoBody(v: PagoValores) {
  const retiro = v.tipo_abono === TIPOS_ABONO.RETIRO_CAJA;
  return {
    tipo_abono: v.tipo_abono,
    forma_pago: retiro ? FORMAS_PAGO.EFECTIVO : v.forma_pago,
    num_documento: retiro ? '' : (v.num_documento ?? ''),
    banco: retiro ? '' : (v.banco ?? ''),
    observacion: v.observacion ?? '',
    aplicar_descuento: v.aplicar_descuento === true,
    ...(v.aplicar_descuento
      ? {
          descuento: v.descuento ?? '',
          nota_de_descuento: v.nota_de_descuento ?? '',
          numero_documento: v.numero_documento ?? '',
        }
      : {}),
  };
}

/** The account of a payables row (the list only holds orders that have one). */
export const cuentaDe = (orden: OrdenCompra) => orden.cuenta_cobrarpagar!;

export const pagable = (orden: OrdenCompra) =>
  cuentaDe(orden).estado !== ESTADOS_CUENTA_PAGAR.FINALIZADA && dec(cuentaDe(orden).saldo).greaterThan(0);
