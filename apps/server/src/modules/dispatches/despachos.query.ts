import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ESTADOS_DESPACHO } from '@pos/shared/domains/dispatches';
import { MENSAJES } from '@pos/shared/messages';
import type { DecimalesMoneda } from '@pos/shared/money';
import { zIntId } from '@pos/shared/validation/zod';
import { z as zod } from 'zod';
import { queryRows, type Executor } from '../../db/client';
import { likePattern, listQuerySchema, parseOrdering } from '../../lib/list';
import { blankAsMissing, fechaParam } from '../../lib/query-params';
import type { RowSource } from '../../lib/row-source';
import { dayRange } from '../../lib/dates';

/** A dispatch header with its branches, users and totals, as every list and the detail read it. */
export interface DespachoRow {
  id: number;
  numero: number;
  estado: number;
  anulado: boolean;
  motivo_anulacion: string | null;
  creado: Date | string;
  fecha_recepcion: Date | string | null;
  fecha_anulacion: Date | string | null;
  sucursal_origen_id: number;
  sucursal_origen_nombre: string;
  sucursal_destino_id: number;
  sucursal_destino_nombre: string;
  responsable_transporte: string;
  usuario_id: number;
  usuario_nombre: string;
  usuario_recibio_id: number | null;
  usuario_recibio_nombre: string | null;
  usuario_anulo_id: number | null;
  usuario_anulo_nombre: string | null;
  tiene_alerta: boolean;
  total: string;
  total_diferencia: string;
  cantidad_productos: number;
}

const nombre = (alias: string) =>
  sql.raw(`nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`);

/** Each line valued at its cost per base unit and rounded to the company's decimals before summing. */
function select(decimales: DecimalesMoneda): SQL {
  return sql`d.id, d.numero, d.estado, d.anulado, d.motivo_anulacion, d.creado, d.fecha_recepcion, d.fecha_anulacion,
    d.sucursal_origen_id, so.nombre as sucursal_origen_nombre, d.sucursal_destino_id, sd.nombre as sucursal_destino_nombre,
    d.responsable_transporte, d.usuario_id, coalesce(${nombre('u')}, u.email) as usuario_nombre,
    d.usuario_recibio_id, coalesce(${nombre('ur')}, ur.email) as usuario_recibio_nombre,
    d.usuario_anulo_id, coalesce(${nombre('ua')}, ua.email) as usuario_anulo_nombre,
    coalesce(t.tiene_alerta, false) as tiene_alerta, coalesce(t.cantidad_productos, 0)::int as cantidad_productos,
    coalesce((select sum(round(x.cantidad * x.costo_unitario, ${decimales}::int)) from despachos_detalle x where x.despacho_id = d.id), 0)::text as total,
    coalesce((select sum(round((x.cantidad - x.cantidad_recibido) * x.costo_unitario, ${decimales}::int))
                from despachos_detalle x where x.despacho_id = d.id and x.cantidad_recibido is not null), 0)::text as total_diferencia`;
}

const FROM = sql`despachos d
  join sucursales so on so.id = d.sucursal_origen_id
  join sucursales sd on sd.id = d.sucursal_destino_id
  join usuarios u on u.id = d.usuario_id
  left join usuarios ur on ur.id = d.usuario_recibio_id
  left join usuarios ua on ua.id = d.usuario_anulo_id
  left join lateral (select bool_or(x.tiene_alerta) as tiene_alerta, count(*) as cantidad_productos
                       from despachos_detalle x where x.despacho_id = d.id) t on true`;

export async function findDespacho(
  db: Executor,
  empresaId: number,
  id: number,
  decimales: DecimalesMoneda,
): Promise<DespachoRow | undefined> {
  const [row] = await queryRows<DespachoRow>(
    db,
    sql`select ${select(decimales)} from ${FROM} where d.id = ${id} and d.empresa_id = ${empresaId}`,
  );
  return row;
}

export interface DetalleRow {
  id: number;
  producto_id: number;
  producto_codigo: string;
  producto_nombre: string;
  tipo_producto: number;
  fraccion_id: number | null;
  fraccion_nombre: string | null;
  cantidad_despachada: string;
  cantidad: string;
  cantidad_recibido: string | null;
  costo_unitario: string;
  nota: string;
  tiene_alerta: boolean;
  motivo_diferencia: number | null;
}

