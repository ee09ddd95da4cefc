import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';

/**
 * What the modules need from the outside world, passed in explicitly (no container). `Fel` is the
 * invoicing module's runtime (`AppDeps<FelRuntime>` where it is read): naming it here would make
 * every module's routes import invoicing through this file, a circle.
 */
export interface AppDeps<Fel = unknown> {
  config: Config;
  database: Database;
  queue: JobQueue;
  /** Where uploaded images are stored (DATA_DIR/media). */
  mediaDir: string;
  /** Where export jobs write their spreadsheets (DATA_DIR/exports). */
  exportsDir: string;
  /** Electronic invoicing: credentials key, sandbox and certifier per company. */
  fel: Fel;
}
