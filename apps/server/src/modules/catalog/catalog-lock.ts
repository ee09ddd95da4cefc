import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Serializes the catalog writes of one company until the transaction ends, so the checks that
 * cannot be unique indexes (barcodes across products and fractions, free slugs, category names)
 * are never raced by a concurrent save.
 */
export async function lockCatalog(tx: Executor, empresaId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogo'), ${empresaId})`);
}
