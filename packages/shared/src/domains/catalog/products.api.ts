import { z } from 'zod';
import { MENSAJES } from '../../messages';
import { parseMoneyInput, type DecimalesMoneda } from '../../money';
import { isEmptyValue } from '../../validation/fields';
import { zBooleanish, zIntId, zMoney, zOptional, zRequiredString } from '../../validation/zod';
import { CODIGOS_TIPO_PRODUCTO, MAXIMO_IMAGENES, TIPOS_UNIDAD, type TipoProducto, type UnidadMedida } from './catalog';
import type { PrecioListado } from './pricing';

/** The products API (spec 001 §3 Product/Fraccion, §7 Products; spec 000 §7 productos_venta). */

const M = MENSAJES.campos;

/** An id, or an object with one (what GET returned), so a form can post back what it read. */
export const zRef = () =>
  z.preprocess((v) => (v !== null && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v), zIntId());

const optionalText = (max: number) =>
  z.string({ error: M.valorInvalido }).trim().max(max, M.maxLength(max)).optional().default('');

/** A price: missing or empty is 0 (spec 001 §5), never more decimals than the company's. */
const zPrecio = (decimales: DecimalesMoneda) => z.preprocess((v) => (isEmptyValue(v) ? '0' : v), zMoney(decimales));
/** A branch price: empty means "use the product's" (null). */
const zPrecioSucursal = (decimales: DecimalesMoneda) => zOptional(zMoney(decimales));
/** Price-tier percentages: ≥ 0, 2 decimals, no upper bound (DECISIONS P3-12). */
const zPorcentaje = () => z.preprocess((v) => (isEmptyValue(v) ? '0' : v), zMoney(2));

/** A non-negative quantity with up to 3 decimals; whether decimals are allowed depends on the type. */
export const zCantidad = () =>
  z.preprocess(
    (v) => (isEmptyValue(v) ? '0' : v),
    z.union([z.string(), z.number()], { error: M.valorInvalido }).transform((value, ctx) => {
      const parsed = parseMoneyInput(value, 3);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: M.money });
        return z.NEVER;
      }
      return parsed;
    }),
  );

const tipoProducto = z.coerce
  .number({ error: M.oneOf(CODIGOS_TIPO_PRODUCTO) })
  .refine((t): t is TipoProducto => (CODIGOS_TIPO_PRODUCTO as number[]).includes(t), M.oneOf(CODIGOS_TIPO_PRODUCTO));

const TIPOS_UNIDAD_CODIGOS = Object.values(TIPOS_UNIDAD) as number[];
const tipoUnidad = zOptional(
  z.coerce
    .number({ error: M.oneOf(TIPOS_UNIDAD_CODIGOS) })
    .refine((t) => TIPOS_UNIDAD_CODIGOS.includes(t), M.oneOf(TIPOS_UNIDAD_CODIGOS)),
);

function tiers(decimales: DecimalesMoneda) {
  return {
    precio: zPrecio(decimales),
    precio2: zPrecio(decimales),
    precio3: zPrecio(decimales),
    precio4: zPrecio(decimales),
    precio5: zPrecio(decimales),
    porcent_precio2: zPorcentaje(),
    porcent_precio3: zPorcentaje(),
    porcent_precio4: zPorcentaje(),
    porcent_precio5: zPorcentaje(),
  };
}

/** One branch's own prices: any tier may be overridden; null falls back to the product's (P2-03i). */
function precioSucursalInput(decimales: DecimalesMoneda) {
  return z.object({
    sucursal: zRef(),
    precio: zPrecioSucursal(decimales),
    precio2: zPrecioSucursal(decimales),
    precio3: zPrecioSucursal(decimales),
    precio4: zPrecioSucursal(decimales),
    precio5: zPrecioSucursal(decimales),
  });
}

function fraccionInput(decimales: DecimalesMoneda) {
  return z.object({
    /** Present for a fraction the product already has; absent for a new one. */
    id: zOptional(zIntId()),
    nombre: zRequiredString(100),
    contenido: zCantidad(),
    capacidad_maxima: zCantidad(),
    ...tiers(decimales),
    codigo_barras: optionalText(60),
    minimo_existencias: zCantidad(),
    vendible: zBooleanish().optional().default(true),
    alertar: zBooleanish().optional().default(false),
    unidad_de_medida: zOptional(zRef()),
    tipo_unidad_medida: tipoUnidad,
    precios_sucursal: z.array(precioSucursalInput(decimales), { error: M.valorInvalido }).optional().default([]),
  });
}

