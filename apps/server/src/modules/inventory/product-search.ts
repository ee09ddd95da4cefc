import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../lib/list';

/**
 * Products (alias `p`) matching a search the way a warehouse keeper types it: part of the name or
 * the code, or a whole barcode of the product or of one of its fractions (a scanner's reading).
 */
export function productMatches(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const pattern = likePattern(search.toLowerCase());
  return sql`(lower(p.nombre) like ${pattern} or lower(p.codigo) like ${pattern} or p.codigo_barras = ${search}
    or exists (select 1 from fracciones fb where fb.producto_id = p.id and fb.activo and fb.codigo_barras = ${search}))`;
}
