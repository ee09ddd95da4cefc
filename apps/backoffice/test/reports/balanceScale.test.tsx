import { describe, expect, it } from 'vitest';
import { balanceScale } from '../../src/features/reports/balanceScale';

const shown = (values: string[]) => {
  const { min, max, ticks } = balanceScale(values);
  return { min: min.toString(), max: max.toString(), ticks: ticks.map((t) => t.toString()) };
};

describe('balanceScale', () => {
  it.each([
    { values: ['0', '0'], expected: { min: '0', max: '0', ticks: ['0'] } },
    { values: ['1800', '950.50'], expected: { min: '0', max: '2000', ticks: ['0', '500', '1000', '1500', '2000'] } },
    { values: ['-80', '0'], expected: { min: '-80', max: '0', ticks: ['-80', '-60', '-40', '-20', '0'] } },
    {
      values: ['-1250', '3100'],
      expected: { min: '-2000', max: '4000', ticks: ['-2000', '0', '2000', '4000'] },
    },
  ])('spans $values from its lowest to its highest through 0 in nice steps', ({ values, expected }) => {
    expect(shown(values)).toEqual(expected);
  });
});
