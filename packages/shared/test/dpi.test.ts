import { describe, expect, it } from 'vitest';
import { MUNICIPIOS_POR_DEPARTAMENTO, checkDpi, isValidDpi, validateCui } from '../src/validation/dpi';
import type { CuiFallo } from '../src/validation/dpi';

describe('validateCui — FEL.md §12 worked examples', () => {
  it.each([
    ['1234567890101', '1234567890101', '01', '0101'],
    ['1234 56789 0101', '1234567890101', '01', '0101'],
    ['1234567890514', '1234567890514', '05', '0514'], // Sipacate
    ['1234567891333', '1234567891333', '13', '1333'], // Petatán
  ])('%s is valid', (input, cui, depto, muni) => {
    expect(validateCui(input)).toEqual({ ok: true, cui, depto, muni });
  });

  it.each<[string, CuiFallo]>([
    ['1234567800101', 'verificador'],
    ['1234567890118', 'municipio'],
    ['1234567892301', 'departamento'],
    ['1234567890000', 'departamento'],
    ['1234-56789-0101', 'formato'],
    ['1000000700101', 'verificador-ambiguo'],
  ])('%s fails with %s', (input, reason) => {
    expect(validateCui(input)).toEqual({ ok: false, reason });
  });
});

describe('validateCui — more cases', () => {
  it.each<[string, CuiFallo | 'ok']>([
    [' 1234567890101 ', 'ok'],
    ['1234567892217', 'ok'], // Jutiapa has 17
    ['1234567892218', 'municipio'],
    ['1234567890100', 'municipio'],
    ['1234567891801', 'ok'],
    ['1234567891806', 'municipio'], // Izabal has 5
    ['123456789010', 'formato'],
    ['12345678901011', 'formato'],
    ['12345 6789 0101', 'formato'],
    ['1234  56789 0101', 'formato'],
    ['1234.56789.0101', 'formato'],
    ['123456789010A', 'formato'],
    ['', 'formato'],
  ])('%j → %s', (input, expected) => {
    const result = validateCui(input);
    expect(result.ok ? 'ok' : result.reason).toBe(expected);
  });

  it('uses the 340-municipality table', () => {
    expect(MUNICIPIOS_POR_DEPARTAMENTO).toHaveLength(22);
    expect(MUNICIPIOS_POR_DEPARTAMENTO.reduce((a, b) => a + b, 0)).toBe(340);
    expect(MUNICIPIOS_POR_DEPARTAMENTO[4]).toBe(14); // Escuintla with Sipacate
    expect(MUNICIPIOS_POR_DEPARTAMENTO[12]).toBe(33); // Huehuetenango with Petatán
  });
});

describe('checkDpi — the user-facing check', () => {
  it.each([
    ['1234567890101', null],
    ['1234 56789 0101', null],
    ['1000000700101', 'verificador-ambiguo'],
    ['1000 00070 0101', 'verificador-ambiguo'],
  ])('%s passes (warning %s)', (input, advertencia) => {
    expect(checkDpi(input)).toEqual({ ok: true, cui: input.replace(/ /g, ''), advertencia });
    expect(isValidDpi(input)).toBe(true);
  });

  it.each([
    ['1234567800101', 'verificador'],
    ['1234567890118', 'municipio'],
    ['1234567892301', 'departamento'],
    ['1234-56789-0101', 'formato'],
  ])('%s is refused (%s)', (input, reason) => {
    expect(checkDpi(input)).toEqual({ ok: false, reason });
    expect(isValidDpi(input)).toBe(false);
  });
});
