import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  add,
  baseGravable,
  compare,
  currencyPrefix,
  dec,
  decimalesMoneda,
  div,
  formatMoney,
  isZero,
  ivaIncluido,
  ivaIncluidoExacto,
  max,
  min,
  mul,
  needsRoundingChoice,
  parseMoneyInput,
  roundMoney,
  roundToStep,
  sub,
  sum,
  toDecimalString,
  toMoneyString,
} from '../src/money';
import type { DecimalInput } from '../src/money';
import { SIN_REGISTRO } from '../src/format';

describe('dec', () => {
  it.each<[DecimalInput | null | undefined, string]>([
    [null, '0'],
    [undefined, '0'],
    ['', '0'],
    ['   ', '0'],
    ['1.50', '1.5'],
    [' 12 ', '12'],
    ['-3.25', '-3.25'],
    ['.5', '0.5'],
    ['1e2', '100'],
    [2.5, '2.5'],
    [0.1, '0.1'],
    [new Decimal('7.125'), '7.125'],
  ])('dec(%j) = %s', (input, expected) => {
    expect(dec(input).toString()).toBe(expected);
  });

  it.each<[unknown]>([
    ['abc'],
    ['1.2.3'],
    ['1,234'],
    ['0x10'],
    ['NaN'],
    ['Infinity'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [new Decimal(Number.NaN)],
    [{}],
  ])('dec(%j) throws', (input) => {
    expect(() => dec(input as DecimalInput)).toThrow(/Valor numérico inválido/);
  });
});

describe('arithmetic never uses floats', () => {
  it.each<[string, () => Decimal, string]>([
    ['add(0.1, 0.2)', () => add(0.1, 0.2), '0.3'],
    ['add()', () => add(), '0'],
    ['add(1, "2.5", Decimal 3)', () => add(1, '2.5', new Decimal(3)), '6.5'],
    ['sub(0.3, 0.1)', () => sub(0.3, 0.1), '0.2'],
    ['mul(1.1, 3)', () => mul(1.1, 3), '3.3'],
    ['mul("19.99", 3)', () => mul('19.99', 3), '59.97'],
    ['div(10, 4)', () => div(10, 4), '2.5'],
    ['div(1, 3) keeps precision', () => div(1, 3).toDecimalPlaces(10), '0.3333333333'],
    ['sum([0.1, 0.2, 0.3])', () => sum([0.1, 0.2, 0.3]), '0.6'],
    ['sum([])', () => sum([]), '0'],
    ['max(1, "3.5", 2)', () => max(1, '3.5', 2), '3.5'],
    ['max(-1)', () => max(-1), '-1'],
    ['min(1, "-3.5", 2)', () => min(1, '-3.5', 2), '-3.5'],
  ])('%s = %s', (_label, run, expected) => {
    expect(run().toString()).toBe(expected);
  });

  it('div by zero throws', () => {
    expect(() => div(1, '0.00')).toThrow('División entre cero');
  });

  it.each<[DecimalInput, boolean]>([
    ['0', true],
    ['0.00', true],
    ['-0', true],
    [0, true],
    ['0.001', false],
    [-1, false],
  ])('isZero(%j) = %s', (x, expected) => {
    expect(isZero(x)).toBe(expected);
  });

  it.each<[DecimalInput, DecimalInput, -1 | 0 | 1]>([
    ['1.00', 1, 0],
    ['0.3', add(0.1, 0.2), 0],
    ['1.01', '1.001', 1],
    ['-2', '-1', -1],
  ])('compare(%j, %j) = %i', (a, b, expected) => {
    expect(compare(a, b)).toBe(expected);
  });
});

describe('roundMoney (half-up, away from zero on a tie)', () => {
  it.each<[DecimalInput, 2 | 3, string]>([
    ['1.005', 2, '1.01'],
    ['1.004', 2, '1.00'],
    ['1.015', 2, '1.02'],
    ['2.675', 2, '2.68'],
    [1.005, 2, '1.01'],
    ['0.125', 2, '0.13'],
    ['-1.005', 2, '-1.01'],
    ['-1.004', 2, '-1.00'],
    ['10', 2, '10.00'],
    ['1.0005', 3, '1.001'],
    ['1.0004', 3, '1.000'],
    ['2.3455', 3, '2.346'],
    ['-0.0005', 3, '-0.001'],
    ['1.5', 3, '1.500'],
  ])('roundMoney(%j, %i) = %s', (x, decimales, expected) => {
    expect(roundMoney(x, decimales).toFixed(decimales)).toBe(expected);
  });

  it('defaults to 2 decimals', () => {
    expect(roundMoney('3.14159').toString()).toBe('3.14');
  });
});

describe('toMoneyString / toDecimalString', () => {
  it.each<[DecimalInput, 2 | 3 | undefined, string]>([
    [1250.5, undefined, '1250.50'],
    ['1250.5', 2, '1250.50'],
    ['0', 2, '0.00'],
    ['-0.001', 2, '0.00'],
    ['-0.005', 2, '-0.01'],
    ['1.5', 3, '1.500'],
    ['1234567.8915', 3, '1234567.892'],
  ])('toMoneyString(%j, %s) = %s', (x, decimales, expected) => {
    expect(toMoneyString(x, decimales)).toBe(expected);
  });

  it.each<[DecimalInput, number, string]>([
    ['1.23456', 4, '1.2346'],
    ['1.5', 0, '2'],
    ['-1.5', 0, '-2'],
    ['2', 4, '2.0000'],
  ])('toDecimalString(%j, %i) = %s', (x, places, expected) => {
    expect(toDecimalString(x, places)).toBe(expected);
  });
});

describe('roundToStep (0.05 by default)', () => {
  it.each<[string, string, string]>([
    // value, 'arriba', 'abajo'
    ['10.00', '10.00', '10.00'],
    ['10.05', '10.05', '10.05'],
    ['10.10', '10.10', '10.10'],
    ['10.01', '10.05', '10.00'],
    ['10.04', '10.05', '10.00'],
    ['10.06', '10.10', '10.05'],
    ['10.99', '11.00', '10.95'],
    ['0.01', '0.05', '0.00'],
    ['0', '0.00', '0.00'],
    ['123.456', '123.50', '123.45'],
    ['-10.01', '-10.00', '-10.05'],
    ['-10.05', '-10.05', '-10.05'],
  ])('%s → arriba %s, abajo %s', (x, arriba, abajo) => {
    expect(roundToStep(x, 'arriba').toFixed(2)).toBe(arriba);
    expect(roundToStep(x, 'abajo').toFixed(2)).toBe(abajo);
    expect(roundToStep(x, '0.05', 'arriba').toFixed(2)).toBe(arriba);
    expect(roundToStep(x, undefined, 'abajo').toFixed(2)).toBe(abajo);
  });

  it.each<[string, string, 'arriba' | 'abajo', string]>([
    ['10.10', '0.25', 'arriba', '10.25'],
    ['10.10', '0.25', 'abajo', '10.00'],
    ['10.50', '1', 'arriba', '11.00'],
    ['10.50', '1', 'abajo', '10.00'],
  ])('roundToStep(%s, step %s, %s) = %s', (x, step, mode, expected) => {
    expect(roundToStep(x, step, mode).toFixed(2)).toBe(expected);
  });

  it('rejects a bad mode or step', () => {
    expect(() => roundToStep('1', 'medio' as 'arriba')).toThrow('Modo de redondeo inválido');
    expect(() => roundToStep('1', '0', 'arriba')).toThrow('El paso de redondeo debe ser mayor que 0');
    expect(() => roundToStep('1', '-0.05', 'arriba')).toThrow('El paso de redondeo debe ser mayor que 0');
  });

  it.each<[DecimalInput, boolean]>([
    ['10.00', false],
    ['10.05', false],
    ['10.10', false],
    [15.5, false],
    ['0', false],
    ['10.01', true],
    ['10.04', true],
    ['1.051', true],
    ['-3.02', true],
    ['-3.05', false],
  ])('needsRoundingChoice(%j) = %s', (x, expected) => {
    expect(needsRoundingChoice(x)).toBe(expected);
  });

  it('needsRoundingChoice takes another step', () => {
    expect(needsRoundingChoice('10.50', '0.25')).toBe(false);
    expect(needsRoundingChoice('10.10', '0.25')).toBe(true);
  });
});

describe('IVA included (FEL.md §6: round the base, IVA = total − base)', () => {
  it.each<[DecimalInput, string, string]>([
    // total, MontoGravable, MontoImpuesto — FEL.md §6 checked results
    ['50.00', '44.64', '5.36'],
    ['15.00', '13.39', '1.61'],
    ['3.22', '2.88', '0.34'],
    ['112', '100.00', '12.00'],
    ['1', '0.89', '0.11'],
    ['0', '0.00', '0.00'],
    [1250.5, '1116.52', '133.98'],
  ])('total %j → base %s, IVA %s', (total, base, iva) => {
    expect(baseGravable(total).toFixed(2)).toBe(base);
    expect(ivaIncluido(total).toFixed(2)).toBe(iva);
    expect(add(baseGravable(total), ivaIncluido(total)).eq(dec(total))).toBe(true);
  });

  it('per-line IVA adds up as FEL.md shows (5.36 + 1.61 = 6.97)', () => {
    expect(sum([ivaIncluido('50.00'), ivaIncluido('15.00')]).toFixed(2)).toBe('6.97');
  });

  it('differs from rounding total × 12 / 112 directly where FEL.md says it must', () => {
    expect(roundMoney(ivaIncluidoExacto('3.22')).toFixed(2)).toBe('0.35');
    expect(ivaIncluido('3.22').toFixed(2)).toBe('0.34');
  });

  it.each<[DecimalInput, string]>([
    ['3.22', '0.345'],
    ['112', '12'],
    ['56', '6'],
  ])('ivaIncluidoExacto(%j) = %s', (total, expected) => {
    expect(ivaIncluidoExacto(total).toString()).toBe(expected);
  });

  it('supports the stricter 6-decimal option and another rate', () => {
    expect(baseGravable('3.22', '0.12', 6).toFixed(6)).toBe('2.875000');
    expect(ivaIncluido('3.22', '0.12', 6).toFixed(6)).toBe('0.345000');
    expect(ivaIncluido('105', '0.05').toFixed(2)).toBe('5.00');
  });
});

describe('formatMoney', () => {
  it.each<[DecimalInput | null | undefined, Parameters<typeof formatMoney>[1], string]>([
    [1234.5, undefined, 'Q 1,234.50'],
    ['1234.5', { pais: 'GT' }, 'Q 1,234.50'],
    ['1234.5', { pais: 'gt' }, 'Q 1,234.50'],
    ['1234.5', { pais: null }, 'Q 1,234.50'],
    ['1234.5', { pais: 'US' }, '$ 1,234.50'],
    ['1234.5', { pais: 'SV' }, '$ 1,234.50'],
    ['1234567.891', {}, 'Q 1,234,567.89'],
    [0, undefined, 'Q 0.00'],
    ['5', undefined, 'Q 5.00'],
    ['100', undefined, 'Q 100.00'],
    ['1000', undefined, 'Q 1,000.00'],
    ['999.995', undefined, 'Q 1,000.00'],
    ['0.0049', undefined, 'Q 0.00'],
    ['-0.001', undefined, 'Q 0.00'],
    [-1234.5, undefined, '-Q 1,234.50'],
    ['-1234.5', { pais: 'MX' }, '-$ 1,234.50'],
    ['1234.5', { decimales: 3 }, 'Q 1,234.500'],
    ['1234.5675', { decimales: 3 }, 'Q 1,234.568'],
    [new Decimal('98765.4'), { pais: 'US', decimales: 3 }, '$ 98,765.400'],
    [null, undefined, SIN_REGISTRO],
    [undefined, undefined, SIN_REGISTRO],
    ['', undefined, SIN_REGISTRO],
    ['  ', undefined, SIN_REGISTRO],
    ['abc', undefined, SIN_REGISTRO],
    [Number.NaN, undefined, SIN_REGISTRO],
  ])('formatMoney(%j, %j) = %s', (value, opts, expected) => {
    expect(formatMoney(value, opts)).toBe(expected);
  });

  it.each<[string | null | undefined, 'Q' | '$']>([
    ['GT', 'Q'],
    [' gt ', 'Q'],
    [undefined, 'Q'],
    ['', 'Q'],
    ['US', '$'],
  ])('currencyPrefix(%j) = %s', (pais, expected) => {
    expect(currencyPrefix(pais)).toBe(expected);
  });
});

describe('decimalesMoneda', () => {
  it.each<[Parameters<typeof decimalesMoneda>[0], 2 | 3]>([
    [{}, 2],
    [{ conf_modena_con_3_decimales: false }, 2],
    [{ conf_modena_con_3_decimales: true }, 3],
    [null, 2],
    [undefined, 2],
  ])('decimalesMoneda(%j) = %i', (conf, expected) => {
    expect(decimalesMoneda(conf)).toBe(expected);
  });
});

describe('parseMoneyInput', () => {
  it.each<[string | number | null | undefined, 2 | 3, string | null]>([
    ['1,234.5', 2, '1234.50'],
    [' 12 ', 2, '12.00'],
    ['12', 3, '12.000'],
    ['1234567.89', 2, '1234567.89'],
    ['1,234,567.89', 2, '1234567.89'],
    ['.5', 2, '0.50'],
    ['5.', 2, '5.00'],
    ['0', 2, '0.00'],
    ['007', 2, '7.00'],
    ['1.234', 3, '1.234'],
    [12.5, 2, '12.50'],
    [0, 2, '0.00'],
    ['1.2.3', 2, null],
    ['abc', 2, null],
    ['1.234', 2, null],
    ['1.2345', 3, null],
    ['12,34', 2, null],
    ['1,2345', 2, null],
    ['1,234,56', 2, null],
    ['1 234', 2, null],
    ['1e3', 2, null],
    ['+5', 2, null],
    ['-5', 2, null],
    ['Q 12', 2, null],
    ['.', 2, null],
    ['', 2, null],
    ['   ', 2, null],
    [null, 2, null],
    [undefined, 2, null],
    [0.1 + 0.2, 2, null],
    [Number.NaN, 2, null],
    [-5, 2, null],
  ])('parseMoneyInput(%j, %i) = %j', (text, decimales, expected) => {
    expect(parseMoneyInput(text, decimales)).toBe(expected);
  });

  it.each<[string | number, string | null]>([
    ['-5', '-5.00'],
    ['-1,234.5', '-1234.50'],
    [-2.5, '-2.50'],
    ['-', null],
    ['-.', null],
  ])('with { negativo: true }, parseMoneyInput(%j) = %j', (text, expected) => {
    expect(parseMoneyInput(text, 2, { negativo: true })).toBe(expected);
  });
});
