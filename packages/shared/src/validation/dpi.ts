/**
 * DPI / CUI per FEL.md §12. Digits 1–8 serial, 9 check digit, 10–11 department (01–22),
 * 12–13 municipality within the department.
 */

/** Municipalities per department, departments 01 to 22 in order (340 in total, gt_geografia.json). */
export const MUNICIPIOS_POR_DEPARTAMENTO: readonly number[] = [
  17, 8, 16, 16, 14, 14, 19, 8, 24, 21, 9, 30, 33, 21, 8, 17, 14, 5, 11, 11, 7, 17,
];

export type CuiFallo = 'formato' | 'departamento' | 'municipio' | 'verificador' | 'verificador-ambiguo';

export type CuiResultado = { ok: true; cui: string; depto: string; muni: string } | { ok: false; reason: CuiFallo };

/**
 * Full CUI check. `muni` is the 4-digit INE municipality id (department + municipality).
 * 'verificador-ambiguo' is the remainder-10 case that sources disagree on (FEL.md §12).
 */
export function validateCui(input: string): CuiResultado {
  const s = input.trim();
  if (!/^(\d{13}|\d{4} \d{5} \d{4})$/.test(s)) return { ok: false, reason: 'formato' };
  const cui = s.replace(/ /g, '');
  const d = Number(cui.slice(9, 11));
  const m = Number(cui.slice(11, 13));
  const municipios = MUNICIPIOS_POR_DEPARTAMENTO[d - 1];
  if (municipios === undefined) return { ok: false, reason: 'departamento' };
  if (m < 1 || m > municipios) return { ok: false, reason: 'municipio' };
  let t = 0;
  for (let i = 0; i < 8; i++) t += Number(cui[i]) * (i + 2);
  const r = t % 11;
  if (r === 10) return { ok: false, reason: 'verificador-ambiguo' };
  if (r !== Number(cui[8])) return { ok: false, reason: 'verificador' };
  return { ok: true, cui, depto: cui.slice(9, 11), muni: cui.slice(9, 13) };
}

export type DpiRevision =
  | { ok: true; cui: string; advertencia: 'verificador-ambiguo' | null }
  | { ok: false; reason: Exclude<CuiFallo, 'verificador-ambiguo'> };

/**
 * The user-facing DPI check ('DPI inválido'): rejects format, place and check-digit failures,
 * but lets the ambiguous remainder-10 case through with a warning, because RENAP does not
 * publish the rule and FEL.md says to rely on the Infile CUI lookup instead of hard-rejecting.
 */
export function checkDpi(input: string): DpiRevision {
  const result = validateCui(input);
  if (result.ok) return { ok: true, cui: result.cui, advertencia: null };
  if (result.reason === 'verificador-ambiguo') {
    return { ok: true, cui: input.trim().replace(/ /g, ''), advertencia: 'verificador-ambiguo' };
  }
  return { ok: false, reason: result.reason };
}

export function isValidDpi(input: string): boolean {
  return checkDpi(input).ok;
}
