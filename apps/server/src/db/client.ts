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
import { inProcessLocks, MemoryLocks, postgresLocks, type SessionLocks } from './session-locks';

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
   * Calls `onPayload` with every `pg_notify(channel, payload)` of a committed transaction, from any
   * connection or process using this database (PostgreSQL delivers it at commit, to every process
   * listening). Answers the function that stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Keys this process holds, apart from every other process on the database, until it lets them go or dies (session-locks.ts). */
  sessionLocks(namespace: number): SessionLocks;
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
      listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
      sessionLocks: (namespace) => postgresLocks(url, namespace),
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
    const memoryLocks = new Map<number, MemoryLocks>();
    return {
      db: drizzlePglite(pglite, { schema }) as unknown as Db,
      kind: 'pglite',
      sqlClient: pglite,
      pglite,
      listen: async (channel, onPayload) => {
        const unlisten = await pglite.listen(channel, onPayload);
        return () => unlisten();
      },
      sessionLocks: (namespace) => {
        let keys = memoryLocks.get(namespace);
        if (!keys) memoryLocks.set(namespace, (keys = new MemoryLocks()));
        return inProcessLocks(keys);
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

const RELISTEN_AFTER_MS = 1000;

/**
 * LISTEN holds one connection of its own (a pooled one would be handed to other queries). When
 * the connection drops (database restart), it reconnects and listens again.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnectLater), RELISTEN_AFTER_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
    client = null;
  };
}

/** Rows of a raw SQL query, typed by the caller (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface PreparingExecutor {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/** Statement names by text: one name per distinct text, as PostgreSQL prepares a name once per connection. */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 500;

/**
 * Rows of a raw SQL query run as a named prepared statement: PostgreSQL parses and plans it once
 * per connection instead of on every request (PGlite ignores the name). For the hot paths only,
 * and only for statements whose plan does not hinge on a parameter's value (a LIKE pattern
 * does), since a prepared statement may settle on a generic plan. The name gets a number per
 * distinct text, so a query built with optional parts still prepares each variant once.
 */
export async function queryPreparedRows<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const executor = db as unknown as PreparingExecutor;
  const built = executor.dialect.sqlToQuery(query);
  let statement = preparedNames.get(built.sql);
  if (statement === undefined) {
    if (preparedNames.size >= MAX_PREPARED) {
      // Too many variants: run it unnamed rather than fill every connection with statements.
      return queryRows<T>(db, query);
    }
    statement = `${name}_${preparedNames.size + 1}`;
    preparedNames.set(built.sql, statement);
  }
  const result = (await executor.session.prepareQuery(built, undefined, statement, false).execute()) as { rows: T[] };
  return result.rows;
}
