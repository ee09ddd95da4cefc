/**
 * Accounts receivable (000 §3 "Accounts receivable", §7 `cuenta_cobrar/…` and the sales-order
 * payment calls; SCOPE §1.2; DECISIONS P3-08, P3-10, P3-18, P3-27, P3-28, P3-29): the payment
 * bodies, the account, the payment (partida) and its receipt, and the report shapes.
 */
import { z } from 'zod';
import { pageSchema, referenciaSchema, zDate, zDateTime, zDecimal, zId } from '../api';
import { MENSAJES } from '../messages';
import { dec } from '../money';
import { zBooleanish, zIntId, zMoney } from '../validation/zod';
import { FORMAS_PAGO } from './sales/sales';

/** Stored status of a receivable (P3-08): 1 pending, 2 finished; 3 overdue is computed; filter 4 = not finished. */
export const ESTADOS_CUENTA = { PENDIENTE: 1, FINALIZADA: 2, VENCIDA: 3, NO_FINALIZADA: 4 } as const;
export const NOMBRES_ESTADO_CUENTA: Record<1 | 2 | 3, string> = { 1: 'Pendiente', 2: 'Finalizada', 3: 'Vencida' };

/** The screen's tabs (000 §3 `tab`, default 10): active accounts, finished accounts, register cash movements (P3-27). */
export const TABS_CUENTAS = { ACTIVAS: 10, FINALIZADAS: 20, RETIROS: 30 } as const;

/**
 * How a payment row of an account was settled: the payment forms (P3-04) plus what covers a
 * balance without being money received: a voucher or credit note, a discount. The IVA exemption
 * is none of them: an amount with no payment form (`exencion_iva`; its account rows have
 * `forma_pago` null and read `forma_pago` '' with the name below).
 */
export const FORMAS_ABONO = {
  ...FORMAS_PAGO,
  NOTA_CREDITO: 'NC',
  DESCUENTO: 'DES',
} as const;
export type FormaAbono = (typeof FORMAS_ABONO)[keyof typeof FORMAS_ABONO];
export const NOMBRES_FORMA_ABONO: Record<FormaAbono, string> = {
  EFE: 'Efectivo',
  TAR: 'Tarjeta',
  CHE: 'Cheque',
  DEP: 'Depósito',
  TRA: 'Transferencia',
  TRE: 'Transferencia electrónica',
  RTC: 'Retención IVA',
  NC: 'Nota de crédito',
  DES: 'Descuento',
};
/** The name of an account row that is the IVA exemption (no payment form, P3-04). */
export const NOMBRE_EXENCION_IVA = 'Exención IVA';
/** The name of an account row's form; null is the IVA exemption. */
export const nombreFormaAbono = (forma: string | null): string =>
  forma === null ? NOMBRE_EXENCION_IVA : (NOMBRES_FORMA_ABONO[forma as FormaAbono] ?? forma);
/** Forms a receivables payment may name in `forma_pago` (money received). */
export const FORMAS_COBRO = ['EFE', 'TAR', 'CHE', 'DEP', 'TRA', 'TRE', 'RTC'] as const;

const texto = (max: number) =>
  z
    .string({ error: MENSAJES.campos.valorInvalido })
    .trim()
    .max(max, MENSAJES.campos.maxLength(max))
    .nullish()
    .transform((v) => v ?? '');

/** An amount that may be left out (or empty, or null): reads 0; never negative. */
const montoOpcional = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? '0' : v))
  .pipe(zMoney())
  .refine((m) => !dec(m).isNegative(), MENSAJES.campos.minValue(0));

const montoPositivo = zMoney().refine((m) => dec(m).greaterThan(0), MENSAJES.cuentasCobrar.montoMayorACero);

const tipoAbonoSchema = z
  .union([z.literal([1000, 2000]), z.literal(['1000', '2000'])], { error: MENSAJES.campos.valorInvalido })
  .transform((v) => Number(v) as 1000 | 2000);

/** What identifies the instrument of a payment (P3-29). */
const documentoPago = {
  num_documento: texto(60),
  banco: texto(100),
  observacion: texto(500),
};

