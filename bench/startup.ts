// How long `npm start` takes until the API answers, on the embedded database: once on an empty
// data directory (migrations and demo seed), then RUNS restarts on the same data, each ended with
// SIGTERM. Prints each time and the median of the restarts. The back office must be built.
//
//   node --import tsx bench/startup.ts [--runs 5] [--port 3960]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3960' } },
});
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pos-start-'));
const url = `http://127.0.0.1:${values.port}/api/salud/`;

/** Starts the server as `npm start` does (after its build check) and answers the seconds until it is ready. */
async function startOnce(): Promise<number> {
  const started = performance.now();
  const server = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: values.port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  process.kill(-server.pid!, 'SIGTERM');
  await exited;
  return seconds;
}

try {
  console.log(`primer arranque (base vacía: migraciones y demo): ${(await startOnce()).toFixed(2)} s`);
  const restarts: number[] = [];
  for (let i = 0; i < Number(values.runs); i++) restarts.push(await startOnce());
  restarts.sort((a, b) => a - b);
  console.log(
    `reinicios: ${restarts.map((s) => s.toFixed(2)).join(', ')} s; mediana ${restarts[Math.floor(restarts.length / 2)]!.toFixed(2)} s`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
