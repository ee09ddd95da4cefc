import { dec } from '@pos/shared/money';

type Decimal = ReturnType<typeof dec>;

/**
 * The balance chart's axis: results can be losses, so the axis spans from the lowest value (or 0)
 * to the highest (or 0) in "nice" steps (1, 2 or 5 times a power of ten), about four of them, and
 * always passes through 0 so bars grow up for a profit and down for a loss.
 */
export function balanceScale(values: readonly string[]): { min: Decimal; max: Decimal; ticks: Decimal[] } {
  const all = values.map((v) => dec(v));
  const lowest = all.reduce((m, v) => (v.lt(m) ? v : m), dec(0));
  const highest = all.reduce((m, v) => (v.gt(m) ? v : m), dec(0));
  const span = highest.minus(lowest);
  if (span.isZero()) return { min: dec(0), max: dec(0), ticks: [dec(0)] };
  const rawStep = span.div(4);
  const power = dec(10).pow(Math.floor(Math.log10(rawStep.toNumber())));
  const step = [1, 2, 5, 10].map((f) => power.mul(f)).find((s) => s.gte(rawStep))!;
  const min = lowest.div(step).floor().mul(step);
  const max = highest.div(step).ceil().mul(step);
  const ticks: Decimal[] = [];
  for (let t = min; t.lte(max); t = t.plus(step)) ticks.push(t);
  return { min, max, ticks };
}
