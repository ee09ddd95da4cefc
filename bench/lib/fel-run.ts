import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { dec, mul, toMoneyString } from '@pos/shared/money';
import { openDatabase, queryRows, type Database, type Db } from '../../apps/server/src/db/client';
import { seedCajeros, type Cajero } from './cashiers';
import { seedCatalog } from './seed-catalog';
import { freshDatabase, percentile, prepare, startServer, type Engine, type RunningServer } from './bench-server';

/**
 * Where the benchmark runs: `bench/fel.ts` spawns the real server on a brand-new database
 * (spawnedHost); the API suite's smoke test (apps/server/test/bench) runs the app in its own
 * process on a test database, so the same code is checked in seconds.
 */
export interface FelBenchHost {
  label: string;
  /** Creates the benchmark company (owner BENCH_EMAIL) and lets `seed` fill it. */
  prepare(seed: (db: Db, ids: { empresaId: number; sucursalId: number }) => Promise<void>): Promise<void>;
  /** Starts the server and logs the owner in. */
  start(): Promise<RunningServer>;
  /** Runs `work` on the benchmark's database while no server runs. */
  withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T>;
  cleanup(): Promise<void>;
}

/**
 * The real server in its own process on a brand-new database of `engine`, as `npm start` runs it.
 * `xsd`: the sandbox also checks every document against SAT's schemas, as it does by default
 * where they are installed (measures that check's cost to the server).
 */
export async function spawnedHost(engine: Engine, port: number, latency: number, xsd = false): Promise<FelBenchHost> {
  const bench = await freshDatabase(engine, 'bench_fel_');
  Object.assign(bench.env, {
    FEL_SANDBOX_LATENCY_MS: String(latency),
    FEL_SANDBOX_XSD: String(xsd),
    FEL_CERTIFIER: 'sandbox',
  });
  const withDatabase = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const database: Database = await openDatabase(bench.url, { poolSize: 1 });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  };
  return {
    label: xsd ? `${engine} + XSD` : engine,
    prepare: async (seed) => {
      await prepare(bench, (database, ids) => seed(database.db, ids));
    },
    start: () => startServer(bench, port),
    withDatabase,
    cleanup: () => bench.cleanup(),
  };
}

/** What `bench/fel.ts` runs; the smoke test runs the same with tiny numbers. */
export interface FelBenchOptions {
  clients: number;
  sales: number;
  /** Documents put back to pending for the restarted server (at most `sales`; 0 skips the restart). */
  backlog: number;
  /**
   * Sales sold after the backlog, the server then killed (`kill -9`) with their invoices in
   * flight, and the time the restarted server takes to certify them reported (0 or a host that
   * cannot kill skips it).
   */
  crash?: number;
  /** The sandbox certifier's answer time, in ms. */
  latency: number;
  /** How long to wait for every invoice after the last sale, and for the backlog after the restart. */
  waitMs?: { load: number; backlog: number };
  log?: (line: string) => void;
}

export interface FelBenchResult {
  salesPerSecond: number;
  /** Sale commit → certification, per document, sorted (ms). */
  certifiedMs: number[];
  /** Seconds the restarted server took to certify the backlog (null when skipped). */
  backlogSeconds: number | null;
  /** After the kill: seconds until the restarted server answered, and until every invoice was certified. */
  crash: { restartSeconds: number; certifiedSeconds: number; pendingAtKill: number } | null;
}

const NIT_EMISOR = '12345679';

