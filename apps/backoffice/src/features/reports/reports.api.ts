import { useQuery } from '@tanstack/react-query';
import type { Balance, GraficaBalance } from '@pos/shared/domains/balance';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { API_REPORTES } from './paths';
import type { FiltrosPeriodo } from './reportFilters';

/** `movimientos/balance_general`: the period's income, outflows and result. */
export function useBalance(filtros: FiltrosPeriodo) {
  return useQuery({
    queryKey: queryKeys.view('movimientos', 'balance_general', filtros),
    queryFn: ({ signal }) => api.get<Balance>(API_REPORTES.balance, filtros, signal),
  });
}

/** `movimientos/grafica_balance_general`: a year's 12 months against the year before. */
export function useBalanceChart(anio: number) {
  const params = { anio_actual: anio, anio_pasado: anio - 1 };
  return useQuery({
    queryKey: queryKeys.view('movimientos', 'grafica_balance_general', params),
    queryFn: ({ signal }) => api.get<GraficaBalance>(API_REPORTES.graficaBalance, params, signal),
  });
}
