/**
 * Issue 4 speed check: `POST ventas` with 15 lines from 50 concurrent cashiers, each with its own
 * user and open register session, over a large catalogue with plenty of stock; every sale carries
 * an Idempotency-Key as the point of sale sends it. Then the floor: the same transaction's SQL
 * statements sent straight to the database (`pg` on PostgreSQL, the PGlite instance in process),
 * with the same pool size as the server, and the ratio between the two.
 *
 *   node --import tsx bench/sales.ts [pglite|postgres] [--products 20000] [--clients 50] [--sales 5000]
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { seedCajeros, type Cajero } from './lib/cashiers';
import { seedCatalog } from './lib/seed-catalog';
import {
  freshDatabase,
  percentile,
  prepare,
  serverTime,
  startServer,
  type BenchDatabase,
  type Engine,
} from './lib/bench-server';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    products: { type: 'string', default: '20000' },
    clients: { type: 'string', default: '50' },
    sales: { type: 'string', default: '5000' },
    lines: { type: 'string', default: '15' },
    port: { type: 'string', default: '3951' },
  },
});
const engine = (positionals[0] ?? 'pglite') as Engine;
const products = Number(values.products);
const clients = Number(values.clients);
const sales = Number(values.sales);
const lines = Number(values.lines);

/** What a cashier can sell: product, presentation and its tier-1 price. */
interface Vendible {
  id: number;
  fraccion_id: number | null;
  precio: string;
  contenido: string;
}

/** The catalogue, a large stock on top of the seeded one (through the ledger), and the cashiers. */
async function seed(
  bench: BenchDatabase,
): Promise<{ empresaId: number; sucursalId: number; vendibles: Vendible[]; cajeros: Cajero[] }> {
  let vendibles: Vendible[] = [];
  let cajeros: Cajero[] = [];
  const ids = await prepare(bench, async (database, { empresaId, sucursalId }) => {
    await seedCatalog(database.db, empresaId, sucursalId, products);
    await database.db.execute(sql`
      insert into kardex (empresa_id, sucursal_id, producto_id, tipo, cantidad, costo_unitario, saldo, documento_tipo, documento_id)
      select empresa_id, sucursal_id, producto_id, 10, 10000000, 0, cantidad + 10000000, 'inventario', 0 from existencias where empresa_id = ${empresaId}`);
    await database.db.execute(
      sql`update existencias set cantidad = cantidad + 10000000 where empresa_id = ${empresaId}`,
    );
    vendibles = await queryRows<Vendible>(
      database.db,
      sql`select p.id, null::int as fraccion_id, p.precio::text as precio, '1' as contenido from productos p where p.empresa_id = ${empresaId}
          union all
          select f.producto_id, f.id, f.precio::text, f.contenido::text from fracciones f where f.empresa_id = ${empresaId}`,
    );
    cajeros = await seedCajeros(database.db, empresaId, sucursalId, clients);
  });
  return { ...ids, vendibles, cajeros };
}

/** 15 distinct random products, each as its base unit or one of its presentations. */
function carrito(vendibles: Vendible[]) {
  const chosen = new Map<number, Vendible>();
  while (chosen.size < lines) {
    const v = vendibles[Math.floor(Math.random() * vendibles.length)]!;
    if (!chosen.has(v.id)) chosen.set(v.id, v);
  }
  return [...chosen.values()].map((v) => ({ ...v, cantidad: String(1 + Math.floor(Math.random() * 3)) }));
}

function ventaBody(vendibles: Vendible[]) {
  const lineas = carrito(vendibles);
  const total = lineas.reduce((s, l) => s + Number(l.precio) * Number(l.cantidad), 0);
  return {
    body: {
      productos: lineas.map((l) => ({
        id: l.id,
        fraccion_id: l.fraccion_id,
        cantidad: l.cantidad,
        modelo_precio: 1,
        precio: Number(l.precio).toFixed(2),
        desc_porcentaje: '0',
      })),
      cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
      tipo_documento: 1,
      // A round amount above the total, so every sale gives change.
      pagos: { efectivo: { monto: String(Math.ceil(total / 100) * 100 + 100) } },
      tipo_pago: 100,
      tipo_venta: 10000,
    },
    lineas,
  };
}

interface Carga {
  seconds: number;
  client: number[];
  server: number[];
  failures: string[];
}