export async function findDetalles(db: Executor, despachoId: number): Promise<DetalleRow[]> {
  return queryRows<DetalleRow>(
    db,
    sql`select x.id, x.producto_id, p.codigo as producto_codigo, p.nombre as producto_nombre, p.tipo_producto,
               x.fraccion_id, f.nombre as fraccion_nombre, x.cantidad_despachada::text as cantidad_despachada,
               x.cantidad::text as cantidad, x.cantidad_recibido::text as cantidad_recibido,
               x.costo_unitario::text as costo_unitario, x.nota, x.tiene_alerta, x.motivo_diferencia
          from despachos_detalle x join productos p on p.id = x.producto_id left join fracciones f on f.id = x.fraccion_id
         where x.despacho_id = ${despachoId} order by x.id`,
  );
}

// ---------------------------------------------------------------------------------------------
// The lists (`despachos`, `recepcion_despachos`) and the report share one query and its filters.

export const ORDEN_DESPACHOS_SQL: Record<string, SQL> = {
  creado: sql`d.creado`,
  numero: sql`d.numero`,
  fecha_recepcion: sql`coalesce(d.fecha_recepcion, 'infinity'::timestamptz)`,
  sucursal_origen: sql`so.nombre`,
  sucursal_destino: sql`sd.nombre`,
};

const estadoParam = blankAsMissing(
  zod.coerce
    .number({ error: MENSAJES.campos.oneOf([10, 20]) })
    .refine(
      (n) => n === ESTADOS_DESPACHO.PENDIENTE || n === ESTADOS_DESPACHO.RECIBIDO,
      MENSAJES.campos.oneOf([10, 20]),
    ),
);

/**
 * The filters of 001 §7: `estado` (10/20), `fecha_inicial`/`fecha_final` (creation day),
 * `usuario_enviado` (who sent it), `usuario` (who received it), `search` (number, carrier, branch).
 */
export const despachosQuery = listQuerySchema.extend({
  estado: estadoParam,
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  usuario: blankAsMissing(zIntId()),
  usuario_enviado: blankAsMissing(zIntId()),
});
export type DespachosQuery = z.output<typeof despachosQuery>;

/** Whose list: the sending branch's, the receiving branch's, or (the report) either's. */
export type LadoDespacho = 'origen' | 'destino' | 'ambos';

export function despachosSource(
  q: DespachosQuery,
  scope: { empresaId: number; sucursalId: number | null; lado: LadoDespacho; incluirAnulados: boolean },
  decimales: DecimalesMoneda,
): RowSource {
  const order = [
    ...parseOrdering(q, ORDEN_DESPACHOS_SQL, '-creado'),
    { field: 'id', expr: sql`d.id`, descending: true },
  ];
  const { from, to } = dayRange(q.fecha_inicial, q.fecha_final);
  const filters: SQL[] = [sql`d.empresa_id = ${scope.empresaId}`];
  if (!scope.incluirAnulados) filters.push(sql`not d.anulado`);
  if (scope.sucursalId !== null) {
    const id = scope.sucursalId;
    filters.push(
      scope.lado === 'origen'
        ? sql`d.sucursal_origen_id = ${id}`
        : scope.lado === 'destino'
          ? sql`d.sucursal_destino_id = ${id}`
          : sql`(d.sucursal_origen_id = ${id} or d.sucursal_destino_id = ${id})`,
    );
  }
  if (q.estado !== undefined) filters.push(sql`d.estado = ${q.estado}`);
  if (from) filters.push(sql`d.creado >= ${from.toISOString()}`);
  if (to) filters.push(sql`d.creado < ${to.toISOString()}`);
  if (q.usuario !== undefined) filters.push(sql`d.usuario_recibio_id = ${q.usuario}`);
  if (q.usuario_enviado !== undefined) filters.push(sql`d.usuario_id = ${q.usuario_enviado}`);
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(
      sql`(d.numero::text = ${q.search} or d.responsable_transporte ilike ${like} or so.nombre ilike ${like} or sd.nombre ilike ${like})`,
    );
  }
  return { select: select(decimales), from: FROM, where: sql.join(filters, sql` and `), order };
}

/** The report's grand totals over every matching, not cancelled, dispatch. */
export async function despachosTotals(
  db: Executor,
  source: RowSource,
  decimales: DecimalesMoneda,
): Promise<{ total: string; total_diferencia: string }> {
  const [row] = await queryRows<{ total: string; total_diferencia: string }>(
    db,
    sql`select coalesce(sum(round(x.cantidad * x.costo_unitario, ${decimales}::int)), 0)::text as total,
               coalesce(sum(round((x.cantidad - coalesce(x.cantidad_recibido, x.cantidad)) * x.costo_unitario, ${decimales}::int)), 0)::text as total_diferencia
          from despachos_detalle x
         where x.despacho_id in (select d.id from ${source.from} where ${source.where} and not d.anulado)`,
  );
  return row!;
}
