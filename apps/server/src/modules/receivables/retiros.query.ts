import { sql } from 'drizzle-orm';
import { TIPOS_MOVIMIENTO_CAJA } from '@pos/shared/domains/sales/sales';
import type { RetiroCaja } from '@pos/shared/domains/receivables';
import { toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { queryRows, type Executor } from '../../db/client';

interface RetiroRow {
  id: number;
  creado: Date;
  concepto: string;
  monto_efectivo: string;
  total: string;
  anulado: boolean;
  reversa_de_id: number | null;
  usuario_id: number;
  usuario_nombre: string;
  sucursal_id: number;
  sucursal_nombre: string;
}

/**
 * `GET cuenta_cobrar/retiros_caja` (P3-27): the register movements collections wrote
 * (ABONO_CUENTA 80) and their reversals, newest first, for reconciliation with the drawers.
 */
export async function listRetiros(
  db: Executor,
  f: { empresaId: number; sucursalId: number | null; fechaInicial?: string; fechaFinal?: string },
  page: { limit: number; offset: number },
  decimales: DecimalesMoneda,
): Promise<{ rows: RetiroCaja[]; count: number }> {
  const where = sql.join(
    [
      sql`m.empresa_id = ${f.empresaId}`,
      sql`m.tipo = ${TIPOS_MOVIMIENTO_CAJA.ABONO_CUENTA}`,
      f.sucursalId ? sql`m.sucursal_id = ${f.sucursalId}` : sql`true`,
      f.fechaInicial ? sql`(m.creado at time zone 'America/Guatemala')::date >= ${f.fechaInicial}::date` : sql`true`,
      f.fechaFinal ? sql`(m.creado at time zone 'America/Guatemala')::date <= ${f.fechaFinal}::date` : sql`true`,
    ],
    sql` and `,
  );
  const [rows, [total]] = await Promise.all([
    queryRows<RetiroRow>(
      db,
      sql`select m.id::int as id, m.creado, m.concepto, m.monto_efectivo::text as monto_efectivo, m.total::text as total,
                 m.anulado, m.reversa_de_id, u.id as usuario_id, trim(u.first_name || ' ' || u.last_name) as usuario_nombre,
                 s.id as sucursal_id, s.nombre as sucursal_nombre
            from movimientos_caja m join usuarios u on u.id = m.usuario_id join sucursales s on s.id = m.sucursal_id
           where ${where} order by m.creado desc, m.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from movimientos_caja m where ${where}`),
  ]);
  return {
    count: total!.n,
    rows: rows.map((r) => ({
      id: r.id,
      creado: new Date(r.creado).toISOString(),
      concepto: r.concepto,
      monto_efectivo: toMoneyString(r.monto_efectivo, decimales),
      total: toMoneyString(r.total, decimales),
      anulado: r.anulado,
      es_reversa: r.reversa_de_id !== null,
      usuario: { id: r.usuario_id, nombre: r.usuario_nombre },
      sucursal: { id: r.sucursal_id, nombre: r.sucursal_nombre },
      forma_pago: 'EFE',
    })),
  };
}
