import { dec } from '@pos/shared/money';

export const MESES = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'] as const;

type Decimal = ReturnType<typeof dec>;

/**
 * The chart's top and its four grid lines: the largest value rounded up to a "nice" step
 * (1, 2 or 5 times a power of ten, per quarter), so the axis reads Q 0, Q 500, Q 1,000…
 */
export function chartScale(values: readonly string[]): { max: Decimal; ticks: Decimal[] } {
  const largest = values.reduce((m, v) => (dec(v).gt(m) ? dec(v) : m), dec(0));
  if (largest.lte(0)) return { max: dec(0), ticks: [dec(0)] };
  const rawStep = largest.div(4);
  const power = dec(10).pow(Math.floor(Math.log10(rawStep.toNumber())));
  const step = [1, 2, 5, 10].map((f) => power.mul(f)).find((s) => s.gte(rawStep))!;
  const max = step.mul(4);
  return { max, ticks: [0, 1, 2, 3, 4].map((i) => step.mul(i)) };
}
