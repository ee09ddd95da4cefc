import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { ExportDefinitions } from './lib/export-definition';
import type { Mailer } from './lib/mailer';

/**
 * What background jobs are given: their database (a pool of its own on PostgreSQL), the mailer
 * and where exports are written.
 */
export interface JobDeps {
  db: Db;
  mailer: Mailer;
  exportsDir: string;
}

/**
 * Everything a server module brings, declared in its face (`modules/<x>/index.ts`) as `<x>Module`
 * and listed once in `serverModules` (`module-list.ts`): the app registers its routes, the job registry
 * its jobs, the export registry its exports and the API docs its tag and paths, all from that list.
 */
export interface ServerModule {
  /** The module's word: its folder and its OpenAPI tag. */
  name: string;
  /** The tag's description in the API docs (for developers). */
  description: string;
  /** The API path prefixes it answers; between modules the longest matching prefix wins. */
  paths: readonly string[];
  routes?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
  jobs?: (queue: JobQueue, deps: JobDeps) => void;
  /** Its Excel exports by `tipo` (the routes that start them call `startExport` with that tipo). */
  exports?: ExportDefinitions;
}
