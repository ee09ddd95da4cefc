/**
 * List ordering (spec 001 §4 "Lists"): choosing a new column orders by it ascending; choosing the
 * column already in use flips its direction (`field` ↔ `-field`).
 */
export function nextOrdering(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

export function sortOrderOf(ordering: string, field: string): 'ascend' | 'descend' | null {
  if (ordering === field) return 'ascend';
  if (ordering === `-${field}`) return 'descend';
  return null;
}