/**
 * `POST ordenes_venta/abono` (SCOPE §1.2): amounts by form, a voucher or credit-note code, and the
 * orders it pays with how much each. Cash may exceed the total (the excess is change); nothing else may.
 */
export const abonoOrdenesInputSchema = z.object({
  efectivo: montoOpcional,
  tarjeta: montoOpcional,
  cheque: montoOpcional,
  deposito: montoOpcional,
  transferencia: montoOpcional,
  retencion_iva: montoOpcional,
  exencion_iva: montoOpcional,
  nota_credito: montoOpcional,
  codigo_nota_credito: texto(60),
  nota: texto(500),
  cliente: zIntId().nullish(),
  tipo_abono: tipoAbonoSchema.optional(),
  ...documentoPago,
  ordenes_ventas: z
    .array(z.object({ id: zIntId(), monto: montoPositivo }))
    .min(1, MENSAJES.cuentasCobrar.seleccioneCuenta),
});
export type AbonoOrdenesInput = z.input<typeof abonoOrdenesInputSchema>;
export type AbonoOrdenesDatos = z.output<typeof abonoOrdenesInputSchema>;

/** `POST cuenta_cobrar/abono` (000 §3 payment payload): one amount in one form on one order's account. */
export const abonoCuentaInputSchema = z.object({
  movimiento_id: zIntId(),
  monto: montoPositivo,
  forma_pago: z.enum(FORMAS_COBRO, { error: MENSAJES.campos.valorInvalido }).optional().default('EFE'),
  tipo_abono: tipoAbonoSchema.optional(),
  codigo_nota_credito: texto(60),
  ...documentoPago,
});
export type AbonoCuentaInput = z.input<typeof abonoCuentaInputSchema>;
export type AbonoCuentaDatos = z.output<typeof abonoCuentaInputSchema>;

/** A discount applied while finishing payments (P3-29): its amount, text and note number. */
const descuentoPago = {
  aplicar_descuento: zBooleanish().optional().default(false),
  descuento: montoOpcional,
  nota_de_descuento: texto(500),
  numero_documento: texto(60),
};

/** `POST cuenta_cobrar/finalizar_pago`: pays an order's whole balance (less a discount). */
export const finalizarPagoInputSchema = z.object({
  movimiento_id: zIntId(),
  forma_pago: z.enum(FORMAS_COBRO, { error: MENSAJES.campos.valorInvalido }).optional().default('EFE'),
  tipo_abono: tipoAbonoSchema.optional(),
  ...documentoPago,
  ...descuentoPago,
});
export type FinalizarPagoInput = z.input<typeof finalizarPagoInputSchema>;

/** `POST cuenta_cobrar/finalizar_pago_multiple`: pays the whole balance of several accounts at once. */
export const finalizarPagoMultipleInputSchema = z.object({
  cuentas_a_pagar: z.array(zIntId(), { error: MENSAJES.cuentasCobrar.seleccioneCuenta }).default([]),
  total_pagar: zMoney(),
  forma_pago: z.enum(FORMAS_COBRO, { error: MENSAJES.campos.valorInvalido }).optional().default('EFE'),
  tipo_abono: tipoAbonoSchema.optional(),
  ...documentoPago,
  ...descuentoPago,
});
export type FinalizarPagoMultipleInput = z.input<typeof finalizarPagoMultipleInputSchema>;

/** `PUT ordenes_venta/anular_partida_abono` {id, motivo}. */
export const anularPartidaInputSchema = z.object({
  id: zIntId(),
  motivo: z
    .string({ error: MENSAJES.campos.required })
    .trim()
    .min(1, MENSAJES.campos.required)
    .max(500, MENSAJES.campos.maxLength(500)),
});

export const porFormaSchema = z.object({ forma_pago: z.string(), nombre: z.string(), monto: zDecimal });

