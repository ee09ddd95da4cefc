import { add } from '@pos/shared/money';
import type { GraficaGastos } from '@pos/shared/domains/expenses';

/** More days than this read better as months: a year of daily bars would be hairlines. */
export const MAX_BARRAS_DIARIAS = 31;

const MESES = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];

export interface Barra {
  /** The bar's label under the axis: 'dd/mm' for a day, 'Mes aaaa' for a month. */
  etiqueta: string;
  total: string;
}

/**
 * The chart's bars from `grafica_reporte_gastos` (one row per day with expenses, in date order):
 * one per day, or, past a month of days, the days summed per month.
 */
export function barrasDeGrafica(dias: GraficaGastos): Barra[] {
  if (dias.length <= MAX_BARRAS_DIARIAS)
    return dias.map(({ fecha, total }) => ({ etiqueta: `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`, total }));
  const meses = new Map<string, string>();
  for (const { fecha, total } of dias) {
    const mes = fecha.slice(0, 7);
    meses.set(mes, add(meses.get(mes) ?? '0', total).toString());
  }
  return [...meses].map(([mes, total]) => ({
    etiqueta: `${MESES[Number(mes.slice(5, 7)) - 1]} ${mes.slice(0, 4)}`,
    total,
  }));
}
