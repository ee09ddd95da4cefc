/** A date filter as the API takes it: 'YYYY-MM-DD' or null for an open end. */
export interface DateRange {
  inicio: string | null;
  fin: string | null;
}

/** The start can be no later than today (DECISIONS P3-43); 'YYYY-MM-DD' strings compare as dates. */
export function startAllowed(date: string, fin: string | null, hoy: string): boolean {
  return date <= hoy && (fin === null || date <= fin);
}

export function endAllowed(date: string, inicio: string | null): boolean {
  return inicio === null || date >= inicio;
}

/**
 * Applies one change to a range. A change that would put the start after today or after the end,
 * or the end before the start, is ignored (spec 000 §5): the range comes back unchanged.
 */
export function changeRange(range: DateRange, change: Partial<DateRange>, hoy: string): DateRange {
  const next = { ...range, ...change };
  if (next.inicio !== null && change.inicio !== undefined && !startAllowed(next.inicio, next.fin, hoy)) return range;
  if (next.fin !== null && change.fin !== undefined && !endAllowed(next.fin, next.inicio)) return range;
  return next;
}

/** The last `dias` days up to today, both ends included. */
export function lastDays(dias: number, hoy: string): DateRange {
  const [y, m, d] = hoy.split('-').map(Number) as [number, number, number];
  const inicio = new Date(Date.UTC(y, m - 1, d - (dias - 1)));
  return { inicio: inicio.toISOString().slice(0, 10), fin: hoy };
}
