import { z } from 'zod';
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

export interface Referencia {
  id: number;
  nombre: string;
}

export interface UnidadReferencia {
  id: number;
  nombre: string;
  abreviatura: string;
}

/** A line of `bodegas/resumen`. */
export interface DetalleDocumentoBodega {
  id: number;
  producto: { id: number; codigo: string; nombre: string; a_granel: boolean };
  fraccion: { id: number; nombre: string; contenido: string } | null;
  /** The unit the quantity is counted in: the fraction's unit when it has one, else the product's. */
  unidad_de_medida: UnidadReferencia | null;
  /** In the line's unit (the fraction's, or the product's base unit). */
  cantidad: string;
  /** Base units moved: cantidad × contenido. */
  cantidad_base: string;
  /** Cost of one unit of the line: entered for incoming goods, the stock valuation cost otherwise. */
  costo_unitario: string;
  subtotal: string;
  nota: string;
}

/** `bodegas/resumen` (P3-51), also the answer of the four document POSTs. */
export interface DocumentoBodega {
  id: number;
  tipo: number;
  tipo_nombre: string;
  tipo_reajuste: TipoReajuste | null;
  tipo_reajuste_nombre: string | null;
  /** Correlative per company and type. */
  numero: number;
  creado: string;
  sucursal: Referencia;
  usuario: { id: number; nombre: string; email: string };
  destino: Referencia | null;
  /** Purchase receptions (type 20) only, filled by purchasing. */
  proveedor: { id: number } | null;
  nota: string;
  detalles: DetalleDocumentoBodega[];
  total: string;
}

/** A row of `GET bodegas`: one product in one branch. */
export interface ExistenciaBodega {
  /** The product's id (with `sucursal=empresa` one row per branch: key rows by id and sucursal.id). */
  id: number;
  codigo: string;
  nombre: string;
  codigo_nombre: string;
  codigo_barras: string;
  tipo_producto: number;
  a_granel: boolean;
  unidad_de_medida: UnidadReferencia | null;
  sucursal: Referencia;
  /** Stock in base units. */
  inventario: string;
  /** The same stock counted in each fraction (whole fractions unless bulk). */
  fracciones: { id: number; nombre: string; contenido: string; inventario: string }[];
  minimo_existencias: string;
  alertar: boolean;
  /** Stock at or below the minimum, for products with `alertar`. */
  alerta: boolean;
  /** Last cost per base unit. */
  costo: string;
  costo_dolares: string;
  costo_promedio_ponderado: string;
  usa_costo_promedio: boolean;
  /** The branch's price when it has one (P2-03i), else the product's. */
  precio: string;
  precio_online: string;
  creado: string;
}

/** A fraction as the product picker offers it. */
export interface FraccionBodega {
  id: number;
  nombre: string;
  contenido: string;
  inventario: string;
  /** Last cost of one fraction: the product's last cost × contenido. */
  ultimo_costo: string;
  unidad_de_medida: UnidadReferencia | null;
}

/**
 * A row of `bodegas/lista_productos_all`, shaped as a new stock line (001 §3 Warehouse product,
 * stock line): quantity 1, cost = last cost (or 0), no fraction chosen.
 */
export interface LineaProductoBodega {
  producto: {
    id: number;
    codigo: string;
    nombre: string;
    codigo_nombre: string;
    codigo_barras: string;
    tipo_producto: number;
    a_granel: boolean;
    inventario: string;
    costo_promedio_ponderado: string;
    usa_costo_promedio: boolean;
    ultimo_proveedor: { id: number } | null;
    fracciones: FraccionBodega[];
  };
  unidad_de_medida: UnidadReferencia | null;
  fraccion: null;
  ultimo_costo: string;
  costo: string;
  cantidad: string;
}

/** A row of `bodegas/kardex`. */
export interface MovimientoKardex {
  id: number;
  creado: string;
  tipo: number;
  tipo_nombre: string;
  /** `codigo`: the sale's document code (V-000001) people know it by; null for other documents. */
  documento: { tipo: string; id: number; numero: number | null; codigo: string | null };
  sucursal: Referencia;
  fraccion: Referencia | null;
  /** Signed, in base units. */
  cantidad: string;
  /** Per base unit. */
  costo_unitario: string;
  /** The branch's balance after this row. */
  saldo: string;
  usuario: Referencia | null;
}

/** A row of `bodegas/reporte`. */
export interface FilaReporteBodega {
  id: number;
  tipo: number;
  tipo_nombre: string;
  tipo_reajuste: TipoReajuste | null;
  numero: number;
  creado: string;
  sucursal: Referencia;
  usuario: Referencia;
  destino: Referencia | null;
  proveedor: { id: number } | null;
  nota: string;
  /** Number of lines. */
  productos: number;
  total: string;
}

/** A row of `bodegas/reporte_total_invertido`. */
export interface FilaTotalInvertido {
  id: number;
  codigo: string;
  nombre: string;
  codigo_nombre: string;
  a_granel: boolean;
  unidad_de_medida: UnidadReferencia | null;
  inventario: string;
  /** Valuation cost per base unit: the average cost with `usa_costo_promedio`, else the last cost. */
  costo: string;
  usa_costo_promedio: boolean;
  total_invertido: string;
}

export interface DestinoSalida {
  id: number;
  nombre: string;
  descripcion: string;
  activo: boolean;
  creado: string;
  modificado: string;
}
