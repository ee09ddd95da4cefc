import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ESTADOS_CUENTA_PAGAR } from '@pos/shared/domains/payables';
import type { Executor } from '../../db/client';
import {
  abonosCuentaPagar,
  aperturasCierresCaja,
  cajas,
  cuentasPagar,
  movimientosCaja,
  ordenesCompra,
  proveedores,
  sucursales,
  usuarios,
} from '../../db/schema/index';
import type { ListParams } from '../../lib/list';

export type CuentaPagarRow = typeof cuentasPagar.$inferSelect;
export type AbonoCuentaPagarRow = typeof abonosCuentaPagar.$inferSelect & {
  ordenCompraId: number;
  usuario: string;
  sucursal: { id: number; nombre: string } | null;
};
export type CuentaPagarCompleta = CuentaPagarRow & { abonos: AbonoCuentaPagarRow[] };

const nombreUsuario = sql<string>`coalesce(trim(${usuarios.firstName} || ' ' || ${usuarios.lastName}), '')`;

/** The account of one of the company's orders, locked `FOR UPDATE` when `lock` (every payment reads it so). */
export async function findCuentaPagar(
  db: Executor,
  empresaId: number,
  ordenId: number,
  lock = false,
): Promise<CuentaPagarRow | undefined> {
  const query = db
    .select()
    .from(cuentasPagar)
    .where(and(eq(cuentasPagar.empresaId, empresaId), eq(cuentasPagar.ordenCompraId, ordenId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function abonosOf(db: Executor, cuentaIds: number[]): Promise<AbonoCuentaPagarRow[]> {
  if (cuentaIds.length === 0) return [];
  const rows = await db
    .select({
      abono: abonosCuentaPagar,
      ordenCompraId: cuentasPagar.ordenCompraId,
      usuario: nombreUsuario,
      sucursalId: sucursales.id,
      sucursalNombre: sucursales.nombre,
    })
    .from(abonosCuentaPagar)
    .innerJoin(cuentasPagar, eq(cuentasPagar.id, abonosCuentaPagar.cuentaPagarId))
    .innerJoin(usuarios, eq(usuarios.id, abonosCuentaPagar.usuarioId))
    .leftJoin(sucursales, eq(sucursales.id, abonosCuentaPagar.sucursalId))
    .where(inArray(abonosCuentaPagar.cuentaPagarId, cuentaIds))
    .orderBy(abonosCuentaPagar.id);
  return rows.map((r) => ({
    ...r.abono,
    ordenCompraId: r.ordenCompraId,
    usuario: r.usuario,
    sucursal: r.sucursalId === null ? null : { id: r.sucursalId, nombre: r.sucursalNombre! },
  }));
}

/** The accounts of these orders with their payments, by order id (cash purchases have none). */
export async function cuentasOf(db: Executor, ordenIds: number[]): Promise<Map<number, CuentaPagarCompleta>> {
  if (ordenIds.length === 0) return new Map();
  const cuentas = await db.select().from(cuentasPagar).where(inArray(cuentasPagar.ordenCompraId, ordenIds));
  const abonos = await abonosOf(
    db,
    cuentas.map((c) => c.id),
  );
  return new Map(
    cuentas.map((c) => [c.ordenCompraId, { ...c, abonos: abonos.filter((a) => a.cuentaPagarId === c.id) }]),
  );
}

export async function findAbono(db: Executor, empresaId: number, id: number, lock = false) {
  const query = db
    .select({ abono: abonosCuentaPagar, cuenta: cuentasPagar })
    .from(abonosCuentaPagar)
    .innerJoin(cuentasPagar, eq(cuentasPagar.id, abonosCuentaPagar.cuentaPagarId))
    .where(and(eq(cuentasPagar.empresaId, empresaId), eq(abonosCuentaPagar.id, id)));
  const [row] = lock ? await query.for('update', { of: abonosCuentaPagar }) : await query;
  return row;
}

/** The supplier's name, retired or not (it goes into the withdrawal's concept). */
export async function supplierNameOf(db: Executor, proveedorId: number): Promise<string> {
  const [row] = await db
    .select({ nombre: proveedores.nombre })
    .from(proveedores)
    .where(eq(proveedores.id, proveedorId));
  return row!.nombre;
}

export async function findAbonoCompleto(db: Executor, id: number): Promise<AbonoCuentaPagarRow> {
  const [abono] = await db.select().from(abonosCuentaPagar).where(eq(abonosCuentaPagar.id, id));
  return (await abonosOf(db, [abono!.cuentaPagarId])).find((a) => a.id === id)!;
}

/**
 * `GET ordenes_compra?cuentas_pagar=` (P3-08): only orders with an active account, in that status.
 * Pending and overdue differ only by the due date against today (Guatemala); 4 is either.
 */
export function cuentasPagarFilter(filtro: number, hoy: string): SQL {
  const estado =
    filtro === ESTADOS_CUENTA_PAGAR.FINALIZADA
      ? eq(cuentasPagar.estado, ESTADOS_CUENTA_PAGAR.FINALIZADA)
      : and(
          eq(cuentasPagar.estado, ESTADOS_CUENTA_PAGAR.PENDIENTE),
          filtro === ESTADOS_CUENTA_PAGAR.PENDIENTE ? gte(cuentasPagar.fechaVencimiento, hoy) : undefined,
          filtro === ESTADOS_CUENTA_PAGAR.VENCIDA ? lt(cuentasPagar.fechaVencimiento, hoy) : undefined,
        );
  return sql`exists (select 1 from ${cuentasPagar} where ${cuentasPagar.ordenCompraId} = ${ordenesCompra.id} and ${cuentasPagar.activo} and ${estado})`;
}

export const ordenRetiros = { creado: movimientosCaja.creado, total: movimientosCaja.total, id: movimientosCaja.id };

/** `GET cuenta_pagar/retiros_caja` (P3-27): the RETIRO 40 movements that paid suppliers. */
export async function listRetirosPago(
  db: Executor,
  empresaId: number,
  params: ListParams,
  range: { from?: Date; to?: Date },
) {
  const where = and(
    eq(movimientosCaja.empresaId, empresaId),
    range.from ? gte(movimientosCaja.creado, range.from) : undefined,
    range.to ? lt(movimientosCaja.creado, range.to) : undefined,
  );
  const base = () =>
    db
      .select({
        movimiento: movimientosCaja,
        abono: abonosCuentaPagar.id,
        caja: { id: cajas.id, nombre: cajas.nombre },
        sucursal: { id: sucursales.id, nombre: sucursales.nombre },
        usuario: nombreUsuario,
        orden: { id: ordenesCompra.id, numeroDocumento: ordenesCompra.numeroDocumento },
        proveedor: { id: proveedores.id, nombre: proveedores.nombre },
      })
      .from(abonosCuentaPagar)
      .innerJoin(movimientosCaja, eq(movimientosCaja.id, abonosCuentaPagar.movimientoCajaId))
      .innerJoin(aperturasCierresCaja, eq(aperturasCierresCaja.id, movimientosCaja.aperturaId))
      .innerJoin(cajas, eq(cajas.id, aperturasCierresCaja.cajaId))
      .innerJoin(sucursales, eq(sucursales.id, movimientosCaja.sucursalId))
      .innerJoin(usuarios, eq(usuarios.id, movimientosCaja.usuarioId))
      .innerJoin(cuentasPagar, eq(cuentasPagar.id, abonosCuentaPagar.cuentaPagarId))
      .innerJoin(ordenesCompra, eq(ordenesCompra.id, cuentasPagar.ordenCompraId))
      .innerJoin(proveedores, eq(proveedores.id, ordenesCompra.proveedorId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...params.orderBy, desc(movimientosCaja.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ n: count() })
      .from(abonosCuentaPagar)
      .innerJoin(movimientosCaja, eq(movimientosCaja.id, abonosCuentaPagar.movimientoCajaId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
export type RetiroPagoRow = Awaited<ReturnType<typeof listRetirosPago>>['rows'][number];
