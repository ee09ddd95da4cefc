import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './client';

/**
 * Refreshes the planner statistics of the tables that changed enough since their last ANALYZE,
 * with autovacuum's default threshold (50 rows + 10 %). PostgreSQL's autovacuum does this by
 * itself; PGlite has no autovacuum, and without statistics its planner scans whole tables where an
 * index would answer in a millisecond (the point of sale's product search among them).
 */
export async function analyzeStaleTables(db: Executor): Promise<string[]> {
  const stale = await queryRows<{ relname: string }>(
    db,
    sql`select relname from pg_stat_user_tables
         where schemaname = 'public' and (last_analyze is null or n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0))
           and n_live_tup + n_mod_since_analyze > 0`,
  );
  for (const { relname } of stale) await db.execute(sql`analyze ${sql.identifier(relname)}`);
  return stale.map((t) => t.relname);
}