async function ventasLoad(url: string, cajeros: Cajero[], vendibles: Vendible[], total: number): Promise<Carga> {
  const client: number[] = [];
  const server: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async (cajero: Cajero) => {
    while (next < total) {
      next++;
      const { body } = ventaBody(vendibles);
      const started = performance.now();
      const response = await fetch(`${url}/api/ventas/`, {
        method: 'POST',
        headers: {
          authorization: `Token ${cajero.token}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      client.push(performance.now() - started);
      server.push(serverTime(response));
      if (response.status !== 201) failures.push(`${response.status} ${text}`);
    }
  };
  const started = performance.now();
  await Promise.all(cajeros.map(worker));
  const seconds = (performance.now() - started) / 1000;
  client.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return { seconds, client, server, failures };
}

// ---------------------------------------------------------------------------------------------
// The floor: the statements one sale sends, with the values the server would compute.

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function bareSale(q: Query, empresaId: number, cajero: Cajero, vendibles: Vendible[]): Promise<void> {
  const { lineas } = ventaBody(vendibles);
  const key = crypto.randomUUID();
  await q(
    `insert into claves_idempotencia (usuario_id, clave, solicitud, estado, respuesta) values ($1, $2, $3, 0, '{}') on conflict do nothing returning clave`,
    [cajero.usuarioId, key, crypto.randomBytes(32).toString('hex')],
  );
  const [sesion] = (
    await q(
      `select id, caja_id, sucursal_id, usuario_id, fecha_apertura from aperturas_cierres_caja where empresa_id = $1 and usuario_id = $2 and abierta for update`,
      [empresaId, cajero.usuarioId],
    )
  ).rows as { id: number; caja_id: number; sucursal_id: number }[];
  const sucursalId = sesion!.sucursal_id;
  await q(`select conf_caja_forzar_cierre from configuraciones where empresa_id = $1`, [empresaId]);
  await q(
    `select c.conf_modena_con_3_decimales, c.venta_permitir_descuento, c.conf_venta_precio_editable, c.conf_venta_redondeo_total, c.conf_ventas_al_credito, c.conf_habilitar_no_factura, x.*
       from configuraciones c
       left join lateral (
         select u.producto_id as id, f.id as fraccion_id, p.codigo, p.nombre, p.tipo_producto, p.unidad_medida_id, coalesce(f.contenido, 1)::text as contenido,
                coalesce(s.precio, case when f.id is null then p.precio else f.precio end)::text as p1
           from unnest($1::int[], $2::int[]) as u(producto_id, fraccion_id)
           join productos p on p.id = u.producto_id and p.empresa_id = c.empresa_id and p.activo and p.vendible
           left join fracciones f on f.id = u.fraccion_id and f.producto_id = p.id and f.activo and f.vendible
           left join precios_sucursal s on s.producto_id = p.id and s.sucursal_id = $4 and coalesce(s.fraccion_id, 0) = coalesce(f.id, 0)
          where u.fraccion_id is null or f.id is not null) x on true
      where c.empresa_id = $3`,
    [lineas.map((l) => l.id), lineas.map((l) => l.fraccion_id), empresaId, sucursalId],
  );
  const total = lineas.reduce((s, l) => s + Number(l.precio) * Number(l.cantidad), 0).toFixed(4);
  const [venta] = (
    await q(
      `with v as (
         insert into ventas (empresa_id, sucursal_id, tipo_venta, tipo_pago, nit_cliente, nombre_cliente, subtotal, total, iva, total_pagado, vuelto_efectivo, apertura_id, caja_id, usuario_id)
         values ($1, $2, 10000, 100, 'C.F.', 'Consumidor Final', $3, $3, 0, $3, 0, $4, $5, $6) returning id),
       d as (
         insert into ventas_detalle (venta_id, producto_id, fraccion_id, codigo, nombre, cantidad, cantidad_base, modelo_precio, precio_original, precio, desc_porcentaje, desc_monto, precio_final, total_importe, costo)
         select v.id, u.producto_id, u.fraccion_id, 'P', 'Producto', u.cantidad, u.cantidad_base, 1, u.precio, u.precio, 0, 0, u.precio, u.total, 0
           from v, unnest($7::int[], $8::int[], $9::numeric[], $10::numeric[], $11::numeric[], $12::numeric[]) with ordinality as u(producto_id, fraccion_id, cantidad, cantidad_base, precio, total, n)
          order by u.n),
       p as (insert into ventas_pagos (venta_id, forma_pago, monto, descripcion) select v.id, 'EFE', $3, '' from v)
       select id from v`,
      [
        empresaId,
        sucursalId,
        total,
        sesion!.id,
        sesion!.caja_id,
        cajero.usuarioId,
        lineas.map((l) => l.id),
        lineas.map((l) => l.fraccion_id),
        lineas.map((l) => l.cantidad),
        lineas.map((l) => Number(l.cantidad) * Number(l.contenido)),
        lineas.map((l) => l.precio),
        lineas.map((l) => (Number(l.precio) * Number(l.cantidad)).toFixed(4)),
      ],
    )
  ).rows as { id: number }[];
  const ventaId = venta!.id;
  const ids = lineas.map((l) => l.id).sort((a, b) => a - b);
  await q(
    `select p.id, p.nombre, p.inventariable, p.tipo_producto, p.costo::text, p.costo_promedio_ponderado::text, p.usa_costo_promedio, coalesce(c.conf_inventario_negativo, false), s.id is not null
       from productos p left join configuraciones c on c.empresa_id = p.empresa_id left join sucursales s on s.id = $3 and s.empresa_id = p.empresa_id
      where p.id = any($1::int[]) and p.empresa_id = $2`,
    [ids, empresaId, sucursalId],
  );
  await q(
    `insert into existencias (empresa_id, sucursal_id, producto_id) select $1, $2, u.id from unnest($3::int[]) with ordinality as u(id, n) order by u.n on conflict (sucursal_id, producto_id) do nothing`,
    [empresaId, sucursalId, ids],
  );
  const balances = (
    await q(
      `select producto_id, cantidad::text as cantidad from existencias where sucursal_id = $1 and producto_id = any($2::int[]) order by producto_id for update`,
      [sucursalId, ids],
    )
  ).rows as { producto_id: number; cantidad: string }[];
  const taken = new Map(lineas.map((l) => [l.id, Number(l.cantidad) * Number(l.contenido)]));
  const after = balances.map((b) => (Number(b.cantidad) - taken.get(b.producto_id)!).toFixed(4));
  await q(
    `update existencias e set cantidad = u.cantidad, modificado = now() from unnest($1::int[], $2::numeric[]) as u(producto_id, cantidad) where e.sucursal_id = $3 and e.producto_id = u.producto_id`,
    [ids, after, sucursalId],
  );
  await q(
    `insert into kardex (empresa_id, sucursal_id, producto_id, tipo, cantidad, costo_unitario, saldo, documento_tipo, documento_id, fraccion_id, usuario_id)
     select $1, $2, u.producto_id, 30, u.cantidad, 0, u.saldo, 'venta', $3, null, $4 from unnest($5::int[], $6::numeric[], $7::numeric[]) with ordinality as u(producto_id, cantidad, saldo, n) order by u.n`,
    [empresaId, sucursalId, ventaId, cajero.usuarioId, ids, ids.map((id) => -taken.get(id)!), after],
  );
  await q(
    `insert into movimientos_caja (empresa_id, sucursal_id, apertura_id, tipo, monto_efectivo, total, concepto, venta_id, por_forma, usuario_id) values ($1, $2, $3, 30, $4, $4, 'Venta', $5, $6, $7) returning id`,
    [
      empresaId,
      sucursalId,
      sesion!.id,
      total,
      ventaId,
      JSON.stringify([{ formaPago: 'EFE', monto: total }]),
      cajero.usuarioId,
    ],
  );
  await q(`update aperturas_cierres_caja set total_efectivo = total_efectivo + $1::numeric where id = $2`, [
    total,
    sesion!.id,
  ]);
  await q(
    `insert into aperturas_caja_totales (apertura_id, forma_pago, total) values ($1, 'EFE', $2) on conflict (apertura_id, forma_pago) do update set total = aperturas_caja_totales.total + excluded.total`,
    [sesion!.id, total],
  );
  await q(
    `insert into bitacora (empresa_id, usuario_id, accion, entidad, entidad_id, descripcion, detalle, detalle_anterior) values ($1, $2, 'CREAR', 'VENTA', $3, 'Venta', $4, null)`,
    [empresaId, cajero.usuarioId, ventaId, JSON.stringify({ total })],
  );
  await q(
    `with c as (insert into correlativos (empresa_id, clave, ultimo) values ($1, 'venta', 1) on conflict (empresa_id, clave) do update set ultimo = correlativos.ultimo + 1 returning ultimo)
     update ventas v set numero = c.ultimo, codigo = 'V-' || lpad(c.ultimo::text, greatest(6, length(c.ultimo::text)), '0') from c where v.id = $2 returning v.numero, v.codigo`,
    [empresaId, ventaId],
  );
  await q(`update claves_idempotencia set estado = 201, respuesta = $1 where usuario_id = $2 and clave = $3`, [
    JSON.stringify({ id: ventaId }),
    cajero.usuarioId,
    key,
  ]);
}

/** Runs `bareSale` from the same number of concurrent clients, each in its own transaction. */
async function floorLoad(
  bench: BenchDatabase,
  empresaId: number,
  cajeros: Cajero[],
  vendibles: Vendible[],
  total: number,
): Promise<{ seconds: number; client: number[] }> {
  const client: number[] = [];
  let next = 0;
  let runTx: (fn: (q: Query) => Promise<void>) => Promise<void>;
  let close: () => Promise<void>;
  if (engine === 'postgres') {
    // The server's pool size (openDatabase's default), so both sides queue alike.
    const pool = new pg.Pool({ connectionString: bench.url, max: 20 });
    // The benchmark database is dropped with its connections at the end; that is no failure.
    pool.on('error', () => {});
    runTx = async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        await fn((text, params) => conn.query(text, params));
        await conn.query('commit');
      } catch (error) {
        await conn.query('rollback');
        throw error;
      } finally {
        conn.release();
      }
    };
    close = () => pool.end();
  } else {
    const database = await openDatabase(bench.url);
    const pglite = database.pglite!;
    runTx = (fn) =>
      pglite.transaction((tx) =>
        fn((text, params) => tx.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>),
      );
    close = () => database.close();
  }
  const worker = async (cajero: Cajero) => {
    while (next < total) {
      next++;
      const started = performance.now();
      await runTx((q) => bareSale(q, empresaId, cajero, vendibles));
      client.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(cajeros.map(worker));
  const seconds = (performance.now() - started) / 1000;
  await close();
  client.sort((a, b) => a - b);
  return { seconds, client };
}

const fmt = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(1)}  p95 ${percentile(xs, 95).toFixed(1)}  p99 ${percentile(xs, 99).toFixed(1)}  max ${xs.at(-1)!.toFixed(1)} ms`;

async function main() {
  const bench = await freshDatabase(engine);
  try {
    const seedStarted = performance.now();
    const { empresaId, vendibles, cajeros } = await seed(bench);
    console.log(
      `${engine}: ${products} productos, ${vendibles.length} presentaciones, ${cajeros.length} cajeros con caja abierta, en ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const server = await startServer(bench, Number(values.port));
    let api: Carga;
    try {
      await ventasLoad(server.url, cajeros, vendibles, Math.min(300, sales));
      api = await ventasLoad(server.url, cajeros, vendibles, sales);
    } finally {
      await server.stop();
    }
    const rate = sales / api.seconds;
    console.log(
      `POST ventas (${lines} líneas), ${clients} clientes, ${sales} ventas en ${api.seconds.toFixed(1)} s: ${rate.toFixed(0)} ventas/s, ${api.failures.length} fallidas`,
    );
    for (const f of api.failures.slice(0, 3)) console.log(`  fallo: ${f.slice(0, 200)}`);
    console.log(`  tiempo de servidor: ${fmt(api.server)}`);
    console.log(`  tiempo de cliente:  ${fmt(api.client)}`);
    const floor = await floorLoad(bench, empresaId, cajeros, vendibles, sales);
    const floorRate = sales / floor.seconds;
    console.log(
      `SQL directo (${engine === 'postgres' ? 'pg' : 'PGlite'}), mismas sentencias, ${clients} clientes: ${floorRate.toFixed(0)} ventas/s`,
    );
    console.log(`  tiempo por transacción: ${fmt(floor.client)}`);
    console.log(
      `relación API / SQL directo: ${(floorRate / rate).toFixed(2)}× más lento en ventas/s, p50 ${(percentile(api.client, 50) / percentile(floor.client, 50)).toFixed(2)}×`,
    );
  } finally {
    await bench.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
