import Decimal from 'decimal.js';
import { SIN_REGISTRO, formatDecimalGrouped } from './format';

/**
 * Money arithmetic. Never use JS floats for money: every amount goes through Decimal and leaves
 * as a decimal string ("1250.50"). A private Decimal constructor keeps our precision and rounding
 * independent of whatever another module sets on the global one.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export type DecimalInput = string | number | Decimal;
export type DecimalesMoneda = 2 | 3;
export type ModoRedondeo = 'arriba' | 'abajo';

export const PASO_REDONDEO = '0.05';
export const TASA_IVA = '0.12';

const NUMERO = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Any accepted input as a Decimal. null, undefined and '' are 0; anything non-numeric throws. */
export function dec(x: DecimalInput | null | undefined): Decimal {
  if (x === null || x === undefined) return new D(0);
  if (Decimal.isDecimal(x)) {
    if (!x.isFinite()) throw new Error(`Valor numérico inválido: ${x.toString()}`);
    return new D(x);
  }
  if (typeof x === 'number') {
    if (!Number.isFinite(x)) throw new Error(`Valor numérico inválido: ${x}`);
    return new D(x);
  }
  if (typeof x === 'string') {
    const text = x.trim();
    if (text === '') return new D(0);
    if (!NUMERO.test(text)) throw new Error(`Valor numérico inválido: "${x}"`);
    return new D(text);
  }
  throw new Error(`Valor numérico inválido: ${String(x)}`);
}

export function add(...xs: DecimalInput[]): Decimal {
  return xs.reduce<Decimal>((acc, x) => acc.plus(dec(x)), new D(0));
}

export function sub(a: DecimalInput, b: DecimalInput): Decimal {
  return dec(a).minus(dec(b));
}

export function mul(a: DecimalInput, b: DecimalInput): Decimal {
  return dec(a).times(dec(b));
}

export function div(a: DecimalInput, b: DecimalInput): Decimal {
  const divisor = dec(b);
  if (divisor.isZero()) throw new Error('División entre cero');
  return dec(a).dividedBy(divisor);
}

export function sum(xs: readonly DecimalInput[]): Decimal {
  return add(...xs);
}

export function isZero(x: DecimalInput): boolean {
  return dec(x).isZero();
}

export function compare(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const c = dec(a).comparedTo(dec(b));
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}

export function max(first: DecimalInput, ...rest: DecimalInput[]): Decimal {
  return rest.reduce<Decimal>((m, x) => (dec(x).greaterThan(m) ? dec(x) : m), dec(first));
}

export function min(first: DecimalInput, ...rest: DecimalInput[]): Decimal {
  return rest.reduce<Decimal>((m, x) => (dec(x).lessThan(m) ? dec(x) : m), dec(first));
}

/** Half-up (away from zero on a tie) to the company's money decimals. */
export function roundMoney(x: DecimalInput, decimales: DecimalesMoneda = 2): Decimal {
  return dec(x).toDecimalPlaces(decimales, Decimal.ROUND_HALF_UP);
}

/** Rounded half-up and written with exactly `places` decimals; never "-0.00". */
export function toDecimalString(x: DecimalInput, places: number): string {
  const rounded = dec(x).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(places);
}

/** The wire format of money: '1250.50' (or '1250.500' with 3 decimals). */
export function toMoneyString(x: DecimalInput, decimales: DecimalesMoneda = 2): string {
  return toDecimalString(x, decimales);
}

function isModo(x: unknown): x is ModoRedondeo {
  return x === 'arriba' || x === 'abajo';
}

/**
 * Rounds to a multiple of `step` (the POS total rounding, 0.05). 'arriba' goes to the next
 * multiple towards +∞ and 'abajo' towards −∞; a value already on the step is unchanged.
 * Both `roundToStep(x, 'arriba')` and `roundToStep(x, '0.05', 'arriba')` are accepted.
 */
export function roundToStep(x: DecimalInput, mode: ModoRedondeo): Decimal;
export function roundToStep(x: DecimalInput, step: DecimalInput | undefined, mode: ModoRedondeo): Decimal;
export function roundToStep(
  x: DecimalInput,
  stepOrMode: DecimalInput | ModoRedondeo | undefined,
  maybeMode?: ModoRedondeo,
): Decimal {
  const mode = isModo(stepOrMode) ? stepOrMode : maybeMode;
  if (!isModo(mode)) throw new Error(`Modo de redondeo inválido: ${String(mode)}`);
  const step = dec(isModo(stepOrMode) || stepOrMode === undefined ? PASO_REDONDEO : stepOrMode);
  if (!step.isPositive() || step.isZero()) throw new Error('El paso de redondeo debe ser mayor que 0');
  const rm = mode === 'arriba' ? Decimal.ROUND_CEIL : Decimal.ROUND_FLOOR;
  return dec(x).dividedBy(step).toDecimalPlaces(0, rm).times(step);
}

