import { describe, expect, it } from 'vitest';
import { changeRange, lastDays, type DateRange } from '../../src/components/list/dateRange';
import { nextOrdering, sortOrderOf } from '../../src/components/list/ordering';

const HOY = '2026-03-10';
const rango: DateRange = { inicio: '2026-03-01', fin: '2026-03-05' };

describe('date range (spec 000 §5, DECISIONS P3-43)', () => {
  it('applies a change that keeps start ≤ end and start ≤ today', () => {
    expect(changeRange(rango, { inicio: '2026-02-20' }, HOY)).toEqual({ inicio: '2026-02-20', fin: '2026-03-05' });
    expect(changeRange(rango, { fin: '2026-03-20' }, HOY)).toEqual({ inicio: '2026-03-01', fin: '2026-03-20' });
    expect(changeRange(rango, { inicio: '2026-03-05' }, HOY)).toEqual({ inicio: '2026-03-05', fin: '2026-03-05' });
  });

  it('ignores a start after the end or after today', () => {
    expect(changeRange(rango, { inicio: '2026-03-06' }, HOY)).toBe(rango);
    expect(changeRange({ inicio: null, fin: null }, { inicio: '2026-03-11' }, HOY)).toEqual({
      inicio: null,
      fin: null,
    });
  });

  it('ignores an end before the start', () => {
    expect(changeRange(rango, { fin: '2026-02-28' }, HOY)).toBe(rango);
  });

  it('lets either end be cleared', () => {
    expect(changeRange(rango, { inicio: null }, HOY)).toEqual({ inicio: null, fin: '2026-03-05' });
    expect(changeRange(rango, { fin: null }, HOY)).toEqual({ inicio: '2026-03-01', fin: null });
  });

  it('the last 30 days end today', () => {
    expect(lastDays(30, HOY)).toEqual({ inicio: '2026-02-09', fin: HOY });
  });
});

describe('list ordering (spec 001 §4)', () => {
  it('a new column orders ascending; the same column again flips the direction', () => {
    expect(nextOrdering('-creado', 'nombre')).toBe('nombre');
    expect(nextOrdering('nombre', 'nombre')).toBe('-nombre');
    expect(nextOrdering('-nombre', 'nombre')).toBe('nombre');
    expect(sortOrderOf('-creado', 'creado')).toBe('descend');
    expect(sortOrderOf('-creado', 'nombre')).toBeNull();
  });
});
