/**
 * Returns, credit notes and vouchers (issue 13; SCOPE §1.1; spec 000 §2, §3 "Return filter",
 * "Return invoice", "Chosen return line", "Additional note items", §5 Payments and Returns, §7;
 * DECISIONS P3-20, P3-21, P3-22, P3-45): request bodies, query shapes and wire shapes shared by the
 * API and the return screens. Money and quantities travel as decimal strings.
 */
import { z } from 'zod';
import { MENSAJES } from '../messages';
import { dec } from '../money';
import { pageSchema, referenciaSchema, zDateTime, zDecimal, zId } from '../api';
import { zBooleanish, zIntId, zMoney, zRequiredString } from '../validation/zod';

const M = MENSAJES.devoluciones;

// ---------------------------------------------------------------------------------------------
// Constants.

/** Return reasons (000 §9): 10 defective (default), 20, 30, 40; 50 discount, credit notes only. */
export const MOTIVOS_DEVOLUCION = {
  DEFECTUOSO: 10,
  NO_CUMPLE_EXPECTATIVAS: 20,
  GARANTIA: 30,
  NO_COINCIDE_ANUNCIO: 40,
  DESCUENTO: 50,
} as const;
export type MotivoDevolucion = (typeof MOTIVOS_DEVOLUCION)[keyof typeof MOTIVOS_DEVOLUCION];
export const MOTIVO_DEVOLUCION_POR_DEFECTO: MotivoDevolucion = MOTIVOS_DEVOLUCION.DEFECTUOSO;
/** Spanish labels (P3-22). */
export const NOMBRES_MOTIVO_DEVOLUCION: Readonly<Record<MotivoDevolucion, string>> = M.motivos;
export const MOTIVOS_DEVOLUCION_LISTA = Object.values(MOTIVOS_DEVOLUCION);
/** The reasons a voucher return offers: 50 (discount) only exists on FEL credit notes. */
export const MOTIVOS_VALE = MOTIVOS_DEVOLUCION_LISTA.filter((m) => m !== MOTIVOS_DEVOLUCION.DESCUENTO);

/** A return's voucher or credit note: 10 valid (not yet redeemed), 20 redeemed, 30 annulled. */
export const ESTADOS_DEVOLUCION = { VIGENTE: 10, CANJEADO: 20, ANULADO: 30 } as const;
export type EstadoDevolucion = (typeof ESTADOS_DEVOLUCION)[keyof typeof ESTADOS_DEVOLUCION];
export const NOMBRES_ESTADO_DEVOLUCION: Readonly<Record<EstadoDevolucion, string>> = M.estados;

/** What a return produced (P3-20): an internal voucher, or an FEL credit note (NCRE). */
export const TIPOS_DEVOLUCION = { VALE: 'VALE', NCRE: 'NCRE' } as const;
export type TipoDevolucion = (typeof TIPOS_DEVOLUCION)[keyof typeof TIPOS_DEVOLUCION];

/** Additional note items: 10 a fixed amount, 20 a percentage of the invoice total (000 §3). */
export const TIPOS_ADICION_NOTA = { MONTO_FIJO: 10, PORCENTAJE: 20 } as const;
export type TipoAdicionNota = (typeof TIPOS_ADICION_NOTA)[keyof typeof TIPOS_ADICION_NOTA];
export const NOMBRES_TIPO_ADICION_NOTA: Readonly<Record<TipoAdicionNota, string>> = M.tiposAdicion;

/** Default order of the returns list (000 §9). */
export const ORDEN_DEVOLUCIONES_POR_DEFECTO = '-creado';

/** Voucher codes: unambiguous characters (no 0/O, 1/I/L), long enough not to be guessed. */
export const ALFABETO_CODIGO_VALE = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const LARGO_CODIGO_VALE = 10;

// ---------------------------------------------------------------------------------------------
// Rules shared by the screens and the server.

/**
 * The money of a chosen line (000 §9): precio × porcentaje_precio / 100 × cantidad, unrounded
 * (the server rounds to the company's decimals and caps it at what was charged for those units).
 */
export function precioCalculado(precio: string, porcentajePrecio: string, cantidad: string): string {
  return dec(precio).times(dec(porcentajePrecio)).dividedBy(100).times(dec(cantidad)).toFixed();
}

/**
 * The quantity rule of the selection screen (000 §5 Returns): negative becomes 0 and is flagged,
 * above the available amount is capped, empty is flagged.
 */