/** True when the total is not a multiple of the step, so the POS must ask "Hacia arriba" / "Hacia abajo". */
export function needsRoundingChoice(x: DecimalInput, step: DecimalInput = PASO_REDONDEO): boolean {
  return !dec(x).modulo(dec(step)).isZero();
}

/**
 * Net taxable base of a tax-inclusive amount, per FEL.md §6: MontoGravable = round_half_up(Total / 1.12).
 * Use 2 decimals normally; 6 is FEL.md's "stricter option" if certification rejects a line.
 */
export function baseGravable(total: DecimalInput, tasa: DecimalInput = TASA_IVA, decimales = 2): Decimal {
  return dec(total).dividedBy(dec(tasa).plus(1)).toDecimalPlaces(decimales, Decimal.ROUND_HALF_UP);
}

/**
 * IVA contained in a tax-inclusive amount. FEL.md §6 rounds the *base* and takes the IVA as the
 * difference (MontoImpuesto = Total − MontoGravable), so base + IVA always equals the total;
 * rounding total × 12 / 112 directly can be a cent off (e.g. 3.22 → 0.35 instead of 0.34).
 * Apply it per line and add up the line results; never recompute from the grand total.
 */
export function ivaIncluido(total: DecimalInput, tasa: DecimalInput = TASA_IVA, decimales = 2): Decimal {
  return dec(total).minus(baseGravable(total, tasa, decimales));
}

/** The exact, unrounded IVA inside a tax-inclusive amount: total × tasa / (1 + tasa). */
export function ivaIncluidoExacto(total: DecimalInput, tasa: DecimalInput = TASA_IVA): Decimal {
  const t = dec(tasa);
  return dec(total).times(t).dividedBy(t.plus(1));
}

export interface FormatMoneyOptions {
  /** The user's country (staff) or the company's (storefront); GT or empty → "Q", else "$". */
  pais?: string | null;
  decimales?: DecimalesMoneda;
}

export function currencyPrefix(pais?: string | null): 'Q' | '$' {
  const code = (pais ?? '').trim().toUpperCase();
  return code === '' || code === 'GT' ? 'Q' : '$';
}

/** `Q 1,234.50`, `$ 1,234.50`, `-Q 1,234.50`; empty or non-numeric values show "Sin registro". */
export function formatMoney(value: DecimalInput | null | undefined, opts: FormatMoneyOptions = {}): string {
  let amount: Decimal;
  try {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      return SIN_REGISTRO;
    }
    amount = dec(value);
  } catch {
    return SIN_REGISTRO;
  }
  const grouped = formatDecimalGrouped(amount, opts.decimales ?? 2);
  const prefix = currencyPrefix(opts.pais);
  return grouped.startsWith('-') ? `-${prefix} ${grouped.slice(1)}` : `${prefix} ${grouped}`;
}

/** Company money decimals: 3 when `conf_modena_con_3_decimales` is on (name spelled as in the API). */
export function decimalesMoneda(
  conf: { conf_modena_con_3_decimales?: boolean | null } | null | undefined,
): DecimalesMoneda {
  return conf?.conf_modena_con_3_decimales === true ? 3 : 2;
}

export interface ParseMoneyOptions {
  /** Accept a leading minus sign (off by default: almost every money field is non-negative). */
  negativo?: boolean;
}

// Either plain digits or digits grouped by commas in threes; optional dot decimals.
const ENTRADA_DINERO = /^(-)?(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;

/**
 * Reads what a person typed into a money field and returns the normalized decimal string with
 * exactly `decimales` decimals ("1,234.5" → "1234.50"), or null when the text is not a valid
 * amount or has more decimals than the company allows.
 */
export function parseMoneyInput(
  text: string | number | null | undefined,
  decimales: DecimalesMoneda = 2,
  opts: ParseMoneyOptions = {},
): string | null {
  if (text === null || text === undefined) return null;
  let raw: string;
  if (typeof text === 'number') {
    if (!Number.isFinite(text)) return null;
    raw = new D(text).toFixed();
  } else {
    raw = text.trim();
  }
  const match = ENTRADA_DINERO.exec(raw);
  if (!match) return null;
  const [, signo, entero, fraccion] = match;
  if (entero === undefined && !fraccion) return null; // '', '.', '-'
  if (signo && !opts.negativo) return null;
  if (fraccion !== undefined && fraccion.length > decimales) return null;
  const normalized = `${signo ?? ''}${(entero ?? '0').replace(/,/g, '')}.${fraccion || '0'}`;
  return toDecimalString(normalized, decimales);
}
