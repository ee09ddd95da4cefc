import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { transactionSqlClient, type Database, type Executor, type SqlClient } from '../db/client';

function bossDb(client: SqlClient): PgBoss.Db {
  return {
    async executeSql(text, values) {
      return { rows: (await client.query(text, values)).rows };
    },
  };
}

/** pg-boss runs pg-boss's schema install as one multi-statement string: PGlite needs exec() for it. */
function pgliteBossDb(database: Database): PgBoss.Db {
  const pglite = database.pglite!;
  return {
    async executeSql(text, values) {
      if (values?.length) return { rows: (await pglite.query(text, values)).rows };
      return { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] };
    },
  };
}

export type JobHandler<T> = (data: T) => Promise<void>;

/** pg-boss queue options a job may tune: how long a run may take before another worker may retry it. */
export interface JobOptions {
  expireInSeconds?: number;
  retryLimit?: number;
}

/**
 * Background work that runs beside pg-boss's jobs in every process (the FEL dispatcher): started
 * with the queue, woken whenever its channel is notified, stopped with the queue.
 */
export interface QueueWorker {
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Background work that must survive restarts (e-mail now; FEL certification and Excel exports
 * later). Jobs are queued inside the transaction of the write that causes them, so they exist
 * exactly when that write commits, and run after it.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, { handler: JobHandler<unknown>; options: JobOptions }>();
  private readonly workers: { worker: QueueWorker; channel: string }[] = [];
  private readonly unlisten: (() => Promise<void>)[] = [];
  private started = false;

  constructor(
    private readonly database: Database,
    readonly log: FastifyBaseLogger,
    private readonly options: {
      pollingIntervalSeconds?: number;
      /** false: queue jobs but run none (a process that dies before its workers start; tests). */
      work?: boolean;
    } = {},
  ) {
    const common = { schema: 'pgboss', supervise: true, schedule: false, migrate: true } as const;
    this.boss =
      database.kind === 'pglite'
        ? new PgBoss({ ...common, db: pgliteBossDb(database) })
        : new PgBoss({ ...common, db: bossDb(database.sqlClient) });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'cola de trabajos'));
  }

  /** Registers a handler; call before start(). */
  handle<T>(name: string, handler: JobHandler<T>, options: JobOptions = {}): void {
    this.handlers.set(name, { handler: handler as JobHandler<unknown>, options });
  }

  /** Adds a worker; call before start(). */
  addWorker(worker: QueueWorker, channel: string): void {
    this.workers.push({ worker, channel });
  }

  /** Wakes the workers of `channel`, in every process, once the caller's transaction commits. */
  async notifyOnCommit(executor: Executor, channel: string): Promise<void> {
    await executor.execute(sql`select pg_notify(${channel}, '')`);
  }

  async start(): Promise<void> {
    await this.boss.start();
    if (this.options.work !== false) {
      for (const { worker, channel } of this.workers) {
        this.unlisten.push(await this.database.listen(channel, () => worker.wake()));
        worker.start();
      }
    }
    for (const [name, { handler, options }] of this.handlers) {
      await this.boss.createQueue(name, { name, retryLimit: 5, retryDelay: 10, retryBackoff: true, ...options });
      if (this.options.work === false) continue;
      await this.boss.work<unknown>(
        name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data);
            } catch (error) {
              this.log.warn({ err: error, job: name, id: job.id }, 'trabajo fallido, se reintentará');
              throw error;
            }
          }
        },
      );
    }
    this.started = true;
  }

  /** Queues a job in the caller's transaction (or on the database when given the db). */
  async enqueue(executor: Executor, name: string, data: object): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`No hay manejador para el trabajo ${name}`);
    await this.boss.send(name, data, { db: bossDb(transactionSqlClient(executor)) });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    if (this.options.work !== false) await Promise.all(this.workers.map(({ worker }) => worker.stop()));
    await Promise.all(this.unlisten.splice(0).map((stop) => stop()));
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
