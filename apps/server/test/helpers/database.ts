import fs from 'node:fs';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, openPglite, type Database } from '../../src/db/client';

/** A new PostgreSQL database under the run's prefix (dropped at the end of the run); answers its URL. */
async function createDatabase(postgres: { url: string; prefix: string }, options = ''): Promise<string> {
  const name = `${postgres.prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`create database ${name} ${options}`);
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh migrated database for one test file: a copy of the template made by the global setup,
 * on PGlite by default or on PostgreSQL when TEST_DATABASE_URL is set.
 */
export async function openTestDatabase(): Promise<Database> {
  const postgres = inject('postgres');
  if (postgres) return openDatabase(await createDatabase(postgres, `template ${postgres.template}`), { poolSize: 25 });
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite('memory://', new Blob([dump]));
}

/** A database with nothing in it, not even the migrations (a test migrates it by hand). */
export async function openEmptyDatabase(): Promise<Database> {
  const postgres = inject('postgres');
  if (!postgres) return openPglite('memory://');
  return openDatabase(await createDatabase(postgres), { poolSize: 2 });
}
