import { sql, type SQL } from 'drizzle-orm';
import { NOMBRES_FORMA_ABONO, type FormaAbono, type Partida } from '@pos/shared/domains/receivables';
import { toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { queryRows, type Executor } from '../../db/client';

interface PartidaRow {
  id: number;
  numero_recibo: string;
  creado: Date;
  tipo_abono: number;
  total: string;
  vuelto: string;
  descuento: string;
  exencion_iva: string;
  por_forma: { formaPago: string; monto: string }[];
  num_documento: string;
  banco: string;
  observacion: string;
  nota_de_descuento: string;
  numero_documento: string;
  codigo_nota_credito: string;
  movimiento_caja_id: number | null;
  cliente_id: number | null;
  nombre_cliente: string;
  nit_cliente: string;
  sucursal_id: number;
  sucursal_nombre: string;
  usuario_id: number;
  usuario_nombre: string;
  activo: boolean;
  motivo_anulacion: string | null;
  fecha_anulacion: Date | null;
  cuentas: { cuenta_id: number; venta_id: number; codigo: string | null; monto: string }[];
}

/** A payment with the accounts it paid (Σ of its rows per account). */
const select = sql`select p.id, p.numero_recibo, p.creado, p.tipo_abono, p.total::text as total, p.vuelto::text as vuelto,
    p.descuento::text as descuento, p.exencion_iva::text as exencion_iva, p.por_forma, p.num_documento, p.banco, p.observacion, p.nota_de_descuento,
    p.numero_documento, p.codigo_nota_credito, p.movimiento_caja_id, p.cliente_id, p.nombre_cliente, p.nit_cliente,
    s.id as sucursal_id, s.nombre as sucursal_nombre, u.id as usuario_id,
    trim(u.first_name || ' ' || u.last_name) as usuario_nombre, p.activo, p.motivo_anulacion, p.fecha_anulacion,
    coalesce((select json_agg(json_build_object('cuenta_id', x.cuenta_id, 'venta_id', x.venta_id, 'codigo', x.codigo, 'monto', x.monto) order by x.cuenta_id)
                from (select a.cuenta_cobrar_id as cuenta_id, v.id as venta_id, v.codigo, sum(a.monto)::text as monto
                        from abonos_cuenta_cobrar a join cuentas_cobrar c on c.id = a.cuenta_cobrar_id join ventas v on v.id = c.venta_id
                       where a.partida_id = p.id group by a.cuenta_cobrar_id, v.id, v.codigo) x), '[]') as cuentas
  from partidas_abono p
  join sucursales s on s.id = p.sucursal_id
  join usuarios u on u.id = p.usuario_id`;

export function toPartida(row: PartidaRow, decimales: DecimalesMoneda): Partida {
  const money = (x: string) => toMoneyString(x, decimales);
  return {
    id: row.id,
    numero_recibo: row.numero_recibo,
    creado: new Date(row.creado).toISOString(),
    tipo_abono: row.tipo_abono,
    total: money(row.total),
    vuelto: money(row.vuelto),
    descuento: money(row.descuento),
    exencion_iva: money(row.exencion_iva),
    por_forma: row.por_forma.map((p) => ({
      forma_pago: p.formaPago,
      nombre: NOMBRES_FORMA_ABONO[p.formaPago as FormaAbono] ?? p.formaPago,
      monto: money(p.monto),
    })),
    num_documento: row.num_documento,
    banco: row.banco,
    observacion: row.observacion,
    nota_de_descuento: row.nota_de_descuento,
    numero_documento: row.numero_documento,
    codigo_nota_credito: row.codigo_nota_credito,
    movimiento_caja: row.movimiento_caja_id,
    cliente: { id: row.cliente_id, nombre: row.nombre_cliente, nit: row.nit_cliente },
    sucursal: { id: row.sucursal_id, nombre: row.sucursal_nombre },
    usuario: { id: row.usuario_id, nombre: row.usuario_nombre },
    anulado: !row.activo,
    motivo_anulacion: row.motivo_anulacion,
    fecha_anulacion: row.fecha_anulacion ? new Date(row.fecha_anulacion).toISOString() : null,
    cuentas: row.cuentas.map((c) => ({
      cuenta_id: c.cuenta_id,
      orden_venta: { id: c.venta_id, codigo: c.codigo ?? '' },
      monto: money(c.monto),
    })),
  };
}

/** Which payments a report or an order's list reads. */
export interface PartidasFilter {
  empresaId: number;
  sucursalId?: number | null;
  id?: number;
  ventaId?: number;
  clienteId?: number;
  fechaInicial?: string;
  fechaFinal?: string;
  soloVigentes?: boolean;
}

export function wherePartidas(f: PartidasFilter): SQL {
  const parts: SQL[] = [sql`p.empresa_id = ${f.empresaId}`];
  if (f.sucursalId) parts.push(sql`p.sucursal_id = ${f.sucursalId}`);
  if (f.id) parts.push(sql`p.id = ${f.id}`);
  if (f.clienteId) parts.push(sql`p.cliente_id = ${f.clienteId}`);
  if (f.ventaId)
    parts.push(sql`exists (select 1 from abonos_cuenta_cobrar a join cuentas_cobrar c on c.id = a.cuenta_cobrar_id
                            where a.partida_id = p.id and c.venta_id = ${f.ventaId})`);
  if (f.fechaInicial) parts.push(sql`(p.creado at time zone 'America/Guatemala')::date >= ${f.fechaInicial}::date`);
  if (f.fechaFinal) parts.push(sql`(p.creado at time zone 'America/Guatemala')::date <= ${f.fechaFinal}::date`);
  if (f.soloVigentes) parts.push(sql`p.activo`);
  return sql.join(parts, sql` and `);
}

export async function listPartidas(
  db: Executor,
  filter: PartidasFilter,
  page: { limit: number; offset: number } = { limit: 100_000, offset: 0 },
): Promise<{ rows: PartidaRow[]; count: number }> {
  const where = wherePartidas(filter);
  const [rows, [total]] = await Promise.all([
    queryRows<PartidaRow>(
      db,
      sql`${select} where ${where} order by p.creado desc, p.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from partidas_abono p where ${where}`),
  ]);
  return { rows, count: total!.n };
}

export async function findPartida(db: Executor, empresaId: number, id: number): Promise<PartidaRow | undefined> {
  const [row] = await queryRows<PartidaRow>(db, sql`${select} where ${wherePartidas({ empresaId, id })}`);
  return row;
}

/** Σ of the matching payments in force, in total and by form (the receipts report's `extra_data`). */
export async function totalsOfPartidas(
  db: Executor,
  filter: PartidasFilter,
): Promise<{ cantidad: number; total: string; porForma: { formaPago: string; monto: string }[] }> {
  const where = wherePartidas({ ...filter, soloVigentes: true });
  const [[totales], porForma] = await Promise.all([
    queryRows<{ cantidad: number; total: string }>(
      db,
      sql`select count(*)::int as cantidad, coalesce(sum(p.total), 0)::text as total from partidas_abono p where ${where}`,
    ),
    queryRows<{ formaPago: string; monto: string }>(
      db,
      sql`select f->>'formaPago' as "formaPago", sum((f->>'monto')::numeric)::text as monto
            from partidas_abono p cross join jsonb_array_elements(p.por_forma) f where ${where} group by 1 order by 1`,
    ),
  ]);
  return { cantidad: totales!.cantidad, total: totales!.total, porForma };
}