async function api(server: RunningServer, method: string, path: string, body: unknown, token = server.token) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Token ${token}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The issuer's settings on the sandbox and `utiliza_fel`, as the owner sets them. */
async function activarFel(server: RunningServer, sucursalId: number): Promise<void> {
  await api(server, 'PUT', '/api/configuracion_fel/', {
    nit_emisor: NIT_EMISOR,
    nombre_emisor: 'EMPRESA BENCHMARK, SOCIEDAD ANONIMA',
    nombre_comercial: 'BENCHMARK',
    afiliacion_iva: 'GEN',
    correo_copia: '',
    frases: [{ tipo_frase: 1, codigo_escenario: 1 }],
    certificador: 'sandbox',
    establecimientos: [{ sucursal: sucursalId, codigo_establecimiento: 1 }],
  });
  const configuracion = await (
    await fetch(`${server.url}/api/configuracion/me/`, { headers: { authorization: `Token ${server.token}` } })
  ).json();
  await api(server, 'PUT', `/api/configuracion/${(configuracion as { id: number }).id}/`, { utiliza_fel: true });
}

/**
 * The cash a cashier takes for a sale of `total`: the next round hundred above it, so every sale
 * gives change, as a till does. Derived from the total (never a fixed bill) so it stays within the
 * cash ceiling (ten times the total, at least 10,000) whatever the product costs.
 */
export function efectivoPara(total: string): string {
  return toMoneyString(mul(dec(total).div(100).floor().plus(1), 100));
}

/** One invoiced sale of one unit of the product, paid in cash (the body `POST ventas` takes). */
export function ventaFacturada(producto: { id: number; precio: string }) {
  const cantidad = '1';
  return {
    productos: [
      {
        id: producto.id,
        fraccion_id: null,
        cantidad,
        modelo_precio: 1,
        precio: toMoneyString(producto.precio),
        desc_porcentaje: '0',
      },
    ],
    cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
    tipo_documento: 1,
    pagos: { efectivo: { monto: efectivoPara(toMoneyString(mul(producto.precio, cantidad))) } },
    tipo_pago: 100,
    tipo_venta: 20000,
  };
}

