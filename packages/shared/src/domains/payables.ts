/**
 * Accounts payable (001 §3 "Payment (abono, payables)", §7 `cuenta_pagar/…`; DECISIONS P3-08,
 * P3-10, P3-27, P3-29): the account a credit purchase order opens, its payments and the requests
 * that pay one or several accounts.
 */
import { z } from 'zod';
import { referenciaSchema, zDate, zDateTime, zDecimal, zId } from '../api';
import { MENSAJES } from '../messages';
import { dec } from '../money';
import { zBooleanish, zMoney, zRequiredString } from '../validation/zod';
import { formaPagoSchema, FORMAS_PAGO } from './sales/sales';

/** P3-08: stored 1 pending and 2 finished; 3 overdue is computed (saldo > 0, due date passed). */
export const ESTADOS_CUENTA_PAGAR = { PENDIENTE: 1, FINALIZADA: 2, VENCIDA: 3 } as const;
export type EstadoCuentaPagar = (typeof ESTADOS_CUENTA_PAGAR)[keyof typeof ESTADOS_CUENTA_PAGAR];
export const NOMBRES_ESTADO_CUENTA_PAGAR: Record<EstadoCuentaPagar, string> = {
  1: 'Pendiente',
  2: 'Finalizada',
  3: 'Vencida',
};
/** `GET ordenes_compra?cuentas_pagar=`: a status, or 4 = not finished (pending or overdue). */
export const FILTROS_CUENTAS_PAGAR = [1, 2, 3, 4] as const;
export const FILTRO_NO_FINALIZADAS = 4;

/** P3-10: 1000 takes the cash out of the user's open register (RETIRO 40), 2000 is paid directly. */
export const TIPOS_ABONO = { RETIRO_CAJA: 1000, DIRECTO: 2000 } as const;
export type TipoAbono = (typeof TIPOS_ABONO)[keyof typeof TIPOS_ABONO];
export const NOMBRES_TIPO_ABONO: Record<TipoAbono, string> = {
  1000: 'Retiro de caja',
  2000: 'Pago directo',
};

const texto = (max: number) =>
  z
    .string({ error: MENSAJES.campos.valorInvalido })
    .trim()
    .max(max, MENSAJES.campos.maxLength(max))
    .nullish()
    .transform((v) => v ?? '');

const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = z.coerce.number({ error: MENSAJES.campos.required }).int().positive();

/** P3-10: "Accept strings or numbers." */
const tipoAbono = z.preprocess(
  blankAsUndefined,
  z.coerce
    .number({ error: MENSAJES.campos.required })
    .refine((v): v is TipoAbono => v === 1000 || v === 2000, MENSAJES.campos.oneOf(Object.values(TIPOS_ABONO))),
);

/**
 * What every payment carries besides its amount: how it is paid (a cash withdrawal is always EFE,
 * P3-27), the instrument's reference and bank, and an optional discount with its note (P3-29).
 */
const pagoBase = z.object({
  tipo_abono: tipoAbono,
  forma_pago: z.preprocess(blankAsUndefined, formaPagoSchema.optional().default(FORMAS_PAGO.EFECTIVO)),
  num_documento: texto(60),
  banco: texto(100),
  observacion: texto(500),
  aplicar_descuento: z.preprocess(blankAsUndefined, zBooleanish().optional().default(false)),
  descuento: z.preprocess(blankAsUndefined, zMoney().optional()),
  nota_de_descuento: texto(500),
  numero_documento: texto(60),
});

type PagoBase = z.output<typeof pagoBase>;

/** A discount needs its amount (above 0) and its note; without `aplicar_descuento` it is ignored. */
function checkDiscount(p: PagoBase, ctx: z.RefinementCtx) {
  if (!p.aplicar_descuento) return;
  if (p.descuento === undefined || !dec(p.descuento).greaterThan(0))
    ctx.addIssue({ code: 'custom', path: ['descuento'], message: MENSAJES.campos.required });
  if (p.nota_de_descuento === '')
    ctx.addIssue({ code: 'custom', path: ['nota_de_descuento'], message: MENSAJES.campos.required });
}

/** The discount a request applies: 0 unless `aplicar_descuento`. */
export const descuentoDe = (p: Pick<PagoBase, 'aplicar_descuento' | 'descuento'>): string =>
  p.aplicar_descuento && p.descuento !== undefined ? p.descuento : '0';

/** `POST cuenta_pagar/abono`: part of one order's balance. */
export const abonoCuentaPagarInputSchema = pagoBase
  .extend({ orden_compra: id, monto: zMoney() })
  .superRefine((p, ctx) => {
    checkDiscount(p, ctx);
    if (!dec(p.monto).plus(descuentoDe(p)).greaterThan(0))
      ctx.addIssue({ code: 'custom', path: ['monto'], message: MENSAJES.cuentasPagar.montoRequerido });
  });
