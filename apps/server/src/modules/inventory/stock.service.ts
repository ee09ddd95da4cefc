import { sql } from 'drizzle-orm';
import { add, compare, dec, div, mul, sub, type DecimalInput } from '@pos/shared/money';
import { formatQuantity } from '@pos/shared/format';
import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import type { DocumentoStock, TipoMovimiento } from '@pos/shared/domains/inventory';
import { ERROR_CODES } from '@pos/shared/errors';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows, type Executor } from '../../db/client';
import { codedError, notFound } from '../../lib/http-errors';
import { d4 } from '../../lib/values';

/** One change of stock: signed, in the product's base units. */
export interface StockChange {
  productoId: number;
  cantidad: DecimalInput;
  fraccionId?: number | null;
  /**
   * Cost per base unit. Entries that carry it feed the last and average cost when the context asks
   * for it; a change without it is recorded at the product's valuation cost.
   */
  costoUnitario?: DecimalInput;
}

export interface StockContext {
  empresaId: number;
  sucursalId: number;
  usuarioId: number | null;
  tipo: TipoMovimiento;
  documento: { tipo: DocumentoStock; id: number };
  /** Incoming goods and purchases set the last and weighted average cost (P3-85); dispatches don't. */
  actualizarCosto?: boolean;
}

export interface StockResult {
  productoId: number;
  cantidad: string;
  saldoAnterior: string;
  saldo: string;
}

type Decimal = ReturnType<typeof dec>;

interface ProductRow {
  id: number;
  nombre: string;
  inventariable: boolean;
  tipo_producto: number;
  costo: string;
  promedio: string;
  usa_promedio: boolean;
  negativo: boolean;
  sucursal_propia: boolean;
}

interface Change {
  productoId: number;
  cantidad: Decimal;
  fraccionId: number | null;
  costo: Decimal | null;
}

/** The cost stock is valued at: the weighted average with `usa_costo_promedio`, else the last cost. */
export function valuationCost(product: { usa_promedio: boolean; promedio: string; costo: string }): string {
  return product.usa_promedio ? product.promedio : product.costo;
}

