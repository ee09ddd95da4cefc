import { z } from 'zod';
import { pageSchema, referenciaSchema, zDateTime, zDecimal, zId } from '../api';
import { MENSAJES } from '../messages';
import type { DecimalesMoneda } from '../money';
import { zCantidad, zIntId, zMoney, zOptional, zRequiredString } from '../validation/zod';

/**
 * Stock and cash movement types (spec 000 §9; DECISIONS P3-03): one code set; every ledger row
 * also names the document that caused it.
 */
export const TIPOS_MOVIMIENTO = {
  INGRESO: 10,
  COMPRA: 20,
  VENTA: 30,
  RETIRO: 40,
  BAJA: 50,
  REAJUSTE: 60,
  DEVOLUCION: 70,
  ABONO_CUENTA: 80,
} as const;
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[keyof typeof TIPOS_MOVIMIENTO];

export const NOMBRES_MOVIMIENTO_INVENTARIO: Record<number, string> = {
  10: 'Ingreso',
  20: 'Compra',
  30: 'Venta',
  40: 'Salida',
  50: 'Baja',
  60: 'Reajuste',
  70: 'Devolución',
};

/** Readjustments: positive 1 adds stock, negative 2 takes it (spec 000 §9). */
export const TIPOS_REAJUSTE = { POSITIVO: 1, NEGATIVO: 2 } as const;
export type TipoReajuste = (typeof TIPOS_REAJUSTE)[keyof typeof TIPOS_REAJUSTE];

/** Stock list filter (`filtro`): with, without or negative stock; default `todos` (P2-03h). */
export const FILTROS_INVENTARIO = ['todos', 'con_existencia', 'sin_existencia', 'negativo'] as const;
export type FiltroInventario = (typeof FILTROS_INVENTARIO)[number];

export const NOMBRES_FILTRO_INVENTARIO: Record<FiltroInventario, string> = {
  todos: 'Todos',
  con_existencia: 'Con existencia',
  sin_existencia: 'Sin existencia',
  negativo: 'Existencia negativa',
};

/** Export job states (spec 000 §4): 10 running, 20 done, anything else an error. */
export const ESTADOS_ARCHIVO = { EN_PROCESO: 10, LISTO: 20, ERROR: 30 } as const;

/** Document types the kardex points to (`documento_tipo`). Later capabilities add theirs. */
export const DOCUMENTOS_STOCK = {
  INVENTARIO: 'inventario',
  VENTA: 'venta',
  COMPRA: 'recepcion_compra',
  DESPACHO: 'despacho',
  DEVOLUCION: 'devolucion',
} as const;
export type DocumentoStock = (typeof DOCUMENTOS_STOCK)[keyof typeof DOCUMENTOS_STOCK];

/** Readjustment names, for documents and reports. */
export const NOMBRES_TIPO_REAJUSTE: Record<TipoReajuste, string> = { 1: 'Positivo', 2: 'Negativo' };

/**
 * The four warehouse documents (P2-03b): the screen's route segment, the call's path segment, the
 * movement type each writes and the permission flag that guards it.
 */
export const DOCUMENTOS_BODEGA = {
  ingreso: {
    tipo: TIPOS_MOVIMIENTO.INGRESO,
    permiso: 'igreso_mercaderia',
    ruta: '/bodega/ingreso_de_mercaderia',
    titulo: 'Ingreso de mercadería',
  },
  baja: {
    tipo: TIPOS_MOVIMIENTO.BAJA,
    permiso: 'baja_mercaderia',
    ruta: '/bodega/baja_de_mercaderia',
    titulo: 'Baja de mercadería',
  },
  salida: {
    tipo: TIPOS_MOVIMIENTO.RETIRO,
    permiso: 'salida_mercaderia',
    ruta: '/bodega/salida_de_mercaderia',
    titulo: 'Salida de mercadería',
  },
  reajuste: {
    tipo: TIPOS_MOVIMIENTO.REAJUSTE,
    permiso: 'reajuste_mercaderia',
    ruta: '/bodega/reajuste_de_mercaderia',
    titulo: 'Reajuste de mercadería',
  },
} as const;
export type ClaseDocumentoBodega = keyof typeof DOCUMENTOS_BODEGA;

/** Document types the warehouse report (`bodegas/reporte`) filters by; 20 are purchase receptions. */
export const TIPOS_REPORTE_BODEGA = [
  TIPOS_MOVIMIENTO.INGRESO,
  TIPOS_MOVIMIENTO.COMPRA,
  TIPOS_MOVIMIENTO.RETIRO,
  TIPOS_MOVIMIENTO.BAJA,
  TIPOS_MOVIMIENTO.REAJUSTE,
] as const;