export type AbonoCuentaPagarInput = z.input<typeof abonoCuentaPagarInputSchema>;
export type AbonoCuentaPagarDatos = z.output<typeof abonoCuentaPagarInputSchema>;

/** `POST cuenta_pagar/finalizar_pago`: the whole balance of one order (`total_pagar`, when sent, must match). */
export const finalizarPagoInputSchema = pagoBase
  .extend({ orden_compra: id, total_pagar: z.preprocess(blankAsUndefined, zMoney().optional()) })
  .superRefine(checkDiscount);
export type FinalizarPagoInput = z.input<typeof finalizarPagoInputSchema>;

/** `POST cuenta_pagar/finalizar_pago_multiple`: the whole balance of several orders at once. */
export const finalizarPagoMultipleInputSchema = pagoBase
  .extend({
    cuentas_a_pagar: z
      .array(id, { error: MENSAJES.cuentasPagar.seleccioneCuenta })
      .min(1, MENSAJES.cuentasPagar.seleccioneCuenta)
      .max(200),
    total_pagar: zMoney(),
  })
  .superRefine(checkDiscount);
export type FinalizarPagoMultipleInput = z.input<typeof finalizarPagoMultipleInputSchema>;
export type FinalizarPagoMultipleDatos = z.output<typeof finalizarPagoMultipleInputSchema>;

/** `PUT cuenta_pagar/anular_abono`: annuls a payment with a reason (its cash comes back to the register). */
export const anularAbonoCuentaPagarSchema = z.object({ id, motivo: zRequiredString(500) });

/** A payment as the API answers it; `total` = `monto` + `descuento` is what it took off the balance. */
export const abonoCuentaPagarSchema = z.object({
  id: zId,
  orden_compra: zId,
  monto: zDecimal,
  descuento: zDecimal,
  total: zDecimal,
  tipo_abono: z.number().int(),
  forma_pago: z.string(),
  num_documento: z.string(),
  banco: z.string(),
  observacion: z.string(),
  aplicar_descuento: z.boolean(),
  nota_de_descuento: z.string(),
  numero_documento: z.string(),
  /** The RETIRO 40 cash movement of a withdrawal (tipo_abono 1000), else null. */
  movimiento_caja: z.number().int().nullable(),
  sucursal: referenciaSchema.nullable(),
  usuario: z.string(),
  anulado: z.boolean(),
  motivo_anulacion: z.string(),
  creado: zDateTime,
});
export type AbonoCuentaPagar = z.infer<typeof abonoCuentaPagarSchema>;

/** The account of a credit purchase (001 §3 `cuenta_cobrarpagar`). */
export const cuentaPagarSchema = z.object({
  id: zId,
  saldo_inicial: zDecimal,
  saldo: zDecimal,
  fecha_vencimiento: zDate,
  estado: z.number().int(),
  abonos: z.array(abonoCuentaPagarSchema),
});
export type CuentaPagar = z.infer<typeof cuentaPagarSchema>;

/** The answer of the payment calls: the payments written, one per account. */
export const pagoCuentasPagarSchema = z.object({ abonos: z.array(abonoCuentaPagarSchema) });
export type PagoCuentasPagar = z.infer<typeof pagoCuentasPagarSchema>;

/** `GET ordenes_compra/{id}/documento_pagos`: the order's payment record. */
export const documentoPagosSchema = z.object({
  id: zId,
  numero_documento: z.string(),
  fecha: zDate,
  proveedor: referenciaSchema,
  tipo_compra: z.number().int(),
  total: zDecimal,
  pago_finalizado: z.boolean(),
  cuenta_cobrarpagar: cuentaPagarSchema.nullable(),
});
export type DocumentoPagos = z.infer<typeof documentoPagosSchema>;

/** A row of `GET cuenta_pagar/retiros_caja` (P3-27): a RETIRO 40 that paid a supplier. */
export const retiroCajaPagarSchema = z.object({
  id: zId,
  creado: zDateTime,
  total: zDecimal,
  forma_pago: z.string(),
  concepto: z.string(),
  anulado: z.boolean(),
  abono: zId,
  caja: referenciaSchema,
  sucursal: referenciaSchema,
  usuario: z.string(),
  orden_compra: z.object({ id: zId, numero_documento: z.string() }),
  proveedor: referenciaSchema,
});
export type RetiroCajaPagar = z.infer<typeof retiroCajaPagarSchema>;