async function loadProducts(tx: Executor, ctx: StockContext, ids: number[]): Promise<Map<number, ProductRow>> {
  const rows = await queryRows<ProductRow>(
    tx,
    sql`select p.id, p.nombre, p.inventariable, p.tipo_producto, p.costo::text as costo,
               p.costo_promedio_ponderado::text as promedio, p.usa_costo_promedio as usa_promedio,
               coalesce(c.conf_inventario_negativo, false) as negativo, s.id is not null as sucursal_propia
          from productos p
          left join configuraciones c on c.empresa_id = p.empresa_id
          left join sucursales s on s.id = ${ctx.sucursalId} and s.empresa_id = p.empresa_id
         where p.id = any(${sql.param(ids)}::int[]) and p.empresa_id = ${ctx.empresaId}`,
  );
  if (rows.length < ids.length) throw notFound(MENSAJES.bodega.productoNoEncontrado);
  if (!rows[0]!.sucursal_propia) throw notFound(MENSAJES.sucursales.noEncontrada);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Locks the branch balances of `ids` (sorted) in that order, creating the missing ones first. */
async function lockBalances(tx: Executor, ctx: StockContext, ids: number[]): Promise<Map<number, Decimal>> {
  // New rows are inserted in the same order: a concurrent insert of the same balance waits on the
  // unique index, and waits must follow one order or two documents could deadlock.
  await tx.execute(sql`
    insert into existencias (empresa_id, sucursal_id, producto_id)
    select ${ctx.empresaId}, ${ctx.sucursalId}, u.id from unnest(${sql.param(ids)}::int[]) with ordinality as u(id, n) order by u.n
    on conflict (sucursal_id, producto_id) do nothing`);
  const rows = await queryRows<{ producto_id: number; cantidad: string }>(
    tx,
    sql`select producto_id, cantidad::text as cantidad from existencias
         where sucursal_id = ${ctx.sucursalId} and producto_id = any(${sql.param(ids)}::int[])
         order by producto_id
           for update`,
  );
  return new Map(rows.map((row) => [row.producto_id, dec(row.cantidad)]));
}

/** The first product whose balance a change would take below zero, with what it asked for. */
function firstShortage(
  changes: Change[],
  balances: Map<number, Decimal>,
): { productoId: number; solicitado: Decimal } | null {
  const running = new Map(balances);
  for (const change of changes) {
    const after = add(running.get(change.productoId)!, change.cantidad);
    running.set(change.productoId, after);
    if (compare(change.cantidad, 0) < 0 && compare(after, 0) < 0) {
      const solicitado = changes
        .filter((c) => c.productoId === change.productoId && compare(c.cantidad, 0) < 0)
        .reduce((total, c) => sub(total, c.cantidad), dec(0));
      return { productoId: change.productoId, solicitado };
    }
  }
  return null;
}

/**
 * The one way stock changes (ARCHITECTURE §5). Under a row lock per branch balance, taken in
 * product order so concurrent documents never deadlock, it refuses to take any balance below zero
 * unless the company allows negative stock (`conf_inventario_negativo`, read in this transaction),
 * updates the balances and writes one kardex row per change with the resulting balance. Products
 * that are not inventoried (services) are left alone; zero changes write nothing. Call it inside
 * the transaction of the document that moves the stock, once per branch; a transaction that moves
 * stock in several branches must call it in ascending branch order.
 */
export async function moveStock(
  tx: Executor,
  ctx: StockContext,
  input: readonly StockChange[],
): Promise<StockResult[]> {
  const changes: Change[] = input
    .map((c) => ({
      productoId: c.productoId,
      cantidad: dec(d4(c.cantidad)),
      fraccionId: c.fraccionId ?? null,
      costo: c.costoUnitario === undefined ? null : dec(c.costoUnitario),
    }))
    .filter((c) => !c.cantidad.isZero());
  const productIds = [...new Set(changes.map((c) => c.productoId))].sort((a, b) => a - b);
  if (productIds.length === 0) return [];

  const products = await loadProducts(tx, ctx, productIds);
  const inventoried = productIds.filter((id) => products.get(id)!.inventariable);
  if (inventoried.length === 0) return [];
  const stocked = changes.filter((c) => products.get(c.productoId)!.inventariable);
  const balances = await lockBalances(tx, ctx, inventoried);

  const negativeAllowed = products.get(inventoried[0]!)!.negativo;
  const shortage = negativeAllowed ? null : firstShortage(stocked, balances);
  if (shortage) {
    const product = products.get(shortage.productoId)!;
    const bulk = esAGranel(product.tipo_producto);
    throw codedError(
      400,
      ERROR_CODES.STOCK_INSUFFICIENT,
      MENSAJES.bodega.existenciaInsuficiente(
        product.nombre,
        formatQuantity(balances.get(shortage.productoId)!, bulk),
        formatQuantity(shortage.solicitado, bulk),
      ),
    );
  }

  const running = new Map(balances);
  const results: StockResult[] = stocked.map((change) => {
    const before = running.get(change.productoId)!;
    const after = add(before, change.cantidad);
    running.set(change.productoId, after);
    return {
      productoId: change.productoId,
      cantidad: d4(change.cantidad),
      saldoAnterior: d4(before),
      saldo: d4(after),
    };
  });

  if (ctx.actualizarCosto) await updateCosts(tx, ctx, stocked);
  const costs = stocked.map((c) => d4(c.costo ?? valuationCost(products.get(c.productoId)!)));
  // The balances and their kardex rows in one statement (one round trip on every sale).
  await tx.execute(sql`
    with saldos as (
      update existencias e set cantidad = u.cantidad, modificado = now()
        from unnest(${sql.param(inventoried)}::int[], ${sql.param(inventoried.map((id) => d4(running.get(id)!)))}::numeric[]) as u(producto_id, cantidad)
       where e.sucursal_id = ${ctx.sucursalId} and e.producto_id = u.producto_id)
    insert into kardex (empresa_id, sucursal_id, producto_id, tipo, cantidad, costo_unitario, saldo, documento_tipo, documento_id, fraccion_id, usuario_id)
    select ${ctx.empresaId}, ${ctx.sucursalId}, u.producto_id, ${ctx.tipo}, u.cantidad, u.costo, u.saldo, ${ctx.documento.tipo}, ${ctx.documento.id}, u.fraccion_id, ${ctx.usuarioId}
      from unnest(
        ${sql.param(results.map((r) => r.productoId))}::int[],
        ${sql.param(results.map((r) => r.cantidad))}::numeric[],
        ${sql.param(costs)}::numeric[],
        ${sql.param(results.map((r) => r.saldo))}::numeric[],
        ${sql.param(stocked.map((c) => c.fraccionId))}::int[]
      ) with ordinality as u(producto_id, cantidad, costo, saldo, fraccion_id, n)
     order by u.n`);
  return results;
}

/**
 * Last cost and company-wide weighted average cost per base unit (P3-85), for entries that carry a
 * cost: average = (stock before × average + quantity × cost) / (stock before + quantity); with no
 * stock before (or negative) the entry's cost becomes the average. The product rows are locked so
 * two entries of one product in different branches average in turn.
 */
async function updateCosts(tx: Executor, ctx: StockContext, stocked: Change[]): Promise<void> {
  const entries = stocked.filter((c) => c.costo !== null && compare(c.cantidad, 0) > 0);
  if (entries.length === 0) return;
  const ids = [...new Set(entries.map((c) => c.productoId))].sort((a, b) => a - b);
  const locked = await queryRows<{ id: number; promedio: string }>(
    tx,
    sql`select id, costo_promedio_ponderado::text as promedio from productos where id = any(${sql.param(ids)}::int[]) order by id for update`,
  );
  // A statement of its own, after the lock: its snapshot sees the stock of an entry that held the
  // lock before us and has committed.
  const totals = await queryRows<{ producto_id: number; total: string }>(
    tx,
    sql`select producto_id, sum(cantidad)::text as total from existencias where producto_id = any(${sql.param(ids)}::int[]) group by producto_id`,
  );
  const stockOf = new Map(totals.map((row) => [row.producto_id, dec(row.total)]));
  const updates = locked.map((row) => {
    let stock = stockOf.get(row.id) ?? dec(0);
    let average = dec(row.promedio);
    let last = dec(0);
    for (const entry of entries.filter((c) => c.productoId === row.id)) {
      const cost = entry.costo!;
      average =
        compare(stock, 0) > 0
          ? div(add(mul(stock, average), mul(entry.cantidad, cost)), add(stock, entry.cantidad))
          : cost;
      stock = add(stock, entry.cantidad);
      last = cost;
    }
    return { id: row.id, costo: d4(last), promedio: d4(average) };
  });
  await tx.execute(sql`
    update productos p set costo = u.costo, costo_promedio_ponderado = u.promedio, modificado = now()
      from unnest(${sql.param(updates.map((u) => u.id))}::int[], ${sql.param(updates.map((u) => u.costo))}::numeric[], ${sql.param(updates.map((u) => u.promedio))}::numeric[]) as u(id, costo, promedio)
     where p.id = u.id and p.empresa_id = ${ctx.empresaId}`);
}
