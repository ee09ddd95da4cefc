import type { AbonoOrdenesInput, CuentaCobrar } from '@pos/shared/domains/receivables';
import { add, compare, dec, sub, sum, toMoneyString } from '@pos/shared/money';

/** The payment forms the modal offers, in the order of the spec's payload. */
export const FORMAS_MODAL = [
  { key: 'efectivo', label: 'Efectivo' },
  { key: 'tarjeta', label: 'Tarjeta' },
  { key: 'cheque', label: 'Cheque' },
  { key: 'deposito', label: 'Depósito' },
  { key: 'transferencia', label: 'Transferencia' },
  { key: 'retencion_iva', label: 'Retención IVA' },
  { key: 'exencion_iva', label: 'Exención IVA' },
] as const;
export type FormaModal = (typeof FORMAS_MODAL)[number]['key'];

export interface AbonoDraft {
  /** What each account (by order id) receives. */
  montos: Record<number, string | null>;
  formas: Partial<Record<FormaModal, string | null>>;
  vale: { codigo: string; monto: string } | null;
  num_documento: string;
  banco: string;
  observacion: string;
}

export function draftFor(cuentas: readonly CuentaCobrar[]): AbonoDraft {
  return {
    montos: Object.fromEntries(cuentas.map((c) => [c.orden_compra.id, c.saldo])),
    formas: {},
    vale: null,
    num_documento: '',
    banco: '',
    observacion: '',
  };
}

/**
 * What the draft adds up to, as the server checks it: the amount applied, what the forms and the
 * voucher cover, the change (cash only) and what is still missing.
 */
export function totalsOf(draft: AbonoDraft, decimales: 2 | 3 = 2) {
  const aPagar = sum(Object.values(draft.montos).map((m) => m || '0'));
  const efectivo = dec(draft.formas.efectivo || '0');
  const otros = add(
    sum(FORMAS_MODAL.filter((f) => f.key !== 'efectivo').map((f) => draft.formas[f.key] || '0')),
    draft.vale?.monto ?? '0',
  );
  const recibido = add(efectivo, otros);
  const sinEfectivo = sub(aPagar, otros);
  const vuelto = sinEfectivo.isNegative() ? dec(0) : sub(efectivo, sinEfectivo);
  const falta = sub(aPagar, recibido);
  const money = (x: ReturnType<typeof dec>) => toMoneyString(x.isNegative() ? 0 : x, decimales);
  return {
    aPagar: money(aPagar),
    recibido: money(recibido),
    vuelto: money(vuelto),
    falta: money(falta),
    /** Non-cash forms above what is due cannot be given back as change. */
    excedeSinEfectivo: sinEfectivo.isNegative(),
    completo: compare(aPagar, 0) > 0 && !falta.greaterThan(0) && !sinEfectivo.isNegative(),
  };
}

/** The `POST ordenes_venta/abono` body of a complete draft. */
export function bodyOf(draft: AbonoDraft, cliente: number | null): AbonoOrdenesInput {
  const formas = Object.fromEntries(
    FORMAS_MODAL.map((f) => [f.key, draft.formas[f.key] || '0']).filter(([, v]) => compare(v!, 0) > 0),
  );
  return {
    ...formas,
    codigo_nota_credito: draft.vale?.codigo ?? '',
    num_documento: draft.num_documento,
    banco: draft.banco,
    observacion: draft.observacion,
    cliente,
    ordenes_ventas: Object.entries(draft.montos)
      .filter(([, monto]) => monto && compare(monto, 0) > 0)
      .map(([id, monto]) => ({ id: Number(id), monto: monto! })),
  };
}
