import { MENSAJES } from '@pos/shared';
import { FORMAS_PAGO, type FormaPago } from '@pos/shared/domains/sales/sales';
import { dec } from '@pos/shared/money';
import type { GastoInput } from '@pos/shared/domains/expenses';
import type { FieldErrors } from '../../lib/api';

/** What the expense form holds (P3-66); `fecha` as 'YYYY-MM-DD'. */
export interface GastoFormValues {
  fecha: string;
  concepto: string;
  descripcion?: string;
  monto: string | null;
  gasto_fijo: boolean;
  proveedor?: string;
  num_documento?: string;
  forma_pago: FormaPago;
  /** Paid with the cash of the user's open register (a RETIRO 40 in it). */
  caja: boolean;
}

export function valoresIniciales(hoy: string): GastoFormValues {
  return {
    fecha: hoy,
    concepto: '',
    monto: null,
    gasto_fijo: false,
    forma_pago: FORMAS_PAGO.EFECTIVO,
    caja: false,
  };
}

/** `POST gastos` {data, caja}: cash leaves the register, so an expense paid from it is paid in cash. */
export function cuerpoDeGasto(v: GastoFormValues): GastoInput {
  return {
    data: {
      fecha: v.fecha,
      concepto: v.concepto.trim(),
      descripcion: v.descripcion?.trim() ?? '',
      monto: v.monto ?? '',
      gasto_fijo: v.gasto_fijo,
      proveedor: v.proveedor?.trim() ?? '',
      num_documento: v.num_documento?.trim() ?? '',
      forma_pago: v.caja ? FORMAS_PAGO.EFECTIVO : v.forma_pago,
    },
    caja: v.caja,
  };
}

/**
 * The refusal the server would give an amount paid from the register that exceeds its cash, told
 * before saving; undefined while it fits, or while the cash or the amount is not known yet.
 */
export function excesoDeCaja(v: Pick<GastoFormValues, 'caja' | 'monto'>, efectivo: string | undefined) {
  if (!v.caja || !v.monto || efectivo === undefined) return undefined;
  return dec(v.monto).greaterThan(efectivo) ? MENSAJES.gastos.montoMayorAlEfectivo : undefined;
}

/** The server names the body's fields `data.concepto`…; the form names them `concepto`. */
export function erroresDelFormulario(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([campo, mensajes]) => [campo.replace(/^data\./, ''), mensajes]),
  );
}
