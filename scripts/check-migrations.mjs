#!/usr/bin/env node
// CI: the migrations agree with the schema. `drizzle-kit check` finds snapshots that two merged
// branches made from the same parent; generating into a scratch copy of the folder must find
// nothing to migrate (a schema change without its migration fails here, not on a shop's database).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../apps/server');
const scratch = 'tmp-migrations-check';
const run = (args) => spawnSync('npx', ['drizzle-kit', ...args], { cwd: server, encoding: 'utf8' });

const check = run(['check']);
let ok = check.status === 0;
if (!ok) console.error(check.stdout + check.stderr);

fs.rmSync(path.join(server, scratch), { recursive: true, force: true });
fs.cpSync(path.join(server, 'src/db/migrations'), path.join(server, scratch), { recursive: true });
try {
  const generate = run(['generate', '--dialect=postgresql', '--schema=./src/db/schema/index.ts', `--out=./${scratch}`]);
  if (generate.status !== 0 || !generate.stdout.includes('No schema changes')) {
    ok = false;
    console.error('El esquema cambió sin su migración (npm run db:generate):');
    console.error(generate.stdout + generate.stderr);
  }
} finally {
  fs.rmSync(path.join(server, scratch), { recursive: true, force: true });
}
if (ok) console.log('Migraciones: de acuerdo con el esquema.');
process.exit(ok ? 0 : 1);
