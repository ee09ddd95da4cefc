import { sql } from 'drizzle-orm';
import { add, compare, dec, div, mul, sub, toDecimalString, type DecimalInput } from '@pos/shared/money';
import { formatNumber } from '@pos/shared/format';
import type { DocumentoStock, TipoMovimiento } from '@pos/shared/domains/inventory';
import { queryRows, type Executor } from '../../db/client';
import { badRequest } from '../../lib/http-errors';

/** One change of stock: signed, in the product's base units. */
export interface StockChange {
  productoId: number;
  cantidad: DecimalInput;
  fraccionId?: number | null;
  /** Cost per base unit; entries that carry it feed the last and average cost. */
  costoUnitario?: DecimalInput;
}

export interface StockContext {
  empresaId: number;
  sucursalId: number;
  usuarioId: number | null;
  tipo: TipoMovimiento;
  documento: { tipo: DocumentoStock; id: number };
  /** The company's `conf_inventario_negativo`: without it no balance may end below zero. */
  permitirNegativo: boolean;
  /** Incoming goods and purchases set the last and weighted average cost (P3-85); dispatches don't. */
  actualizarCosto?: boolean;
}

export interface StockResult {
  productoId: number;
  cantidad: string;
  saldoAnterior: string;
  saldo: string;
}

const QTY_PLACES = 4;

/**
 * The one way stock changes (ARCHITECTURE §5): under a row lock per branch balance, taken in
 * product order so concurrent documents never deadlock, it refuses to go below zero unless
 * negative stock is allowed, updates the balances and writes one kardex row per change with the
 * resulting balance. Products that are not inventoried (services) are left alone. Call it inside
 * the transaction of the document that moves the stock.
 */
