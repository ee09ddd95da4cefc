import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  SIN_REGISTRO,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatQuantity,
  groupThousands,
  todayInGuatemala,
} from '../src/format';

type Vacio = null | undefined;
const VACIOS: [unknown][] = [[null], [undefined], [''], ['   '], [Number.NaN], ['abc'], [Number.POSITIVE_INFINITY]];

describe('SIN_REGISTRO', () => {
  it('is the spec text', () => {
    expect(SIN_REGISTRO).toBe('Sin registro');
  });
});

describe('groupThousands', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234567', '1,234,567'],
    ['100000', '100,000'],
  ])('groupThousands(%s) = %s', (digits, expected) => {
    expect(groupThousands(digits)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each<[string | number | Decimal, number | undefined, string]>([
    [1234.5, 2, '1,234.50'],
    [1234.5, undefined, '1,234.50'],
    [1234567, 0, '1,234,567'],
    ['-1234.567', 2, '-1,234.57'],
    ['0.005', 2, '0.01'],
    ['-0.004', 2, '0.00'],
    [0, 2, '0.00'],
    [new Decimal('1000000.1'), 1, '1,000,000.1'],
    ['999.5', 0, '1,000'],
  ])('formatNumber(%j, %s) = %s', (value, decimales, expected) => {
    expect(formatNumber(value, decimales)).toBe(expected);
  });

  it.each(VACIOS)('formatNumber(%j) = Sin registro', (value) => {
    expect(formatNumber(value as string | Vacio, 2)).toBe(SIN_REGISTRO);
  });
});

describe('formatQuantity', () => {
  it.each<[string | number, boolean, string]>([
    ['2.5', true, '2.500'],
    ['1234.5678', true, '1,234.568'],
    [0.125, true, '0.125'],
    [1234, false, '1,234'],
    ['3', false, '3'],
    [12, true, '12.000'],
  ])('formatQuantity(%j, a_granel %s) = %s', (value, aGranel, expected) => {
    expect(formatQuantity(value, aGranel)).toBe(expected);
  });

  it.each(VACIOS)('formatQuantity(%j) = Sin registro', (value) => {
    expect(formatQuantity(value as string | Vacio, true)).toBe(SIN_REGISTRO);
    expect(formatQuantity(value as string | Vacio, false)).toBe(SIN_REGISTRO);
  });
});

describe('formatPercent', () => {
  it.each<[string | number, string]>([
    [12.5, '12.50 %'],
    ['100', '100.00 %'],
    [0, '0.00 %'],
    ['33.3333', '33.33 %'],
    [-5, '-5.00 %'],
  ])('formatPercent(%j) = %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it.each(VACIOS)('formatPercent(%j) = Sin registro', (value) => {
    expect(formatPercent(value as string | Vacio)).toBe(SIN_REGISTRO);
  });
});

describe('formatDate (America/Guatemala, UTC−6)', () => {
  it.each<[string | Date | number, string]>([
    ['2024-03-05', '2024-03-05'],
    ['2024-02-29', '2024-02-29'],
    ['2024-03-05T05:59:00Z', '2024-03-04'],
    ['2024-03-05T06:00:00Z', '2024-03-05'],
    ['2024-03-05T23:30:00-06:00', '2024-03-05'],
    ['2024-03-05T23:30:00.000+00:00', '2024-03-05'],
    ['2024-03-05T10:00:00', '2024-03-05'],
    ['2024-03-05T23:59:59', '2024-03-05'],
    [new Date(Date.UTC(2024, 0, 1, 3, 0)), '2023-12-31'],
    [new Date(Date.UTC(2024, 6, 15, 12, 0)), '2024-07-15'],
    [Date.UTC(2025, 0, 1, 5, 59), '2024-12-31'],
  ])('formatDate(%j) = %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each<[unknown]>([
    [null],
    [undefined],
    [''],
    ['  '],
    ['abc'],
    ['2024-02-30'],
    ['2023-02-29'],
    ['2024-13-01'],
    [new Date('x')],
    [Number.NaN],
  ])('formatDate(%j) = Sin registro', (value) => {
    expect(formatDate(value as string | Vacio)).toBe(SIN_REGISTRO);
  });
});

describe('formatDateTime', () => {
  it.each<[string | Date, string]>([
    ['2024-03-05T18:30:00Z', '2024-03-05 12:30'],
    ['2024-03-05T06:00:00Z', '2024-03-05 00:00'],
    ['2024-03-05T05:59:00Z', '2024-03-04 23:59'],
    ['2024-03-05T10:15:00', '2024-03-05 10:15'],
    ['2024-03-05T10:15:00-06:00', '2024-03-05 10:15'],
    ['2024-03-05', '2024-03-05 00:00'],
    [new Date(Date.UTC(2024, 6, 1, 0, 5)), '2024-06-30 18:05'],
  ])('formatDateTime(%j) = %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it.each<[unknown]>([[null], [undefined], [''], ['abc'], [new Date('x')]])(
    'formatDateTime(%j) = Sin registro',
    (value) => {
      expect(formatDateTime(value as string | Vacio)).toBe(SIN_REGISTRO);
    },
  );
});

describe('todayInGuatemala', () => {
  it.each([
    ['2024-12-31T23:00:00Z', '2024-12-31'],
    ['2025-01-01T05:59:59Z', '2024-12-31'],
    ['2025-01-01T06:00:00Z', '2025-01-01'],
    ['2024-07-01T12:00:00Z', '2024-07-01'],
  ])('at %s it is %s in Guatemala', (now, expected) => {
    expect(todayInGuatemala(new Date(now))).toBe(expected);
  });

  it('defaults to now', () => {
    expect(todayInGuatemala()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
