import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { analyzeStaleTables } from '../db/statistics';
import { pruneLoginAttempts } from '../modules/auth';

const EVERY_MS = 60 * 60 * 1000;
const STATISTICS_EVERY_MS = 60 * 1000;

/**
 * Housekeeping of this instance: hourly, old login attempts; every minute, planner statistics of
 * tables that changed (needed by PGlite, harmless next to PostgreSQL's autovacuum). Returns the
 * stop function.
 */
export function startMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  const run = () => pruneLoginAttempts(db).catch((error: unknown) => log.warn({ err: error }, 'mantenimiento'));
  const statistics = () => analyzeStaleTables(db).catch((error: unknown) => log.warn({ err: error }, 'estadísticas'));
  void run();
  void statistics();
  const timers = [setInterval(run, EVERY_MS), setInterval(statistics, STATISTICS_EVERY_MS)];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
