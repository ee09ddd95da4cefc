import { and, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gastos, sucursales, usuarios } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

const usuarioNombre = sql<string>`trim(${usuarios.firstName} || ' ' || ${usuarios.lastName})`;

const columns = {
  gasto: gastos,
  sucursalNombre: sucursales.nombre,
  usuarioNombre,
};

export type GastoRow = { gasto: typeof gastos.$inferSelect; sucursalNombre: string; usuarioNombre: string };

export const ordenGastos = {
  creado: gastos.creado,
  fecha: gastos.fecha,
  monto: gastos.monto,
  concepto: gastos.concepto,
  id: gastos.id,
};

/** Which expenses a list or report reads: the company, optionally one branch, user, type and days. */
export interface GastosFilter {
  empresaId: number;
  sucursalId: number | null;
  search?: string;
  usuarioId?: number;
  gastoFijo?: boolean;
  fechaInicial?: string;
  fechaFinal?: string;
  /** Reports count only expenses in force; the list shows voided ones too. */
  soloVigentes?: boolean;
}

export function whereGastos(f: GastosFilter): SQL {
  return and(
    eq(gastos.empresaId, f.empresaId),
    f.sucursalId === null ? undefined : eq(gastos.sucursalId, f.sucursalId),
    f.search
      ? or(
          ilike(gastos.concepto, likePattern(f.search)),
          ilike(gastos.descripcion, likePattern(f.search)),
          ilike(gastos.proveedor, likePattern(f.search)),
          ilike(gastos.numDocumento, likePattern(f.search)),
        )
      : undefined,
    f.usuarioId === undefined ? undefined : eq(gastos.usuarioId, f.usuarioId),
    f.gastoFijo === undefined ? undefined : eq(gastos.gastoFijo, f.gastoFijo),
    f.fechaInicial ? gte(gastos.fecha, f.fechaInicial) : undefined,
    f.fechaFinal ? lte(gastos.fecha, f.fechaFinal) : undefined,
    f.soloVigentes ? eq(gastos.anulado, false) : undefined,
  )!;
}

const base = (db: Executor) =>
  db
    .select(columns)
    .from(gastos)
    .innerJoin(sucursales, eq(sucursales.id, gastos.sucursalId))
    .innerJoin(usuarios, eq(usuarios.id, gastos.usuarioId));

export async function findGasto(db: Executor, empresaId: number, id: number): Promise<GastoRow | undefined> {
  const [row] = await base(db).where(and(eq(gastos.empresaId, empresaId), eq(gastos.id, id)));
  return row;
}

export async function listGastos(
  db: Executor,
  filter: GastosFilter,
  params: Pick<ListParams, 'orderBy' | 'limit' | 'offset'>,
): Promise<{ rows: GastoRow[]; count: number }> {
  const where = whereGastos(filter);
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(gastos).where(where),
  ]);
  return { rows, count: total!.n };
}

export async function summarizeGastos(
  db: Executor,
  filter: GastosFilter,
): Promise<{ cantidad: number; total: string; fijos: string; variables: string }> {
  const [row] = await db
    .select({
      cantidad: count(),
      total: sql<string>`coalesce(sum(${gastos.monto}), 0)::text`,
      fijos: sql<string>`coalesce(sum(${gastos.monto}) filter (where ${gastos.gastoFijo}), 0)::text`,
      variables: sql<string>`coalesce(sum(${gastos.monto}) filter (where not ${gastos.gastoFijo}), 0)::text`,
    })
    .from(gastos)
    .where(whereGastos(filter));
  return row!;
}

export async function totalsPerDay(db: Executor, filter: GastosFilter): Promise<{ fecha: string; total: string }[]> {
  return db
    .select({ fecha: gastos.fecha, total: sql<string>`sum(${gastos.monto})::text` })
    .from(gastos)
    .where(whereGastos(filter))
    .groupBy(gastos.fecha)
    .orderBy(gastos.fecha);
}
