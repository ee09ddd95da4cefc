/**
 * Payment rules of the collection panel (spec 000 §5 Payments, DECISIONS P3-02, P3-19, P3-86),
 * shared by the POS and the server, which re-checks them before recording a sale.
 */
import {
  compare,
  dec,
  max,
  min,
  mul,
  needsRoundingChoice,
  parseMoneyInput,
  roundToStep,
  sub,
  sum,
  toMoneyString,
  type DecimalesMoneda,
  type ModoRedondeo,
} from '../../../money';
import { ERROR_CODES } from '../../../errors';
import { formatNumber } from '../../../format';
import { MENSAJES } from '../../../messages';
import {
  FORMAS_PAGO,
  NOMBRE_EXENCION_IVA,
  NOMBRES_FORMA_PAGO,
  TIPOS_PAGO,
  type FormaPago,
  type TipoPago,
} from '../sales';
import type { PagosVentaInput } from '../sales.api';
import { revisarMonto } from './limites';

const M = MENSAJES.ventas;

/** The payment slots of the panel, in the order they are applied to the amount due. */
export const RANURAS_PAGO = [
  'efectivo',
  'nota_credito',
  'tarjeta',
  'cheque',
  'transferencia',
  'deposito',
  'retencion_iva',
  'exencion_iva',
] as const;
export type RanuraPago = (typeof RANURAS_PAGO)[number];
/**
 * The slots that are payments; the IVA exemption (P3-04) and a redeemed voucher or credit note
 * (issue 13) are amounts of the sale, not payments: no payment code, never in the register.
 */
export type RanuraCobro = Exclude<RanuraPago, 'exencion_iva' | 'nota_credito'>;

export const FORMA_DE_RANURA: Record<RanuraCobro, FormaPago> = {
  efectivo: FORMAS_PAGO.EFECTIVO,
  tarjeta: FORMAS_PAGO.TARJETA,
  cheque: FORMAS_PAGO.CHEQUE,
  transferencia: FORMAS_PAGO.TRANSFERENCIA,
  deposito: FORMAS_PAGO.DEPOSITO,
  retencion_iva: FORMAS_PAGO.RETENCION_IVA,
};

const esCobro = (ranura: RanuraPago): ranura is RanuraCobro => ranura !== 'exencion_iva' && ranura !== 'nota_credito';

/** A slot's name as the messages show it. */
export function nombreRanura(ranura: RanuraPago): string {
  if (ranura === 'nota_credito') return MENSAJES.devoluciones.tipos.VALE;
  return esCobro(ranura) ? NOMBRES_FORMA_PAGO[FORMA_DE_RANURA[ranura]] : NOMBRE_EXENCION_IVA;
}

/** The raw text of one slot, whether it travels as `{monto}` or as a bare amount. */
export function montoRanura(pagos: PagosVentaInput, ranura: RanuraPago): string | undefined {
  const valor = pagos[ranura];
  return typeof valor === 'object' && valor !== null ? valor.monto : valor;
}

export function descripcionRanura(pagos: PagosVentaInput, ranura: RanuraPago): string {
  const valor = pagos[ranura];
  return typeof valor === 'object' && valor !== null ? (valor.descripcion ?? '') : '';
}

/** IVA inside a tax-inclusive total, total × 12 / 112, to the company's decimals (P3-19). */
export function ivaDelTotal(total: string, decimales: DecimalesMoneda): string {
  return toMoneyString(dec(total).times(12).dividedBy(112), decimales);
}

export interface TotalRedondeado {
  /** True when the company rounds and the total is not a multiple of 0.05. */
  requiereEleccion: boolean;
  arriba: string;
  abajo: string;
}

/** The two adjusted totals the cashier picks from ('Hacia arriba' / 'Hacia abajo'). */
export function opcionesRedondeo(total: string, redondeoTotal: boolean, decimales: DecimalesMoneda): TotalRedondeado {
  const requiereEleccion = redondeoTotal && needsRoundingChoice(total);
  return {
    requiereEleccion,
    arriba: toMoneyString(requiereEleccion ? roundToStep(total, 'arriba') : total, decimales),
    abajo: toMoneyString(requiereEleccion ? roundToStep(total, 'abajo') : total, decimales),
  };
}

