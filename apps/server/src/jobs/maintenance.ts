import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { pruneLoginAttempts } from '../modules/auth/login-throttle';

const EVERY_MS = 60 * 60 * 1000;

/** Hourly housekeeping of this instance (old login attempts). Returns the stop function. */
export function startMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  const run = () => pruneLoginAttempts(db).catch((error: unknown) => log.warn({ err: error }, 'mantenimiento'));
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
