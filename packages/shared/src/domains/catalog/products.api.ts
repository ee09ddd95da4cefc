import { z } from 'zod';
import { referenciaSchema, zDateTime, zDecimal, zId } from '../../api';
import { MENSAJES } from '../../messages';
import { parseMoneyInput, type DecimalesMoneda } from '../../money';
import { isEmptyValue } from '../../validation/fields';
import { zBooleanish, zIntId, zMoney, zOptional, zRequiredString } from '../../validation/zod';
import { CODIGOS_TIPO_PRODUCTO, MAXIMO_IMAGENES, TIPOS_UNIDAD, unidadMedidaSchema, type TipoProducto } from './catalog';
import { precioListadoSchema } from './pricing';

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
// Responses. Money is a decimal string with the company's decimals; quantities with the product's.

export const categoriaRefSchema = z.object({ id: zId, nombre: z.string(), slug: z.string(), url_slug: z.string() });
export type CategoriaRef = z.infer<typeof categoriaRefSchema>;

const tipoProductoSchema = z.literal(CODIGOS_TIPO_PRODUCTO);

export const precioSucursalSchema = z.object({
  sucursal: zId,
  sucursal_nombre: z.string(),
  precio: zDecimal.nullable(),
  precio2: zDecimal.nullable(),
  precio3: zDecimal.nullable(),
  precio4: zDecimal.nullable(),
  precio5: zDecimal.nullable(),
});
export type PrecioSucursal = z.infer<typeof precioSucursalSchema>;

/** The five tiers: what the product list, the product and each fraction answer. */
const preciosFields = {
  precio: zDecimal,
  precio2: zDecimal,
  precio3: zDecimal,
  precio4: zDecimal,
  precio5: zDecimal,
};

export const preciosDeNivelSchema = z.object({
  ...preciosFields,
  porcent_precio2: zDecimal,
  porcent_precio3: zDecimal,
  porcent_precio4: zDecimal,
  porcent_precio5: zDecimal,
  listado_precios: z.array(precioListadoSchema),
});
export type PreciosDeNivel = z.infer<typeof preciosDeNivelSchema>;

export const fraccionSchema = preciosDeNivelSchema.extend({
  id: zId,
  nombre: z.string(),
  /** Base units one of it takes from stock (P3-65). */
  contenido: zDecimal,
  capacidad_maxima: zDecimal,
  codigo_barras: z.string(),
  minimo_existencias: zDecimal,
  vendible: z.boolean(),
  alertar: z.boolean(),
  unidad_de_medida: unidadMedidaSchema.nullable(),
  tipo_unidad_medida: z.number().int().nullable(),
  orden: z.number().int(),
  precios_sucursal: z.array(precioSucursalSchema),
});
export type Fraccion = z.infer<typeof fraccionSchema>;

export const productoImagenSchema = z.object({
  id: zId,
  orden: z.number().int(),
  imagen: z.string(),
  img_cropped: z.string(),
  thumbnail: z.string(),
});
export type ProductoImagen = z.infer<typeof productoImagenSchema>;

/** `GET productos/{id}` and the answer of POST/PUT. */
export const productoSchema = preciosDeNivelSchema.extend({
  id: zId,
  codigo: z.string(),
  nombre: z.string(),
  slug: z.string(),
  descripcion: z.string(),
  marca: z.string(),
  tipo_producto: tipoProductoSchema,
  tipo_producto_nombre: z.string(),
  a_granel: z.boolean(),
  tiene_fracciones: z.boolean(),
  unidad_de_medida: unidadMedidaSchema.nullable(),
  categoria: categoriaRefSchema.nullable(),
  subfamilia: categoriaRefSchema.nullable(),
  categorias: z.array(categoriaRefSchema),
  inventariable: z.boolean(),
  vendible: z.boolean(),
  alertar: z.boolean(),
  minimo_existencias: zDecimal,
  tienda_online: z.boolean(),
  codigo_barras: z.string(),
  descripcion_codigo_barras: z.string(),
  precio_online: zDecimal,
  precios_sucursal: z.array(precioSucursalSchema),
  costo: zDecimal,
  costo_dolares: zDecimal,
  costo_promedio_ponderado: zDecimal,
  usa_costo_promedio: z.boolean(),
  ultimo_proveedor: referenciaSchema.nullable(),
  /** Stock in base units in the request's branch (every branch with `sucursal=empresa`). */
  inventario: zDecimal,
  fracciones: z.array(fraccionSchema),
  imagen: z.string().nullable(),
  imagen_1: z.string().nullable(),
  imagen_2: z.string().nullable(),
  imagen_3: z.string().nullable(),
  imagen_4: z.string().nullable(),
  img_cropped: z.string().nullable(),
  thumbnails: z.array(z.string()),
  imagenes: z.array(productoImagenSchema),
  activo: z.boolean(),
  creado: zDateTime,
  modificado: zDateTime,
});
export type Producto = z.infer<typeof productoSchema>;