async function venderFacturas(
  server: RunningServer,
  cajeros: Cajero[],
  producto: { id: number; precio: string },
  sales: number,
) {
  const failures: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    cajeros.map(async (cajero) => {
      while (next < sales) {
        next++;
        try {
          await api(server, 'POST', '/api/ventas/', ventaFacturada(producto), cajero.token);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, failures };
}

/** Certified documents and pending ones, straight from the database. */
async function contar(db: Db) {
  const [row] = await queryRows<{ certificados: number; pendientes: number; error: number }>(
    db,
    sql`select count(*) filter (where estado = 20)::int as certificados, count(*) filter (where estado = 10)::int as pendientes,
               count(*) filter (where estado = 40)::int as error from documentos_fel`,
  );
  return row!;
}

async function esperarCertificados(server: RunningServer, total: number, timeoutMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${server.url}/api/historial_ventas/?estado_factura=20&page_size=1`, {
      headers: { authorization: `Token ${server.token}` },
    });
    const { count } = (await response.json()) as { count: number };
    if (count >= total) return (performance.now() - started) / 1000;
    if (performance.now() - started > timeoutMs) {
      const enError = await fetch(`${server.url}/api/historial_ventas/?estado_factura=40&page_size=1`, {
        headers: { authorization: `Token ${server.token}` },
      });
      const errores = ((await enError.json()) as { count: number }).count;
      throw new Error(`solo ${count} de ${total} certificadas (${errores} en error)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(0)} ms`;

/**
 * Sells `sales` invoiced sales from `clients` cashiers on the host's database, waits for every
 * invoice, reports the sale → certified times, then puts `backlog` documents back to pending and
 * times a restarted server draining them. Throws when a sale is refused or an invoice is missing.
 */
export async function runFelBench(host: FelBenchHost, options: FelBenchOptions): Promise<FelBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const backlog = Math.min(options.backlog, options.sales);
  const waitMs = options.waitMs ?? { load: 120_000, backlog: 300_000 };
  try {
    let cajeros: Cajero[] = [];
    let producto = { id: 0, precio: '0' };
    let sucursal = 0;
    await host.prepare(async (db, { empresaId, sucursalId }) => {
      sucursal = sucursalId;
      await seedCatalog(db, empresaId, sucursalId, 50);
      await db.execute(sql`update existencias set cantidad = cantidad + 10000000 where empresa_id = ${empresaId}`);
      const [p] = await queryRows<{ id: number; precio: string }>(
        db,
        sql`select id, precio::text as precio from productos where empresa_id = ${empresaId} order by id limit 1`,
      );
      producto = p!;
      cajeros = await seedCajeros(db, empresaId, sucursalId, options.clients);
    });
    log(
      `FEL ${host.label}: ${options.clients} cajeros, ${options.sales} ventas facturadas, certificador a ${options.latency} ms`,
    );

    let salesPerSecond = 0;
    let server = await host.start();
    try {
      await activarFel(server, sucursal);
      const carga = await venderFacturas(server, cajeros, producto, options.sales);
      if (carga.failures.length > 0) throw new Error(`${carga.failures.length} ventas fallidas: ${carga.failures[0]}`);
      await esperarCertificados(server, options.sales, waitMs.load);
      salesPerSecond = options.sales / carga.seconds;
      log(`  ventas: ${salesPerSecond.toFixed(1)}/s, ${carga.failures.length} fallidas`);
    } finally {
      await server.stop();
    }
    const certifiedMs = await host.withDatabase(async (db) => {
      // Commit to certification: the document is created in the sale's transaction, and its last
      // write is the hold released right after the certification is recorded.
      const tiempos = (
        await queryRows<{ ms: number }>(
          db,
          sql`select extract(epoch from modificado - creado) * 1000 as ms from documentos_fel where estado = 20 order by 1`,
        )
      ).map((r) => Number(r.ms));
      log(
        `  venta → certificada: p50 ${ms(tiempos, 50)}, p95 ${ms(tiempos, 95)}, p99 ${ms(tiempos, 99)}, máx ${ms(tiempos, 100)}`,
      );
      if (backlog > 0) {
        await db.execute(sql`
          update documentos_fel set estado = 10, identificador = gen_random_uuid()::text, xml = null, uuid = null,
                 envio_incierto = false, ocupado_hasta = null
           where id in (select id from documentos_fel order by id limit ${backlog})`);
        await db.execute(
          sql`update ventas set estado = 10 where id in (select venta_id from documentos_fel where estado = 10)`,
        );
        log(`  pendientes antes de reiniciar: ${JSON.stringify(await contar(db))}`);
      }
      return tiempos;
    });
    let backlogSeconds: number | null = null;
    let crash: FelBenchResult['crash'] = null;
    const crashSales = options.crash ?? 0;
    if (backlog === 0 && crashSales === 0) return { salesPerSecond, certifiedMs, backlogSeconds, crash };
    server = await host.start();
    let running = true;
    try {
      if (backlog > 0) {
        backlogSeconds = await esperarCertificados(server, options.sales, waitMs.backlog);
        log(`  ${backlog} pendientes certificadas tras reiniciar en ${backlogSeconds.toFixed(1)} s`);
      }
      const kill = server.kill;
      if (crashSales > 0 && kill) {
        const carga = await venderFacturas(server, cajeros, producto, crashSales);
        if (carga.failures.length > 0)
          throw new Error(`${carga.failures.length} ventas fallidas: ${carga.failures[0]}`);
        await kill();
        running = false;
        const { pendientes } = await host.withDatabase(contar);
        const killedAt = performance.now();
        server = await host.start();
        running = true;
        const restartSeconds = (performance.now() - killedAt) / 1000;
        await esperarCertificados(server, options.sales + crashSales, waitMs.backlog);
        crash = { restartSeconds, certifiedSeconds: (performance.now() - killedAt) / 1000, pendingAtKill: pendientes };
        log(
          `  kill -9 con ${pendientes} pendientes: servidor listo en ${restartSeconds.toFixed(1)} s, todas certificadas ${crash.certifiedSeconds.toFixed(1)} s tras el kill`,
        );
      }
      return { salesPerSecond, certifiedMs, backlogSeconds, crash };
    } finally {
      if (running) await server.stop();
    }
  } finally {
    await host.cleanup();
  }
}
