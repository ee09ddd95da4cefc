#!/usr/bin/env node
// The server the browser tests run against: a brand-new data directory holding the demo company
// and one practice company per spec file (`e2e/empresa.ts` names it after the file), so no spec
// shares a setting, a register or a stock level with another; then the built back office.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };

const slugs = fs
  .readdirSync('e2e')
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.slice(0, -'.spec.ts'.length));
const seed = spawnSync(
  'node',
  [
    '--import',
    'tsx',
    'apps/server/src/cli/admin.ts',
    'crear-demo',
    ...['demo', ...slugs].flatMap((s) => ['--slug', s]),
  ],
  { stdio: ['ignore', 'ignore', 'inherit'], env },
);
if (seed.status !== 0) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(seed.status ?? 1);
}

const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env });
function stop() {
  server.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