export function ajustarCantidadDevolucion(
  texto: string | null | undefined,
  disponible: string,
): { cantidad: string; requerido: boolean } {
  const limpio = (texto ?? '').trim();
  if (limpio === '' || Number.isNaN(Number(limpio))) return { cantidad: '', requerido: true };
  const valor = dec(limpio);
  if (valor.isNegative()) return { cantidad: '0', requerido: true };
  if (valor.greaterThan(dec(disponible))) return { cantidad: dec(disponible).toFixed(), requerido: false };
  return { cantidad: valor.toFixed(), requerido: valor.isZero() };
}

// ---------------------------------------------------------------------------------------------
// Requests.

/** Empty filter values from forms mean "not sent". */
const blank = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), schema.optional());

const fecha = blank(z.iso.date({ error: MENSAJES.campos.fechaFormato }));
const unoDe = (valores: readonly number[]) =>
  blank(
    z.coerce
      .number({ error: MENSAJES.campos.oneOf(valores) })
      .refine((n) => valores.includes(n), MENSAJES.campos.oneOf(valores)),
  );

/**
 * `GET devoluciones` (000 §7): the list with its filters (`estado` empty = all), or, with
 * `codigo`, the voucher lookup of the POS. `todos` answers every row without paging.
 */
export const devolucionesQuerySchema = z.object({
  page: blank(z.coerce.number().int().min(1)),
  page_size: blank(z.coerce.number().int().min(1).max(1000)),
  ordering: blank(z.string().trim()),
  sort: blank(z.string().trim()),
  search: blank(z.string().trim().max(200, MENSAJES.campos.maxLength(200))),
  fecha_inicial: fecha,
  fecha_final: fecha,
  usuario_id: blank(zIntId()),
  cliente_id: blank(zIntId()),
  estado: unoDe(Object.values(ESTADOS_DEVOLUCION)),
  codigo: blank(z.string().trim().max(40, MENSAJES.campos.maxLength(40))),
  todos: blank(zBooleanish()),
});
export type DevolucionesQuery = z.input<typeof devolucionesQuerySchema>;

/** `GET devoluciones/getFactura` (P3-20): the sale's code or its FEL `serie-numero`; a pick when several match. */
export const getFacturaQuerySchema = z.object({
  codigo: zRequiredString(60),
  /** The sale id picked among several matches. */
  factura_seleccionada: blank(zIntId()),
  /** The FEL document id picked among several matches. */
  id_factura: blank(zIntId()),
});
export type GetFacturaQuery = z.input<typeof getFacturaQuerySchema>;

const porcentajePrecio = z
  .union([z.string(), z.number()], { error: MENSAJES.campos.money })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, MENSAJES.campos.percent(0, 100))
      .refine((v) => dec(v).lessThanOrEqualTo(100) && dec(v).greaterThan(0), MENSAJES.campos.percent(0, 100)),
  );

const cantidadDevuelta = z
  .union([z.string(), z.number()], { error: MENSAJES.campos.money })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, MENSAJES.campos.campoRequerido)
      .regex(/^\d+(\.\d{1,3})?$/, MENSAJES.campos.negativo)
      .refine((v) => dec(v).greaterThan(0), MENSAJES.campos.campoRequerido)
      .refine((v) => dec(v).lessThan(1e9), MENSAJES.campos.maxValue(1e9)),
  );

const motivo = z.coerce
  .number({ error: MENSAJES.campos.oneOf(MOTIVOS_DEVOLUCION_LISTA) })
  .refine(
    (m): m is MotivoDevolucion => (MOTIVOS_DEVOLUCION_LISTA as number[]).includes(m),
    MENSAJES.campos.oneOf(MOTIVOS_DEVOLUCION_LISTA),
  );

const nota = z
  .string()
  .trim()
  .max(500, MENSAJES.campos.maxLength(500))
  .nullish()
  .transform((v) => v ?? '');

/**
 * A chosen line of `POST devoluciones` (000 §3 "Chosen return line"): `id` is the sale line
 * (`productos[].id` of getFactura); an additional note item sends `adicion_id` instead. `precio`
 * and `precio_calculado` may be sent for display, the server works them out again.
 */
export const lineaDevolucionInputSchema = z
  .object({
    id: blank(zIntId()),
    adicion_id: blank(zIntId()),
    key: z.unknown().optional(),
    cantidad: cantidadDevuelta,
    motivo: motivo.default(MOTIVO_DEVOLUCION_POR_DEFECTO),
    ingreso_bodega: zBooleanish().default(true),
    nota,
    porcentaje_precio: porcentajePrecio.default('100'),
    precio: z.unknown().optional(),
    precio_calculado: z.unknown().optional(),
  })
  .refine((l) => (l.id === undefined) !== (l.adicion_id === undefined), {
    path: ['id'],
    message: MENSAJES.campos.campoRequerido,
  });
