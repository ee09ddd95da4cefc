import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { dayRange } from '../../lib/dates';
import type { Periodo } from './periodos';

/** Total and count of the active sales of a period, in one branch or the whole company (null). */
export async function salesOfPeriod(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  periodo: Periodo,
): Promise<{ total: string; cantidad: number }> {
  const { from, to } = dayRange(periodo.desde, periodo.hasta);
  const [row] = await queryRows<{ total: string; cantidad: number }>(
    db,
    sql`select coalesce(sum(v.total), 0)::text as total, count(*)::int as cantidad
          from ventas v
         where v.empresa_id = ${empresaId} and v.activo
           and ${sucursalId === null ? sql`true` : sql`v.sucursal_id = ${sucursalId}`}
           and v.creado >= ${from!.toISOString()} and v.creado < ${to!.toISOString()}`,
  );
  return row!;
}
