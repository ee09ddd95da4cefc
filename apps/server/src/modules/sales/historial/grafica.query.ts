import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { dayRange } from '../../../lib/dates';

/**
 * The month (1–12) of a sale in Guatemala, which is UTC−6 all year (lib/dates.ts): the UTC wall
 * time minus six hours, so it needs no time-zone database.
 */
const MES_GUATEMALA = sql`extract(month from (v.creado at time zone 'UTC') - interval '6 hours')::int`;

/** Twelve monthly totals (January first) of the active sales of one year, in the branch or company. */
export async function monthlySales(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  anio: number,
): Promise<string[]> {
  const { from, to } = dayRange(`${anio}-01-01`, `${anio}-12-31`);
  const rows = await queryRows<{ mes: number; total: string }>(
    db,
    sql`select ${MES_GUATEMALA} as mes, sum(v.total)::text as total
          from ventas v
         where v.empresa_id = ${empresaId} and v.activo
           and ${sucursalId === null ? sql`true` : sql`v.sucursal_id = ${sucursalId}`}
           and v.creado >= ${from!.toISOString()} and v.creado < ${to!.toISOString()}
         group by 1`,
  );
  const byMonth = new Map(rows.map((row) => [Number(row.mes), row.total]));
  return Array.from({ length: 12 }, (_, i) => byMonth.get(i + 1) ?? '0');
}
