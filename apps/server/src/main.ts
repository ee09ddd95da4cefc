import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/demo';
import { JobQueue } from './jobs/queue';
import { registerJobs } from './jobs/register';
import { serverModules } from './module-list';
import { startFelRuntime } from './modules/invoicing';
import { createMailer } from './lib/mailer';
import { startMaintenance } from './jobs/maintenance';
import { enableSpans, spanSnapshot } from './lib/spans';

// BACKOFFICE_DIST lets a browser-test run serve its own build (parallel runs never share one dist).
const backofficeDir = process.env.BACKOFFICE_DIST ?? fileURLToPath(new URL('../../backoffice/dist', import.meta.url));

/** Read config, open and migrate the database, seed the demo on an empty one, start jobs, listen. */
async function main(): Promise<void> {
  const config = readConfig();
  if (config.benchSpansFile) enableSpans();
  const database = await openDatabase(config.databaseUrl);
  await migrateDatabase(database);
  const log = pino({ level: config.logLevel });
  const queue = new JobQueue(database, log);
  const exportsDir = path.join(config.dataDir, 'exports');
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const fel = await startFelRuntime(config, database);
  // On PostgreSQL, background work has a pool of its own: a burst of sales never leaves the
  // certifications waiting for a connection, nor a backlog of certifications the tills. One
  // connection per document in flight, one for the dispatcher's taking, one for an export or mail.
  const jobsDatabase =
    database.kind === 'postgres'
      ? await openDatabase(config.databaseUrl, { poolSize: config.felConcurrency + 2 })
      : database;
  const modules = serverModules({ fel });
  registerJobs(queue, { db: jobsDatabase.db, mailer, exportsDir }, modules);
  await queue.start();
  const app = await buildApp(
    { config, database, queue, mediaDir: path.join(config.dataDir, 'media'), exportsDir },
    modules,
    { loggerInstance: log, backofficeDir },
  );
  if (config.seedDemo && (await seedDemoIfEmpty(database.db, fel.box)))
    app.log.info('Base de datos vacía: se creó la empresa de demostración "Demo".');
  const stopMaintenance = startMaintenance(database.db, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'deteniendo el servidor');
    stopMaintenance();
    await app.close();
    await queue.stop();
    if (jobsDatabase !== database) await jobsDatabase.close();
    await fel.close();
    await database.close();
    if (config.benchSpansFile) fs.writeFileSync(config.benchSpansFile, JSON.stringify(spanSnapshot()));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Punto de venta listo en ${config.publicUrl}, escuchando en ${config.host}:${config.port} (${database.kind === 'pglite' ? `PGlite en ${config.databaseUrl}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
