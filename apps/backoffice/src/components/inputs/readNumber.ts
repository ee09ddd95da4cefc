import { MENSAJES, compare, toDecimalString } from '@pos/shared';

/** What a numeric field makes of the text typed: a value (null when empty) or why it refuses it. */
export type NumberReading = { ok: true; value: string | null } | { ok: false; error: string };

interface Rules {
  /** Digits allowed after the point: the company's money decimals, 3 for bulk quantities, 0 otherwise. */
  decimales: number;
  /** The smallest value allowed; null: no limit. */
  min: string | null;
  /** The largest value allowed and what to say above it (a sale line's 99,999). */
  max?: { valor: string; mensaje: string };
}

// Plain digits or digits grouped by commas in threes (how the app shows amounts), optional decimals.
const NUMERO = /^(-)?(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;
// A single comma that does not group thousands is a decimal comma: "12,50", "0,5".
const COMA_DECIMAL = /^(-?\d*),(\d{1,2}|\d{4,})$/;

/**
 * Reads a money or quantity field the way a person means it, never changing the value silently:
 * "12,50" is 12.50 and "1,250.50" is 1250.50; letters, more decimals than allowed and values
 * below the minimum (or above the maximum) are refused with the field checks' messages (000 §5) instead of becoming 0 or
 * being rounded. The value comes back with exactly `decimales` decimals.
 */
export function readNumber(text: string, { decimales, min, max }: Rules): NumberReading {
  const raw = text.replace(/\s/g, '');
  if (raw === '' || raw === '.' || raw === ',') return { ok: true, value: null };
  const invalido = decimales > 0 ? MENSAJES.campos.money : MENSAJES.campos.integer;
  const match = NUMERO.exec(raw.replace(COMA_DECIMAL, '$1.$2'));
  if (!match) return { ok: false, error: invalido };
  const [, signo = '', entero, fraccion = ''] = match;
  if (entero === undefined && fraccion === '') return { ok: false, error: invalido }; // "-"
  if (fraccion.length > decimales) return { ok: false, error: invalido };
  const value = toDecimalString(`${signo}${(entero ?? '0').replace(/,/g, '')}.${fraccion || '0'}`, decimales);
  if (min !== null && compare(value, min) < 0)
    return { ok: false, error: compare(min, 0) === 0 ? MENSAJES.campos.negativo : MENSAJES.campos.minValue(min) };
  if (max && compare(value, max.valor) > 0) return { ok: false, error: max.mensaje };
  return { ok: true, value };
}