/** One payment (partida): its receipt number, forms and the accounts it paid. */
export const partidaSchema = z.object({
  id: zId,
  numero_recibo: z.string(),
  creado: zDateTime,
  tipo_abono: z.number().int(),
  total: zDecimal,
  vuelto: zDecimal,
  descuento: zDecimal,
  /** Part of `total` covered by the IVA exemption: no payment form, not in `por_forma` (P3-04). */
  exencion_iva: zDecimal,
  por_forma: z.array(porFormaSchema),
  num_documento: z.string(),
  banco: z.string(),
  observacion: z.string(),
  nota_de_descuento: z.string(),
  numero_documento: z.string(),
  codigo_nota_credito: z.string(),
  movimiento_caja: z.number().int().nullable(),
  cliente: z.object({ id: zId.nullable(), nombre: z.string(), nit: z.string() }),
  sucursal: referenciaSchema,
  usuario: referenciaSchema,
  anulado: z.boolean(),
  motivo_anulacion: z.string().nullable(),
  fecha_anulacion: zDateTime.nullable(),
  cuentas: z.array(
    z.object({
      cuenta_id: zId,
      orden_venta: z.object({ id: zId, codigo: z.string() }),
      monto: zDecimal,
    }),
  ),
});
export type Partida = z.infer<typeof partidaSchema>;

/** The lines a payment shows (receipt, lists): its forms, then the IVA exemption when there is one. */
export function lineasDePartida(
  partida: Pick<Partida, 'por_forma' | 'exencion_iva'>,
): { clave: string; nombre: string; monto: string }[] {
  const lineas = partida.por_forma.map((f) => ({ clave: f.forma_pago, nombre: f.nombre, monto: f.monto }));
  if (!dec(partida.exencion_iva).isZero())
    lineas.push({ clave: 'exencion_iva', nombre: NOMBRE_EXENCION_IVA, monto: partida.exencion_iva });
  return lineas;
}

/** The printable 80 mm `recibo_caja` of a payment (P3-18): the partida with the company header. */
export const reciboCobroSchema = partidaSchema.extend({
  empresa: z.object({ nombre: z.string(), nit: z.string(), direccion: z.string() }),
  saldo_pendiente: zDecimal,
});
export type ReciboCobro = z.infer<typeof reciboCobroSchema>;

/** A receivable as the lists and the detail show it (P3-28: `orden_compra` is the sales-order reference). */
export const cuentaCobrarSchema = z.object({
  id: zId,
  orden_compra: z.object({ id: zId, codigo: z.string(), tipo_venta: z.number().int(), creado: zDateTime }),
  cliente: z.object({ id: zId.nullable(), nombre: z.string(), nit: z.string() }),
  vendedor: referenciaSchema,
  sucursal: referenciaSchema,
  saldo_inicial: zDecimal,
  abonado: zDecimal,
  saldo: zDecimal,
  fecha_vencimiento: zDate,
  dias_vencido: z.number().int(),
  estado: z.number().int(),
  estado_nombre: z.string(),
  pago_finalizado_manual: z.boolean(),
  creado: zDateTime,
});
export type CuentaCobrar = z.infer<typeof cuentaCobrarSchema>;

export const cuentaCobrarDetalleSchema = cuentaCobrarSchema.extend({
  abonos: z.array(
    z.object({
      id: zId,
      partida: zId.nullable(),
      numero_recibo: z.string(),
      forma_pago: z.string(),
      forma_pago_nombre: z.string(),
      monto: zDecimal,
      anulado: z.boolean(),
      creado: zDateTime,
      usuario: referenciaSchema,
    }),
  ),
});
export type CuentaCobrarDetalle = z.infer<typeof cuentaCobrarDetalleSchema>;

/** Answer of every payment: the partida written (with its receipt) and the accounts as they stand now. */
export const pagoRegistradoSchema = z.object({
  detail: z.string(),
  partida: partidaSchema,
  cuentas: z.array(cuentaCobrarSchema),
});
export type PagoRegistrado = z.infer<typeof pagoRegistradoSchema>;

/** `GET cuenta_cobrar/` (the screen's list): tab 10 active, 20 finished; search by code, customer or NIT. */
export const cuentasQuerySchema = z.object({
  page: z.coerce.number().int().positive().optional(),
  page_size: z.coerce.number().int().positive().max(500).optional(),
  ordering: z.string().optional(),
  search: z.string().optional(),
  tab: z.coerce.number().int().optional(),
  cliente_id: z.coerce.number().int().positive().optional(),
});