/** Orderable fields of each list (`ordering`/`sort`, `-` for descending) and their defaults (P2-03h). */
export const ORDEN_EXISTENCIAS = [
  'creado',
  'nombre',
  'codigo',
  'inventario',
  'minimo_existencias',
  'costo',
  'costo_promedio_ponderado',
  'precio',
  'sucursal',
] as const;
export const ORDEN_EXISTENCIAS_POR_DEFECTO = '-creado';
export const ORDEN_PRODUCTOS_BODEGA = ['nombre', 'codigo', 'inventario', 'creado'] as const;
export const ORDEN_PRODUCTOS_BODEGA_POR_DEFECTO = 'nombre';
export const ORDEN_KARDEX = ['creado'] as const;
export const ORDEN_KARDEX_POR_DEFECTO = '-creado';
export const ORDEN_REPORTE_BODEGA = ['creado', 'numero', 'tipo', 'total', 'usuario', 'sucursal'] as const;
export const ORDEN_REPORTE_BODEGA_POR_DEFECTO = '-creado';
export const ORDEN_TOTAL_INVERTIDO = ['total_invertido', 'nombre', 'codigo', 'inventario', 'costo'] as const;
export const ORDEN_TOTAL_INVERTIDO_POR_DEFECTO = '-total_invertido';
export const ORDEN_DESTINOS_SALIDA = ['nombre', 'creado'] as const;

// ---------------------------------------------------------------------------------------------
// Request bodies

const textoOpcional = (max: number) =>
  z
    .string({ error: MENSAJES.campos.valorInvalido })
    .trim()
    .max(max, MENSAJES.campos.maxLength(max))
    .optional()
    .default('');

/** A field a document kind does not take: whatever is sent, it reads as null. */
const ignorado = () =>
  z
    .unknown()
    .optional()
    .transform(() => null);

const tipoReajusteSchema = z
  .union([z.number(), z.string()], { error: MENSAJES.campos.required })
  .transform((v, ctx) => {
    const text = String(v).trim();
    const n = Number(text);
    if (n === TIPOS_REAJUSTE.POSITIVO || n === TIPOS_REAJUSTE.NEGATIVO) return n as TipoReajuste;
    ctx.addIssue({ code: 'custom', message: text === '' ? MENSAJES.campos.required : MENSAJES.campos.oneOf([1, 2]) });
    return z.NEVER;
  });

const MAX_LINEAS = 500;

/**
 * Body of `POST bodegas/{ingreso|baja|salida|reajuste}`, with the company's money decimals (P3-02).
 * Each line's quantity is in the fraction's units (base units = cantidad × contenido); `costo`
 * (incoming goods only) is the cost of one unit of the line, the last cost when absent. `destino`
 * is for salida only, `tipo_reajuste` for reajuste only; other kinds ignore them.
 */
export function documentoBodegaSchema(clase: ClaseDocumentoBodega, decimales: DecimalesMoneda) {
  const linea = z.object({
    producto: zIntId(),
    fraccion: zOptional(zIntId())
      .optional()
      .transform((v) => v ?? null),
    cantidad: zCantidad(),
    costo:
      clase === 'ingreso'
        ? zOptional(zMoney(decimales))
            .optional()
            .transform((v) => v ?? null)
        : ignorado(),
    nota: textoOpcional(255),
  });
  return z.object({
    productos: z
      .array(linea, { error: MENSAJES.bodega.sinProductos })
      .min(1, MENSAJES.bodega.sinProductos)
      .max(MAX_LINEAS, `El movimiento admite hasta ${MAX_LINEAS} productos.`),
    nota: textoOpcional(500),
    destino: clase === 'salida' ? zIntId() : ignorado(),
    tipo_reajuste: clase === 'reajuste' ? tipoReajusteSchema : ignorado(),
  });
}
export type DocumentoBodegaInput = z.input<ReturnType<typeof documentoBodegaSchema>>;
export type DocumentoBodegaDatos = z.output<ReturnType<typeof documentoBodegaSchema>>;

/** Body of `POST destinos_salida` and `PUT destinos_salida/{id}`. */
export const destinoSalidaInputSchema = z.object({
  nombre: zRequiredString(100),
  descripcion: textoOpcional(255),
});
export type DestinoSalidaInput = z.input<typeof destinoSalidaInputSchema>;

