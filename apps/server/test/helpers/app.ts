import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { ServerModule } from '../../src/app-module';
import { readConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { JobQueue } from '../../src/jobs/queue';
import { registerJobs } from '../../src/jobs/register';
import { serverModules } from '../../src/module-list';
import { startSandboxCertifier, type SandboxCertificador } from '../../src/modules/invoicing/certifier/sandbox-server';
import { startFelRuntime, type FelRuntime } from '../../src/modules/invoicing/fel-runtime';
import type { Mail, Mailer } from '../../src/lib/mailer';
import { openTestDatabase } from './database';
import { multipart, type FilePart } from './multipart';
import { silentLogger } from './logger';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  config: Config;
  mediaDir: string;
  /** Mail the app sent, when no custom mailer was given. */
  outbox: Mail[];
  /** The local certifier this app certifies against; tests make it fail or slow. */
  sandbox: SandboxCertificador;
  fel: FelRuntime;
  /** The modules it serves (`serverModules`, plus a test's fixture modules). */
  modules: readonly ServerModule[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  mailer?: Mailer;
  config?: Partial<Config>;
  /** An already open database (a restart of the app on the same data); close() leaves it open. */
  database?: Database;
  /** false: jobs are queued but never run (the process "dies" before its workers start). */
  runJobs?: boolean;
  /** A built back office to serve at / (apps/backoffice/dist or a stand-in). */
  backofficeDir?: string;
  /** A certifier already running (one that outlives a restart of the app); close() leaves it open. */
  sandbox?: SandboxCertificador;
  /** Modules served after the app's own (`serverModules`): a test's fixture module. */
  extraModules?: readonly ServerModule[];
}

/** The real app on a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pos-app-'));
  // Tests stand in for clients at several addresses through X-Forwarded-For.
  // The certifier gets 2 s per attempt and one quick retry, so fault tests stay short. One
  // document at a time: the in-process sandbox checks each against SAT's schemas in a fresh
  // worker, CPU that several at once would turn into timeouts (tests of concurrency set more).
  const config: Config = {
    ...readConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://pos.test',
      TRUST_PROXY: 'true',
      FEL_TIMEOUT_SECONDS: '2',
      FEL_CONCURRENCY: '1',
    }),
    ...options.config,
  };
  const outbox: Mail[] = [];
  const mailer: Mailer = options.mailer ?? { send: async (mail) => void outbox.push(mail) };
  const queue = new JobQueue(database, silentLogger, { pollingIntervalSeconds: 0.5, work: options.runJobs });
  const exportsDir = path.join(dataDir, 'exports');
  const sandbox = options.sandbox ?? (await startSandboxCertifier(config.felSandboxXsd ? {} : { validarXsd: false }));
  const fel = await startFelRuntime(config, database, { sandbox, reintentos: 1, esperaInicialMs: 100 });
  const modules = [...serverModules({ fel }), ...(options.extraModules ?? [])];
  registerJobs(queue, { db: database.db, mailer, exportsDir }, modules);
  await queue.start();
  const mediaDir = path.join(dataDir, 'media');
  // LOG_LEVEL=error shows the server's own log of unexpected errors while debugging a test.
  const app = await buildApp({ config, database, queue, mediaDir, exportsDir }, modules, {
    loggerInstance: silentLogger,
    backofficeDir: options.backofficeDir,
    checkResponses: true,
  });
  await app.ready();
  return {
    app,
    database,
    queue,
    config,
    mediaDir,
    outbox,
    sandbox,
    fel,
    modules,
    async close() {
      await app.close();
      await queue.stop();
      await fel.close();
      if (!options.sandbox) await sandbox.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Response = LightMyRequestResponse & { body: string };

/** A small client over `app.inject` that sends a token and parses JSON answers. */
export function client(app: FastifyInstance, token?: string) {
  const request = async (
    method: InjectOptions['method'],
    url: string,
    options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      query: options.query,
      headers: { ...(token ? { authorization: `Token ${token}` } : {}), ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    });
    return Object.assign(response, { data: response.body ? safeJson(response.body) : null });
  };
  return {
    get: (url: string, query?: Record<string, string>) => request('GET', url, { query }),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => request('POST', url, { body, headers }),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => request('PUT', url, { body, headers }),
    delete: (url: string, body?: unknown) => request('DELETE', url, { body }),
    /** A multipart/form-data write (fields as form text, files as file parts). */
    form: async (
      method: 'POST' | 'PUT',
      url: string,
      fields: Record<string, unknown>,
      files: FilePart[] = [],
      headers: Record<string, string> = {},
    ) => {
      const body = await multipart(fields, files);
      return request(method, url, { body: body.payload, headers: { ...body.headers, ...headers } });
    },
    raw: (options: InjectOptions) =>
      app.inject({
        ...options,
        headers: { ...(token ? { authorization: `Token ${token}` } : {}), ...options.headers },
      }),
  };
}
export type Client = ReturnType<typeof client>;

function safeJson(body: string): any {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
