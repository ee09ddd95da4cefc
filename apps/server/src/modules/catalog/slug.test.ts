import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugCandidates, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Azúcar Blanca 1 lb', 'azucar-blanca-1-lb'],
    ['  Café — Ñandú  ', 'cafe-nandu'],
    ['JABÓN   líquido/500ml', 'jabon-liquido-500ml'],
    ['!!!', ''],
    ['Bebidas & Gaseosas', 'bebidas-gaseosas'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('cuts at the maximum length without a trailing dash', () => {
    expect(slugify('abc def ghi', 4)).toBe('abc');
    expect(slugify('a'.repeat(300), 200)).toHaveLength(200);
  });
});

describe('unique slugs', () => {
  it('lists base, base-2, base-3…', () => {
    expect(slugCandidates('leche', 3)).toEqual(['leche', 'leche-2', 'leche-3']);
  });
  it.each([
    [[], 'leche'],
    [['leche'], 'leche-2'],
    [['leche', 'leche-2', 'leche-4'], 'leche-3'],
  ])('taken %j → %s', (taken, slug) => {
    expect(firstFreeSlug('leche', new Set(taken))).toBe(slug);
  });
  it('falls back to a random suffix when every candidate is taken', () => {
    expect(firstFreeSlug('x', new Set(slugCandidates('x')), () => 'zz9')).toBe('x-zz9');
  });
});
