import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../src/db/client';
import { analyzeStaleTables } from '../../../src/db/statistics';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('analyzeStaleTables', () => {
  it('analyzes the tables that changed enough since their last ANALYZE', async () => {
    const company = await createTestCompany(t.app, t.database);
    await t.database.db.execute(sql`
      insert into productos (empresa_id, codigo, nombre, slug)
      select ${company.empresaId}, 'S' || i, 'Producto ' || i, 'estadistica-' || i from generate_series(1, 300) as i`);
    // The statistics collector reports changes at the end of each transaction, a moment later
    // (longer on a busy machine): ask until it has, for a few seconds.
    const analyzed: string[] = [];
    for (let i = 0; i < 10 && !analyzed.includes('productos'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      analyzed.push(...(await analyzeStaleTables(t.database.db)));
    }
    // On PostgreSQL autovacuum may have been first; on PGlite nothing else ever analyzes.
    if (t.database.kind === 'pglite') expect(analyzed).toContain('productos');
    const [row] = await queryRows<{ analyzed: boolean }>(
      t.database.db,
      sql`select coalesce(last_analyze, last_autoanalyze) is not null as analyzed from pg_stat_user_tables where relname = 'productos'`,
    );
    expect(row!.analyzed).toBe(true);
  });
});
