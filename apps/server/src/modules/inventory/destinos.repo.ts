import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { destinosSalida } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

export type DestinoRow = typeof destinosSalida.$inferSelect;

export const ordenDestinos = { nombre: destinosSalida.nombre, creado: destinosSalida.creado };

function activeIn(empresaId: number): SQL {
  return and(eq(destinosSalida.empresaId, empresaId), eq(destinosSalida.activo, true))!;
}

export async function findDestino(db: Executor, empresaId: number, id: number): Promise<DestinoRow | undefined> {
  const [row] = await db
    .select()
    .from(destinosSalida)
    .where(and(activeIn(empresaId), eq(destinosSalida.id, id)));
  return row;
}

export async function listDestinos(
  db: Executor,
  empresaId: number,
  params: ListParams,
): Promise<{ rows: DestinoRow[]; count: number }> {
  const where = params.search
    ? and(
        activeIn(empresaId),
        or(
          ilike(destinosSalida.nombre, likePattern(params.search)),
          ilike(destinosSalida.descripcion, likePattern(params.search)),
        ),
      )
    : activeIn(empresaId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(destinosSalida)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(destinosSalida).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** An active destination of the company with this name (trimmed, case-insensitive), other than `exceptId`. */
export async function destinoNameTaken(
  db: Executor,
  empresaId: number,
  nombre: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: destinosSalida.id })
    .from(destinosSalida)
    .where(
      and(
        activeIn(empresaId),
        sql`lower(${destinosSalida.nombre}) = lower(${nombre})`,
        exceptId === undefined ? undefined : ne(destinosSalida.id, exceptId),
      ),
    );
  return rows.length > 0;
}