export type LineaDevolucionInput = z.input<typeof lineaDevolucionInputSchema>;

/** `POST devoluciones` {productos, concepto, venta, id_factura} (P3-21: `concepto` required). */
export const devolucionInputSchema = z.object({
  productos: z.array(lineaDevolucionInputSchema, { error: M.seleccioneProducto }).min(1, M.seleccioneProducto).max(200),
  concepto: z
    .string({ error: MENSAJES.campos.campoRequerido })
    .trim()
    .min(1, MENSAJES.campos.campoRequerido)
    .max(500, MENSAJES.campos.maxLength(500)),
  /** The sale returned from. */
  venta: zIntId(),
  /** The sale's FEL document, when it has one (informative: the server reads it from the sale). */
  id_factura: blank(zIntId()),
});
export type DevolucionInput = z.input<typeof devolucionInputSchema>;
export type DevolucionDatos = z.output<typeof devolucionInputSchema>;

/** `PUT devoluciones/{id}/anular` {motivo} (P3-21). */
export const anularDevolucionInputSchema = z.object({
  motivo: z
    .string({ error: MENSAJES.campos.campoRequerido })
    .trim()
    .min(1, MENSAJES.campos.campoRequerido)
    .max(500, MENSAJES.campos.maxLength(500)),
});
export type AnularDevolucionInput = z.input<typeof anularDevolucionInputSchema>;

/** `GET notas_credito_fel/consultar` {codigo_nota_credito} (000 §7). */
export const consultarNotaCreditoQuerySchema = z.object({ codigo_nota_credito: zRequiredString(40) });

/** Admin CRUD of `adiciones_nota_fel` (flag `conf_adicionales_nota_fel`). */
export const adicionNotaInputSchema = z
  .object({
    nombre: zRequiredString(100),
    tipo: z.coerce
      .number({ error: MENSAJES.campos.oneOf(Object.values(TIPOS_ADICION_NOTA)) })
      .refine(
        (t): t is TipoAdicionNota => (Object.values(TIPOS_ADICION_NOTA) as number[]).includes(t),
        MENSAJES.campos.oneOf(Object.values(TIPOS_ADICION_NOTA)),
      ),
    valor: zMoney(),
  })
  .refine((a) => a.tipo !== TIPOS_ADICION_NOTA.PORCENTAJE || dec(a.valor).lessThanOrEqualTo(100), {
    path: ['valor'],
    message: M.porcentajeAdicion,
  });
export type AdicionNotaInput = z.input<typeof adicionNotaInputSchema>;

// ---------------------------------------------------------------------------------------------
// Responses.

const clienteSchema = z.object({ id: zId.nullable(), nit: z.string(), nombre: z.string() });

/** A sale line as the return screens see it: what was sold and what may still be returned. */
export const productoFacturaDevolucionSchema = z.object({
  /** The sale line id: send it back as `productos[].id`. */
  id: zId,
  producto_id: zId,
  fraccion_id: zId.nullable(),
  codigo: z.string(),
  nombre: z.string(),
  /** Bulk products take decimals (3); others whole units. */
  a_granel: z.boolean(),
  cantidad: zDecimal,
  /** Returned so far by live returns. */
  cantidad_devuelta: zDecimal,
  /** cantidad − cantidad_devuelta. */
  disponible: zDecimal,
  /** Unit price before the line discount. */
  precio: zDecimal,
  /** Unit price charged (after the line discount). */
  precio_final: zDecimal,
  /** What the line charged in all. */
  total_importe: zDecimal,
});
export type ProductoFacturaDevolucion = z.infer<typeof productoFacturaDevolucionSchema>;

/** Another sale matching the same code (P3-20: pick one with `factura_seleccionada`). */
export const coincidenciaFacturaSchema = z.object({
  id: zId,
  codigo: z.string(),
  serie: z.string().nullable(),
  numero: z.string().nullable(),
  creado: zDateTime,
  total: zDecimal,
});