export async function moveStock(tx: Executor, ctx: StockContext, changes: readonly StockChange[]): Promise<StockResult[]> {
  const productIds = [...new Set(changes.map((c) => c.productoId))].sort((a, b) => a - b);
  if (productIds.length === 0) return [];

  const products = await queryRows<{ id: number; nombre: string; inventariable: boolean }>(
    tx,
    sql`select id, nombre, inventariable from productos
         where id = any(${sql.param(productIds)}::int[]) and empresa_id = ${ctx.empresaId} and activo`,
  );
  const byProduct = new Map(products.map((row) => [row.id, row]));
  const missing = productIds.filter((id) => !byProduct.has(id));
  if (missing.length > 0) throw badRequest(`Producto no encontrado: ${missing.join(', ')}.`);
  const inventoried = products.filter((p) => p.inventariable).map((p) => p.id);
  if (inventoried.length === 0) return [];

  await tx.execute(sql`
    insert into existencias (empresa_id, sucursal_id, producto_id)
    select ${ctx.empresaId}, ${ctx.sucursalId}, unnest(${sql.param(inventoried)}::int[])
    on conflict (sucursal_id, producto_id) do nothing`);
  const locked = await queryRows<{ producto_id: number; cantidad: string }>(
    tx,
    sql`select producto_id, cantidad::text as cantidad from existencias
         where sucursal_id = ${ctx.sucursalId} and producto_id = any(${sql.param(inventoried)}::int[])
         order by producto_id
           for update`,
  );

  const stocked = changes.filter((c) => byProduct.get(c.productoId)!.inventariable);
  const lockedBalance = new Map(locked.map((row) => [row.producto_id, dec(row.cantidad)]));
  const balance = new Map(lockedBalance);
  const results: StockResult[] = [];
  for (const change of stocked) {
    const before = balance.get(change.productoId)!;
    const after = add(before, change.cantidad);
    balance.set(change.productoId, after);
    results.push({ productoId: change.productoId, cantidad: toDecimalString(change.cantidad, QTY_PLACES), saldoAnterior: toDecimalString(before, QTY_PLACES), saldo: toDecimalString(after, QTY_PLACES) });
  }

  if (!ctx.permitirNegativo) {
    for (const [productoId, final] of balance) {
      const takesStock = stocked.some((c) => c.productoId === productoId && compare(c.cantidad, 0) < 0);
      if (takesStock && compare(final, 0) < 0) {
        const nombre = byProduct.get(productoId)!.nombre;
        const available = lockedBalance.get(productoId)!;
        throw badRequest(
          `No hay existencia suficiente de ${nombre}: disponible ${formatNumber(available, 3)}, solicitado ${formatNumber(sub(available, final), 3)}.`,
          { existencia: [nombre] },
        );
      }
    }
  }
  const touched = [...new Set(stocked.map((c) => c.productoId))];
  if (ctx.actualizarCosto) await updateCosts(tx, ctx, stocked);
  await tx.execute(sql`
    update existencias e set cantidad = u.cantidad, modificado = now()
      from unnest(${sql.param(touched)}::int[], ${sql.param(touched.map((id) => toDecimalString(balance.get(id)!, QTY_PLACES)))}::numeric[]) as u(producto_id, cantidad)
     where e.sucursal_id = ${ctx.sucursalId} and e.producto_id = u.producto_id`);
  await tx.execute(sql`
    insert into kardex (empresa_id, sucursal_id, producto_id, tipo, cantidad, costo_unitario, saldo, documento_tipo, documento_id, fraccion_id, usuario_id)
    select ${ctx.empresaId}, ${ctx.sucursalId}, u.producto_id, ${ctx.tipo}, u.cantidad, u.costo, u.saldo, ${ctx.documento.tipo}, ${ctx.documento.id}, u.fraccion_id, ${ctx.usuarioId}
      from unnest(
        ${sql.param(results.map((r) => r.productoId))}::int[],
        ${sql.param(results.map((r) => r.cantidad))}::numeric[],
        ${sql.param(stocked.map((c) => toDecimalString(c.costoUnitario ?? 0, QTY_PLACES)))}::numeric[],
        ${sql.param(results.map((r) => r.saldo))}::numeric[],
        ${sql.param(stocked.map((c) => c.fraccionId ?? null))}::int[]
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
async function updateCosts(tx: Executor, ctx: StockContext, stocked: StockChange[]): Promise<void> {
  const entries = stocked.filter((c) => c.costoUnitario !== undefined && compare(c.cantidad, 0) > 0);
  if (entries.length === 0) return;
  const ids = [...new Set(entries.map((c) => c.productoId))].sort((a, b) => a - b);
  const rows = await queryRows<{ id: number; promedio: string; total: string }>(
    tx,
    sql`select p.id, p.costo_promedio_ponderado::text as promedio,
               coalesce((select sum(e.cantidad) from existencias e where e.producto_id = p.id), 0)::text as total
          from productos p where p.id = any(${sql.param(ids)}::int[]) order by p.id for update`,
  );
  const updates: { id: number; costo: string; promedio: string }[] = [];
  for (const row of rows) {
    let stock = dec(row.total);
    let average = dec(row.promedio);
    let last = dec(0);
    for (const entry of entries.filter((c) => c.productoId === row.id)) {
      const quantity = dec(entry.cantidad);
      const cost = dec(entry.costoUnitario);
      average = compare(stock, 0) > 0 ? div(add(mul(stock, average), mul(quantity, cost)), add(stock, quantity)) : cost;
      stock = add(stock, quantity);
      last = cost;
    }
    updates.push({ id: row.id, costo: toDecimalString(last, QTY_PLACES), promedio: toDecimalString(average, QTY_PLACES) });
  }
  await tx.execute(sql`
    update productos p set costo = u.costo, costo_promedio_ponderado = u.promedio, modificado = now()
      from unnest(${sql.param(updates.map((u) => u.id))}::int[], ${sql.param(updates.map((u) => u.costo))}::numeric[], ${sql.param(updates.map((u) => u.promedio))}::numeric[]) as u(id, costo, promedio)
     where p.id = u.id and p.empresa_id = ${ctx.empresaId}`);
}