/** An image of the product: one it already has (`id`) or a file of this request (`archivo` = its part name). */
const imagenInput = z.union([
  z.object({ id: zIntId() }).transform((o) => ({ id: o.id })),
  z.object({ archivo: zRequiredString(100) }).transform((o) => ({ archivo: o.archivo })),
]);

/**
 * The body of `POST productos` and `PUT productos/{id}` (JSON, or the `data` part of a multipart
 * request). Read-only fields (costs, slug, flags, stock) may be sent back and are ignored. Business
 * rules that need the company's data (uniqueness, categories, online store) are the server's.
 */
export function productoInputSchema(decimales: DecimalesMoneda) {
  return z.object({
    codigo: zRequiredString(50),
    nombre: zRequiredString(200),
    descripcion: optionalText(5000),
    marca: optionalText(100),
    tipo_producto: tipoProducto.optional().default(1),
    unidad_de_medida: zOptional(zRef()),
    categoria: zOptional(zRef()),
    subfamilia: zOptional(zRef()),
    categorias: z.array(zRef(), { error: M.valorInvalido }).optional().default([]),
    inventariable: zBooleanish().optional().default(true),
    vendible: zBooleanish().optional().default(true),
    alertar: zBooleanish().optional().default(false),
    minimo_existencias: zCantidad(),
    tienda_online: zBooleanish().optional().default(false),
    codigo_barras: optionalText(60),
    descripcion_codigo_barras: optionalText(200),
    ...tiers(decimales),
    precio_online: zPrecio(decimales),
    precios_sucursal: z.array(precioSucursalInput(decimales), { error: M.valorInvalido }).optional().default([]),
    usa_costo_promedio: zBooleanish().optional().default(true),
    fracciones: z.array(fraccionInput(decimales), { error: M.valorInvalido }).optional().default([]),
    /** Absent: keep the images the product has and append the uploaded files in their order. */
    imagenes: z
      .array(imagenInput, { error: M.valorInvalido })
      .max(MAXIMO_IMAGENES, MENSAJES.productos.maximoImagenes)
      .optional(),
  });
}
export type ProductoInput = z.output<ReturnType<typeof productoInputSchema>>;
export type FraccionInput = ProductoInput['fracciones'][number];
export type PrecioSucursalInput = ProductoInput['precios_sucursal'][number];

// ------------------------------------------------------------------------------------------------
// Responses

export interface CategoriaRef {
  id: number;
  nombre: string;
  slug: string;
  url_slug: string;
}

export interface PrecioSucursal {
  sucursal: number;
  sucursal_nombre: string;
  precio: string | null;
  precio2: string | null;
  precio3: string | null;
  precio4: string | null;
  precio5: string | null;
}

export interface PreciosDeNivel {
  precio: string;
  precio2: string;
  precio3: string;
  precio4: string;
  precio5: string;
  porcent_precio2: string;
  porcent_precio3: string;
  porcent_precio4: string;
  porcent_precio5: string;
  listado_precios: PrecioListado[];
}

export interface Fraccion extends PreciosDeNivel {
  id: number;
  nombre: string;
  /** Base units one of it takes from stock (P3-65). */
  contenido: string;
  capacidad_maxima: string;
  codigo_barras: string;
  minimo_existencias: string;
  vendible: boolean;
  alertar: boolean;
  unidad_de_medida: UnidadMedida | null;
  tipo_unidad_medida: number | null;
  orden: number;
  precios_sucursal: PrecioSucursal[];
}

export interface ProductoImagen {
  id: number;
  orden: number;
  imagen: string;
  img_cropped: string;
  thumbnail: string;
}

