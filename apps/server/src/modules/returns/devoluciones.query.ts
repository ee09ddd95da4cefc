import { sql, type SQL } from 'drizzle-orm';
import {
  NOMBRES_ESTADO_DEVOLUCION,
  NOMBRES_MOTIVO_DEVOLUCION,
  type Devolucion,
  type EstadoDevolucion,
  type FilaDevolucion,
  type MotivoDevolucion,
  type TipoDevolucion,
} from '@pos/shared/domains/returns';
import { dec, toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { queryRows, type Executor } from '../../db/client';
import type { OrderTerm } from '../../lib/list';

export interface DevolucionesFiltro {
  empresaId: number;
  /** One branch, or null for every branch of the company. */
  sucursalId: number | null;
  from?: Date;
  to?: Date;
  search?: string;
  usuarioId?: number;
  clienteId?: number;
  estado?: number;
  codigo?: string;
}

/** The orderable fields of the list. */
export const ORDEN_DEVOLUCIONES: Record<string, SQL> = {
  creado: sql`dv.creado`,
  codigo: sql`dv.codigo`,
  total: sql`dv.total`,
  estado: sql`dv.estado`,
  cliente: sql`dv.nombre_cliente`,
};

interface FilaRow {
  id: number;
  codigo: string;
  tipo: TipoDevolucion;
  estado: EstadoDevolucion;
  total: string;
  concepto: string;
  venta_id: number;
  venta_codigo: string;
  sucursal_id: number;
  sucursal_nombre: string;
  usuario_id: number;
  usuario_nombre: string;
  cliente_id: number | null;
  nit_cliente: string;
  nombre_cliente: string;
  id_nota: number | null;
  canje_venta_id: number | null;
  fecha_canje: Date | null;
  canje_usuario_id: number | null;
  canje_usuario_nombre: string | null;
  motivo_anulacion: string | null;
  fecha_anulacion: Date | null;
  anulado_por_id: number | null;
  anulado_por_nombre: string | null;
  creado: Date;
}

const nombreUsuario = (alias: string) =>
  sql.raw(`trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, ''))`);

/** The FEL credit note of a return (the invoicing module's documentos_fel.devolucion_id). */
const idNota = sql`(select f.id from documentos_fel f where f.devolucion_id = dv.id and f.empresa_id = dv.empresa_id)`;

const select = sql`select dv.id, dv.codigo, dv.tipo, dv.estado, dv.total::text as total, dv.concepto,
       dv.venta_id, coalesce(v.codigo, '') as venta_codigo, dv.sucursal_id, s.nombre as sucursal_nombre,
       dv.usuario_id, ${nombreUsuario('u')} as usuario_nombre, dv.cliente_id, dv.nit_cliente, dv.nombre_cliente,
       ${idNota} as id_nota, dv.canje_venta_id, dv.fecha_canje, dv.canje_usuario_id, ${nombreUsuario('uc')} as canje_usuario_nombre,
       dv.motivo_anulacion, dv.fecha_anulacion, dv.anulado_por_id, ${nombreUsuario('ua')} as anulado_por_nombre, dv.creado
  from devoluciones dv
  join ventas v on v.id = dv.venta_id
  join sucursales s on s.id = dv.sucursal_id
  join usuarios u on u.id = dv.usuario_id
  left join usuarios uc on uc.id = dv.canje_usuario_id
  left join usuarios ua on ua.id = dv.anulado_por_id`;

function where(f: DevolucionesFiltro): SQL {
  const parts: SQL[] = [sql`dv.empresa_id = ${f.empresaId}`];
  if (f.sucursalId !== null) parts.push(sql`dv.sucursal_id = ${f.sucursalId}`);
  if (f.from) parts.push(sql`dv.creado >= ${f.from.toISOString()}`);
  if (f.to) parts.push(sql`dv.creado < ${f.to.toISOString()}`);
  if (f.usuarioId !== undefined) parts.push(sql`dv.usuario_id = ${f.usuarioId}`);
  if (f.clienteId !== undefined) parts.push(sql`dv.cliente_id = ${f.clienteId}`);
  if (f.estado !== undefined) parts.push(sql`dv.estado = ${f.estado}`);
  if (f.codigo !== undefined) parts.push(sql`upper(dv.codigo) = ${f.codigo.trim().toUpperCase()}`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(dv.codigo ilike ${like} or v.codigo ilike ${like} or dv.nombre_cliente ilike ${like} or dv.nit_cliente ilike ${like} or dv.concepto ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

function orderBy(order: OrderTerm[]): SQL {
  return sql.join(
    [...order.map((o) => sql`${o.expr} ${sql.raw(o.descending ? 'desc' : 'asc')}`), sql`dv.id desc`],
    sql`, `,
  );
}

function toFila(r: FilaRow, decimales: DecimalesMoneda): FilaDevolucion {
  return {
    id: r.id,
    codigo: r.codigo,
    tipo: r.tipo,
    estado: r.estado,
    estado_nombre: NOMBRES_ESTADO_DEVOLUCION[r.estado] ?? '',
    total: toMoneyString(r.total, decimales),
    concepto: r.concepto,
    venta: { id: r.venta_id, codigo: r.venta_codigo },
    sucursal: { id: r.sucursal_id, nombre: r.sucursal_nombre },
    usuario: { id: r.usuario_id, nombre: r.usuario_nombre },
    cliente: { id: r.cliente_id, nit: r.nit_cliente, nombre: r.nombre_cliente },
    id_nota: r.id_nota,
    canje:
      r.canje_venta_id !== null && r.fecha_canje && r.canje_usuario_id !== null
        ? {
            venta_id: r.canje_venta_id,
            fecha: new Date(r.fecha_canje).toISOString(),
            usuario: { id: r.canje_usuario_id, nombre: r.canje_usuario_nombre ?? '' },
          }
        : null,
    anulacion:
      r.fecha_anulacion && r.anulado_por_id !== null
        ? {
            motivo: r.motivo_anulacion ?? '',
            fecha: new Date(r.fecha_anulacion).toISOString(),
            usuario: { id: r.anulado_por_id, nombre: r.anulado_por_nombre ?? '' },
          }
        : null,
    creado: new Date(r.creado).toISOString(),
  };
}

export async function listDevoluciones(
  db: Executor,
  f: DevolucionesFiltro,
  order: OrderTerm[],
  page: { limit: number; offset: number } | null,
  decimales: DecimalesMoneda,
): Promise<{ rows: FilaDevolucion[]; count: number }> {
  const w = where(f);
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await queryRows<FilaRow>(db, sql`${select} where ${w} order by ${orderBy(order)} ${limit}`);
  const [c] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from devoluciones dv join ventas v on v.id = dv.venta_id where ${w}`,
  );
  return { rows: rows.map((r) => toFila(r, decimales)), count: c?.n ?? 0 };
}

interface LineaRow {
  id: number;
  venta_detalle_id: number | null;
  producto_id: number | null;
  adicion_id: number | null;
  codigo: string;
  nombre: string;
  cantidad: string;
  precio: string;
  porcentaje_precio: string;
  total: string;
  motivo: MotivoDevolucion;
  ingreso_bodega: boolean;
  nota: string;
}

/** `GET devoluciones/{id}`: the row with its lines; undefined for another company's. */
export async function findDevolucion(
  db: Executor,
  empresaId: number,
  id: number,
  decimales: DecimalesMoneda,
): Promise<Devolucion | undefined> {
  const [row] = await queryRows<FilaRow>(db, sql`${select} where dv.empresa_id = ${empresaId} and dv.id = ${id}`);
  if (!row) return undefined;
  const lineas = await queryRows<LineaRow>(
    db,
    sql`select id, venta_detalle_id, producto_id, adicion_id, codigo, nombre, cantidad::text as cantidad,
               precio::text as precio, porcentaje_precio::text as porcentaje_precio, total::text as total,
               motivo, ingreso_bodega, nota
          from devoluciones_detalle where devolucion_id = ${id} order by id`,
  );
  return {
    ...toFila(row, decimales),
    detalles: lineas.map((l) => ({
      ...l,
      cantidad: dec(l.cantidad).toFixed(),
      precio: toMoneyString(l.precio, decimales),
      porcentaje_precio: dec(l.porcentaje_precio).toFixed(),
      total: toMoneyString(l.total, decimales),
      motivo_nombre: NOMBRES_MOTIVO_DEVOLUCION[l.motivo] ?? '',
    })),
  };
}

/** The returns report: totals by reason over the filtered returns (annulled ones left out unless asked). */
export async function totalesPorMotivo(
  db: Executor,
  f: DevolucionesFiltro,
): Promise<{ motivo: MotivoDevolucion; cantidad: string; total: string }[]> {
  return queryRows(
    db,
    sql`select dd.motivo, sum(dd.cantidad)::text as cantidad, sum(dd.total)::text as total
          from devoluciones_detalle dd
          join devoluciones dv on dv.id = dd.devolucion_id
          join ventas v on v.id = dv.venta_id
         where ${where(f)} ${f.estado === undefined ? sql`and dv.estado <> 30` : sql``}
         group by dd.motivo order by dd.motivo`,
  );
}
