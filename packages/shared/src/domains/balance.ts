/** The general balance (001 §7 `/reporte_balance_general`; DECISIONS P3-52). */
import { z } from 'zod';
import { zDecimal } from '../api';

/**
 * Money in and out of a period. In: sales charged at once (less the IVA exemption, never cash),
 * collections of receivables and other cash income of the registers. Out: returns in force (the
 * voucher or credit note given back), purchase orders in force and expenses in force.
 * `resultado` = `ingresos` − `egresos`.
 */
export const balanceSchema = z.object({
  ventas: zDecimal,
  cobros: zDecimal,
  otros_ingresos: zDecimal,
  devoluciones: zDecimal,
  compras: zDecimal,
  gastos: zDecimal,
  ingresos: zDecimal,
  egresos: zDecimal,
  resultado: zDecimal,
});
export type Balance = z.infer<typeof balanceSchema>;

/** `movimientos/grafica_balance_general`: the 12 months of the year and of the year it is compared with. */
export const graficaBalanceSchema = z.object({
  anio_actual: z.number().int(),
  anio_pasado: z.number().int(),
  meses: z.array(z.object({ mes: z.number().int().min(1).max(12), actual: balanceSchema, pasado: balanceSchema })),
});
export type GraficaBalance = z.infer<typeof graficaBalanceSchema>;
