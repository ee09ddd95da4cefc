import { describe, expect, it } from 'vitest';
import { CONSUMIDOR_FINAL, esConsumidorFinal, isValidNit, nitCheckDigit, normalizeNit } from '../src/validation/nit';

describe('isValidNit — FEL.md §11 worked examples', () => {
  it.each([
    ['1252133-7'], // INFILE, S.A.
    ['576937-K'],
    ['1669394-9'], // SAT
    ['7108-0'],
    ['3952550-3'],
    // SAT's CatalogoCertificadores.json
    ['16693949'],
    ['50510231'],
    ['60010207'],
    ['104747498'],
    ['4150686'],
    ['CF'],
  ])('%s is valid', (nit) => {
    expect(isValidNit(nit)).toBe(true);
  });

  it.each([
    ['8977112-0'], // check digit should be 5
    ['12521338'], // INFILE's body with 8
    ['576937-0'], // should be K
    ['1234567890123'], // too long / wrong check digit
  ])('%s is invalid', (nit) => {
    expect(isValidNit(nit)).toBe(false);
  });
});

describe('isValidNit — input forms', () => {
  it.each([['12521337'], ['576937-k'], [' 1252133 - 7 '], ['1.252.133-7'], ['0012521337'], ['cf'], ['C/F'], ['C.F.']])(
    '%j is valid',
    (nit) => {
      expect(isValidNit(nit)).toBe(true);
    },
  );

  it.each([
    [''],
    ['abc'],
    ['7'],
    ['K'],
    ['0'],
    ['00'],
    ['12-3K4'],
    ['1252133-77'],
    ['12521 33X'],
    ['12345678901234'],
    ['CFF'],
  ])('%j is invalid', (nit) => {
    expect(isValidNit(nit)).toBe(false);
  });
});

describe('nitCheckDigit', () => {
  it.each([
    ['1252133', '7'],
    ['576937', 'K'],
    ['1669394', '9'],
    ['7108', '0'],
    ['3952550', '3'],
    ['8977112', '5'],
    ['1', '9'],
  ])('nitCheckDigit(%s) = %s', (body, expected) => {
    expect(nitCheckDigit(body)).toBe(expected);
  });
});

describe('normalizeNit', () => {
  it.each([
    ['1252133-7', '12521337'],
    ['576937-k', '576937K'],
    [' 00 1.252.133-7 ', '12521337'],
    ['c/f', 'CF'],
    ['C.F.', 'CF'],
    ['0', '0'],
    ['000', '0'],
  ])('normalizeNit(%j) = %s', (input, expected) => {
    expect(normalizeNit(input)).toBe(expected);
  });
});

describe('esConsumidorFinal', () => {
  it.each([['CF'], ['cf'], ['Cf'], ['C/F'], ['c/f'], ['C.F'], ['C.F.'], ['c.f.'], [' C F '], ['C . F .']])(
    '%j is final consumer',
    (text) => {
      expect(esConsumidorFinal(text)).toBe(true);
    },
  );

  it.each<[string | null | undefined]>([
    ['CFF'],
    ['C-F'],
    ['C'],
    [''],
    [null],
    [undefined],
    ['1252133-7'],
    ['Consumidor Final'],
  ])('%j is not', (text) => {
    expect(esConsumidorFinal(text)).toBe(false);
  });

  it('CONSUMIDOR_FINAL is C.F. / Consumidor Final', () => {
    expect(CONSUMIDOR_FINAL).toEqual({ nit: 'C.F.', nombre: 'Consumidor Final' });
  });
});
