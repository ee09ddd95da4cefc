import type { Dashboard, TotalesPeriodo } from '@pos/shared/domains/sales/history';
import type { Executor } from '../../db/client';
import { companyDecimals } from '../../lib/settings';
import { moneyOf } from '../../lib/values';
import { salesOfPeriod } from './dashboard.query';
import { periodosDashboard, type Periodo } from './periodos';

/**
 * Today's, this week's and this month's sales of the branch or company, from the sales ledger
 * (active sales only). Purchases are part of `GET dashboard` (001 §7) but purchasing does not
 * exist yet (issue 1.3, P2-04a): their fields are 0 until it does.
 */
export async function salesSummary(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  hoy: string,
): Promise<Dashboard> {
  const decimales = await companyDecimals(db, empresaId);
  const periodos = periodosDashboard(hoy);
  const totales = async (periodo: Periodo): Promise<TotalesPeriodo> => {
    const ventas = await salesOfPeriod(db, empresaId, sucursalId, periodo);
    return {
      ...periodo,
      ventas: moneyOf(ventas.total, decimales),
      cantidad_ventas: ventas.cantidad,
      compras: moneyOf('0', decimales),
      cantidad_compras: 0,
    };
  };
  const [hoyTotales, semana, mes] = await Promise.all([
    totales(periodos.hoy),
    totales(periodos.semana),
    totales(periodos.mes),
  ]);
  return { hoy: hoyTotales, semana, mes };
}
