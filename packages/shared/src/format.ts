import Decimal from 'decimal.js';

/** Shown wherever a date, amount, number or percentage is empty (spec 000 §1, 001 §1). */
export const SIN_REGISTRO = 'Sin registro';

export const ZONA_HORARIA_GT = 'America/Guatemala';

type Vacio = null | undefined;
type NumericLike = string | number | Decimal;
export type DateLike = Date | string | number;

/**
 * Parses a number for display; null when the value is empty or not a finite number.
 * Kept here (not in money.ts) so that money.ts can import this module without a cycle.
 */
function toDisplayDecimal(value: unknown): Decimal | null {
  if (value === null || value === undefined) return null;
  if (Decimal.isDecimal(value)) return value.isFinite() ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  return new Decimal(text);
}

/** Inserts comma thousands separators into a plain digit string: '1234567' → '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Fixed decimals (half-up), comma thousands separator, dot decimal separator.
 * A value that rounds to zero never shows a minus sign.
 */
export function formatDecimalGrouped(value: Decimal, decimales: number): string {
  const rounded = value.toDecimalPlaces(decimales, Decimal.ROUND_HALF_UP);
  const negative = rounded.isNegative() && !rounded.isZero();
  const [entero = '0', fraccion] = rounded.abs().toFixed(decimales).split('.');
  const body = fraccion === undefined ? groupThousands(entero) : `${groupThousands(entero)}.${fraccion}`;
  return negative ? `-${body}` : body;
}

/** `formatNumber(1234.5, 2)` → '1,234.50'. */
export function formatNumber(value: NumericLike | Vacio, decimales = 2): string {
  const d = toDisplayDecimal(value);
  return d === null ? SIN_REGISTRO : formatDecimalGrouped(d, decimales);
}

/** Bulk products (a_granel) carry 3 decimals; everything else is a whole quantity. */
export function formatQuantity(value: NumericLike | Vacio, aGranel: boolean): string {
  return formatNumber(value, aGranel ? 3 : 0);
}

/** The value is already a percentage: `formatPercent(12.5)` → '12.50 %'. */
export function formatPercent(value: NumericLike | Vacio, decimales = 2): string {
  const d = toDisplayDecimal(value);
  return d === null ? SIN_REGISTRO : `${formatDecimalGrouped(d, decimales)} %`;
}

// ---------------------------------------------------------------------------------------------
// Dates. Guatemala is UTC−6 with no daylight saving time; Intl does the conversion so that a
// server in another time zone still shows the shop's calendar day.

const SOLO_FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIENE_ZONA = /(Z|[+-]\d{2}:?\d{2})$/i;

const partesGt = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_HORARIA_GT,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface PartesFecha {
  fecha: string;
  hora: string;
}

function isRealCalendarDate(y: number, m: number, d: number): boolean {
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

function partsInGuatemala(instant: Date): PartesFecha {
  const parts = partesGt.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    fecha: `${get('year')}-${get('month')}-${get('day')}`,
    hora: `${get('hour')}:${get('minute')}`,
  };
}

function toGuatemalaParts(value: unknown): PartesFecha | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : partsInGuatemala(value);
  if (typeof value === 'number') {
    return Number.isFinite(value) ? partsInGuatemala(new Date(value)) : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  const soloFecha = SOLO_FECHA.exec(text);
  if (soloFecha) {
    // A bare calendar date is already a Guatemalan day: never shift it through a time zone.
    const [, y, m, d] = soloFecha;
    return isRealCalendarDate(Number(y), Number(m), Number(d)) ? { fecha: text, hora: '00:00' } : null;
  }
  // A timestamp without an offset is read as Guatemalan wall-clock time, not the runtime's zone.
  const iso = TIENE_ZONA.test(text) ? text : `${text}-06:00`;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : partsInGuatemala(instant);
}

/** 'YYYY-MM-DD' of the value's day in Guatemala. */
export function formatDate(value: DateLike | Vacio): string {
  return toGuatemalaParts(value)?.fecha ?? SIN_REGISTRO;
}

/** 'YYYY-MM-DD HH:mm' in Guatemala. */
export function formatDateTime(value: DateLike | Vacio): string {
  const p = toGuatemalaParts(value);
  return p === null ? SIN_REGISTRO : `${p.fecha} ${p.hora}`;
}

/** Today's date in Guatemala as 'YYYY-MM-DD' (every "today" of the product, DECISIONS P3-43). */
export function todayInGuatemala(now: Date = new Date()): string {
  return partsInGuatemala(now).fecha;
}
