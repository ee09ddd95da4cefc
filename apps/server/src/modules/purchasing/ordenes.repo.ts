import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  ordenesCompra,
  ordenesCompraAdjuntos,
  ordenesCompraDetalles,
  productos,
  proveedores,
  recepcionesOrdenesCompra,
  sucursales,
  usuarios,
} from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';
import { cuentasOf, cuentasPagarFilter, type CuentaPagarCompleta } from './cuentas-pagar.repo';

export type OrdenCompraRow = typeof ordenesCompra.$inferSelect;
export type OrdenCompraDetalleRow = typeof ordenesCompraDetalles.$inferSelect;

export interface OrdenCompraCompleta {
  orden: OrdenCompraRow;
  proveedor: { id: number; nombre: string };
  sucursal: { id: number; nombre: string };
  detalles: (OrdenCompraDetalleRow & { codigo: string; nombre: string })[];
  recepciones: (RecepcionOrdenCompraRow & { usuario: string })[];
  adjuntos: AdjuntoRow[];
  /** Its account payable (credit purchases only). */
  cuenta: CuentaPagarCompleta | null;
}

export type AdjuntoRow = typeof ordenesCompraAdjuntos.$inferSelect;

export type RecepcionOrdenCompraRow = typeof recepcionesOrdenesCompra.$inferSelect;

export const ordenOrdenesCompra = {
  id: ordenesCompra.id,
  fecha: ordenesCompra.fecha,
  total: ordenesCompra.total,
  numero_documento: ordenesCompra.numeroDocumento,
  creado: ordenesCompra.creado,
  fecha_limite: ordenesCompra.fechaLimite,
};

export interface OrdenesCompraFiltro {
  estado?: 'activas' | 'finalizadas';
  /** Receptions list: only this destination branch (null: every branch). */
  sucursalDestinoId?: number | null;
  /** Receptions list: not annulled; false = something pending, true = delivery complete. */
  entregaCompletada?: boolean;
  recepcion?: boolean;
  proveedorId?: number;
  fechaInicial?: string;
  fechaFinal?: string;
  /** Payables (P3-08): account status 1, 2, 3, or 4 = not finished; `hoy` tells pending from overdue. */
  cuentasPagar?: { filtro: number; hoy: string };
}

const header = {
  orden: ordenesCompra,
  proveedor: { id: proveedores.id, nombre: proveedores.nombre },
  sucursal: { id: sucursales.id, nombre: sucursales.nombre },
};