/** `GET devoluciones/getFactura` (000 §3 "Return invoice"). */
export const facturaDevolucionSchema = z.object({
  /** The sale id (`venta` of POST devoluciones). */
  id: zId,
  codigo: z.string(),
  creado: zDateTime,
  sucursal: referenciaSchema,
  cliente: clienteSchema,
  movimiento: z.object({
    detalles: z.array(productoFacturaDevolucionSchema),
    total_cobrar_pagar: zDecimal,
  }),
  productos: z.array(productoFacturaDevolucionSchema),
  /** The sale's FEL document (`id_factura`), null without one. */
  id_factura: zId.nullable(),
  serie: z.string().nullable(),
  numero: z.string().nullable(),
  /** True when the return will be an FEL credit note (utiliza_fel and the sale certified, P3-20). */
  nota_credito_fel: z.boolean(),
  /** Σ the totals of the sale's live returns. */
  total_devuelto: zDecimal,
  /** Other sales the code matched. */
  coincidencias: z.array(coincidenciaFacturaSchema),
});
export type FacturaDevolucion = z.infer<typeof facturaDevolucionSchema>;

/** `POST devoluciones`: `id` the return (voucher); `id_nota` the FEL credit note to poll, else null. */
export const devolucionCreadaSchema = z.object({
  id: zId,
  codigo: z.string(),
  total: zDecimal,
  id_nota: zId.nullable(),
});
export type DevolucionCreada = z.infer<typeof devolucionCreadaSchema>;

/**
 * `PUT devoluciones/{id}/anular`: with a certified credit note the FEL annulment is under way:
 * poll `notas_credito_fel/verificar_fel {id_nota}` until `anulada`; else `id_nota` is null or
 * the note already voided, and the return is annulled.
 */
export const anulacionDevolucionSchema = z.object({
  detail: z.string(),
  id_nota: zId.nullable(),
  en_proceso: z.boolean(),
});
export type AnulacionDevolucion = z.infer<typeof anulacionDevolucionSchema>;

/** A line of a return. */
export const lineaDevolucionSchema = z.object({
  id: zId,
  /** The sale line returned; null for an additional note item. */
  venta_detalle_id: zId.nullable(),
  producto_id: zId.nullable(),
  adicion_id: zId.nullable(),
  codigo: z.string(),
  nombre: z.string(),
  cantidad: zDecimal,
  precio: zDecimal,
  porcentaje_precio: zDecimal,
  /** The line's money (precio_calculado, capped at what was charged). */
  total: zDecimal,
  motivo: z.number().int(),
  motivo_nombre: z.string(),
  ingreso_bodega: z.boolean(),
  nota: z.string(),
});
export type LineaDevolucion = z.infer<typeof lineaDevolucionSchema>;

/** A row of `GET devoluciones`. */
export const filaDevolucionSchema = z.object({
  id: zId,
  codigo: z.string(),
  tipo: z.enum([TIPOS_DEVOLUCION.VALE, TIPOS_DEVOLUCION.NCRE]),
  estado: z.number().int(),
  estado_nombre: z.string(),
  total: zDecimal,
  concepto: z.string(),
  venta: z.object({ id: zId, codigo: z.string() }),
  sucursal: referenciaSchema,
  usuario: referenciaSchema,
  cliente: clienteSchema,
  /** The FEL credit note (documentos_fel id), null for a voucher. */
  id_nota: zId.nullable(),
  /** The sale that redeemed the code, once redeemed. */
  canje: z.object({ venta_id: zId, fecha: zDateTime, usuario: referenciaSchema }).nullable(),
  anulacion: z.object({ motivo: z.string(), fecha: zDateTime, usuario: referenciaSchema }).nullable(),
  creado: zDateTime,
});
export type FilaDevolucion = z.infer<typeof filaDevolucionSchema>;

export const paginaDevolucionesSchema = pageSchema(filaDevolucionSchema);
export type PaginaDevoluciones = z.infer<typeof paginaDevolucionesSchema>;

/** `GET devoluciones/{id}`. */
export const devolucionSchema = filaDevolucionSchema.extend({ detalles: z.array(lineaDevolucionSchema) });
export type Devolucion = z.infer<typeof devolucionSchema>;

/** `GET notas_credito_fel/consultar`: the amount a code is worth at the till. */
export const consultaNotaCreditoSchema = z.object({
  id: zId,
  codigo: z.string(),
  total_importe: zDecimal,
  /** True when the code is an FEL credit note, false for an internal voucher. */
  nota_credito_fel: z.boolean(),
});
export type ConsultaNotaCredito = z.infer<typeof consultaNotaCreditoSchema>;

export const adicionNotaSchema = z.object({
  id: zId,
  nombre: z.string(),
  tipo: z.number().int(),
  tipo_nombre: z.string(),
  valor: zDecimal,
  activo: z.boolean(),
  creado: zDateTime,
  modificado: zDateTime,
});
export type AdicionNota = z.infer<typeof adicionNotaSchema>;