/**
 * The most cash a sale takes: ten times its total, and never less than 10,000 (a Q 10 sale still
 * takes a Q 200 bill, a Q 50,000 sale a briefcase of them). Change is handed back from the drawer,
 * so cash far beyond the amount due is a typing slip or a probe, never a payment: a Q 9,999,999,999
 * "payment" of a Q 10 sale would record Q 9,999,999,989 of change.
 */
export const TOPE_EFECTIVO_MINIMO = '10000';
export const TOPE_EFECTIVO_VECES_TOTAL = 10;

export function topeEfectivo(total: string, decimales: DecimalesMoneda): string {
  return toMoneyString(max(mul(total, TOPE_EFECTIVO_VECES_TOTAL), TOPE_EFECTIVO_MINIMO), decimales);
}

export interface OpcionesCobro {
  decimales: DecimalesMoneda;
  /** `conf_venta_redondeo_total`. */
  redondeoTotal: boolean;
  /** `conf_ventas_al_credito`. */
  ventasAlCredito: boolean;
}

export interface EntradaCobro {
  /** The cart total (Σ total_importe), before the 0.05 rounding. */
  total: string;
  pagos: PagosVentaInput;
  tipo_pago: TipoPago;
  redondeo?: ModoRedondeo | null;
}

export interface PagoPorForma {
  forma_pago: FormaPago;
  monto: string;
  descripcion: string;
}

export interface ResumenCobro {
  /** The total to charge, after the 0.05 rounding when it applies. */
  total: string;
  /** total − cart total: positive when rounded up (a surcharge, P3-53), negative when down. */
  ajuste_redondeo: string;
  iva: string;
  /** Σ every slot (cash included, change not yet taken out, the IVA exemption included). */
  pagado: string;
  /** The payments that stay: cash is net of change. Zero slots and the IVA exemption are left out. */
  por_forma: PagoPorForma[];
  /** The IVA exemption: it covers part of the total but is no payment (P3-04, P3-19). */
  exencion_iva: string;
  /** A redeemed voucher or credit note: it covers part of the total but is no payment (issue 13). */
  nota_credito: string;
  /** Cash kept: efectivo − vuelto_efectivo. */
  monto_efectivo: string;
  vuelto_efectivo: string;
  /** What is still owed after the payments (the receivable of a credit sale). */
  saldo: string;
}

/** A refusal; `codigo` is the machine code when the client tells it apart (the cash cap). */
export type ResultadoCobro =
  { ok: true; resumen: ResumenCobro } | { ok: false; error: string; codigo?: typeof ERROR_CODES.CASH_ABOVE_LIMIT };

/**
 * Checks the payments against the total and works out the change, the cash kept and what is
 * still owed. Amounts are read to the company's decimals (P3-02); only cash may go beyond the
 * amount due, every other slot must fit in what is still due after the slots before it, and
 * retención/exención also in the sale's IVA (P3-19).
 */
