/**
 * Issue 12 speed check: invoices keep up with the tills. 50 cashiers sell invoiced sales (one
 * line each) against the sandbox certifier answering in 100 ms, and the time from each sale's
 * commit to its certification is reported (target p95 < 2 s). Then a backlog: the server stops,
 * 1,000 of those documents are put back to pending, and the time the restarted server takes to
 * certify them all is reported (target < 30 s). The sandbox skips SAT's schemas here: a real
 * certifier's checks run on its machines, not on the POS's.
 *
 *   node --import tsx bench/fel.ts [pglite|postgres] [--clients 50] [--sales 1000] [--backlog 1000]
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { seedCajeros, type Cajero } from './lib/cashiers';
import { seedCatalog } from './lib/seed-catalog';
import { freshDatabase, percentile, prepare, startServer, type Engine, type RunningServer } from './lib/bench-server';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    clients: { type: 'string', default: '50' },
    sales: { type: 'string', default: '1000' },
    backlog: { type: 'string', default: '1000' },
    latency: { type: 'string', default: '100' },
    port: { type: 'string', default: '3952' },
  },
});
const engine = (positionals[0] ?? 'pglite') as Engine;
const clients = Number(values.clients);
const sales = Number(values.sales);
const backlog = Math.min(Number(values.backlog), sales);

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

async function venderFacturas(server: RunningServer, cajeros: Cajero[], producto: { id: number; precio: string }) {
  const failures: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    cajeros.map(async (cajero) => {
      while (next < sales) {
        next++;
        try {
          await api(
            server,
            'POST',
            '/api/ventas/',
            {
              productos: [
                {
                  id: producto.id,
                  fraccion_id: null,
                  cantidad: '1',
                  modelo_precio: 1,
                  precio: producto.precio,
                  desc_porcentaje: '0',
                },
              ],
              cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
              tipo_documento: 1,
              pagos: { efectivo: { monto: '10000' } },
              tipo_pago: 100,
              tipo_venta: 20000,
            },
            cajero.token,
          );
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, failures };
}

/** Certified documents and pending ones, straight from the database. */
async function contar(url: string) {
  const database = await openDatabase(url, { poolSize: 1 });
  try {
    const [row] = await queryRows<{ certificados: number; pendientes: number; error: number }>(
      database.db,
      sql`select count(*) filter (where estado = 20)::int as certificados, count(*) filter (where estado = 10)::int as pendientes,
                 count(*) filter (where estado = 40)::int as error from documentos_fel`,
    );
    return row!;
  } finally {
    await database.close();
  }
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

async function main() {
  const bench = await freshDatabase(engine, 'bench_fel_');
  Object.assign(bench.env, {
    FEL_SANDBOX_LATENCY_MS: String(values.latency),
    FEL_SANDBOX_XSD: 'false',
    FEL_CERTIFIER: 'sandbox',
  });
  try {
    let cajeros: Cajero[] = [];
    let producto = { id: 0, precio: '0' };
    let sucursal = 0;
    await prepare(bench, async (database, { empresaId, sucursalId }) => {
      sucursal = sucursalId;
      await seedCatalog(database.db, empresaId, sucursalId, 50);
      await database.db.execute(
        sql`update existencias set cantidad = cantidad + 10000000 where empresa_id = ${empresaId}`,
      );
      const [p] = await queryRows<{ id: number; precio: string }>(
        database.db,
        sql`select id, precio::text as precio from productos where empresa_id = ${empresaId} order by id limit 1`,
      );
      producto = p!;
      cajeros = await seedCajeros(database.db, empresaId, sucursalId, clients);
    });
    console.log(`FEL ${engine}: ${clients} cajeros, ${sales} ventas facturadas, certificador a ${values.latency} ms`);

    let server = await startServer(bench, Number(values.port));
    try {
      await activarFel(server, sucursal);
      const carga = await venderFacturas(server, cajeros, producto);
      if (carga.failures.length > 0) throw new Error(`${carga.failures.length} ventas fallidas: ${carga.failures[0]}`);
      await esperarCertificados(server, sales - carga.failures.length, 120_000);
      console.log(`  ventas: ${(sales / carga.seconds).toFixed(1)}/s, ${carga.failures.length} fallidas`);
      for (const f of carga.failures.slice(0, 3)) console.log(`  fallo: ${f.slice(0, 200)}`);
    } finally {
      await server.stop();
    }
    const database = await openDatabase(bench.url, { poolSize: 1 });
    try {
      // Commit to certification: the document is created in the sale's transaction, and its last
      // write is the hold released right after the certification is recorded.
      const tiempos = (
        await queryRows<{ ms: number }>(
          database.db,
          sql`select extract(epoch from modificado - creado) * 1000 as ms from documentos_fel where estado = 20 order by 1`,
        )
      ).map((r) => Number(r.ms));
      console.log(
        `  venta → certificada: p50 ${ms(tiempos, 50)}, p95 ${ms(tiempos, 95)}, p99 ${ms(tiempos, 99)}, máx ${ms(tiempos, 100)}`,
      );
      await database.db.execute(sql`
        update documentos_fel set estado = 10, identificador = gen_random_uuid()::text, xml = null, uuid = null,
               envio_incierto = false, ocupado_hasta = null
         where id in (select id from documentos_fel order by id limit ${backlog})`);
      await database.db.execute(
        sql`update ventas set estado = 10 where id in (select venta_id from documentos_fel where estado = 10)`,
      );
    } finally {
      await database.close();
    }
    console.log(`  pendientes antes de reiniciar: ${JSON.stringify(await contar(bench.url))}`);
    server = await startServer(bench, Number(values.port));
    try {
      const segundos = await esperarCertificados(server, sales, 300_000);
      console.log(`  ${backlog} pendientes certificadas tras reiniciar en ${segundos.toFixed(1)} s`);
    } finally {
      await server.stop();
    }
  } finally {
    await bench.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
