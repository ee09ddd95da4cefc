import Decimal from 'decimal.js';
import { MENSAJES } from '../messages';
import { parseMoneyInput } from '../money';
import type { DecimalesMoneda } from '../money';
import { checkDpi } from './dpi';
import { isValidEmail } from './email';
import { esConsumidorFinal, isValidNit, normalizeNit } from './nit';
import { isValidPhone } from './phone';

/** A field check: the catalogue message when the value fails, undefined when it passes. */
export type Validator = (value: unknown) => string | undefined;

const M = MENSAJES.campos;

/** undefined, null, '', whitespace-only text and empty arrays count as "no value". */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Text of a scalar value; undefined for objects, booleans and the like. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return value.toString();
  return undefined;
}

function asDecimal(value: unknown): Decimal | undefined {
  if (Decimal.isDecimal(value)) return value.isFinite() ? value : undefined;
  const text = asText(value)?.trim();
  // Plain digits or comma-grouped thousands, as people type them ("1,250.50").
  if (text === undefined || !/^[+-]?(\d+|\d{1,3}(,\d{3})+)?(\.\d*)?$/.test(text) || !/\d/.test(text)) {
    return undefined;
  }
  return new Decimal(text.replace(/,/g, ''));
}

/** Builds a validator that lets empty values through, so optional fields compose with `required`. */
function whenPresent(check: (value: unknown) => boolean, message: string): Validator {
  return (value) => (isEmptyValue(value) || check(value) ? undefined : message);
}

export const required: Validator = (value) => (isEmptyValue(value) ? M.required : undefined);

/** For selects and lookups: nothing chosen (null, undefined or ''). */
export const notNull: Validator = (value) =>
  value === null || value === undefined || value === '' ? M.notNull : undefined;

export const email: Validator = whenPresent((v) => {
  const text = asText(v);
  return text !== undefined && isValidEmail(text);
}, M.email);

/** Same pattern, with the password-recovery screen's message. */
export const emailRecuperacion: Validator = whenPresent((v) => {
  const text = asText(v);
  return text !== undefined && isValidEmail(text);
}, M.emailRecuperacion);

export function phone(pais: string | null | undefined = 'GT'): Validator {
  return whenPresent((v) => {
    const text = asText(v);
    return text !== undefined && isValidPhone(text, pais);
  }, M.phone);
}

export function minLength(n: number): Validator {
  return whenPresent((v) => (asText(v) ?? '').length >= n, M.minLength(n));
}

export function maxLength(n: number): Validator {
  return whenPresent((v) => (asText(v) ?? '').length <= n, M.maxLength(n));
}

export const integer: Validator = whenPresent((v) => {
  if (typeof v === 'number') return Number.isInteger(v);
  if (typeof v === 'bigint') return true;
  const text = asText(v);
  return text !== undefined && /^[+-]?\d+$/.test(text.trim());
}, M.integer);

export function oneOf(options: readonly unknown[]): Validator {
  return whenPresent(
    (v) => options.some((o) => o === v || (asText(o) !== undefined && asText(o) === asText(v))),
    M.oneOf(options),
  );
}

/** Equal to another field's value (or to what a getter returns at check time). */
export function match(other: unknown, message: string = M.match): Validator {
  return whenPresent((v) => v === (typeof other === 'function' ? (other as () => unknown)() : other), message);
}

function bound(n: number | string, ok: (value: Decimal, limit: Decimal) => boolean, message: string): Validator {
  const limit = new Decimal(n);
  return whenPresent((v) => {
    const d = asDecimal(v);
    return d !== undefined && ok(d, limit);
  }, message);
}

/** Strictly greater, as the message reads (DECISIONS P3-37). */
export function minValue(n: number | string): Validator {
  return bound(n, (v, limit) => v.greaterThan(limit), M.minValue(n));
}

/** Strictly less, as the message reads (DECISIONS P3-37). */
export function maxValue(n: number | string): Validator {
  return bound(n, (v, limit) => v.lessThan(limit), M.maxValue(n));
}

/** NIT or consumidor final. */
export const nit: Validator = whenPresent((v) => {
  const text = asText(v);
  return text !== undefined && (esConsumidorFinal(text) || isValidNit(text));
}, M.nit);

/** NIT only: CF and its variants are refused. */
export const nitSinCf: Validator = whenPresent((v) => {
  const text = asText(v);
  return text !== undefined && !esConsumidorFinal(text) && normalizeNit(text) !== 'CF' && isValidNit(text);
}, M.nitSinCf);

/** DPI: 13 digits or 4-5-4; the ambiguous check-digit case passes (see checkDpi for the warning). */
export const dpi: Validator = whenPresent((v) => typeof v === 'string' && checkDpi(v).ok, M.dpi);

/** A non-negative amount with at most the company's decimals (DECISIONS P3-02). */
export function money(decimales: DecimalesMoneda = 2): Validator {
  return whenPresent((v) => {
    if (typeof v !== 'string' && typeof v !== 'number') return false;
    return parseMoneyInput(v, decimales) !== null;
  }, M.money);
}

export interface PercentOptions {
  min?: number;
  max?: number;
  decimales?: number;
}

/**
 * A percentage between min and max inclusive. Defaults to 1–100, the spec's rule for percentage
 * inputs with no other rule; discounts pass { min: 0 } (DECISIONS P3-12).
 */
export function percent({ min = 1, max = 100, decimales = 2 }: PercentOptions = {}): Validator {
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const d = asDecimal(value);
    if (d === undefined || d.decimalPlaces() > decimales) return M.money;
    return d.lessThan(min) || d.greaterThan(max) ? M.percent(min, max) : undefined;
  };
}

/** Runs the validators in order and returns the first message. Falsy entries are skipped. */
export function compose(...validators: (Validator | false | null | undefined)[]): Validator {
  return (value) => {
    for (const validate of validators) {
      if (!validate) continue;
      const message = validate(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}
