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
  /** Starts the server and logs the owner in; with `spans` it times where the time goes (lib/spans.ts). */
  start(options?: { spans?: boolean }): Promise<RunningServer>;
  /** Runs `work` on the benchmark's database while no server runs. */
  withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T>;
  cleanup(): Promise<void>;
}

/** The real server in its own process on a brand-new database of `engine`, as `npm start` runs it. */
export async function spawnedHost(
  engine: Engine,
  port: number,
  latency: number,
  { xsd = false }: { xsd?: boolean } = {},
): Promise<FelBenchHost> {
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
    start: (options) => startServer(bench, port, options),
    withDatabase,
    cleanup: () => bench.cleanup(),
  };
}

/** A shop's real pace (issue 28): each cashier sends one invoiced sale every `everySeconds`. */
export interface ShopPace {
  cashiers: number;
  everySeconds: number;
  /** How long the shop sells. */
  seconds: number;
}

/** What `bench/fel.ts` runs; the smoke test runs the same with tiny numbers. */
export interface FelBenchOptions {
  clients: number;
  /** Full load: `clients` cashiers selling back to back (0 skips it, and the backlog and crash after it). */
  sales: number;
  /**
   * How many products the cashiers sell (cashier i sells product i mod n); default 1: every till
   * sells the same product, so its stock row is the one they all wait on at full load.
   */
  products?: number;
  /** Run first, on its own server: the shop's pace, with its own breakdown (null or absent skips it). */
  pace?: ShopPace | null;
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

/** Where the time went in one phase: each span's durations in ms (apps/server/src/lib/spans.ts). */
export type Breakdown = Record<string, number[]>;

export interface FelBenchResult {
  /** The shop's pace: sales sent, the sale's answer time and sale → certified per document (ms, sorted). */
  pace: { sales: number; answerMs: number[]; certifiedMs: number[]; breakdown: Breakdown | null } | null;
  salesPerSecond: number;
  /** Sale commit → certification, per document, sorted (ms). */
  certifiedMs: number[];
  /** Where the full load's time went (null when the host cannot tell). */
  breakdown: Breakdown | null;
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

interface Producto {
  id: number;
  precio: string;
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

/**
 * The shop's pace: every cashier sends one sale every `everySeconds`, the cashiers' turns spread
 * evenly over that period, for `seconds`. Answers the sales sent and each one's answer time.
 */
async function venderAlRitmo(server: RunningServer, cajeros: Cajero[], productos: Producto[], pace: ShopPace) {
  const failures: string[] = [];
  const answerMs: number[] = [];
  const everyMs = pace.everySeconds * 1000;
  const started = performance.now();
  const end = started + pace.seconds * 1000;
  await Promise.all(
    cajeros.slice(0, pace.cashiers).map(async (cajero, i) => {
      for (let turn = started + (i * everyMs) / pace.cashiers; turn < end; turn += everyMs) {
        const wait = turn - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sent = performance.now();
        try {
          await api(server, 'POST', '/api/ventas/', ventaFacturada(productos[i % productos.length]!), cajero.token);
          answerMs.push(performance.now() - sent);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    }),
  );
  return { sales: answerMs.length + failures.length, answerMs: answerMs.sort((a, b) => a - b), failures };
}

async function venderFacturas(server: RunningServer, cajeros: Cajero[], productos: Producto[], sales: number) {
  const failures: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    cajeros.map(async (cajero, i) => {
      while (next < sales) {
        next++;
        try {
          await api(server, 'POST', '/api/ventas/', ventaFacturada(productos[i % productos.length]!), cajero.token);
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

/** The highest document id so far: a phase's documents are those above it. */
async function ultimoDocumento(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select coalesce(max(id), 0)::int as id from documentos_fel`);
  return row!.id;
}

/** Sale commit → certification of the certified documents above `desde` (ms, sorted). */
async function tiemposCertificacion(db: Db, desde: number): Promise<number[]> {
  // The document is created in the sale's transaction, and its last write is the hold released
  // right after the certification is recorded.
  const rows = await queryRows<{ ms: number }>(
    db,
    sql`select extract(epoch from modificado - creado) * 1000 as ms from documentos_fel
         where estado = 20 and id > ${desde} order by 1`,
  );
  return rows.map((r) => Number(r.ms));
}

/** The spans of the breakdown, in the order a document goes through them, with what each one is. */
const TRAMOS: [string, string][] = [
  ['venta.transaccion', 'POST ventas: la transacción de la venta, con la espera de una conexión'],
  ['venta.trabajo', '  dentro de la transacción (crea el documento, numera la venta)'],
  ['despacho.espera', 'inicio de la transacción de la venta → tomado por el despachador'],
  ['despacho.tras_commit', '  de ello, commit de la venta → tomado (aviso, espera de un lugar libre)'],
  ['despacho.tomar', 'despachador: tomar pendientes (consulta)'],
  ['intento.certificar', 'intento completo: tomado → certificado y soltado'],
  ['db.emisor', '  BD: emisor de la sucursal'],
  ['db.venta', '  BD: la venta para el DTE'],
  ['xml.construir', '  construir el XML del DTE'],
  ['xml.contenido', '  contenido para la representación impresa'],
  ['db.guardar_xml', '  BD: guardar el XML (envío incierto)'],
  ['certificador.llamada', '  llamada al certificador (HTTP, ida y vuelta)'],
  ['sandbox.latencia', '    sandbox: latencia simulada'],
  ['sandbox.revision', '    sandbox: revisión del XML (reglas SAT)'],
  ['sandbox.xsd', '    sandbox: validación con los XSD de SAT'],
  ['sandbox.emitir', '    sandbox: emitir (certificación, UUID, XML certificado)'],
  ['sandbox.guardar', '    sandbox: anotar en su archivo'],
  ['db.resultado', '  BD: resultado en el documento y la venta, soltar'],
];

const total = (values: number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);

/** The breakdown as a table: per span its count, mean, p50, p95 and the mean per certified document. */
export function formatBreakdown(breakdown: Breakdown, documentos: number): string[] {
  const fila = (nombre: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const media = total(sorted) / Math.max(1, sorted.length);
    const porDocumento = total(sorted) / Math.max(1, documentos);
    return `  ${nombre.padEnd(78)} ${String(sorted.length).padStart(6)} ${media.toFixed(1).padStart(8)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 95).toFixed(1).padStart(8)} ${porDocumento.toFixed(1).padStart(9)}`;
  };
  const lines = [
    `  ${'tramo'.padEnd(78)} ${'n'.padStart(6)} ${'media'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'ms/doc'.padStart(9)}`,
  ];
  for (const [clave, nombre] of TRAMOS) if (breakdown[clave]?.length) lines.push(fila(nombre, breakdown[clave]));
  // What no span covers: the HTTP exchange around the sandbox's own work, and the rest of an attempt.
  const sandbox = ['sandbox.latencia', 'sandbox.revision', 'sandbox.xsd', 'sandbox.emitir', 'sandbox.guardar'];
  const llamada = total(breakdown['certificador.llamada']);
  if (llamada > 0) {
    const resto = llamada - total(sandbox.flatMap((k) => breakdown[k] ?? []));
    lines.push(
      `  ${'    resto de la llamada: HTTP, JSON, cliente (por documento)'.padEnd(78)} ${(resto / Math.max(1, documentos)).toFixed(1).padStart(42)}`,
    );
  }
  const intento = total(breakdown['intento.certificar']);
  if (intento > 0) {
    const partes = [
      'db.emisor',
      'db.venta',
      'xml.construir',
      'xml.contenido',
      'db.guardar_xml',
      'certificador.llamada',
      'db.resultado',
    ];
    const resto = intento - total(partes.flatMap((k) => breakdown[k] ?? []));
    lines.push(
      `  ${'  resto del intento: tomar el turno, esperas del bucle de eventos (por documento)'.padEnd(78)} ${(resto / Math.max(1, documentos)).toFixed(1).padStart(42)}`,
    );
  }
  return lines;
}

/**
 * Optionally first the shop's pace on its own server (`pace`), then `sales` invoiced sales from
 * `clients` cashiers back to back; each phase waits for every invoice and reports the sale →
 * certified times and where the time went. Then puts `backlog` documents back to pending and
 * times a restarted server draining them, and last the crash. Throws when a sale is refused or an
 * invoice is missing.
 */
export async function runFelBench(host: FelBenchHost, options: FelBenchOptions): Promise<FelBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const backlog = Math.min(options.backlog, options.sales);
  const waitMs = options.waitMs ?? { load: 120_000, backlog: 300_000 };
  try {
    let cajeros: Cajero[] = [];
    let productos: Producto[] = [];
    let sucursal = 0;
    await host.prepare(async (db, { empresaId, sucursalId }) => {
      sucursal = sucursalId;
      await seedCatalog(db, empresaId, sucursalId, 50);
      await db.execute(sql`update existencias set cantidad = cantidad + 10000000 where empresa_id = ${empresaId}`);
      productos = await queryRows<Producto>(
        db,
        sql`select id, precio::text as precio from productos where empresa_id = ${empresaId} order by id limit ${Math.max(1, options.products ?? 1)}`,
      );
      cajeros = await seedCajeros(db, empresaId, sucursalId, Math.max(options.clients, options.pace?.cashiers ?? 0));
    });
    let felActivo = false;
    /** Invoices sold so far: what the history must count as certified once a phase is over. */
    let facturas = 0;

    let pace: FelBenchResult['pace'] = null;
    if (options.pace) {
      const { cashiers, everySeconds, seconds } = options.pace;
      log(
        `FEL ${host.label}, ritmo de tienda: ${cashiers} cajeros, una venta facturada cada ${everySeconds} s cada uno durante ${seconds} s, certificador a ${options.latency} ms`,
      );
      const desde = await host.withDatabase(ultimoDocumento);
      const server = await host.start({ spans: true });
      let vendidas: Awaited<ReturnType<typeof venderAlRitmo>>;
      try {
        await activarFel(server, sucursal);
        felActivo = true;
        vendidas = await venderAlRitmo(server, cajeros, productos, options.pace);
        if (vendidas.failures.length > 0)
          throw new Error(`${vendidas.failures.length} ventas fallidas: ${vendidas.failures[0]}`);
        facturas += vendidas.sales;
        await esperarCertificados(server, facturas, waitMs.load);
      } finally {
        await server.stop();
      }
      const certifiedMs = await host.withDatabase((db) => tiemposCertificacion(db, desde));
      pace = { sales: vendidas.sales, answerMs: vendidas.answerMs, certifiedMs, breakdown: server.spans?.() ?? null };
      log(
        `  ${vendidas.sales} ventas (${(vendidas.sales / seconds).toFixed(1)}/s); respuesta de POST ventas: p50 ${ms(vendidas.answerMs, 50)}, p95 ${ms(vendidas.answerMs, 95)}`,
      );
      log(
        `  venta → certificada: p50 ${ms(certifiedMs, 50)}, p95 ${ms(certifiedMs, 95)}, p99 ${ms(certifiedMs, 99)}, máx ${ms(certifiedMs, 100)}`,
      );
      if (pace.breakdown) {
        log('  dónde se va el tiempo (ms):');
        for (const line of formatBreakdown(pace.breakdown, certifiedMs.length)) log(line);
      }
    }

    const result: FelBenchResult = {
      pace,
      salesPerSecond: 0,
      certifiedMs: [],
      breakdown: null,
      backlogSeconds: null,
      crash: null,
    };
    if (options.sales === 0) return result;
    log(
      `FEL ${host.label}, carga completa: ${options.clients} cajeros, ${options.sales} ventas facturadas seguidas, certificador a ${options.latency} ms`,
    );
    const desde = await host.withDatabase(ultimoDocumento);
    let server = await host.start({ spans: true });
    try {
      if (!felActivo) await activarFel(server, sucursal);
      const carga = await venderFacturas(server, cajeros.slice(0, options.clients), productos, options.sales);
      if (carga.failures.length > 0) throw new Error(`${carga.failures.length} ventas fallidas: ${carga.failures[0]}`);
      facturas += options.sales;
      await esperarCertificados(server, facturas, waitMs.load);
      result.salesPerSecond = options.sales / carga.seconds;
      log(`  ventas: ${result.salesPerSecond.toFixed(1)}/s, ${carga.failures.length} fallidas`);
    } finally {
      await server.stop();
    }
    result.breakdown = server.spans?.() ?? null;
    result.certifiedMs = await host.withDatabase(async (db) => {
      const tiempos = await tiemposCertificacion(db, desde);
      log(
        `  venta → certificada: p50 ${ms(tiempos, 50)}, p95 ${ms(tiempos, 95)}, p99 ${ms(tiempos, 99)}, máx ${ms(tiempos, 100)}`,
      );
      if (result.breakdown) {
        log('  dónde se va el tiempo (ms):');
        for (const line of formatBreakdown(result.breakdown, tiempos.length)) log(line);
      }
      if (backlog > 0) {
        await db.execute(sql`
          update documentos_fel set estado = 10, identificador = gen_random_uuid()::text, xml = null, uuid = null,
                 envio_incierto = false, ocupado_hasta = null
           where id in (select id from documentos_fel where id > ${desde} order by id limit ${backlog})`);
        await db.execute(
          sql`update ventas set estado = 10 where id in (select venta_id from documentos_fel where estado = 10)`,
        );
        log(`  pendientes antes de reiniciar: ${JSON.stringify(await contar(db))}`);
      }
      return tiempos;
    });
    const crashSales = options.crash ?? 0;
    if (backlog === 0 && crashSales === 0) return result;
    server = await host.start();
    let running = true;
    try {
      if (backlog > 0) {
        result.backlogSeconds = await esperarCertificados(server, facturas, waitMs.backlog);
        log(`  ${backlog} pendientes certificadas tras reiniciar en ${result.backlogSeconds.toFixed(1)} s`);
      }
      const kill = server.kill;
      if (crashSales > 0 && kill) {
        const carga = await venderFacturas(server, cajeros.slice(0, options.clients), productos, crashSales);
        if (carga.failures.length > 0)
          throw new Error(`${carga.failures.length} ventas fallidas: ${carga.failures[0]}`);
        facturas += crashSales;
        await kill();
        running = false;
        const { pendientes } = await host.withDatabase(contar);
        const killedAt = performance.now();
        server = await host.start();
        running = true;
        const restartSeconds = (performance.now() - killedAt) / 1000;
        await esperarCertificados(server, facturas, waitMs.backlog);
        result.crash = {
          restartSeconds,
          certifiedSeconds: (performance.now() - killedAt) / 1000,
          pendingAtKill: pendientes,
        };
        log(
          `  kill -9 con ${pendientes} pendientes: servidor listo en ${restartSeconds.toFixed(1)} s, todas certificadas ${result.crash.certifiedSeconds.toFixed(1)} s tras el kill`,
        );
      }
      return result;
    } finally {
      if (running) await server.stop();
    }
  } finally {
    await host.cleanup();
  }
}
