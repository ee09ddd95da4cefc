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

/**
 * Total and count of the purchase orders of a period (by their purchase date, annulled ones left
 * out), received in one branch or anywhere in the company (null).
 */
export async function purchasesOfPeriod(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  periodo: Periodo,
): Promise<{ total: string; cantidad: number }> {
  const [row] = await queryRows<{ total: string; cantidad: number }>(
    db,
    sql`select coalesce(sum(o.total), 0)::text as total, count(*)::int as cantidad
          from ordenes_compra o
         where o.empresa_id = ${empresaId} and not o.anulada
           and ${sucursalId === null ? sql`true` : sql`o.sucursal_destino_id = ${sucursalId}`}
           and o.fecha between ${periodo.desde} and ${periodo.hasta}`,
  );
  return row!;
}
