/**
 * Purchasing (001 §3 Supplier, §5 "New purchase order", §7 "Purchasing and payables"; DECISIONS
 * P3-42, P3-50, P3-76): the supplier's request and response shapes.
 */
import { z } from 'zod';
import { zDate, zDateTime, zDecimal, zId } from '../api';
import { MENSAJES } from '../messages';
import type Decimal from 'decimal.js';
import { add, compare, dec, div, mul, roundMoney, type DecimalInput } from '../money';
import { cuentaPagarSchema } from './payables';
import { phone } from '../validation/fields';
import { isValidEmail } from '../validation/email';
import { withValidators, zCantidad, zMoney, zRequiredString } from '../validation/zod';

/** Supplier types (P3-42): 1 Importación, 2 Local, 3 Servicios. */
export const TIPOS_PROVEEDOR = { IMPORTACION: 1, LOCAL: 2, SERVICIOS: 3 } as const;
export type TipoProveedor = (typeof TIPOS_PROVEEDOR)[keyof typeof TIPOS_PROVEEDOR];
export const VALORES_TIPO_PROVEEDOR = Object.values(TIPOS_PROVEEDOR);

export const NOMBRES_TIPO_PROVEEDOR: Record<TipoProveedor, string> = {
  1: 'Importación',
  2: 'Local',
  3: 'Servicios',
};

const texto = (max: number) =>
  z
    .string({ error: MENSAJES.campos.valorInvalido })
    .trim()
    .max(max, MENSAJES.campos.maxLength(max))
    .nullish()
    .transform((v) => v ?? '');

/** Body of `POST proveedores` and `PUT proveedores/{id}`. */
export const proveedorInputSchema = z.object({
  nombre: zRequiredString(200),
  tipo_proveedor: z.coerce
    .number({ error: MENSAJES.campos.oneOf(VALORES_TIPO_PROVEEDOR) })
    .refine(
      (v): v is TipoProveedor => (VALORES_TIPO_PROVEEDOR as readonly number[]).includes(v),
      MENSAJES.campos.oneOf(VALORES_TIPO_PROVEEDOR),
    ),
  /** Credit the supplier gives: a credit order above it is refused (P3-76). 0 = no credit. */
  limite_credito: z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : v), zMoney(2)),
  nit: texto(30),
  telefono: withValidators(texto(30), phone()),
  correo: texto(254).refine((v) => v === '' || isValidEmail(v), MENSAJES.campos.email),
  direccion: texto(300),
  contacto: texto(200),
});
export type ProveedorInput = z.input<typeof proveedorInputSchema>;
export type ProveedorDatos = z.output<typeof proveedorInputSchema>;

/** A supplier as the API answers it. */
export const proveedorSchema = z.object({
  id: zId,
  nombre: z.string(),
  tipo_proveedor: z.number().int(),
  limite_credito: zDecimal,
  nit: z.string(),
  telefono: z.string(),
  correo: z.string(),
  direccion: z.string(),
  contacto: z.string(),
  creado: zDateTime,
  modificado: zDateTime,
});
export type Proveedor = z.infer<typeof proveedorSchema>;

// ---------------------------------------------------------------------------------------------
// Purchase orders (001 §5 "New purchase order"; P3-49, P3-71, P3-72, P3-75, P3-76).

/** Origin (P3-72): 1 Importación (costs in dollars × tipo_cambio), 2 Local (quetzales). */
export const ORIGENES_COMPRA = { IMPORTACION: 1, LOCAL: 2 } as const;
/** Purchase type (P3-49): 1 crédito (payment plan, supplier credit limit), 2 contado. */
export const TIPOS_COMPRA = { CREDITO: 1, CONTADO: 2 } as const;
/** Payment plan of a credit purchase (P3-49): immediate, N days, or a custom due date and period. */
export const PLAZO_INMEDIATO = 'inmediato';
export const PLAZO_PERSONALIZADO = 'personalizado';
/** List tabs of `GET ordenes_compra?estado=`: active orders and finished (or annulled) ones. */
export const ESTADOS_LISTA_COMPRA = ['activas', 'finalizadas'] as const;

