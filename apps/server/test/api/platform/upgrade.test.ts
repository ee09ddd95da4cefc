import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { migrateDatabase, migrationsFolder } from '../../../src/db/migrate';
import { openEmptyDatabase, openTestDatabase } from '../../helpers/database';

/**
 * Issue 25: a database made by an earlier release upgrades to the current layout with every row
 * intact. The fixture is the demo company exactly as `crear-demo` wrote it at fa8f037, the last
 * release whose migrations were numbered (0000–0019), dumped from PostgreSQL with
 * `pg_dump --data-only --column-inserts --exclude-schema=drizzle`.
 */
const FIXTURE = path.join(import.meta.dirname, '../../fixtures/demo-0019.sql.gz');
const LAST_NUMBERED = '0019_abono_exencion_iva';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations folder as that release had it: the same files, the journal cut after `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pos-migraciones-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last, lastTag).toBeGreaterThanOrEqual(0);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

/**
 * Runs a pg_dump script (psql's own `\` commands left out) on one connection, which gets back the
 * search path the script empties.
 */
async function runScript(database: Database, script: string): Promise<void> {
  const sql = [...script.split('\n').filter((line) => !line.startsWith('\\')), 'RESET search_path;'].join('\n');
  if (database.pglite) await database.pglite.exec(sql);
  else await database.sqlClient.query(sql);
}

async function rows<T>(database: Database, sql: string): Promise<T[]> {
  return (await database.sqlClient.query(sql)).rows as T[];
}

const publicTables = (database: Database) =>
  rows<{ table_name: string }>(
    database,
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  ).then((r) => r.map((t) => t.table_name));

/** Every row of every table, as sorted JSON lines of the given columns (or all of them). */
async function contents(database: Database, columnsOf?: Map<string, string[]>): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  for (const table of await publicTables(database)) {
    const columns = columnsOf?.get(table);
    const list = columns ? columns.map((c) => `"${c}"`).join(', ') : '*';
    const found = await rows<Record<string, unknown>>(database, `select ${list} from "${table}"`);
    result.set(table, found.map((row) => JSON.stringify(row)).sort());
  }
  return result;
}

async function columnsByTable(database: Database): Promise<Map<string, string[]>> {
  const found = await rows<{ table_name: string; column_name: string }>(
    database,
    `select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of found)
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  return byTable;
}

/** The layout a database has: every column with its type, nullability and default. */
const layout = (database: Database) =>
  rows(
    database,
    `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = 'public' order by table_name, column_name`,
  );

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

describe('a database made by the release before timestamp-named migrations', () => {
  it('migrates to the current layout with every row intact', async () => {
    const old = await openEmptyDatabase();
    opened.push(old);
    await migrateDatabase(old, migrationsUpTo(LAST_NUMBERED));
    await runScript(old, zlib.gunzipSync(fs.readFileSync(FIXTURE)).toString('utf8'));

    const oldColumns = await columnsByTable(old);
    const before = await contents(old);
    expect(before.get('productos')!.length).toBeGreaterThan(100);
    expect([...before.values()].filter((r) => r.length > 0).length).toBeGreaterThan(15);

    await migrateDatabase(old);

    const after = await contents(old, oldColumns);
    expect([...after.keys()]).toEqual(expect.arrayContaining([...before.keys()]));
    for (const [table, wereThere] of before) expect(after.get(table), table).toEqual(wereThere);

    const fresh = await openTestDatabase();
    opened.push(fresh);
    expect(await layout(old)).toEqual(await layout(fresh));
  });
});
