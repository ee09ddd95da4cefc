/**
 * Cash registers (000 §3 Register, §5 Register, §7 "Registers and movements", §9 denominations;
 * DECISIONS P3-03, P3-11, P3-39, P2-04e): the bill/coin count, request bodies and wire shapes
 * shared by the API and the register screens.
 */
import { z } from 'zod';
import { MENSAJES } from '../messages';
import { dec, sum, toMoneyString, type DecimalInput } from '../money';
import { referenciaSchema, zDateTime, zDecimal, zId } from '../api';
import { zIntId, zMoney, zOptional, zRequiredString } from '../validation/zod';
import { BILLETES, MONEDAS, TIPOS_MOVIMIENTO_CAJA, VALOR_MONEDA, claveBillete, claveMoneda } from './sales/sales';

/** A bill and coin count: denomination key (b100, m25…) → how many. */
export type Conteo = Record<string, number>;

/** What one piece of each count key is worth: bills by their face value, coins by VALOR_MONEDA. */
export const VALOR_DENOMINACION: Readonly<Record<string, string>> = {
  ...Object.fromEntries(BILLETES.map((b) => [claveBillete(b), String(b)])),
  ...VALOR_MONEDA,
};

/** The keys the count form shows, bills then coins, largest first (P3-11: m20 is API-only). */
export const CLAVES_FORMULARIO: readonly string[] = [
  ...[...BILLETES].reverse().map(claveBillete),
  ...[...MONEDAS].reverse().map(claveMoneda),
];

/** How many of one denomination a count may hold: generous, and keeps totals inside numeric(14,4). */
export const MAX_PIEZAS = 1_000_000;

/** The value of `cantidad` pieces of `clave`, or 0 for an unknown key or an empty quantity. */
export function subtotalDenominacion(clave: string, cantidad: DecimalInput | null | undefined): string {
  const valor = VALOR_DENOMINACION[clave];
  if (valor === undefined || cantidad === null || cantidad === undefined || cantidad === '') return toMoneyString(0);
  return toMoneyString(dec(valor).times(dec(cantidad)));
}

/** The cash a count adds up to, as a 2-decimal string. */
export function totalConteo(conteo: Readonly<Record<string, DecimalInput | null | undefined>>): string {
  return toMoneyString(sum(Object.entries(conteo).map(([clave, cantidad]) => subtotalDenominacion(clave, cantidad))));
}

/** A count as the API takes it: known keys only, whole non-negative quantities; zeros are dropped. */
export const conteoSchema = z
  .record(
    z.string().refine((clave) => clave in VALOR_DENOMINACION, {
      message: MENSAJES.campos.oneOf(Object.keys(VALOR_DENOMINACION)),
    }),
    z.coerce
      .number({ error: MENSAJES.campos.integer })
      .int(MENSAJES.campos.integer)
      .min(0, MENSAJES.campos.valorInvalido)
      .max(MAX_PIEZAS, MENSAJES.campos.maxValue(MAX_PIEZAS + 1)),
  )
  .transform((conteo) => Object.fromEntries(Object.entries(conteo).filter(([, n]) => n > 0)) as Conteo);

/** When a count comes with an amount, the two must agree (the amount is what gets stored). */
function conteoCoincide(data: { conteo?: Conteo | null }, monto: string): boolean {
  return !data.conteo || dec(totalConteo(data.conteo)).equals(dec(monto));
}

// ---------------------------------------------------------------------------------------------
// Request bodies.

export const cajaInputSchema = z.object({
  nombre: zRequiredString(100),
  /** Defaults to the request's branch. */
  sucursal: zOptional(zIntId()).optional(),
});
export type CajaInput = z.input<typeof cajaInputSchema>;

export const aperturaInputSchema = z
  .object({ total_apertura: zMoney(), caja: zIntId(), conteo: zOptional(conteoSchema).optional() })
  .refine((d) => conteoCoincide(d, d.total_apertura), {
    path: ['total_apertura'],
    message: MENSAJES.cajas.conteoNoCoincide,
  });
export type AperturaInput = z.input<typeof aperturaInputSchema>;

export const cierreInputSchema = z
  .object({
    total_efectivo_cierre: zMoney(),
    concepto_cierre: zRequiredString(500),
    conteo: zOptional(conteoSchema).optional(),
  })
  .refine((d) => conteoCoincide(d, d.total_efectivo_cierre), {
    path: ['total_efectivo_cierre'],
    message: MENSAJES.cajas.conteoNoCoincide,
  });
export type CierreInput = z.input<typeof cierreInputSchema>;

/** The movements a user records by hand; sales and collections come from their own flows (P3-03). */
export const TIPOS_MOVIMIENTO_MANUAL = [TIPOS_MOVIMIENTO_CAJA.INGRESO, TIPOS_MOVIMIENTO_CAJA.RETIRO] as const;

