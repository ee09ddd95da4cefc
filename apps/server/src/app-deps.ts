import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { FelRuntime } from './modules/invoicing';

/** What the modules need from the outside world, passed in explicitly (no container). */
export interface AppDeps {
  config: Config;
  database: Database;
  queue: JobQueue;
  /** Where uploaded images are stored (DATA_DIR/media). */
  mediaDir: string;
  /** Where export jobs write their spreadsheets (DATA_DIR/exports). */
  exportsDir: string;
  /** Electronic invoicing: credentials key, sandbox and certifier per company. */
  fel: FelRuntime;
}