/**
 * Landed unit cost in quetzales (P3-72): origin 1 converts dollars with `tipo_cambio`; an import
 * cost above 0 adds its percentage. Kept exact: it feeds the average cost at reception. The new
 * order screen and the server compute it the same way.
 */
export function landedUnitCost(
  costo: DecimalInput,
  origen: number,
  tipoCambio: DecimalInput,
  costoImportacion: DecimalInput,
): Decimal {
  const quetzales = origen === ORIGENES_COMPRA.IMPORTACION ? mul(costo, tipoCambio) : dec(costo);
  return compare(costoImportacion, 0) > 0 ? mul(quetzales, add(1, div(costoImportacion, 100))) : quetzales;
}

/** A line's subtotal in quetzales: quantity × landed unit cost, rounded to the cent. */
export function lineSubtotal(
  cantidad: DecimalInput,
  costo: DecimalInput,
  origen: number,
  tipoCambio: DecimalInput,
  costoImportacion: DecimalInput,
): Decimal {
  return roundMoney(mul(cantidad, landedUnitCost(costo, origen, tipoCambio, costoImportacion)));
}

const opcion = (valores: readonly number[], message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: message }).refine((v) => valores.includes(v), message),
  );

const fechaRequerida = z.iso.date({ error: MENSAJES.campos.required });
const montoOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), zMoney(2).optional());

/** JSON text (a multipart field) or the value itself. */
const jsonOrValue = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

export const ordenCompraDetalleInputSchema = z.object({
  producto: z.coerce.number({ error: MENSAJES.campos.required }).int().positive(),
  cantidad: zCantidad(),
  /** Unit cost in the order's currency (dollars for origin 1), at least 0.01. */
  costo: zMoney(2).refine((v) => Number(v) >= 0.01, MENSAJES.campos.minValue('0.01')),
});

/** Body of `POST ordenes_compra` (JSON, or multipart with `detalles` as JSON text). */
export const ordenCompraInputSchema = z
  .object({
    proveedor: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().positive().optional(),
    ),
    sucursal_destino: z.coerce.number({ error: MENSAJES.campos.required }).int().positive(),
    fecha: fechaRequerida,
    numero_documento: zRequiredString(60),
    origen: opcion(Object.values(ORIGENES_COMPRA), MENSAJES.ordenesCompra.seleccioneOrigen),
    tipo_compra: opcion(Object.values(TIPOS_COMPRA), MENSAJES.ordenesCompra.seleccioneTipoCompra),
    tipo_cambio: montoOpcional,
    costo_importacion: montoOpcional,
    descripcion: texto(1000),
    banco: texto(200),
    plazo_pago: z
      .string()
      .trim()
      .regex(/^(inmediato|personalizado|\d{1,3})$/, MENSAJES.campos.valorInvalido)
      .optional(),
    fecha_limite: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.date().optional()),
    periodo_pago: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(1, MENSAJES.campos.minValue(1)).optional(),
    ),
    detalles: z.preprocess(jsonOrValue, z.array(ordenCompraDetalleInputSchema).max(500).optional()),
    /** The screen's total: the server computes its own. */
    total: z.unknown().optional(),
  })
  .superRefine((o, ctx) => {
    if (o.origen === ORIGENES_COMPRA.IMPORTACION) {
      for (const field of ['tipo_cambio', 'costo_importacion'] as const)
        if (o[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: MENSAJES.campos.required });
    }
    if (o.tipo_compra === TIPOS_COMPRA.CREDITO && o.plazo_pago === PLAZO_PERSONALIZADO) {
      for (const field of ['fecha_limite', 'periodo_pago'] as const)
        if (o[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: MENSAJES.campos.required });
    }
  });
export type OrdenCompraDatos = z.output<typeof ordenCompraInputSchema>;

export const anularOrdenCompraSchema = z.object({
  id: z.coerce.number({ error: MENSAJES.campos.required }).int().positive(),
  concepto_anulado: zRequiredString(500),
});