export const movimientoInputSchema = z
  .object({
    tipo: z.coerce
      .number({ error: MENSAJES.cajas.movimientoNoManual })
      .refine(
        (t): t is (typeof TIPOS_MOVIMIENTO_MANUAL)[number] =>
          (TIPOS_MOVIMIENTO_MANUAL as readonly number[]).includes(t),
        MENSAJES.cajas.movimientoNoManual,
      ),
    monto_efectivo: zMoney().refine((m) => dec(m).greaterThan(0), MENSAJES.campos.minValue(0)),
    total: zOptional(zMoney()).optional(),
    apertura_cierre_caja: zIntId(),
    // The spec's payload is {tipo, monto_efectivo, total, apertura_cierre_caja} (000 §7): a reason is welcome, not required.
    concepto: z
      .string({ error: MENSAJES.campos.valorInvalido })
      .trim()
      .max(500, MENSAJES.campos.maxLength(500))
      .optional()
      .default(''),
  })
  .refine((d) => d.total == null || dec(d.total).equals(dec(d.monto_efectivo)), {
    path: ['total'],
    message: MENSAJES.cajas.totalDistintoEfectivo,
  });
export type MovimientoInput = z.input<typeof movimientoInputSchema>;

export const anularMovimientoInputSchema = z.object({ movimiento: zIntId(), concepto_anulado: zRequiredString(500) });

// ---------------------------------------------------------------------------------------------
// Responses. Money is a decimal string.

export const cajaSchema = z.object({
  id: zId,
  nombre: z.string(),
  sucursal: referenciaSchema,
  /** A session is open on it (it cannot be deleted then). */
  abierta: z.boolean(),
  activo: z.boolean(),
  creado: zDateTime,
  modificado: zDateTime,
});
export type Caja = z.infer<typeof cajaSchema>;

/** The user's open session, as `usuarios/me` and the sale screens see it. */
export const cajaActivaSchema = z.object({
  /** The session (apertura_cierre_caja) id. */
  id: zId,
  /** The same session id, under the name the sale screens use. */
  apertura_id: zId,
  caja: referenciaSchema,
  /** The register's name (same as caja.nombre). */
  nombre: z.string(),
  sucursal_id: zId,
  fecha_apertura: zDateTime,
  /** P3-39: opened on an earlier day with `conf_caja_forzar_cierre` on: close it before selling. */
  requiere_cierre: z.boolean(),
});
export type CajaActiva = z.infer<typeof cajaActivaSchema>;

export const totalFormaPagoSchema = z.object({
  /** A FormaPago code. */
  forma_pago: z.string(),
  nombre: z.string(),
  /**
   * What the movements say the register took in this form (for cash: opening + movements); null
   * for cash while a blind count hides it (`conf_caja_conteo_ciego`).
   */
  esperado: zDecimal.nullable(),
  /** Counted at closing: cash only; null for other forms and while open. */
  contado: zDecimal.nullable(),
  /** contado − esperado (negative = missing); null when nothing was counted. */
  diferencia: zDecimal.nullable(),
});
export type TotalFormaPago = z.infer<typeof totalFormaPagoSchema>;

/** A bill and coin count as the API answers it. */
const conteoRespuestaSchema = z.record(z.string(), z.number().int().nonnegative());

/** A row of the openings and closings report. */
export const aperturaCierreFilaSchema = z.object({
  id: zId,
  caja: referenciaSchema,
  sucursal: referenciaSchema.nullable(),
  usuario: referenciaSchema,
  usuario_cierre: referenciaSchema.nullable(),
  abierta: z.boolean(),
  requiere_cierre: z.boolean(),
  fecha_apertura: zDateTime,
  fecha_cierre: zDateTime.nullable(),
  total_apertura: zDecimal,
  /** Cash in the drawer now (open) or expected at closing. */
  total_efectivo: zDecimal,
  total_efectivo_cierre: zDecimal.nullable(),
  concepto_cierre: z.string().nullable(),
  /** Expected cash frozen at closing (000 §3). */
  total_actual: zDecimal.nullable(),
  diferencia: zDecimal.nullable(),
});
export type AperturaCierreFila = z.infer<typeof aperturaCierreFilaSchema>;

export const aperturaCierreSchema = aperturaCierreFilaSchema.extend({
  /**
   * Null while the session is open under a blind count (`conf_caja_conteo_ciego`) and the reader
   * is its cashier: the expected cash shows once the count is in, at closing.
   */
  total_efectivo: zDecimal.nullable(),
  /** The expected cash is hidden from this reader until closing (blind count). */
  esperado_oculto: z.boolean(),
  conteo_apertura: conteoRespuestaSchema.nullable(),
  conteo_cierre: conteoRespuestaSchema.nullable(),
  totales: z.array(totalFormaPagoSchema),
});
export type AperturaCierre = z.infer<typeof aperturaCierreSchema>;

export const movimientoCajaSchema = z.object({
  id: zId,
  tipo: z.literal(Object.values(TIPOS_MOVIMIENTO_CAJA)),
  tipo_nombre: z.string(),
  monto_efectivo: zDecimal,
  total: zDecimal,
  concepto: z.string(),
  /** The register session the movement belongs to (000 §3 Cash movement). */
  apertura_cierre_caja: zId,
  venta_id: zId.nullable(),
  usuario: referenciaSchema,
  anulado: z.boolean(),
  concepto_anulado: z.string().nullable(),
  anulado_por: referenciaSchema.nullable(),
  fecha_anulado: zDateTime.nullable(),
  /** Set on the row that reverses an annulled movement. */
  reversa_de: zId.nullable(),
  creado: zDateTime,
});
export type MovimientoCaja = z.infer<typeof movimientoCajaSchema>;
