/** URL slugs of products and categories (DECISIONS P2-03k): lowercase ASCII words joined by dashes. */
export function slugify(text: string, maxLength = 100): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/g, '');
}

/** `base`, then `base-2`, `base-3`… : the candidates a unique slug is picked from, in order. */
export function slugCandidates(base: string, count = 20): string[] {
  return [base, ...Array.from({ length: count - 1 }, (_, i) => `${base}-${i + 2}`)];
}

/** The first candidate not taken; past the candidates, a random suffix makes it unique. */
export function firstFreeSlug(
  base: string,
  taken: ReadonlySet<string>,
  random: () => string = () => Math.random().toString(36).slice(2, 8),
): string {
  return slugCandidates(base).find((slug) => !taken.has(slug)) ?? `${base}-${random()}`;
}