const referencia = z.object({ id: zId, nombre: z.string() });

export const ordenCompraDetalleSchema = z.object({
  id: zId,
  producto: z.object({ id: zId, codigo: z.string(), nombre: z.string() }),
  cantidad: zDecimal,
  costo: zDecimal,
  /** Landed unit cost in quetzales: costo (× tipo_cambio) × (1 + costo_importacion/100). */
  costo_unitario: zDecimal,
  subtotal: zDecimal,
  cantidad_recibida: zDecimal,
  cantidad_faltante: zDecimal,
});

export const ordenCompraSchema = z.object({
  id: zId,
  fecha: zDate,
  proveedor: referencia,
  sucursal_destino: referencia,
  numero_documento: z.string(),
  tipo_compra: z.number().int(),
  origen: z.number().int(),
  tipo_cambio: zDecimal,
  costo_importacion: zDecimal,
  descripcion: z.string(),
  banco: z.string(),
  plazo_pago: z.string().nullable(),
  fecha_limite: zDate.nullable(),
  periodo_pago: z.number().int().nullable(),
  total: zDecimal,
  entrega_completada: z.boolean(),
  pago_finalizado: z.boolean(),
  finalizada: z.boolean(),
  anulada: z.boolean(),
  concepto_anulado: z.string(),
  creado: zDateTime,
  /** A credit purchase's account payable (001 §3 `cuenta_cobrarpagar`); null for a cash purchase. */
  cuenta_cobrarpagar: cuentaPagarSchema.nullable(),
  detalles: z.array(ordenCompraDetalleSchema),
  /** Documents attached when the order was created; `url` downloads one (same company only). */
  adjuntos: z.array(z.object({ id: zId, nombre: z.string(), tamano: z.number().int(), url: z.string() })),
  /** Each reception visit, oldest first: its document, note and what arrived per line. */
  recepciones: z.array(
    z.object({
      id: zId,
      num_documento: z.string(),
      nota: z.string(),
      usuario: z.string(),
      creado: zDateTime,
      detalles: z.array(z.object({ detalle_id: zId, cantidad: zDecimal, nota: z.string() })),
    }),
  ),
});
export type OrdenCompra = z.infer<typeof ordenCompraSchema>;

// ---------------------------------------------------------------------------------------------
// Receptions of purchase orders (001 §5 "Purchase reception"; P3-73).

/** `estado_despacho` of `GET recepcion_ordenes_compra`: 10 something still pending, 20 delivery complete. */
export const ESTADOS_RECEPCION_COMPRA = { PENDIENTE: 10, RECIBIDA: 20 } as const;

/** Body of `PUT recepcion_ordenes_compra/{id}`: what arrived on this visit, per order line. */
export const recepcionOrdenCompraSchema = z.object({
  num_documento: texto(60),
  nota: texto(500),
  detalles: z
    .array(
      z.object({
        id: z.coerce.number({ error: MENSAJES.campos.required }).int().positive(),
        a_recibir: z.preprocess(
          (v) => (v === '' || v === null || v === undefined ? '0' : v),
          z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
        ),
        nota: texto(500),
      }),
    )
    .min(1, MENSAJES.ordenesCompra.sinProductos),
});
export type RecepcionOrdenCompra = z.output<typeof recepcionOrdenCompraSchema>;

/**
 * A row of `GET ordenes_compra/productos` (not in the spec: the new order's product panel, 001 §2):
 * name, code, last cost in Q and $, last supplier and stock in the destination branch.
 */
export const productoCompraSchema = z.object({
  id: zId,
  codigo: z.string(),
  nombre: z.string(),
  codigo_barras: z.string(),
  a_granel: z.boolean(),
  /** Stock in base units in the request's branch (every branch with `sucursal=empresa`). */
  inventario: zDecimal,
  /** Last cost per base unit in quetzales and in dollars. */
  ultimo_costo: zDecimal,
  costo_dolares: zDecimal,
  ultimo_proveedor: referencia.nullable(),
});
export type ProductoCompra = z.infer<typeof productoCompraSchema>;
