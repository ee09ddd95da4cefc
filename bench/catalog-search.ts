/**
 * Issue 3 speed check: 100,000 products with 2 fractions each in one branch; the point of sale's
 * product search (`productos_venta?search=`) by name fragment, code and barcode at 20 concurrent
 * clients; then the export of the 100,000-product stock list.
 *
 *   node --import tsx bench/catalog-search.ts [pglite|postgres] [--products 100000] [--clients 20] [--requests 4000]
 */
import { parseArgs } from 'node:util';
import { seedCatalog } from './lib/seed-catalog';
import { freshDatabase, percentile, prepare, rssMb, serverTime, startServer, type Engine } from './lib/bench-server';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    products: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '20' },
    requests: { type: 'string', default: '4000' },
    port: { type: 'string', default: '3950' },
  },
});
const engine = (positionals[0] ?? 'pglite') as Engine;
const products = Number(values.products);
const clients = Number(values.clients);
const requests = Number(values.requests);

const FRAGMENTS = [
  'aceite',
  'chula',
  'café ideal',
  'harina',
  'jab',
  'detergente xtra',
  'atún',
  'agua pura',
  'galleta ducal',
  'leche dos',
  'papel',
  'cereal rica',
  '437 g',
  'champú',
  'salsa naturas',
];

type Kind = 'nombre' | 'código' | 'barras' | 'barras fracción';
const KINDS: Kind[] = ['nombre', 'código', 'barras', 'barras fracción'];

function randomTerm(): { kind: Kind; term: string } {
  const kind = Math.random();
  const n = 1 + Math.floor(Math.random() * products);
  if (kind < 0.5) return { kind: 'nombre', term: FRAGMENTS[Math.floor(Math.random() * FRAGMENTS.length)]! };
  if (kind < 0.7) return { kind: 'código', term: `P${String(n).padStart(6, '0')}` };
  if (kind < 0.9) return { kind: 'barras', term: `750${String(n).padStart(10, '0')}` };
  return { kind: 'barras fracción', term: `750${String(n).padStart(10, '0')}12` };
}

async function searchLoad(url: string, token: string, sucursalId: number, total: number) {
  const server: number[] = [];
  const client: number[] = [];
  const byKind = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  let rows = 0;
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      const { kind, term } = randomTerm();
      const started = performance.now();
      const response = await fetch(
        `${url}/api/productos_venta/?sucursal=${sucursalId}&page_size=10&search=${encodeURIComponent(term)}`,
        {
          headers: { authorization: `Token ${token}` },
        },
      );
      const body = (await response.json()) as { results?: unknown[] };
      client.push(performance.now() - started);
      server.push(serverTime(response));
      byKind.get(kind)!.push(serverTime(response));
      if (!response.ok) failures++;
      rows += body.results?.length ?? 0;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  const seconds = (performance.now() - started) / 1000;
  server.sort((a, b) => a - b);
  client.sort((a, b) => a - b);
  for (const xs of byKind.values()) xs.sort((a, b) => a - b);
  return { seconds, server, client, byKind, rows, failures };
}

async function exportStock(url: string, token: string, sucursalId: number, pid: number) {
  const headers = { authorization: `Token ${token}` };
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const started = performance.now();
  const start = await fetch(`${url}/api/bodegas/descargar_excel_existencia_producto/?sucursal=${sucursalId}`, {
    headers,
  });
  const { id } = (await start.json()) as { id: number };
  let estado = 10;
  while (estado === 10) {
    await new Promise((r) => setTimeout(r, 250));
    estado = (
      (await (await fetch(`${url}/api/archivos/estado_descarga/?id=${id}`, { headers })).json()) as { estado: number }
    ).estado;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const file = await fetch(`${url}/api/archivos/${id}/descargar/`, { headers });
  const bytes = (await file.arrayBuffer()).byteLength;
  return { estado, seconds, baseline, peak, bytes };
}

async function main() {
  const bench = await freshDatabase(engine);
  try {
    const seedStarted = performance.now();
    const { sucursalId } = await prepare(bench, (database, ids) =>
      seedCatalog(database.db, ids.empresaId, ids.sucursalId, products),
    );
    console.log(
      `${engine}: ${products} productos con 2 fracciones sembrados en ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const server = await startServer(bench, Number(values.port));
    try {
      await searchLoad(server.url, server.token, sucursalId, 200);
      const r = await searchLoad(server.url, server.token, sucursalId, requests);
      const fmt = (xs: number[]) =>
        `p50 ${percentile(xs, 50).toFixed(1)}  p95 ${percentile(xs, 95).toFixed(1)}  p99 ${percentile(xs, 99).toFixed(1)}  max ${xs.at(-1)!.toFixed(1)} ms`;
      console.log(
        `búsqueda productos_venta, ${clients} clientes, ${requests} solicitudes en ${r.seconds.toFixed(1)} s (${(requests / r.seconds).toFixed(0)}/s), ${r.failures} fallidas, ${(r.rows / requests).toFixed(1)} filas/solicitud`,
      );
      console.log(`  tiempo de servidor: ${fmt(r.server)}`);
      console.log(`  tiempo de cliente:  ${fmt(r.client)}`);
      // A scan (code or barcode) must feel instant whatever the name searches around it cost.
      for (const [kind, xs] of r.byKind) console.log(`  servidor, ${kind.padEnd(15)} (${xs.length}): ${fmt(xs)}`);
      const scans = [...r.byKind]
        .filter(([k]) => k !== 'nombre')
        .flatMap(([, xs]) => xs)
        .sort((a, b) => a - b);
      console.log(`  servidor, escaneos (código y barras, ${scans.length}): ${fmt(scans)}`);
      const e = await exportStock(server.url, server.token, sucursalId, server.pid);
      console.log(
        `exportación de existencias: estado ${e.estado}, ${e.seconds.toFixed(1)} s, ${(e.bytes / 1e6).toFixed(1)} MB; RSS del servidor ${e.baseline.toFixed(0)} MB antes, pico ${e.peak.toFixed(0)} MB (+${(e.peak - e.baseline).toFixed(0)} MB)`,
      );
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
