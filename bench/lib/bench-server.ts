import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { createCompany } from '../../apps/server/src/modules/companies';

export type Engine = 'pglite' | 'postgres';
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Start of the benchmark database's name, so runs sharing one PostgreSQL server never collide. */
const DB_PREFIX = (process.env.BENCH_DB_PREFIX ?? 'pos_bench_').replace(/[^a-z0-9_]/gi, '_').toLowerCase();

export interface BenchDatabase {
  engine: Engine;
  env: Record<string, string>;
  url: string;
  cleanup(): Promise<void>;
}

/**
 * A brand-new database of the chosen engine, migrated, for one benchmark run. `prefix` names the
 * PostgreSQL database, so benchmarks running side by side on one server never touch each other's.
 */
export async function freshDatabase(engine: Engine, prefix = DB_PREFIX): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pos-bench-'));
  if (engine === 'pglite') {
    const url = path.join(dataDir, 'db');
    return {
      engine,
      url,
      env: { DATA_DIR: dataDir },
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return {
    engine,
    url: url.toString(),
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: PG_SERVER });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const BENCH_EMAIL = 'bench@prueba.gt';
export const BENCH_PASSWORD = 'benchmark-2026';

/** The benchmark company, its branch and its owner (BENCH_EMAIL), in one transaction. */
export function createBenchCompany(db: Db): Promise<{ empresaId: number; sucursalId: number }> {
  return db.transaction((tx) =>
    createCompany(tx, {
      nombre: 'Benchmark',
      slug: 'benchmark',
      sucursal: { nombre: 'Central', departamento: '01', municipio: '0101' },
      propietario: { email: BENCH_EMAIL, password: BENCH_PASSWORD, firstName: 'Bench' },
    }),
  );
}

/** Opens the database, migrates it and creates the benchmark company; `seed` fills it. */
export async function prepare(
  bench: BenchDatabase,
  seed: (database: Database, ids: { empresaId: number; sucursalId: number }) => Promise<void>,
): Promise<{ empresaId: number; sucursalId: number }> {
  const database = await openDatabase(bench.url);
  try {
    await migrateDatabase(database);
    const ids = await createBenchCompany(database.db);
    await seed(database, ids);
    return ids;
  } finally {
    await database.close();
  }
}

export interface RunningServer {
  url: string;
  pid: number;
  token: string;
  stop(): Promise<void>;
  /** `kill -9`: the process dies at once, releasing nothing (only a server in its own process). */
  kill?(): Promise<void>;
  /** After stop(): the spans the server timed (apps/server/src/lib/spans.ts), when asked at start. */
  spans?(): Record<string, number[]> | null;
}

/**
 * The real server in its own process, as `npm start` runs it. With `spans`, it times where the
 * time goes (BENCH_SPANS_FILE) and `spans()` reads it once the server stopped.
 */
export async function startServer(
  bench: BenchDatabase,
  port: number,
  options: { spans?: boolean } = {},
): Promise<RunningServer> {
  const spansFile = options.spans ? path.join(bench.env.DATA_DIR ?? os.tmpdir(), `spans-${Date.now()}.json`) : '';
  // BENCH_PROFILE_DIR=/some/dir writes the server's CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child: ChildProcess = spawn('node', [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    // From the repository's root whatever the caller's directory (the smoke test runs from bench/).
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...bench.env,
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      BENCH_SPANS_FILE: spansFile,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/salud/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const login = await fetch(`${url}/api/usuarios/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    url,
    pid: child.pid!,
    token,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    spans: () =>
      spansFile && fs.existsSync(spansFile)
        ? (JSON.parse(fs.readFileSync(spansFile, 'utf8')) as Record<string, number[]>)
        : null,
  };
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function serverTime(response: Response): number {
  return Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
}
