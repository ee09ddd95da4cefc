/**
 * Reads a list in pages of `size` rows for an export. Short separate queries keep the one PGlite
 * connection available to the counter between batches; the list's ordering ends in its id, so pages
 * are stable.
 */
export async function* inPages<T>(
  fetchPage: (limit: number, offset: number) => Promise<T[]>,
  size = 5000,
): AsyncIterable<T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetchPage(size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}
