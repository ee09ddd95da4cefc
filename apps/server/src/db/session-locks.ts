import pg from 'pg';

/**
 * Keys a holder (a process's runtime) keeps while it works on something: nobody else takes a key
 * held, neither another holder nor itself again. They last until the holder lets them go, closes
 * or dies, whatever its timers do: a live holder keeps them however busy its machine, and a
 * killed process's are free again at once.
 */
export interface SessionLocks {
  /** Takes those of `keys` nobody holds; answers the ones taken. */
  tryLock(keys: readonly number[]): Promise<number[]>;
  /** Lets go of `keys` this holder holds. */
  unlock(keys: readonly number[]): Promise<void>;
  /** Lets go of every key. */
  close(): Promise<void>;
}

/**
 * One holder's keys, in memory, taken in `shared`: where every holder on the database takes them.
 * Its own keys are kept apart because PostgreSQL's locks are reentrant within one connection.
 */
class HolderLocks implements SessionLocks {
  private readonly held = new Set<number>();

  constructor(private readonly shared: SessionLocks) {}

  async tryLock(keys: readonly number[]): Promise<number[]> {
    const free = [...new Set(keys)].filter((key) => !this.held.has(key));
    if (free.length === 0) return [];
    // Marked before asking, so two takes of this holder never both get one key.
    for (const key of free) this.held.add(key);
    let taken: number[] = [];
    try {
      taken = await this.shared.tryLock(free);
    } finally {
      for (const key of free) if (!taken.includes(key)) this.held.delete(key);
    }
    return taken;
  }

  async unlock(keys: readonly number[]): Promise<void> {
    const mine = keys.filter((key) => this.held.delete(key));
    if (mine.length > 0) await this.shared.unlock(mine);
  }

  async close(): Promise<void> {
    await this.unlock([...this.held]);
    await this.shared.close();
  }
}

/**
 * The keys of every holder on a database that lives in this process (PGlite: its data directory
 * is locked to one process, data-dir-lock.ts), so memory is where they are all taken.
 */
export class MemoryLocks implements SessionLocks {
  private readonly held = new Set<number>();

  async tryLock(keys: readonly number[]): Promise<number[]> {
    const taken = keys.filter((key) => !this.held.has(key));
    for (const key of taken) this.held.add(key);
    return taken;
  }

  async unlock(keys: readonly number[]): Promise<void> {
    for (const key of keys) this.held.delete(key);
  }

  /** The database's keys outlive each holder (each lets go of its own). */
  async close(): Promise<void> {}
}

/**
 * PostgreSQL's session-level advisory locks `(namespace, key)`, on one connection of their own:
 * they die with that connection, which dies with the process (the server sees its socket close).
 * A lost connection (a database restart) lost its locks too: the next take connects again, and
 * keys taken on the lost one are not let go on the new one.
 */
class AdvisoryLocks implements SessionLocks {
  private connection: Promise<pg.Client> | null = null;
  /** The connection each held key was taken on. */
  private readonly lockedOn = new Map<number, Promise<pg.Client>>();
  /** One query at a time on the connection (pg deprecates handing a busy client another). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly namespace: number,
  ) {}

  private connect(): Promise<pg.Client> {
    if (this.connection) return this.connection;
    const client = new pg.Client({ connectionString: this.url, application_name: 'pos-session-locks' });
    const connection = client.connect().then(() => client);
    const forget = () => {
      if (this.connection === connection) this.connection = null;
      void client.end().catch(() => undefined);
    };
    client.on('error', forget);
    connection.catch(forget);
    this.connection = connection;
    return connection;
  }

  /** Runs `text` with the namespace and `keys` as its parameters, after the queries before it. */
  private query<T>(connection: Promise<pg.Client>, text: string, keys: readonly number[]): Promise<T[]> {
    const run = this.queue.then(async () => (await (await connection).query(text, [this.namespace, keys])).rows as T[]);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async tryLock(keys: readonly number[]): Promise<number[]> {
    const connection = this.connect();
    const rows = await this.query<{ key: number; taken: boolean }>(
      connection,
      // In the select list, so each key is tried exactly once (a filter may run a function more).
      'select key, pg_try_advisory_lock($1, key) as taken from unnest($2::int[]) as key',
      keys,
    );
    const taken = rows.filter((row) => row.taken).map((row) => row.key);
    for (const key of taken) this.lockedOn.set(key, connection);
    return taken;
  }

  async unlock(keys: readonly number[]): Promise<void> {
    const connection = this.connection;
    const onThisConnection = keys.filter((key) => this.lockedOn.get(key) === connection);
    for (const key of keys) this.lockedOn.delete(key);
    if (!connection || onThisConnection.length === 0) return;
    await this.query(
      connection,
      'select pg_advisory_unlock($1, key) from unnest($2::int[]) as key',
      onThisConnection,
    ).catch(
      () => undefined, // a connection lost meanwhile took its locks with it
    );
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    this.lockedOn.clear();
    await this.queue;
    if (connection) await (await connection.catch(() => null))?.end().catch(() => undefined);
  }
}

/** A new holder's keys, taken among every holder's in `keys` (a database's MemoryLocks). */
export const inProcessLocks = (keys: MemoryLocks): SessionLocks => new HolderLocks(keys);

/** A new holder's keys under `namespace`, among every process's on the PostgreSQL database at `url`. */
export const postgresLocks = (url: string, namespace: number): SessionLocks =>
  new HolderLocks(new AdvisoryLocks(url, namespace));
