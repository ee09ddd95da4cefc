/**
 * Phone numbers per DECISIONS P3-36. GT: 8 digits with an optional +502, spaces or dashes allowed.
 * Other countries: 7 to 15 digits, with an optional leading +, spaces, dashes or parentheses.
 */
export function isValidPhone(text: string, pais: string | null | undefined = 'GT'): boolean {
  const code = (pais ?? '').trim().toUpperCase();
  const value = text.trim();
  if (code === '' || code === 'GT') {
    return /^(\+502)?\d{8}$/.test(value.replace(/[\s-]/g, ''));
  }
  if (!/^\+?[\d\s\-()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
