import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MovimientoCaja } from '@pos/shared/domains/registers';
import { NOMBRES_MOVIMIENTO_CAJA, type TipoMovimientoCaja } from '@pos/shared/domains/sales/sales';
import { toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import type { Executor } from '../../db/client';
import { movimientosCaja, usuarios } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

const anulador = alias(usuarios, 'anulador');

export const ordenMovimientos = {
  creado: movimientosCaja.creado,
  tipo: movimientosCaja.tipo,
  total: movimientosCaja.total,
  monto_efectivo: movimientosCaja.montoEfectivo,
};

const columns = {
  mov: movimientosCaja,
  usuarioNombre: usuarios.firstName,
  usuarioApellido: usuarios.lastName,
  anuladorNombre: anulador.firstName,
  anuladorApellido: anulador.lastName,
};

type MovimientoRow = {
  mov: typeof movimientosCaja.$inferSelect;
  usuarioNombre: string;
  usuarioApellido: string;
  anuladorNombre: string | null;
  anuladorApellido: string | null;
};

const nombre = (first: string, last: string | null) => `${first} ${last ?? ''}`.trim();

export function toMovimientoCaja(row: MovimientoRow, decimales: DecimalesMoneda): MovimientoCaja {
  const m = row.mov;
  return {
    id: m.id,
    tipo: m.tipo as TipoMovimientoCaja,
    tipo_nombre: NOMBRES_MOVIMIENTO_CAJA[m.tipo as TipoMovimientoCaja] ?? String(m.tipo),
    monto_efectivo: toMoneyString(m.montoEfectivo, decimales),
    total: toMoneyString(m.total, decimales),
    concepto: m.concepto,
    apertura_cierre_caja: m.aperturaId,
    venta_id: m.ventaId,
    usuario: { id: m.usuarioId, nombre: nombre(row.usuarioNombre, row.usuarioApellido) },
    anulado: m.anulado,
    concepto_anulado: m.conceptoAnulado,
    anulado_por:
      m.anuladoPorId === null
        ? null
        : { id: m.anuladoPorId, nombre: nombre(row.anuladorNombre ?? '', row.anuladorApellido) },
    fecha_anulado: m.fechaAnulado?.toISOString() ?? null,
    reversa_de: m.reversaDeId,
    creado: m.creado.toISOString(),
  };
}

const base = (db: Executor) =>
  db
    .select(columns)
    .from(movimientosCaja)
    .innerJoin(usuarios, eq(usuarios.id, movimientosCaja.usuarioId))
    .leftJoin(anulador, eq(anulador.id, movimientosCaja.anuladoPorId));

export async function findMovimiento(db: Executor, id: number): Promise<MovimientoRow | undefined> {
  const [row] = await base(db).where(eq(movimientosCaja.id, id));
  return row;
}

/** The movements of one session (the caller has checked the session is the actor's company's). */
export async function listMovimientos(
  db: Executor,
  aperturaId: number,
  params: ListParams,
): Promise<{ rows: MovimientoRow[]; count: number }> {
  const where: SQL = and(
    eq(movimientosCaja.aperturaId, aperturaId),
    params.search ? ilike(movimientosCaja.concepto, likePattern(params.search)) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(movimientosCaja).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
