/**
 * Expenses (001 §3 Expense, §7 `gastos`; DECISIONS P3-66): the create body `{data, caja}`, the
 * expense as the API answers it, and the expense report's rows and summary.
 */
import { z } from 'zod';
import { dec } from '../money';
import { referenciaSchema, zDate, zDateTime, zDecimal, zId } from '../api';
import { MENSAJES } from '../messages';
import { zBooleanish, zMoney, zRequiredString } from '../validation/zod';
import { formaPagoSchema, FORMAS_PAGO } from './sales/sales';

/** The report's `tipo`: 1 fixed, 2 variable (P3-66). */
export const TIPOS_GASTO = { FIJO: 1, VARIABLE: 2 } as const;
export type TipoGasto = (typeof TIPOS_GASTO)[keyof typeof TIPOS_GASTO];
export const NOMBRES_TIPO_GASTO: Record<TipoGasto, string> = { 1: 'Fijo', 2: 'Variable' };

const optionalText = (max: number) =>
  z
    .string({ error: MENSAJES.campos.valorInvalido })
    .trim()
    .max(max, MENSAJES.campos.maxLength(max))
    .nullish()
    .transform((v) => v ?? '');

export const gastoDatosSchema = z.object({
  fecha: z.iso.date({ error: MENSAJES.campos.fechaFormato }),
  concepto: zRequiredString(200),
  descripcion: optionalText(1000),
  monto: zMoney().refine((m) => dec(m).greaterThan(0), MENSAJES.campos.minValue(0)),
  gasto_fijo: zBooleanish().optional().default(false),
  proveedor: optionalText(200),
  num_documento: optionalText(60),
  forma_pago: formaPagoSchema.optional().default(FORMAS_PAGO.EFECTIVO),
});
export type GastoDatos = z.output<typeof gastoDatosSchema>;

/** `POST gastos` {data, caja}: `caja` true pays it from the cash of the user's open register. */
export const gastoInputSchema = z.object({
  data: gastoDatosSchema,
  caja: zBooleanish().optional().default(false),
});
export type GastoInput = z.input<typeof gastoInputSchema>;

export const gastoSchema = z.object({
  id: zId,
  fecha: zDate,
  concepto: z.string(),
  descripcion: z.string(),
  monto: zDecimal,
  gasto_fijo: z.boolean(),
  proveedor: z.string(),
  num_documento: z.string(),
  forma_pago: z.string(),
  caja: z.boolean(),
  movimiento: z.number().int().nullable(),
  sucursal: referenciaSchema,
  usuario: referenciaSchema,
  anulado: z.boolean(),
  fecha_anulado: zDateTime.nullable(),
  creado: zDateTime,
});
export type Gasto = z.infer<typeof gastoSchema>;

/** `GET gastos/resumen`: the period's totals, fixed and variable. */
export const resumenGastosSchema = z.object({
  cantidad: z.number().int(),
  total: zDecimal,
  total_fijos: zDecimal,
  total_variables: zDecimal,
});
export type ResumenGastos = z.infer<typeof resumenGastosSchema>;

/** `GET gastos/grafica_reporte_gastos`: the period's total per day. */
export const graficaGastosSchema = z.array(z.object({ fecha: zDate, total: zDecimal }));
export type GraficaGastos = z.infer<typeof graficaGastosSchema>;
