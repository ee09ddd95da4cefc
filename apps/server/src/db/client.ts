import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

/** Runs raw SQL on one connection; what pg-boss needs to share our database. */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** pg-boss's view of the database (PGlite has one connection, so it must share ours). */
  sqlClient: SqlClient;
  pglite?: PGlite;
  /**
   * Calls `onNotify` whenever a committed transaction ran `pg_notify(channel, …)` (PostgreSQL
   * delivers it at commit, to every process listening). Answers the function that stops it.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** The SQL client of an open transaction, so a job can be queued inside it (STACK-NOTES §3.3). */
export function transactionSqlClient(tx: Executor): SqlClient {
  return (tx as unknown as { session: { client: SqlClient } }).session.client;
}

export async function openDatabase(url: string, options: { poolSize?: number } = {}): Promise<Database> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 20 });
    // numeric and bigint stay strings: money never becomes a float.
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      sqlClient: pool,
      listen: (channel, onNotify) => listenOnPool(pool, channel, onNotify),
      close: () => pool.end(),
    };
  }
  return openPglite(url);
}

export async function openPglite(url: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = url === 'memory://';
  let releaseLock = () => {};
  let dir: string | undefined;
  if (!inMemory) {
    dir = path.resolve(url.replace(/^file:/, ''));
    fs.mkdirSync(dir, { recursive: true });
    releaseLock = acquireDataDirLock(dir);
  }
  try {
    const pglite = await PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
    return {
      db: drizzlePglite(pglite, { schema }) as unknown as Db,
      kind: 'pglite',
      sqlClient: pglite,
      pglite,
      listen: async (channel, onNotify) => {
        const stop = await pglite.listen(channel, () => onNotify());
        return () => stop();
      },
      close: async () => {
        await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * LISTEN holds one connection of the pool for as long as it listens. A connection that breaks
 * stops the notifications silently: listeners must also look for work on their own now and then.
 */
async function listenOnPool(pool: pg.Pool, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  const client = await pool.connect();
  let broken = false;
  client.on('error', () => {
    broken = true;
  });
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify();
  });
  const quoted = client.escapeIdentifier(channel);
  await client.query(`LISTEN ${quoted}`);
  return async () => {
    if (!broken) await client.query(`UNLISTEN ${quoted}`).catch(() => undefined);
    client.release(broken);
  };
}

/** Rows of a raw SQL query, typed by the caller (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
