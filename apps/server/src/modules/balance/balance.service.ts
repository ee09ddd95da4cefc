import type { Balance, GraficaBalance } from '@pos/shared/domains/balance';
import { add, dec, sub, toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { todayInGuatemala } from '@pos/shared/format';
import type { Executor } from '../../db/client';
import { dayRange } from '../../lib/dates';
import { reportRange } from '../../lib/query-params';
import { companyDecimals } from '../../lib/settings';
import { balanceByMonth, type Concepto, type FilaBalance, type PeriodoBalance } from './balance.query';

const INGRESOS: readonly Concepto[] = ['ventas', 'cobros', 'otros_ingresos'];
const EGRESOS: readonly Concepto[] = ['devoluciones', 'compras', 'gastos'];

/** The figures of some rows (a month, or the whole period) added up: in, out and the result. */
export function toBalance(filas: readonly FilaBalance[], decimales: DecimalesMoneda): Balance {
  const total = (concepto: Concepto) =>
    filas.filter((f) => f.concepto === concepto).reduce((s, f) => add(s, f.monto), dec(0));
  const sumOf = (conceptos: readonly Concepto[]) => conceptos.reduce((s, c) => add(s, total(c)), dec(0));
  const ingresos = sumOf(INGRESOS);
  const egresos = sumOf(EGRESOS);
  const money = (x: Parameters<typeof toMoneyString>[0]) => toMoneyString(x, decimales);
  return {
    ventas: money(total('ventas')),
    cobros: money(total('cobros')),
    otros_ingresos: money(total('otros_ingresos')),
    devoluciones: money(total('devoluciones')),
    compras: money(total('compras')),
    gastos: money(total('gastos')),
    ingresos: money(ingresos),
    egresos: money(egresos),
    resultado: money(sub(ingresos, egresos)),
  };
}

function periodo(fechaInicial: string, fechaFinal: string, range: { from?: Date; to?: Date }): PeriodoBalance {
  return { from: range.from!, to: range.to!, fechaInicial, fechaFinal };
}

/** `movimientos/balance_general`: the period's figures (a day, by default today). */
export async function balanceOfPeriod(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  q: { fecha_inicial?: string; fecha_final?: string },
): Promise<Balance> {
  const fechaFinal = q.fecha_final ?? todayInGuatemala();
  const fechaInicial = q.fecha_inicial ?? fechaFinal;
  const p = periodo(fechaInicial, fechaFinal, reportRange(fechaInicial, fechaFinal));
  const [filas, decimales] = await Promise.all([
    balanceByMonth(db, empresaId, sucursalId, p),
    companyDecimals(db, empresaId),
  ]);
  return toBalance(filas, decimales);
}

async function monthsOf(db: Executor, empresaId: number, sucursalId: number | null, anio: number) {
  const p = periodo(`${anio}-01-01`, `${anio}-12-31`, dayRange(`${anio}-01-01`, `${anio}-12-31`));
  return balanceByMonth(db, empresaId, sucursalId, p);
}

/** `movimientos/grafica_balance_general`: the 12 months of a year (this one by default) and of the prior one. */
export async function balanceChart(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  q: { anio_actual?: number; anio_pasado?: number },
): Promise<GraficaBalance> {
  const anioActual = q.anio_actual ?? Number(todayInGuatemala().slice(0, 4));
  const anioPasado = q.anio_pasado ?? anioActual - 1;
  const [actual, pasado, decimales] = await Promise.all([
    monthsOf(db, empresaId, sucursalId, anioActual),
    monthsOf(db, empresaId, sucursalId, anioPasado),
    companyDecimals(db, empresaId),
  ]);
  return {
    anio_actual: anioActual,
    anio_pasado: anioPasado,
    meses: Array.from({ length: 12 }, (_, i) => ({
      mes: i + 1,
      actual: toBalance(
        actual.filter((f) => f.mes === i + 1),
        decimales,
      ),
      pasado: toBalance(
        pasado.filter((f) => f.mes === i + 1),
        decimales,
      ),
    })),
  };
}