// ---------------------------------------------------------------------------------------------
// Responses. Quantities are decimal strings with the product's decimals (3 for bulk, else 0);
// money is a decimal string with the company's decimals (2, or 3 with conf_modena_con_3_decimales).

export const unidadReferenciaSchema = z.object({ id: zId, nombre: z.string(), abreviatura: z.string() });
export type UnidadReferencia = z.infer<typeof unidadReferenciaSchema>;

const tipoReajusteRespuesta = z.literal(Object.values(TIPOS_REAJUSTE));
/** Purchase receptions (type 20) only, filled by purchasing. */
const proveedorSchema = z.object({ id: zId }).nullable();

/** A line of `bodegas/resumen`. */
export const detalleDocumentoBodegaSchema = z.object({
  id: zId,
  producto: z.object({ id: zId, codigo: z.string(), nombre: z.string(), a_granel: z.boolean() }),
  fraccion: z.object({ id: zId, nombre: z.string(), contenido: zDecimal }).nullable(),
  /** The unit the quantity is counted in: the fraction's unit when it has one, else the product's. */
  unidad_de_medida: unidadReferenciaSchema.nullable(),
  /** In the line's unit (the fraction's, or the product's base unit). */
  cantidad: zDecimal,
  /** Base units moved: cantidad × contenido. */
  cantidad_base: zDecimal,
  /** Cost of one unit of the line: entered for incoming goods, the stock valuation cost otherwise. */
  costo_unitario: zDecimal,
  subtotal: zDecimal,
  nota: z.string(),
});
export type DetalleDocumentoBodega = z.infer<typeof detalleDocumentoBodegaSchema>;

/** `bodegas/resumen` (P3-51), also the answer of the four document POSTs. */
export const documentoBodegaRespuestaSchema = z.object({
  id: zId,
  tipo: z.number().int(),
  tipo_nombre: z.string(),
  tipo_reajuste: tipoReajusteRespuesta.nullable(),
  tipo_reajuste_nombre: z.string().nullable(),
  /** Correlative per company and type. */
  numero: z.number().int(),
  creado: zDateTime,
  sucursal: referenciaSchema,
  usuario: z.object({ id: zId, nombre: z.string(), email: z.string() }),
  destino: referenciaSchema.nullable(),
  proveedor: proveedorSchema,
  nota: z.string(),
  detalles: z.array(detalleDocumentoBodegaSchema),
  total: zDecimal,
});
export type DocumentoBodega = z.infer<typeof documentoBodegaRespuestaSchema>;

/** A row of `GET bodegas`: one product in one branch. */
export const existenciaBodegaSchema = z.object({
  /** The product's id (with `sucursal=empresa` one row per branch: key rows by id and sucursal.id). */
  id: zId,
  codigo: z.string(),
  nombre: z.string(),
  codigo_nombre: z.string(),
  codigo_barras: z.string(),
  tipo_producto: z.number().int(),
  a_granel: z.boolean(),
  unidad_de_medida: unidadReferenciaSchema.nullable(),
  sucursal: referenciaSchema,
  /** Stock in base units. */
  inventario: zDecimal,
  /** Base units dispatched to this branch and not yet received (issue 16): neither branch's sellable stock. */
  en_transito: zDecimal,
  /** The same stock counted in each fraction (whole fractions unless bulk). */
  fracciones: z.array(z.object({ id: zId, nombre: z.string(), contenido: zDecimal, inventario: zDecimal })),
  minimo_existencias: zDecimal,
  alertar: z.boolean(),
  /** Stock at or below the minimum, for products with `alertar`. */
  alerta: z.boolean(),
  /** Last cost per base unit. */
  costo: zDecimal,
  costo_dolares: zDecimal,
  costo_promedio_ponderado: zDecimal,
  usa_costo_promedio: z.boolean(),
  /** The branch's price when it has one (P2-03i), else the product's. */
  precio: zDecimal,
  precio_online: zDecimal,
  creado: zDateTime,
});
export type ExistenciaBodega = z.infer<typeof existenciaBodegaSchema>;

/** A fraction as the product picker offers it. */
export const fraccionBodegaSchema = z.object({
  id: zId,
  nombre: z.string(),
  contenido: zDecimal,
  inventario: zDecimal,
  /** Last cost of one fraction: the product's last cost × contenido. */
  ultimo_costo: zDecimal,
  unidad_de_medida: unidadReferenciaSchema.nullable(),
});
export type FraccionBodega = z.infer<typeof fraccionBodegaSchema>;