/**
 * A presentation of a `GET productos` row: one of the product's active fractions (spec 001 §3
 * Fraccion), with what the list and its export show of it. Named apart from `fracciones`, which
 * carries the whole Fraccion in `GET productos/{id}`.
 */
export const presentacionFilaSchema = z.object({
  id: zId,
  nombre: z.string(),
  /** Base units one of it takes from stock (P3-65). */
  contenido: zDecimal,
  codigo_barras: z.string(),
  vendible: z.boolean(),
  ...preciosFields,
});
export type PresentacionFila = z.infer<typeof presentacionFilaSchema>;

/** A row of `GET productos`. */
export const productoFilaSchema = z.object({
  id: zId,
  codigo: z.string(),
  nombre: z.string(),
  slug: z.string(),
  marca: z.string(),
  tipo_producto: tipoProductoSchema,
  tipo_producto_nombre: z.string(),
  a_granel: z.boolean(),
  tiene_fracciones: z.boolean(),
  unidad_de_medida: z.object({ id: zId, nombre: z.string(), abreviatura: z.string() }).nullable(),
  categoria: referenciaSchema.nullable(),
  subfamilia: referenciaSchema.nullable(),
  codigo_barras: z.string(),
  ...preciosFields,
  precio_online: zDecimal,
  listado_precios: z.array(precioListadoSchema),
  costo: zDecimal,
  costo_promedio_ponderado: zDecimal,
  inventario: zDecimal,
  minimo_existencias: zDecimal,
  alertar: z.boolean(),
  inventariable: z.boolean(),
  vendible: z.boolean(),
  tienda_online: z.boolean(),
  total_fracciones: z.number().int().nonnegative(),
  /** The active fractions in the product's order, with their own prices (empty unless `tiene_fracciones`). */
  presentaciones: z.array(presentacionFilaSchema),
  img_cropped: z.string().nullable(),
  thumbnail: z.string().nullable(),
  creado: zDateTime,
  modificado: zDateTime,
});
export type ProductoFila = z.infer<typeof productoFilaSchema>;

/** How a `productos_venta` result matched the search: exact matches are listed first. */
export const coincidenciaVentaSchema = z.enum(['codigo', 'codigo_barras', 'fraccion', 'nombre']).nullable();
export type CoincidenciaVenta = z.infer<typeof coincidenciaVentaSchema>;

export const fraccionVentaSchema = z.object({
  id: zId,
  nombre: z.string(),
  contenido: zDecimal,
  capacidad_maxima: zDecimal,
  ...preciosFields,
  listado_precios: z.array(precioListadoSchema),
  codigo_barras: z.string(),
  vendible: z.boolean(),
  minimo_existencias: zDecimal,
  /** Stock expressed in this fraction: floor(stock / contenido). */
  inventario: zDecimal,
  /** This fraction's barcode is what the search matched. */
  coincide: z.boolean(),
});
export type FraccionVenta = z.infer<typeof fraccionVentaSchema>;

/** A row of `GET productos_venta`: what a cart line needs, with the branch's prices and stock. */
export const productoVentaSchema = z.object({
  id: zId,
  codigo: z.string(),
  nombre: z.string(),
  marca: z.string(),
  tipo_producto: tipoProductoSchema,
  a_granel: z.boolean(),
  tiene_fracciones: z.boolean(),
  inventariable: z.boolean(),
  vendible: z.boolean(),
  unidad_de_medida: unidadMedidaSchema.nullable(),
  inventario: zDecimal,
  ...preciosFields,
  listado_precios: z.array(precioListadoSchema),
  precio_online: zDecimal,
  costo: zDecimal,
  costo_promedio_ponderado: zDecimal,
  usa_costo_promedio: z.boolean(),
  codigo_barras: z.string(),
  thumbnail: z.string().nullable(),
  coincidencia: coincidenciaVentaSchema,
  /** The fraction whose barcode matched, or null. */
  fraccion_id: zId.nullable(),
  fracciones: z.array(fraccionVentaSchema),
});
export type ProductoVenta = z.infer<typeof productoVentaSchema>;
