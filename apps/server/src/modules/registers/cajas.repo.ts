import { and, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aperturasCierresCaja, cajas, sucursales } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

export interface CajaRow {
  id: number;
  nombre: string;
  sucursalId: number;
  sucursalNombre: string;
  abierta: boolean;
  activo: boolean;
  creado: Date;
  modificado: Date;
}

export const ordenCajas = { nombre: cajas.nombre, creado: cajas.creado, sucursal: sucursales.nombre };

const columns = {
  id: cajas.id,
  nombre: cajas.nombre,
  sucursalId: cajas.sucursalId,
  sucursalNombre: sucursales.nombre,
  abierta: sql<boolean>`exists (select 1 from ${aperturasCierresCaja} a where a.caja_id = ${cajas.id} and a.abierta)`,
  activo: cajas.activo,
  creado: cajas.creado,
  modificado: cajas.modificado,
};

/** Active registers of the company, of one branch when `sucursalId` is given. */
function activeIn(empresaId: number, sucursalId: number | null): SQL {
  return and(
    eq(cajas.empresaId, empresaId),
    eq(cajas.activo, true),
    sucursalId === null ? undefined : eq(cajas.sucursalId, sucursalId),
  )!;
}

const base = (db: Executor) =>
  db.select(columns).from(cajas).innerJoin(sucursales, eq(sucursales.id, cajas.sucursalId));

export async function findCaja(db: Executor, empresaId: number, id: number): Promise<CajaRow | undefined> {
  const [row] = await base(db).where(and(activeIn(empresaId, null), eq(cajas.id, id)));
  return row;
}

export async function listCajas(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  params: ListParams,
): Promise<{ rows: CajaRow[]; count: number }> {
  const where = and(
    activeIn(empresaId, sucursalId),
    params.search ? ilike(cajas.nombre, likePattern(params.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(cajas).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function allCajas(db: Executor, empresaId: number, sucursalId: number | null): Promise<CajaRow[]> {
  return base(db).where(activeIn(empresaId, sucursalId)).orderBy(sucursales.nombre, cajas.nombre, cajas.id);
}

/** Locks an active register of the company (opening and deleting serialise on it). */
export async function lockCaja(
  tx: Executor,
  empresaId: number,
  id: number,
): Promise<{ id: number; sucursalId: number; nombre: string } | undefined> {
  const [row] = await tx
    .select({ id: cajas.id, sucursalId: cajas.sucursalId, nombre: cajas.nombre })
    .from(cajas)
    .where(and(activeIn(empresaId, null), eq(cajas.id, id)))
    .for('update');
  return row;
}

export async function cajaNameTaken(
  db: Executor,
  empresaId: number,
  sucursalId: number,
  nombre: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: cajas.id })
    .from(cajas)
    .where(
      and(
        activeIn(empresaId, sucursalId),
        sql`lower(${cajas.nombre}) = lower(${nombre})`,
        exceptId === undefined ? undefined : ne(cajas.id, exceptId),
      ),
    );
  return rows.length > 0;
}

export async function hasOpenSession(db: Executor, cajaId: number): Promise<boolean> {
  const rows = await db
    .select({ id: aperturasCierresCaja.id })
    .from(aperturasCierresCaja)
    .where(and(eq(aperturasCierresCaja.cajaId, cajaId), eq(aperturasCierresCaja.abierta, true)));
  return rows.length > 0;
}
