import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { existencias, productos, proveedores } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

/** What the product panel may be ordered by. */
export const ordenProductosCompra = { nombre: productos.nombre, codigo: productos.codigo };

export interface ProductoCompraRow {
  id: number;
  codigo: string;
  nombre: string;
  codigoBarras: string;
  tipoProducto: number;
  costo: string;
  costoDolares: string;
  inventario: string;
  proveedorId: number | null;
  proveedorNombre: string | null;
}

/**
 * Products a purchase order can buy (active, inventoried) matching the search by code, name or
 * barcode, with their stock in `sucursalId` (null: every branch) and their last supplier.
 */
export async function listProductosCompra(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  params: ListParams,
): Promise<{ rows: ProductoCompraRow[]; count: number }> {
  const pattern = params.search ? likePattern(params.search) : undefined;
  const where = and(
    eq(productos.empresaId, empresaId),
    eq(productos.activo, true),
    eq(productos.inventariable, true),
    pattern === undefined
      ? undefined
      : or(ilike(productos.codigo, pattern), ilike(productos.nombre, pattern), ilike(productos.codigoBarras, pattern)),
  );
  const branch = sucursalId === null ? sql`true` : sql`${existencias.sucursalId} = ${sucursalId}`;
  const inventario = sql<string>`coalesce((select sum(${existencias.cantidad}) from ${existencias}
    where ${existencias.productoId} = ${productos.id} and ${branch}), 0)::text`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productos.id,
        codigo: productos.codigo,
        nombre: productos.nombre,
        codigoBarras: productos.codigoBarras,
        tipoProducto: productos.tipoProducto,
        costo: productos.costo,
        costoDolares: productos.costoDolares,
        inventario,
        proveedorId: proveedores.id,
        proveedorNombre: proveedores.nombre,
      })
      .from(productos)
      .leftJoin(
        proveedores,
        and(eq(proveedores.id, productos.ultimoProveedorId), eq(proveedores.empresaId, productos.empresaId)),
      )
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(productos).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