/** `GET cuenta_cobrar/retiros_caja` row: an ABONO_CUENTA 80 register movement (P3-27). */
export const retiroCajaSchema = z.object({
  id: zId,
  creado: zDateTime,
  concepto: z.string(),
  monto_efectivo: zDecimal,
  total: zDecimal,
  anulado: z.boolean(),
  es_reversa: z.boolean(),
  usuario: referenciaSchema,
  sucursal: referenciaSchema,
  forma_pago: z.string(),
});
export type RetiroCaja = z.infer<typeof retiroCajaSchema>;

export const codigoCobroSchema = z.object({ codigo: z.string() });

/** `GET cuenta_cobrar/reporte_resumen`. */
export const resumenCuentasSchema = z.object({
  cuentas: z.number().int(),
  cuentas_vencidas: z.number().int(),
  clientes: z.number().int(),
  saldo_inicial: zDecimal,
  abonado: zDecimal,
  saldo: zDecimal,
  vencido: zDecimal,
});
export type ResumenCuentas = z.infer<typeof resumenCuentasSchema>;

/** `GET cuenta_cobrar/reporte_lista`: the page with its `estadisticas` over every matching row. */
export const reporteListaSchema = pageSchema(cuentaCobrarSchema).extend({
  estadisticas: z.object({ cuentas: z.number().int(), saldo_inicial: zDecimal, abonado: zDecimal, saldo: zDecimal }),
});
export type ReporteLista = z.infer<typeof reporteListaSchema>;

/** `GET cuenta_cobrar/reporte_recibo`: the payments (receipts) with `extra_data` totals. */
export const reporteReciboSchema = pageSchema(partidaSchema).extend({
  extra_data: z.object({ cantidad: z.number().int(), total: zDecimal, por_forma: z.array(porFormaSchema) }),
});
export type ReporteRecibo = z.infer<typeof reporteReciboSchema>;

/** Aging buckets by days overdue (issue 15): current, 1–30, 31–60, 61–90, over 90. */
const tramos = {
  corriente: zDecimal,
  dias_1_30: zDecimal,
  dias_31_60: zDecimal,
  dias_61_90: zDecimal,
  mas_90: zDecimal,
  total: zDecimal,
};
export const antiguedadSchema = z.object({
  fecha_corte: zDate,
  clientes: z.array(
    z.object({ cliente: z.object({ id: zId.nullable(), nombre: z.string(), nit: z.string() }), ...tramos }),
  ),
  total: z.object(tramos),
});
export type Antiguedad = z.infer<typeof antiguedadSchema>;

/** The kinds of line of a customer statement. */
export const TIPOS_LINEA_ESTADO = {
  CARGO: 'cargo',
  ABONO: 'abono',
  NOTA_CREDITO: 'nota_credito',
  DESCUENTO: 'descuento',
  EXENCION_IVA: 'exencion_iva',
} as const;

/** A customer statement (issue 15): every charge, payment and credit note with the running balance. */
export const estadoCuentaSchema = z.object({
  cliente: z.object({ id: zId, nombre: z.string(), nit: z.string(), direccion: z.string() }),
  empresa: z.object({ nombre: z.string(), nit: z.string(), direccion: z.string() }),
  fecha_inicial: zDate.nullable(),
  fecha_final: zDate,
  saldo_anterior: zDecimal,
  movimientos: z.array(
    z.object({
      fecha: zDateTime,
      tipo: z.enum(Object.values(TIPOS_LINEA_ESTADO) as [string, ...string[]]),
      documento: z.string(),
      descripcion: z.string(),
      cargo: zDecimal,
      abono: zDecimal,
      saldo: zDecimal,
    }),
  ),
  total_cargos: zDecimal,
  total_abonos: zDecimal,
  saldo_final: zDecimal,
});
export type EstadoCuenta = z.infer<typeof estadoCuentaSchema>;
