import { sql, type SQL } from 'drizzle-orm';
import { ESTADOS_DEVOLUCION } from '@pos/shared/domains/returns';
import { TIPOS_MOVIMIENTO_CAJA, TIPOS_PAGO } from '@pos/shared/domains/sales/sales';
import { queryRows, type Executor } from '../../db/client';

/** One figure of the balance (P3-52) and the month it falls in (1–12, Guatemala time). */
export type Concepto = 'ventas' | 'cobros' | 'otros_ingresos' | 'devoluciones' | 'compras' | 'gastos';
export interface FilaBalance {
  concepto: Concepto;
  mes: number;
  monto: string;
}

/** A period of whole Guatemala days: instants for timestamps, dates for the `date` columns. */
export interface PeriodoBalance {
  from: Date;
  to: Date;
  fechaInicial: string;
  fechaFinal: string;
}

/**
 * The month in Guatemala, which is UTC−6 all year (lib/dates.ts): the UTC wall time minus six
 * hours, so it needs no time-zone database (PGlite has none).
 */
const mes = (columna: SQL) => sql`extract(month from (${columna} at time zone 'UTC') - interval '6 hours')::int`;

/**
 * Every figure of the balance by month, in the branch or the whole company, each from its own
 * documents in force: sales charged at once (their total less the IVA exemption, which is never
 * money), receivable collections, other cash income of the registers, returns (the voucher or
 * credit note given back), purchase orders (by their date, at their landed total) and expenses.
 */
export async function balanceByMonth(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  p: PeriodoBalance,
): Promise<FilaBalance[]> {
  const enSucursal = (columna: SQL) => (sucursalId === null ? sql`true` : sql`${columna} = ${sucursalId}`);
  const enPeriodo = (columna: SQL) => sql`${columna} >= ${p.from.toISOString()} and ${columna} < ${p.to.toISOString()}`;
  const rows = await queryRows<{ concepto: Concepto; mes: number; monto: string }>(
    db,
    sql`select 'ventas' as concepto, ${mes(sql`v.creado`)} as mes, sum(v.total - v.exencion_iva)::text as monto
          from ventas v
         where v.empresa_id = ${empresaId} and v.activo and v.tipo_pago = ${TIPOS_PAGO.PAGO_TOTAL}
           and ${enSucursal(sql`v.sucursal_id`)} and ${enPeriodo(sql`v.creado`)}
         group by 2
        union all
        select 'cobros', ${mes(sql`a.creado`)}, sum(a.monto)::text
          from abonos_cuenta_cobrar a join cuentas_cobrar c on c.id = a.cuenta_cobrar_id
         where c.empresa_id = ${empresaId} and a.activo
           and ${enSucursal(sql`c.sucursal_id`)} and ${enPeriodo(sql`a.creado`)}
         group by 2
        union all
        select 'otros_ingresos', ${mes(sql`m.creado`)}, sum(m.total)::text
          from movimientos_caja m
         where m.empresa_id = ${empresaId} and m.tipo = ${TIPOS_MOVIMIENTO_CAJA.INGRESO}
           and not m.anulado and m.reversa_de_id is null
           and ${enSucursal(sql`m.sucursal_id`)} and ${enPeriodo(sql`m.creado`)}
         group by 2
        union all
        select 'devoluciones', ${mes(sql`d.creado`)}, sum(d.total)::text
          from devoluciones d
         where d.empresa_id = ${empresaId} and d.estado <> ${ESTADOS_DEVOLUCION.ANULADO}
           and ${enSucursal(sql`d.sucursal_id`)} and ${enPeriodo(sql`d.creado`)}
         group by 2
        union all
        select 'compras', extract(month from o.fecha)::int, sum(o.total)::text
          from ordenes_compra o
         where o.empresa_id = ${empresaId} and not o.anulada
           and ${enSucursal(sql`o.sucursal_destino_id`)}
           and o.fecha >= ${p.fechaInicial} and o.fecha <= ${p.fechaFinal}
         group by 2
        union all
        select 'gastos', extract(month from g.fecha)::int, sum(g.monto)::text
          from gastos g
         where g.empresa_id = ${empresaId} and not g.anulado
           and ${enSucursal(sql`g.sucursal_id`)}
           and g.fecha >= ${p.fechaInicial} and g.fecha <= ${p.fechaFinal}
         group by 2`,
  );
  return rows.map((r) => ({ concepto: r.concepto, mes: Number(r.mes), monto: r.monto }));
}
