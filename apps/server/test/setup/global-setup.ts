import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { JobQueue } from '../../src/jobs/queue';
import { silentLogger } from '../helpers/logger';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory dump each test file loads. */
    pgliteTemplate: string;
    /** PostgreSQL: the server URL and the migrated template database test files copy. */
    postgres: { url: string; template: string; prefix: string } | null;
  }
}

/** Tables and pg-boss's schema go into the template once, so each test file starts from a copy. */
async function prepare(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await migrateDatabase(database);
  const queue = new JobQueue(database, silentLogger);
  await queue.start();
  await queue.stop();
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const prefix = `pos_test_${process.pid}_${Date.now().toString(36)}`;
    const template = `${prefix}_tpl`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase(databaseUrl(serverUrl, template), { poolSize: 2 });
    await prepare(database);
    await database.close();
    project.provide('postgres', { url: serverUrl, template, prefix });
    project.provide('pgliteTemplate', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `${prefix}%`,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite('memory://');
  await prepare(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pos-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgres', null);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