/**
 * A row of `bodegas/lista_productos_all`, shaped as a new stock line (001 §3 Warehouse product,
 * stock line): quantity 1, cost = last cost (or 0), no fraction chosen.
 */
export const lineaProductoBodegaSchema = z.object({
  producto: z.object({
    id: zId,
    codigo: z.string(),
    nombre: z.string(),
    codigo_nombre: z.string(),
    codigo_barras: z.string(),
    tipo_producto: z.number().int(),
    a_granel: z.boolean(),
    inventario: zDecimal,
    costo_promedio_ponderado: zDecimal,
    usa_costo_promedio: z.boolean(),
    ultimo_proveedor: proveedorSchema,
    fracciones: z.array(fraccionBodegaSchema),
  }),
  unidad_de_medida: unidadReferenciaSchema.nullable(),
  fraccion: z.null(),
  ultimo_costo: zDecimal,
  costo: zDecimal,
  cantidad: zDecimal,
});
export type LineaProductoBodega = z.infer<typeof lineaProductoBodegaSchema>;

/** A row of `bodegas/kardex`. */
export const movimientoKardexSchema = z.object({
  id: zId,
  creado: zDateTime,
  tipo: z.number().int(),
  tipo_nombre: z.string(),
  /** `codigo`: the sale's document code (V-000001) people know it by; null for other documents. */
  documento: z.object({
    tipo: z.string(),
    /** 0 for an opening balance written without a document. */
    id: z.number().int().nonnegative(),
    numero: z.number().int().nullable(),
    codigo: z.string().nullable(),
  }),
  sucursal: referenciaSchema,
  fraccion: referenciaSchema.nullable(),
  /** Signed, in base units. */
  cantidad: zDecimal,
  /** Per base unit. */
  costo_unitario: zDecimal,
  /** The branch's balance after this row. */
  saldo: zDecimal,
  usuario: referenciaSchema.nullable(),
});
export type MovimientoKardex = z.infer<typeof movimientoKardexSchema>;

/** `GET bodegas/kardex`: a page of one product's ledger, with the product and its stock. */
export const kardexSchema = pageSchema(movimientoKardexSchema).extend({
  producto: z.object({
    id: zId,
    codigo: z.string(),
    nombre: z.string(),
    a_granel: z.boolean(),
    /** In base units, in the branch asked for (every branch without one). */
    inventario: zDecimal,
  }),
});

/** A row of `bodegas/reporte`. */
export const filaReporteBodegaSchema = z.object({
  id: zId,
  tipo: z.number().int(),
  tipo_nombre: z.string(),
  tipo_reajuste: tipoReajusteRespuesta.nullable(),
  numero: z.number().int(),
  creado: zDateTime,
  sucursal: referenciaSchema,
  usuario: referenciaSchema,
  destino: referenciaSchema.nullable(),
  proveedor: proveedorSchema,
  nota: z.string(),
  /** Number of lines. */
  productos: z.number().int().nonnegative(),
  total: zDecimal,
});
export type FilaReporteBodega = z.infer<typeof filaReporteBodegaSchema>;

/** A row of `bodegas/reporte_total_invertido`. */
export const filaTotalInvertidoSchema = z.object({
  id: zId,
  codigo: z.string(),
  nombre: z.string(),
  codigo_nombre: z.string(),
  a_granel: z.boolean(),
  unidad_de_medida: unidadReferenciaSchema.nullable(),
  inventario: zDecimal,
  /** Base units on the road to the branch (or to any branch): counted at cost in the total (issue 16). */
  en_transito: zDecimal,
  /** Valuation cost per base unit: the average cost with `usa_costo_promedio`, else the last cost. */
  costo: zDecimal,
  usa_costo_promedio: z.boolean(),
  total_invertido: zDecimal,
});
export type FilaTotalInvertido = z.infer<typeof filaTotalInvertidoSchema>;

/** `GET bodegas/reporte_total_invertido`: a page of products with the total of every matching row. */
export const totalInvertidoSchema = pageSchema(filaTotalInvertidoSchema).extend({ total_invertido: zDecimal });

export const destinoSalidaSchema = z.object({
  id: zId,
  nombre: z.string(),
  descripcion: z.string(),
  activo: z.boolean(),
  creado: zDateTime,
  modificado: zDateTime,
});
export type DestinoSalida = z.infer<typeof destinoSalidaSchema>;
