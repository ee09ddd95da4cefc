/**
 * Guatemalan NIT, exactly as FEL.md §11: modulus 11 with body weights from the right starting
 * at 2, check digit 0–9 or K. 'CF' (consumidor final) is a valid receptor id but not a NIT.
 */

export const CONSUMIDOR_FINAL = { nit: 'C.F.', nombre: 'Consumidor Final' } as const;

/** Uppercase; no spaces, hyphens, dots or '/'; no leading zeros. This is the form sent to SAT. */
export function normalizeNit(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s.\-/]/g, '')
    .replace(/^0+(?=\d)/, '');
}

/** Check digit of a NIT body (digits only): '1252133' → '7', '576937' → 'K'. */
export function nitCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (body.length - i + 1);
  const c = (11 - (sum % 11)) % 11;
  return c === 10 ? 'K' : String(c);
}

/** True for a well-formed NIT with a matching check digit, and for CF (FEL.md §11). */
export function isValidNit(input: string): boolean {
  const nit = normalizeNit(input);
  if (nit === 'CF') return true;
  if (!/^[1-9]\d{0,11}[0-9K]$/.test(nit)) return false;
  return nitCheckDigit(nit.slice(0, -1)) === nit.slice(-1);
}

const FORMAS_CF = new Set(['CF', 'C/F', 'C.F', 'C.F.']);

/** CF, cf, C/F, C.F and C.F. in any case, spaces ignored (000 §5 "Customer"). */
export function esConsumidorFinal(text: string | null | undefined): boolean {
  if (typeof text !== 'string') return false;
  return FORMAS_CF.has(text.replace(/\s/g, '').toUpperCase());
}
