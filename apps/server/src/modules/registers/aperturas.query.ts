import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AperturaCierreFila, Conteo } from '@pos/shared/domains/registers';
import { zIntId } from '@pos/shared/validation/zod';
import { sub, toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { queryRows, type Executor } from '../../db/client';
import { likePattern, listQuerySchema, parseOrdering } from '../../lib/list';
import type { RowSource } from '../../lib/row-source';
import { blankAsMissing, fechaParam, reportRange } from '../../lib/query-params';
import { requiereCierre } from './cash.service';

/** One session with its register, branch and users, as both the report and the detail read it. */
export interface SesionRow {
  id: number;
  caja_id: number;
  caja_nombre: string;
  sucursal_id: number;
  sucursal_nombre: string;
  usuario_id: number;
  usuario_nombre: string;
  usuario_cierre_id: number | null;
  usuario_cierre_nombre: string | null;
  abierta: boolean;
  fecha_apertura: Date | string;
  fecha_cierre: Date | string | null;
  total_apertura: string;
  total_efectivo: string;
  total_efectivo_cierre: string | null;
  concepto_cierre: string | null;
  total_actual: string | null;
  conteo_apertura: Conteo | null;
  conteo_cierre: Conteo | null;
  forzar_cierre: boolean;
  /** The company counts blind (`conf_caja_conteo_ciego`). */
  conteo_ciego: boolean;
}

const SELECT = sql`a.id, a.caja_id, c.nombre as caja_nombre, a.sucursal_id, s.nombre as sucursal_nombre,
  a.usuario_id, trim(u.first_name || ' ' || u.last_name) as usuario_nombre,
  a.usuario_cierre_id, nullif(trim(coalesce(uc.first_name, '') || ' ' || coalesce(uc.last_name, '')), '') as usuario_cierre_nombre,
  a.abierta, a.fecha_apertura, a.fecha_cierre, a.total_apertura::text as total_apertura, a.total_efectivo::text as total_efectivo,
  a.total_efectivo_cierre::text as total_efectivo_cierre, a.concepto_cierre, a.total_actual::text as total_actual,
  a.conteo_apertura, a.conteo_cierre, coalesce(conf.conf_caja_forzar_cierre, false) as forzar_cierre,
  coalesce(conf.conf_caja_conteo_ciego, false) as conteo_ciego`;

const FROM = sql`aperturas_cierres_caja a
  join cajas c on c.id = a.caja_id
  join sucursales s on s.id = a.sucursal_id
  join usuarios u on u.id = a.usuario_id
  left join usuarios uc on uc.id = a.usuario_cierre_id
  left join configuraciones conf on conf.empresa_id = a.empresa_id`;

export async function findSesion(db: Executor, empresaId: number, id: number): Promise<SesionRow | undefined> {
  const [row] = await queryRows<SesionRow>(
    db,
    sql`select ${SELECT} from ${FROM} where a.id = ${id} and a.empresa_id = ${empresaId}`,
  );
  return row;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toAperturaCierreFila(row: SesionRow, decimales: DecimalesMoneda): AperturaCierreFila {
  const money = (x: string | null) => (x === null ? null : toMoneyString(x, decimales));
  const fechaApertura = new Date(row.fecha_apertura);
  return {
    id: row.id,
    caja: { id: row.caja_id, nombre: row.caja_nombre },
    sucursal: { id: row.sucursal_id, nombre: row.sucursal_nombre },
    usuario: { id: row.usuario_id, nombre: row.usuario_nombre },
    usuario_cierre:
      row.usuario_cierre_id === null ? null : { id: row.usuario_cierre_id, nombre: row.usuario_cierre_nombre ?? '' },
    abierta: row.abierta,
    requiere_cierre: row.abierta && requiereCierre(fechaApertura, row.forzar_cierre),
    fecha_apertura: fechaApertura.toISOString(),
    fecha_cierre: row.fecha_cierre === null ? null : iso(row.fecha_cierre),
    total_apertura: toMoneyString(row.total_apertura, decimales),
    total_efectivo: toMoneyString(row.total_efectivo, decimales),
    total_efectivo_cierre: money(row.total_efectivo_cierre),
    concepto_cierre: row.concepto_cierre,
    total_actual: money(row.total_actual),
    diferencia:
      row.total_efectivo_cierre === null || row.total_actual === null
        ? null
        : toMoneyString(sub(row.total_efectivo_cierre, row.total_actual), decimales),
  };
}

// ---------------------------------------------------------------------------------------------
// The openings and closings report (000 §7): its query, shared by the list and its Excel export.

const ORDEN_REPORTE: Record<string, SQL> = {
  fecha_apertura: sql`a.fecha_apertura`,
  // The spec's default list order is -creado: a session is created when it opens.
  creado: sql`a.fecha_apertura`,
  // Open sessions sort as if closing now (keyset order terms must never be NULL).
  fecha_cierre: sql`coalesce(a.fecha_cierre, 'infinity'::timestamptz)`,
  total_apertura: sql`a.total_apertura`,
  caja: sql`c.nombre`,
  id: sql`a.id`,
};

export const reporteQuery = listQuerySchema.extend({
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  usuario_id: blankAsMissing(zIntId()),
});
export type ReporteQuery = z.output<typeof reporteQuery>;

export function reporteFromQuery(q: ReporteQuery, empresaId: number, sucursalId: number | null): RowSource {
  const order = [
    ...parseOrdering(q, ORDEN_REPORTE, '-fecha_apertura'),
    { field: 'id', expr: sql`a.id`, descending: true },
  ];
  const { from, to } = reportRange(q.fecha_inicial, q.fecha_final);
  const filters: SQL[] = [sql`a.empresa_id = ${empresaId}`];
  if (sucursalId !== null) filters.push(sql`a.sucursal_id = ${sucursalId}`);
  if (from) filters.push(sql`a.fecha_apertura >= ${from.toISOString()}`);
  if (to) filters.push(sql`a.fecha_apertura < ${to.toISOString()}`);
  if (q.usuario_id !== undefined) filters.push(sql`a.usuario_id = ${q.usuario_id}`);
  if (q.search) filters.push(sql`c.nombre ilike ${likePattern(q.search)}`);
  return { select: SELECT, from: FROM, where: sql.join(filters, sql` and `), order };
}
