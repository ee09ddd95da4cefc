import { z } from 'zod';
import { pageSchema, referenciaSchema, zDateTime, zDecimal, zId } from '../api';
import { MENSAJES } from '../messages';
import { parseMoneyInput } from '../money';
import { CANTIDAD_MAX_INTEGER_DIGITS, zIntId, zOptional, zRequiredString } from '../validation/zod';

/** Dispatch states (DECISIONS P3-09): 10 pending reception, 20 received. Tabs follow 001 (pending / sent). */
export const ESTADOS_DESPACHO = { PENDIENTE: 10, RECIBIDO: 20 } as const;
export type EstadoDespacho = (typeof ESTADOS_DESPACHO)[keyof typeof ESTADOS_DESPACHO];

export const NOMBRES_ESTADO_DESPACHO: Record<EstadoDespacho, string> = {
  10: MENSAJES.despachos.pendiente,
  20: MENSAJES.despachos.recibidoEstado,
};

/** Orderable fields of the dispatch lists; default `-creado` (001 §9). */
export const ORDEN_DESPACHOS = ['creado', 'numero', 'fecha_recepcion', 'sucursal_origen', 'sucursal_destino'] as const;
export const ORDEN_DESPACHOS_POR_DEFECTO = '-creado';

const MAX_LINEAS = 500;

/**
 * A line quantity (001 §1.4): ≥ 0, empty reads 0, at most 3 decimals; output is the decimal string
 * ("12.000"). Whether the product takes decimals (bulk only) is checked where it is known.
 */
export function zCantidadLinea() {
  return z
    .union([z.string(), z.number(), z.null(), z.undefined()], { error: MENSAJES.campos.money })
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return '0.000';
      const parsed = parseMoneyInput(value, 3, { negativo: true });
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: MENSAJES.campos.money });
        return z.NEVER;
      }
      if (parsed.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message: MENSAJES.campos.minValue(0) });
        return z.NEVER;
      }
      if (parsed.split('.')[0]!.length > CANTIDAD_MAX_INTEGER_DIGITS) {
        ctx.addIssue({
          code: 'custom',
          message: MENSAJES.campos.maxValue(`1${'0'.repeat(CANTIDAD_MAX_INTEGER_DIGITS)}`),
        });
        return z.NEVER;
      }
      return parsed;
    });
}

/**
 * Body of `POST despachos`: `productos` [{id, cantidad_despachada, fraccion?}] (a presentation's
 * quantity is converted to base units), `sucursal_destino`, `responsable_transporte`. Lines at 0 are
 * left out; at least one must be above 0.
 */
export const despachoInputSchema = z.object({
  productos: z
    .array(
      z.object({
        id: zIntId(),
        cantidad_despachada: zCantidadLinea(),
        fraccion: zOptional(zIntId())
          .optional()
          .transform((v) => v ?? null),
      }),
      { error: MENSAJES.despachos.sinProductos },
    )
    .min(1, MENSAJES.despachos.sinProductos)
    .max(MAX_LINEAS, MENSAJES.campos.maxLength(MAX_LINEAS)),
  sucursal_destino: zIntId(),
  responsable_transporte: zRequiredString(150),
});
export type DespachoInput = z.input<typeof despachoInputSchema>;
export type DespachoDatos = z.output<typeof despachoInputSchema>;

/** Body of `DELETE despachos/{id}` (or its query string, P3-78): the reason. */
export const anulacionDespachoSchema = z.object({
  motivo: z
    .string({ error: MENSAJES.despachos.motivoRequerido })
    .trim()
    .min(1, MENSAJES.despachos.motivoRequerido)
    .max(500, MENSAJES.campos.maxLength(500)),
});

/**
 * Why a line arrived short (issue 16): missing from the load, damaged on the road, or lost. A short
 * line without one is recorded as `FALTANTE`; a complete line has none.
 */
export const MOTIVOS_DIFERENCIA = { FALTANTE: 10, DANADO: 20, EXTRAVIADO: 30 } as const;
export type MotivoDiferencia = (typeof MOTIVOS_DIFERENCIA)[keyof typeof MOTIVOS_DIFERENCIA];
export const NOMBRES_MOTIVO_DIFERENCIA: Readonly<Record<MotivoDiferencia, string>> =
  MENSAJES.despachos.motivosDiferencia;
