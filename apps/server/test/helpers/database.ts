import fs from 'node:fs';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, openPglite, type Database } from '../../src/db/client';

/**
 * A fresh migrated database for one test file: a copy of the template made by the global setup,
 * on PGlite by default or on PostgreSQL when TEST_DATABASE_URL is set.
 */
export async function openTestDatabase(): Promise<Database> {
  const postgres = inject('postgres');
  if (postgres) {
    const name = `${postgres.prefix}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgres.template}`);
    await admin.end();
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    return openDatabase(url.toString(), { poolSize: 25 });
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite('memory://', new Blob([dump]));
}

/** A database with nothing in it, not even the migrations (a test migrates it by hand). */
export async function openEmptyDatabase(): Promise<Database> {
  const postgres = inject('postgres');
  if (!postgres) return openPglite('memory://');
  const name = `${postgres.prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  return openDatabase(url.toString(), { poolSize: 2 });
}
