import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';

/**
 * What every module's routes get from the outside world, passed in explicitly (no container). A
 * runtime only one module uses (invoicing's FEL runtime) is given to that module alone, when the
 * list is put together (`serverModules`, module-list.ts).
 */
export interface AppDeps {
  config: Config;
  database: Database;
  queue: JobQueue;
  /** Where uploaded images are stored (DATA_DIR/media). */
  mediaDir: string;
  /** Where export jobs write their spreadsheets (DATA_DIR/exports). */
  exportsDir: string;
}