const MOTIVOS = Object.values(MOTIVOS_DIFERENCIA);

/** Body of `PUT recepcion_despachos/{id}`: every line's received quantity and, when short, its note and reason. */
export const recepcionDespachoInputSchema = z.object({
  detalles: z
    .array(
      z.object({
        id: zIntId(),
        cantidad_recibido: zCantidadLinea(),
        nota: z
          .string({ error: MENSAJES.campos.valorInvalido })
          .trim()
          .max(500, MENSAJES.campos.maxLength(500))
          .nullish()
          .transform((v) => v ?? ''),
        motivo_diferencia: zOptional(
          z.coerce
            .number({ error: MENSAJES.campos.oneOf(MOTIVOS) })
            .refine((n): n is MotivoDiferencia => (MOTIVOS as number[]).includes(n), MENSAJES.campos.oneOf(MOTIVOS)),
        ).optional(),
      }),
      { error: MENSAJES.despachos.faltanLineas },
    )
    .min(1, MENSAJES.despachos.faltanLineas)
    .max(MAX_LINEAS, MENSAJES.campos.maxLength(MAX_LINEAS)),
});
export type RecepcionDespachoInput = z.input<typeof recepcionDespachoInputSchema>;
export type RecepcionDespachoDatos = z.output<typeof recepcionDespachoInputSchema>;

// ---------------------------------------------------------------------------------------------
// Responses. Quantities are base units with the product's decimals (3 for bulk, else 0); money has
// the company's decimals and is valued at the cost per base unit when the goods left.

/** A reception line (001 §4): cantidad dispatched, cantidad_recibido, nota, tiene_alerta. */
export const despachoDetalleSchema = z.object({
  id: zId,
  producto: z.object({ id: zId, codigo: z.string(), nombre: z.string(), tipo_producto: z.number().int() }),
  fraccion: referenciaSchema.nullable(),
  /** As entered, in the presentation's units. */
  cantidad_despachada: zDecimal,
  /** Base units that left the origin. */
  cantidad: zDecimal,
  cantidad_recibido: zDecimal.nullable(),
  /** Base units short (sent − received); 0 until received. */
  diferencia: zDecimal,
  nota: z.string(),
  tiene_alerta: z.boolean(),
  /** Why it came short (`MOTIVOS_DIFERENCIA`); null when complete or not yet received. */
  motivo_diferencia: z.number().int().nullable(),
  costo_unitario: zDecimal,
  subtotal: zDecimal,
  valor_diferencia: zDecimal,
});
export type DespachoDetalle = z.infer<typeof despachoDetalleSchema>;

export const despachoSchema = z.object({
  id: zId,
  numero: z.number().int(),
  estado: z.union([z.literal(10), z.literal(20)]),
  estado_nombre: z.string(),
  anulado: z.boolean(),
  motivo_anulacion: z.string().nullable(),
  creado: zDateTime,
  fecha_recepcion: zDateTime.nullable(),
  fecha_anulacion: zDateTime.nullable(),
  sucursal_origen: referenciaSchema,
  sucursal_destino: referenciaSchema,
  responsable_transporte: z.string(),
  usuario: referenciaSchema,
  usuario_recibio: referenciaSchema.nullable(),
  usuario_anulo: referenciaSchema.nullable(),
  tiene_alerta: z.boolean(),
  total: zDecimal,
  total_diferencia: zDecimal,
  cantidad_productos: z.number().int(),
  detalles: z.array(despachoDetalleSchema),
});
export type Despacho = z.infer<typeof despachoSchema>;

/** A row of the dispatch lists and report: the header without its lines. */
export const despachoFilaSchema = despachoSchema.omit({ detalles: true });
export type DespachoFila = z.infer<typeof despachoFilaSchema>;

export const despachosPageSchema = pageSchema(despachoFilaSchema);

/** `GET despachos/reporte`: a page plus the value sent and the value short of every matching row. */
export const reporteDespachosSchema = pageSchema(despachoFilaSchema).extend({
  total: zDecimal,
  total_diferencia: zDecimal,
});
export type ReporteDespachos = z.infer<typeof reporteDespachosSchema>;