/** The order, locked `FOR UPDATE` when `lock`: every state change reads it this way first. */
export async function findOrdenCompra(
  db: Executor,
  empresaId: number,
  id: number,
  lock = false,
): Promise<OrdenCompraRow | undefined> {
  const query = db
    .select()
    .from(ordenesCompra)
    .where(and(eq(ordenesCompra.empresaId, empresaId), eq(ordenesCompra.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function detallesOf(db: Executor, ordenIds: number[]) {
  if (ordenIds.length === 0) return [];
  return db
    .select({ detalle: ordenesCompraDetalles, codigo: productos.codigo, nombre: productos.nombre })
    .from(ordenesCompraDetalles)
    .innerJoin(productos, eq(productos.id, ordenesCompraDetalles.productoId))
    .where(inArray(ordenesCompraDetalles.ordenId, ordenIds))
    .orderBy(ordenesCompraDetalles.id);
}

async function recepcionesOf(db: Executor, ordenIds: number[]) {
  if (ordenIds.length === 0) return [];
  return db
    .select({
      recepcion: recepcionesOrdenesCompra,
      usuario: sql<string>`coalesce(trim(${usuarios.firstName} || ' ' || ${usuarios.lastName}), '')`,
    })
    .from(recepcionesOrdenesCompra)
    .leftJoin(usuarios, eq(usuarios.id, recepcionesOrdenesCompra.usuarioId))
    .where(inArray(recepcionesOrdenesCompra.ordenId, ordenIds))
    .orderBy(asc(recepcionesOrdenesCompra.id));
}

async function adjuntosOf(db: Executor, ordenIds: number[]) {
  if (ordenIds.length === 0) return [];
  return db
    .select()
    .from(ordenesCompraAdjuntos)
    .where(inArray(ordenesCompraAdjuntos.ordenId, ordenIds))
    .orderBy(asc(ordenesCompraAdjuntos.id));
}

/** One attachment of one of the company's orders (another company's: undefined, so 404). */
export async function findAdjunto(
  db: Executor,
  empresaId: number,
  ordenId: number,
  id: number,
): Promise<AdjuntoRow | undefined> {
  const [row] = await db
    .select({ adjunto: ordenesCompraAdjuntos })
    .from(ordenesCompraAdjuntos)
    .innerJoin(ordenesCompra, eq(ordenesCompra.id, ordenesCompraAdjuntos.ordenId))
    .where(
      and(eq(ordenesCompra.empresaId, empresaId), eq(ordenesCompra.id, ordenId), eq(ordenesCompraAdjuntos.id, id)),
    );
  return row?.adjunto;
}

async function complete(
  db: Executor,
  headers: {
    orden: OrdenCompraRow;
    proveedor: OrdenCompraCompleta['proveedor'];
    sucursal: OrdenCompraCompleta['sucursal'];
  }[],
): Promise<OrdenCompraCompleta[]> {
  const ids = headers.map((h) => h.orden.id);
  const [lines, visits, files, cuentas] = await Promise.all([
    detallesOf(db, ids),
    recepcionesOf(db, ids),
    adjuntosOf(db, ids),
    cuentasOf(db, ids),
  ]);
  return headers.map((h) => ({
    ...h,
    detalles: lines
      .filter((l) => l.detalle.ordenId === h.orden.id)
      .map((l) => ({ ...l.detalle, codigo: l.codigo, nombre: l.nombre })),
    recepciones: visits
      .filter((v) => v.recepcion.ordenId === h.orden.id)
      .map((v) => ({ ...v.recepcion, usuario: v.usuario })),
    adjuntos: files.filter((f) => f.ordenId === h.orden.id),
    cuenta: cuentas.get(h.orden.id) ?? null,
  }));
}

export async function findOrdenCompraCompleta(
  db: Executor,
  empresaId: number,
  id: number,
): Promise<OrdenCompraCompleta | undefined> {
  const rows = await db
    .select(header)
    .from(ordenesCompra)
    .innerJoin(proveedores, eq(proveedores.id, ordenesCompra.proveedorId))
    .innerJoin(sucursales, eq(sucursales.id, ordenesCompra.sucursalDestinoId))
    .where(and(eq(ordenesCompra.empresaId, empresaId), eq(ordenesCompra.id, id)));
  return (await complete(db, rows))[0];
}

export async function listOrdenesCompra(
  db: Executor,
  empresaId: number,
  params: ListParams,
  filtro: OrdenesCompraFiltro,
): Promise<{ rows: OrdenCompraCompleta[]; count: number }> {
  const search = params.search
    ? or(
        ilike(ordenesCompra.numeroDocumento, likePattern(params.search)),
        ilike(proveedores.nombre, likePattern(params.search)),
      )
    : undefined;
  const estado: SQL | undefined =
    filtro.estado === 'activas'
      ? and(eq(ordenesCompra.finalizada, false), eq(ordenesCompra.anulada, false))
      : filtro.estado === 'finalizadas'
        ? or(eq(ordenesCompra.finalizada, true), eq(ordenesCompra.anulada, true))
        : undefined;
  const where = and(
    eq(ordenesCompra.empresaId, empresaId),
    search,
    estado,
    filtro.proveedorId === undefined ? undefined : eq(ordenesCompra.proveedorId, filtro.proveedorId),
    filtro.recepcion ? eq(ordenesCompra.anulada, false) : undefined,
    filtro.sucursalDestinoId == null ? undefined : eq(ordenesCompra.sucursalDestinoId, filtro.sucursalDestinoId),
    filtro.entregaCompletada === undefined ? undefined : eq(ordenesCompra.entregaCompletada, filtro.entregaCompletada),
    filtro.fechaInicial === undefined ? undefined : gte(ordenesCompra.fecha, filtro.fechaInicial),
    filtro.fechaFinal === undefined ? undefined : lte(ordenesCompra.fecha, filtro.fechaFinal),
    filtro.cuentasPagar === undefined
      ? undefined
      : cuentasPagarFilter(filtro.cuentasPagar.filtro, filtro.cuentasPagar.hoy),
  );
  const [headers, [total]] = await Promise.all([
    db
      .select(header)
      .from(ordenesCompra)
      .innerJoin(proveedores, eq(proveedores.id, ordenesCompra.proveedorId))
      .innerJoin(sucursales, eq(sucursales.id, ordenesCompra.sucursalDestinoId))
      .where(where)
      .orderBy(...params.orderBy, desc(ordenesCompra.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ n: count() })
      .from(ordenesCompra)
      .innerJoin(proveedores, eq(proveedores.id, ordenesCompra.proveedorId))
      .where(where),
  ]);
  return { rows: await complete(db, headers), count: total?.n ?? 0 };
}

/** The company's active products among `ids`, with their type (bulk or not). */
export async function findProductosCompra(db: Executor, empresaId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: productos.id, tipoProducto: productos.tipoProducto })
    .from(productos)
    .where(and(eq(productos.empresaId, empresaId), eq(productos.activo, true), inArray(productos.id, ids)));
}
