import { sql, type SQL } from 'drizzle-orm';
import { todayInGuatemala } from '@pos/shared/format';
import { ESTADOS_CUENTA, NOMBRES_ESTADO_CUENTA, type CuentaCobrar } from '@pos/shared/domains/receivables';
import { sub, toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { queryRows, type Executor } from '../../db/client';

/** A receivable row as the lists read it (one query shape for the screen, the report and the payment answer). */
export interface CuentaRow {
  id: number;
  venta_id: number;
  venta_codigo: string | null;
  tipo_venta: number;
  venta_creado: Date;
  cliente_id: number | null;
  cliente_nombre: string;
  cliente_nit: string;
  vendedor_id: number;
  vendedor_nombre: string;
  sucursal_id: number;
  sucursal_nombre: string;
  monto: string;
  saldo: string;
  fecha_vencimiento: string;
  estado: number;
  pago_finalizado_manual: boolean;
  creado: Date;
}

/** Days past due at `hoy` (0 when not due yet or paid). */
export const diasVencido = (fechaVencimiento: string, hoy: string): number =>
  Math.max(0, Math.round((Date.parse(hoy) - Date.parse(fechaVencimiento)) / 86_400_000));

/** P3-08: 3 overdue is computed from a pending account's due date. */
export function estadoDe(row: Pick<CuentaRow, 'estado' | 'fecha_vencimiento'>, hoy: string): 1 | 2 | 3 {
  if (row.estado === ESTADOS_CUENTA.FINALIZADA) return 2;
  return row.fecha_vencimiento < hoy ? 3 : 1;
}

export function toCuentaCobrar(row: CuentaRow, decimales: DecimalesMoneda, hoy = todayInGuatemala()): CuentaCobrar {
  const estado = estadoDe(row, hoy);
  return {
    id: row.id,
    orden_compra: {
      id: row.venta_id,
      codigo: row.venta_codigo ?? '',
      tipo_venta: row.tipo_venta,
      creado: new Date(row.venta_creado).toISOString(),
    },
    cliente: { id: row.cliente_id, nombre: row.cliente_nombre, nit: row.cliente_nit },
    vendedor: { id: row.vendedor_id, nombre: row.vendedor_nombre },
    sucursal: { id: row.sucursal_id, nombre: row.sucursal_nombre },
    saldo_inicial: toMoneyString(row.monto, decimales),
    abonado: toMoneyString(sub(row.monto, row.saldo), decimales),
    saldo: toMoneyString(row.saldo, decimales),
    fecha_vencimiento: row.fecha_vencimiento,
    dias_vencido: estado === 2 ? 0 : diasVencido(row.fecha_vencimiento, hoy),
    estado,
    estado_nombre: NOMBRES_ESTADO_CUENTA[estado],
    pago_finalizado_manual: row.pago_finalizado_manual,
    creado: new Date(row.creado).toISOString(),
  };
}

/** The columns of a `CuentaRow`, over `cuentas_cobrar c join ventas v` (see `fromCuentas`). */
const columnas = sql`c.id, v.id as venta_id, v.codigo as venta_codigo, v.tipo_venta, v.creado as venta_creado,
  c.cliente_id, coalesce(cl.nombre, v.nombre_cliente) as cliente_nombre, coalesce(cl.nit, v.nit_cliente) as cliente_nit,
  u.id as vendedor_id, trim(u.first_name || ' ' || u.last_name) as vendedor_nombre,
  s.id as sucursal_id, s.nombre as sucursal_nombre,
  c.monto::text as monto, c.saldo::text as saldo, c.fecha_vencimiento::text as fecha_vencimiento, c.estado,
  c.pago_finalizado_manual, c.creado`;

const desde = sql`from cuentas_cobrar c
  join ventas v on v.id = c.venta_id
  join usuarios u on u.id = coalesce(v.vendedor_id, v.usuario_id)
  join sucursales s on s.id = c.sucursal_id
  left join clientes cl on cl.id = c.cliente_id`;

/** Which accounts a list or report reads; every filter is optional but the company. */
export interface CuentasFilter {
  empresaId: number;
  sucursalId?: number | null;
  /** 1 pending (not due), 2 finished, 3 overdue, 4 not finished (P3-08). */
  estado?: number;
  clienteId?: number;
  vendedorId?: number;
  tipoCliente?: number;
  tiposVenta?: number[];
  search?: string;
  vencimientoDesde?: string;
  vencimientoHasta?: string;
  ids?: number[];
}

export function whereCuentas(f: CuentasFilter, hoy = todayInGuatemala()): SQL {
  const parts: SQL[] = [sql`c.empresa_id = ${f.empresaId}`, sql`c.activo`];
  if (f.sucursalId) parts.push(sql`c.sucursal_id = ${f.sucursalId}`);
  if (f.estado === ESTADOS_CUENTA.FINALIZADA) parts.push(sql`c.estado = 2`);
  if (f.estado === ESTADOS_CUENTA.NO_FINALIZADA) parts.push(sql`c.estado = 1`);
  if (f.estado === ESTADOS_CUENTA.PENDIENTE) parts.push(sql`c.estado = 1 and c.fecha_vencimiento >= ${hoy}::date`);
  if (f.estado === ESTADOS_CUENTA.VENCIDA) parts.push(sql`c.estado = 1 and c.fecha_vencimiento < ${hoy}::date`);
  if (f.clienteId) parts.push(sql`c.cliente_id = ${f.clienteId}`);
  if (f.vendedorId) parts.push(sql`coalesce(v.vendedor_id, v.usuario_id) = ${f.vendedorId}`);
  if (f.tipoCliente) parts.push(sql`cl.tipo_cliente = ${f.tipoCliente}`);
  if (f.tiposVenta?.length)
    parts.push(
      sql`v.tipo_venta in (${sql.join(
        f.tiposVenta.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (f.vencimientoDesde) parts.push(sql`c.fecha_vencimiento >= ${f.vencimientoDesde}::date`);
  if (f.vencimientoHasta) parts.push(sql`c.fecha_vencimiento <= ${f.vencimientoHasta}::date`);
  if (f.ids)
    parts.push(
      f.ids.length
        ? sql`c.id in (${sql.join(
            f.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    parts.push(
      sql`(v.codigo ilike ${like} or coalesce(cl.nombre, v.nombre_cliente) ilike ${like} or coalesce(cl.nit, v.nit_cliente) ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** Orderable fields of the lists (whitelist; `-field` descending). */
export const ORDEN_CUENTAS: Record<string, string> = {
  creado: 'c.creado',
  fecha_vencimiento: 'c.fecha_vencimiento',
  saldo: 'c.saldo',
  monto: 'c.monto',
  cliente: 'cliente_nombre',
  codigo: 'v.codigo',
  id: 'c.id',
};

export async function listCuentas(
  db: Executor,
  filter: CuentasFilter,
  page: { orderBy: SQL; limit: number; offset: number },
): Promise<{ rows: CuentaRow[]; count: number }> {
  const where = whereCuentas(filter);
  const [rows, [total]] = await Promise.all([
    queryRows<CuentaRow>(
      db,
      sql`select ${columnas} ${desde} where ${where} order by ${page.orderBy}, c.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n ${desde} where ${where}`),
  ]);
  return { rows, count: total!.n };
}

/** Σ over every account matching the filter (the report's `estadisticas` and summary). */
export async function totalsOfCuentas(
  db: Executor,
  filter: CuentasFilter,
  hoy = todayInGuatemala(),
): Promise<{ cuentas: number; vencidas: number; clientes: number; monto: string; saldo: string; vencido: string }> {
  const [row] = await queryRows<{
    cuentas: number;
    vencidas: number;
    clientes: number;
    monto: string;
    saldo: string;
    vencido: string;
  }>(
    db,
    sql`select count(*)::int as cuentas,
               count(*) filter (where c.estado = 1 and c.fecha_vencimiento < ${hoy}::date)::int as vencidas,
               count(distinct coalesce(c.cliente_id::text, v.nit_cliente || v.nombre_cliente))::int as clientes,
               coalesce(sum(c.monto), 0)::text as monto, coalesce(sum(c.saldo), 0)::text as saldo,
               coalesce(sum(c.saldo) filter (where c.estado = 1 and c.fecha_vencimiento < ${hoy}::date), 0)::text as vencido
          ${desde} where ${whereCuentas(filter, hoy)}`,
  );
  return row!;
}

export async function findCuentas(db: Executor, filter: CuentasFilter): Promise<CuentaRow[]> {
  return queryRows<CuentaRow>(db, sql`select ${columnas} ${desde} where ${whereCuentas(filter)} order by c.id`);
}