/** `GET productos/{id}` and the answer of POST/PUT. */
export interface Producto extends PreciosDeNivel {
  id: number;
  codigo: string;
  nombre: string;
  slug: string;
  descripcion: string;
  marca: string;
  tipo_producto: TipoProducto;
  tipo_producto_nombre: string;
  a_granel: boolean;
  tiene_fracciones: boolean;
  unidad_de_medida: UnidadMedida | null;
  categoria: CategoriaRef | null;
  subfamilia: CategoriaRef | null;
  categorias: CategoriaRef[];
  inventariable: boolean;
  vendible: boolean;
  alertar: boolean;
  minimo_existencias: string;
  tienda_online: boolean;
  codigo_barras: string;
  descripcion_codigo_barras: string;
  precio_online: string;
  precios_sucursal: PrecioSucursal[];
  costo: string;
  costo_dolares: string;
  costo_promedio_ponderado: string;
  usa_costo_promedio: boolean;
  ultimo_proveedor: { id: number; nombre: string } | null;
  /** Stock in base units in the request's branch (every branch with `sucursal=empresa`). */
  inventario: string;
  fracciones: Fraccion[];
  imagen: string | null;
  imagen_1: string | null;
  imagen_2: string | null;
  imagen_3: string | null;
  imagen_4: string | null;
  img_cropped: string | null;
  thumbnails: string[];
  imagenes: ProductoImagen[];
  activo: boolean;
  creado: string;
  modificado: string;
}

/**
 * A presentation of a `GET productos` row: one of the product's active fractions (spec 001 §3
 * Fraccion), with what the list and its export show of it. Named apart from `fracciones`, which
 * carries the whole Fraccion in `GET productos/{id}`.
 */
export interface PresentacionFila {
  id: number;
  nombre: string;
  /** Base units one of it takes from stock (P3-65). */
  contenido: string;
  codigo_barras: string;
  vendible: boolean;
  precio: string;
  precio2: string;
  precio3: string;
  precio4: string;
  precio5: string;
}

/** A row of `GET productos`. */
export interface ProductoFila {
  id: number;
  codigo: string;
  nombre: string;
  slug: string;
  marca: string;
  tipo_producto: TipoProducto;
  tipo_producto_nombre: string;
  a_granel: boolean;
  tiene_fracciones: boolean;
  unidad_de_medida: { id: number; nombre: string; abreviatura: string } | null;
  categoria: { id: number; nombre: string } | null;
  subfamilia: { id: number; nombre: string } | null;
  codigo_barras: string;
  precio: string;
  precio2: string;
  precio3: string;
  precio4: string;
  precio5: string;
  precio_online: string;
  listado_precios: PrecioListado[];
  costo: string;
  costo_promedio_ponderado: string;
  inventario: string;
  minimo_existencias: string;
  alertar: boolean;
  inventariable: boolean;
  vendible: boolean;
  tienda_online: boolean;
  total_fracciones: number;
  /** The active fractions in the product's order, with their own prices (empty unless `tiene_fracciones`). */
  presentaciones: PresentacionFila[];
  img_cropped: string | null;
  thumbnail: string | null;
  creado: string;
  modificado: string;
}

/** How a `productos_venta` result matched the search: exact matches are listed first. */
export type CoincidenciaVenta = 'codigo' | 'codigo_barras' | 'fraccion' | 'nombre' | null;

export interface FraccionVenta {
  id: number;
  nombre: string;
  contenido: string;
  capacidad_maxima: string;
  precio: string;
  precio2: string;
  precio3: string;
  precio4: string;
  precio5: string;
  listado_precios: PrecioListado[];
  codigo_barras: string;
  vendible: boolean;
  minimo_existencias: string;
  /** Stock expressed in this fraction: floor(stock / contenido). */
  inventario: string;
  /** This fraction's barcode is what the search matched. */
  coincide: boolean;
}

/** A row of `GET productos_venta`: what a cart line needs, with the branch's prices and stock. */
export interface ProductoVenta {
  id: number;
  codigo: string;
  nombre: string;
  marca: string;
  tipo_producto: TipoProducto;
  a_granel: boolean;
  tiene_fracciones: boolean;
  inventariable: boolean;
  vendible: boolean;
  unidad_de_medida: UnidadMedida | null;
  inventario: string;
  precio: string;
  precio2: string;
  precio3: string;
  precio4: string;
  precio5: string;
  listado_precios: PrecioListado[];
  precio_online: string;
  costo: string;
  costo_promedio_ponderado: string;
  usa_costo_promedio: boolean;
  codigo_barras: string;
  thumbnail: string | null;
  coincidencia: CoincidenciaVenta;
  /** The fraction whose barcode matched, or null. */
  fraccion_id: number | null;
  fracciones: FraccionVenta[];
}