export function revisarCobro(entrada: EntradaCobro, opts: OpcionesCobro): ResultadoCobro {
  const { decimales } = opts;
  if (compare(entrada.total, 0) <= 0) return { ok: false, error: M.sinProductos };
  const redondeo = opcionesRedondeo(entrada.total, opts.redondeoTotal, decimales);
  if (redondeo.requiereEleccion && !entrada.redondeo) return { ok: false, error: M.seleccioneRedondeo };
  const total = redondeo.requiereEleccion
    ? entrada.redondeo === 'arriba'
      ? redondeo.arriba
      : redondeo.abajo
    : toMoneyString(entrada.total, decimales);
  const iva = ivaDelTotal(total, decimales);

  const montos = {} as Record<RanuraPago, string>;
  for (const ranura of RANURAS_PAGO) {
    const texto = montoRanura(entrada.pagos, ranura);
    const monto =
      texto === undefined || texto === null || String(texto).trim() === ''
        ? toMoneyString(0, decimales)
        : parseMoneyInput(texto, decimales, { negativo: true });
    if (monto === null) return { ok: false, error: MENSAJES.campos.money };
    // 000 §5: a negative credit-note amount becomes 0.
    if (ranura === 'nota_credito' && compare(monto, 0) < 0) {
      montos[ranura] = toMoneyString(0, decimales);
      continue;
    }
    if (compare(monto, 0) < 0) return { ok: false, error: M.pagoNegativo };
    const fueraDeRango = revisarMonto(monto);
    if (fueraDeRango) return { ok: false, error: fueraDeRango };
    montos[ranura] = monto;
  }
  const tope = topeEfectivo(total, decimales);
  if (compare(montos.efectivo, tope) > 0)
    return {
      ok: false,
      error: M.efectivoExcesivo(formatNumber(tope, decimales)),
      codigo: ERROR_CODES.CASH_ABOVE_LIMIT,
    };
  if (compare(sum([montos.retencion_iva, montos.exencion_iva]), iva) > 0)
    return { ok: false, error: M.ivaMayorAlImpuesto };
  // 000 §5: a credit note larger than the total is refused (P3-22 text); a voucher must leave something to pay.
  if (compare(montos.nota_credito, total) > 0) return { ok: false, error: MENSAJES.devoluciones.notaMayorAlTotal };
  if (compare(montos.nota_credito, 0) > 0 && compare(montos.nota_credito, total) === 0)
    return { ok: false, error: MENSAJES.devoluciones.valeIgualaTotal };

  let pendiente = dec(total);
  for (const ranura of RANURAS_PAGO) {
    if (ranura === 'efectivo') continue;
    if (compare(montos[ranura], pendiente) > 0)
      return { ok: false, error: M.pagoMayorAlPendiente(nombreRanura(ranura).toLowerCase()) };
    pendiente = pendiente.minus(montos[ranura]);
  }
  const pagado = sum(Object.values(montos));
  if (entrada.tipo_pago === TIPOS_PAGO.PAGO_TOTAL) {
    if (compare(pagado, total) < 0) return { ok: false, error: M.debeCancelarTotal };
  } else {
    if (!opts.ventasAlCredito) return { ok: false, error: M.creditoNoHabilitado };
    if (compare(pagado, total) >= 0) return { ok: false, error: M.anticipoMenorAlTotal };
  }
  const vuelto = max(sub(montos.efectivo, pendiente), 0);
  const efectivoNeto = sub(montos.efectivo, vuelto);
  const por_forma = RANURAS_PAGO.filter(esCobro)
    .map((ranura) => ({
      forma_pago: FORMA_DE_RANURA[ranura],
      monto: toMoneyString(ranura === 'efectivo' ? efectivoNeto : montos[ranura], decimales),
      descripcion: descripcionRanura(entrada.pagos, ranura),
    }))
    .filter((p) => compare(p.monto, 0) > 0);
  return {
    ok: true,
    resumen: {
      total,
      ajuste_redondeo: toMoneyString(sub(total, entrada.total), decimales),
      iva,
      pagado: toMoneyString(pagado, decimales),
      por_forma,
      exencion_iva: montos.exencion_iva,
      nota_credito: montos.nota_credito,
      monto_efectivo: toMoneyString(efectivoNeto, decimales),
      vuelto_efectivo: toMoneyString(vuelto, decimales),
      saldo: toMoneyString(max(sub(total, pagado), 0), decimales),
    },
  };
}

/**
 * The most a slot can take as the cashier types (P3-19): cash is unbounded; any other slot the
 * amount still due after the other non-cash slots, and retención/exención also the IVA left.
 * Returns the typed amount clamped to 0..that maximum, to the company's decimals, or null when
 * the text is not an amount.
 */
export function limitarPago(
  pagos: PagosVentaInput,
  ranura: RanuraPago,
  texto: string,
  total: string,
  decimales: DecimalesMoneda,
): string | null {
  const monto = parseMoneyInput(texto, decimales, { negativo: true });
  if (monto === null) return null;
  if (ranura === 'efectivo') return toMoneyString(max(monto, 0), decimales);
  const otros = RANURAS_PAGO.filter((r) => r !== 'efectivo' && r !== ranura).map((r) =>
    dec(parseMoneyInput(montoRanura(pagos, r) ?? '', decimales) ?? 0),
  );
  let tope = max(sub(total, sum(otros)), 0);
  if (ranura === 'retencion_iva' || ranura === 'exencion_iva') {
    const otroIva = ranura === 'retencion_iva' ? 'exencion_iva' : 'retencion_iva';
    const ivaLibre = sub(
      ivaDelTotal(total, decimales),
      parseMoneyInput(montoRanura(pagos, otroIva) ?? '', decimales) ?? 0,
    );
    tope = min(tope, max(ivaLibre, 0));
  }
  return toMoneyString(min(max(dec(monto), 0), tope), decimales);
}
