import type { Dashboard, TotalesPeriodo } from '@pos/shared/domains/sales/history';
import type { Executor } from '../../db/client';
import { companyDecimals } from '../../lib/settings';
import { moneyOf } from '../../lib/values';
import { purchasesOfPeriod, salesOfPeriod } from './dashboard.query';
import { periodosDashboard, type Periodo } from './periodos';

/**
 * Today's, this week's and this month's sales (active sales) and purchases (purchase orders not
 * annulled, by purchase date) of the branch or company (001 §7 `GET dashboard`).
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
    const [ventas, compras] = await Promise.all([
      salesOfPeriod(db, empresaId, sucursalId, periodo),
      purchasesOfPeriod(db, empresaId, sucursalId, periodo),
    ]);
    return {
      ...periodo,
      ventas: moneyOf(ventas.total, decimales),
      cantidad_ventas: ventas.cantidad,
      compras: moneyOf(compras.total, decimales),
      cantidad_compras: compras.cantidad,
    };
  };
  const [hoyTotales, semana, mes] = await Promise.all([
    totales(periodos.hoy),
    totales(periodos.semana),
    totales(periodos.mes),
  ]);
  return { hoy: hoyTotales, semana, mes };
}
