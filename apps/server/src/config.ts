import path from 'node:path';

/** Everything the server reads from the environment, in one place. */
export interface Config {
  port: number;
  host: string;
  /** Where the embedded database, uploaded files, the e-mail outbox and exports live. */
  dataDir: string;
  /** `postgres://…` for PostgreSQL; otherwise the embedded PGlite database under dataDir. */
  databaseUrl: string;
  /** Public base URL used in links sent by e-mail. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** A session token expires after this many minutes without use. */
  tokenIdleMinutes: number;
  passwordResetMinutes: number;
  seedDemo: boolean;
  logLevel: string;
  /** Behind a reverse proxy, read the client address from X-Forwarded-For (login throttling per IP). */
  trustProxy: boolean;
  /** Key that encrypts the company's FEL credentials; null: generated once in dataDir (lib/secret-key.ts). */
  felSecretKey: string | null;
  /**
   * `sandbox` (default): every company certifies against the local sandbox whatever its own
   * setting, so a development or demo installation never reaches SAT. `infile`: each company's
   * choice applies (production).
   */
  felCertifier: 'sandbox' | 'infile';
  /** Seconds the certifier has to answer one request before the attempt counts as failed. */
  felTimeoutSeconds: number;
  /** Another base URL for Infile's paths (a staging endpoint); null: Infile's own hosts. */
  felInfileUrl: string | null;
  /** Port of the local sandbox certifier; 0 picks a free one. */
  felSandboxPort: number;
  /** What the local sandbox takes to issue each document, like a real certifier's latency (benchmarks). */
  felSandboxLatencyMs: number;
  /** false: the local sandbox skips SAT's schemas (benchmarks: a certifier's checks cost it, not the POS). */
  felSandboxXsd: boolean;
  /** Documents sent to the certifiers at once by this process (FEL_CONCURRENCY). */
  felConcurrency: number;
  /**
   * Seconds a document stays held by the process sending it without news from it
   * (FEL_LEASE_SECONDS). The holder renews it while it works, and holds the document's lock
   * besides (documentos/toma.ts: a late renewal never lets a second process in), so only a dead
   * holder's documents wait this long before another process sends them again.
   */
  felLeaseSeconds: number;
  /**
   * BENCH_SPANS_FILE: benchmarks only. Where the time went (lib/spans.ts) is collected and written
   * there as JSON when the server stops; empty (the default) collects nothing.
   */
  benchSpansFile: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'db'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Punto de Venta <no-responder@localhost>',
    tokenIdleMinutes: Number(env.TOKEN_IDLE_MINUTES ?? 12 * 60),
    passwordResetMinutes: Number(env.PASSWORD_RESET_MINUTES ?? 60),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    felSecretKey: env.FEL_SECRET_KEY || null,
    felCertifier: env.FEL_CERTIFIER === 'infile' ? 'infile' : 'sandbox',
    felTimeoutSeconds: Number(env.FEL_TIMEOUT_SECONDS ?? 30),
    felInfileUrl: env.FEL_INFILE_URL || null,
    felSandboxPort: Number(env.FEL_SANDBOX_PORT ?? 0),
    felSandboxLatencyMs: Number(env.FEL_SANDBOX_LATENCY_MS ?? 0),
    felSandboxXsd: env.FEL_SANDBOX_XSD !== 'false',
    felConcurrency: Math.max(1, Number(env.FEL_CONCURRENCY ?? 12)),
    felLeaseSeconds: Math.max(1, Number(env.FEL_LEASE_SECONDS ?? 10)),
    benchSpansFile: env.BENCH_SPANS_FILE ?? '',
  };
}
