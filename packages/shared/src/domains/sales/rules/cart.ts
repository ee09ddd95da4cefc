/**
 * Cart rules of the point of sale (spec 000 §5 Cart, DECISIONS P3-13, P3-14), shared by the POS
 * screen and the server, which rebuilds the cart from the stored prices and re-checks it.
 * Every function is pure: it returns a new cart and never mutates the one it gets.
 */
import {
  compare,
  dec,
  max,
  min,
  mul,
  sub,
  sum,
  toDecimalString,
  toMoneyString,
  type DecimalInput,
  type DecimalesMoneda,
} from '../../../money';
import { MENSAJES } from '../../../messages';
import { decimalesCantidad } from '../../catalog/catalog';
import { MAX_CANTIDAD_LINEA, MAX_LINEAS_VENTA } from '../sales';

const M = MENSAJES.ventas;

/** What a cart line needs for its rules; the POS may carry more fields (name, code, stock…). */
export interface LineaCarrito {
  /** Product id. */
  id: number;
  /** The presentation sold, or null for the base unit. */
  fraccion_id: number | null;
  /** Product type: bulk types (1000/2000) count 3 decimals, the others whole units. */
  tipo_producto: number;
  cantidad: string;
  /** Price tier 1–5. */
  modelo_precio: number;
  /** The tier price as stored (branch price when the branch has one). */
  precio_original: string;
  /** Unit price actually charged: the tier price, or an edited one (`conf_venta_precio_editable`). */
  precio: string;
  desc_porcentaje: string;
  /** Discount per unit: precio × desc_porcentaje / 100. */
  desc_monto: string;
  /** precio − desc_monto, clamped to 0..precio (P3-14). */
  precio_final: string;
  /** precio_final × cantidad. */
  total_importe: string;
}

/** The fields a caller supplies; the computed ones follow from them. */
export type LineaNueva<L extends LineaCarrito = LineaCarrito> = Omit<
  L,
  'desc_monto' | 'precio_final' | 'total_importe' | 'cantidad' | 'precio' | 'desc_porcentaje'
> & {
  cantidad?: string;
  precio?: string;
  desc_porcentaje?: string;
};

export interface OpcionesCarrito {
  decimales: DecimalesMoneda;
  /** `venta_permitir_descuento`. */
  permitirDescuento: boolean;
  /** `conf_venta_precio_editable`. */
  precioEditable: boolean;
  /** Lines the cart may hold: the till's 15 unless a sales order says its own (SCOPE 1.2). */
  maxLineas?: number;
}

export type ResultadoCarrito<L extends LineaCarrito> = { ok: true; lineas: L[] } | { ok: false; error: string };

/** One cart line per product + presentation (P3-13). */
export function claveLinea(linea: { id: number; fraccion_id: number | null }): string {
  return `${linea.id}:${linea.fraccion_id ?? 'base'}`;
}

/**
 * A quantity rounded to what the product allows (3 decimals in bulk, whole units otherwise), from
 * 0 to the line's ceiling (`MAX_CANTIDAD_LINEA`: the screens say why before it comes to this).
 */
export function normalizarCantidad(cantidad: DecimalInput, tipoProducto: number): string {
  return toDecimalString(min(max(dec(cantidad), 0), MAX_CANTIDAD_LINEA), decimalesCantidad(tipoProducto));
}

/** Discount percent clamped to 0–100, 2 decimals. */
export function limitarDescuento(porcentaje: DecimalInput): string {
  return toDecimalString(min(max(dec(porcentaje), 0), 100), 2);
}

/** Recomputes desc_monto, precio_final and total_importe from precio, desc_porcentaje and cantidad. */
export function calcularLinea<L extends LineaCarrito>(linea: L, decimales: DecimalesMoneda): L {
  const precio = max(dec(linea.precio), 0);
  const descMonto = min(mul(precio, dec(linea.desc_porcentaje)).dividedBy(100).toDecimalPlaces(decimales), precio);
  const precioFinal = min(max(sub(precio, descMonto), 0), precio);
  return {
    ...linea,
    precio: toMoneyString(precio, decimales),
    desc_monto: toMoneyString(descMonto, decimales),
    precio_final: toMoneyString(precioFinal, decimales),
    total_importe: toMoneyString(mul(precioFinal, linea.cantidad), decimales),
  };
}

/**
 * Adds a product to the cart. The same product + presentation again adds its quantity (1 unless
 * given, a weight) to its line, up to the ceiling; a new line beyond the 15th is refused with the
 * spec message.
 */
export function agregarLinea<L extends LineaCarrito>(
  lineas: readonly L[],
  nueva: LineaNueva<L>,
  opts: OpcionesCarrito,
): ResultadoCarrito<L> {
  const clave = claveLinea(nueva);
  const existente = lineas.find((l) => claveLinea(l) === clave);
  if (existente) return sumarCantidad(lineas, clave, nueva.cantidad ?? 1, opts);
  if (lineas.length >= (opts.maxLineas ?? MAX_LINEAS_VENTA))
    return {
      ok: false,
      error: opts.maxLineas === undefined ? M.maxProductos : MENSAJES.ordenesVenta.maxProductos(opts.maxLineas),
    };
  const linea = {
    ...nueva,
    cantidad: normalizarCantidad(nueva.cantidad ?? '1', nueva.tipo_producto),
    precio: toMoneyString(max(dec(nueva.precio ?? nueva.precio_original), 0), opts.decimales),
    desc_porcentaje: limitarDescuento(nueva.desc_porcentaje ?? '0'),
  } as unknown as L;
  return { ok: true, lineas: [...lineas, calcularLinea(linea, opts.decimales)] };
}

/** Typed quantity: never below 0 (a line at 0 stays so the cashier can type the new amount). */
export function cambiarCantidad<L extends LineaCarrito>(
  lineas: readonly L[],
  clave: string,
  cantidad: DecimalInput,
  opts: OpcionesCarrito,
): L[] {
  return actualizar(lineas, clave, (l) => ({ ...l, cantidad: normalizarCantidad(cantidad, l.tipo_producto) }), opts);
}

/**
 * The + / − buttons and a product added again: a line left at 0 or less is removed; one beyond
 * the line's ceiling (`MAX_CANTIDAD_LINEA`) is refused with the message the screen shows.
 */
export function sumarCantidad<L extends LineaCarrito>(
  lineas: readonly L[],
  clave: string,
  delta: DecimalInput,
  opts: OpcionesCarrito,
): ResultadoCarrito<L> {
  const linea = lineas.find((l) => claveLinea(l) === clave);
  if (!linea) return { ok: true, lineas: [...lineas] };
  const nueva = dec(linea.cantidad).plus(dec(delta));
  if (compare(nueva, MAX_CANTIDAD_LINEA) > 0) return { ok: false, error: M.cantidadMaxima };
  if (compare(nueva, 0) <= 0) return { ok: true, lineas: quitarLinea(lineas, clave) };
  return { ok: true, lineas: cambiarCantidad(lineas, clave, nueva, opts) };
}

export function quitarLinea<L extends LineaCarrito>(lineas: readonly L[], clave: string): L[] {
  return lineas.filter((l) => claveLinea(l) !== clave);
}

/** Discount percent, clamped 0–100; refused when the company does not allow discounts. */
export function cambiarDescuento<L extends LineaCarrito>(
  lineas: readonly L[],
  clave: string,
  porcentaje: DecimalInput,
  opts: OpcionesCarrito,
): ResultadoCarrito<L> {
  if (!opts.permitirDescuento) return { ok: false, error: M.descuentoNoPermitido };
  if (!lineas.some((l) => claveLinea(l) === clave)) return { ok: false, error: M.errorCambiarDescuento };
  return {
    ok: true,
    lineas: actualizar(lineas, clave, (l) => ({ ...l, desc_porcentaje: limitarDescuento(porcentaje) }), opts),
  };
}

/** Edited unit price (`conf_venta_precio_editable`): any value ≥ 0, a negative one becomes 0 (P3-14). */
export function cambiarPrecio<L extends LineaCarrito>(
  lineas: readonly L[],
  clave: string,
  precio: DecimalInput,
  opts: OpcionesCarrito,
): ResultadoCarrito<L> {
  if (!opts.precioEditable || !lineas.some((l) => claveLinea(l) === clave))
    return { ok: false, error: M.errorCambiarPrecio };
  return {
    ok: true,
    lineas: actualizar(
      lineas,
      clave,
      (l) => ({ ...l, precio: toMoneyString(max(dec(precio), 0), opts.decimales) }),
      opts,
    ),
  };
}

/**
 * Final price typed by the cashier: clamped to 0..precio, and the discount percent follows from
 * it (so it needs `venta_permitir_descuento`).
 */
export function cambiarPrecioFinal<L extends LineaCarrito>(
  lineas: readonly L[],
  clave: string,
  precioFinal: DecimalInput,
  opts: OpcionesCarrito,
): ResultadoCarrito<L> {
  const linea = lineas.find((l) => claveLinea(l) === clave);
  if (!linea) return { ok: false, error: M.errorCambiarPrecio };
  if (!opts.permitirDescuento) return { ok: false, error: M.descuentoNoPermitido };
  const precio = dec(linea.precio);
  if (precio.isZero()) return { ok: true, lineas: [...lineas] };
  const final = min(max(dec(precioFinal), 0), precio);
  const porcentaje = sub(precio, final).times(100).dividedBy(precio);
  return {
    ok: true,
    lineas: actualizar(lineas, clave, (l) => ({ ...l, desc_porcentaje: toDecimalString(porcentaje, 2) }), opts),
  };
}

/** A different price tier: its price becomes both the original and the charged price. */
export function cambiarModeloPrecio<L extends LineaCarrito>(
  lineas: readonly L[],
  clave: string,
  modelo: number,
  precioTier: DecimalInput,
  opts: OpcionesCarrito,
): L[] {
  const precio = toMoneyString(precioTier, opts.decimales);
  return actualizar(lineas, clave, (l) => ({ ...l, modelo_precio: modelo, precio_original: precio, precio }), opts);
}

export interface TotalesCarrito {
  /** Σ precio × cantidad. */
  subtotal: string;
  /** Σ desc_monto × cantidad. */
  descuento: string;
  /** Σ total_importe: what the sale costs before the 0.05 rounding. */
  total: string;
}

export function totalesCarrito(lineas: readonly LineaCarrito[], decimales: DecimalesMoneda): TotalesCarrito {
  const total = sum(lineas.map((l) => l.total_importe));
  const subtotal = sum(lineas.map((l) => mul(l.precio, l.cantidad).toDecimalPlaces(decimales)));
  return {
    subtotal: toMoneyString(subtotal, decimales),
    descuento: toMoneyString(subtotal.minus(total), decimales),
    total: toMoneyString(total, decimales),
  };
}

/** The collection panel opens only with lines and a total above 0 (000 §4). */
export function puedeCobrar(lineas: readonly LineaCarrito[], decimales: DecimalesMoneda): boolean {
  return lineas.length > 0 && compare(totalesCarrito(lineas, decimales).total, 0) > 0;
}

function actualizar<L extends LineaCarrito>(
  lineas: readonly L[],
  clave: string,
  cambio: (l: L) => L,
  opts: OpcionesCarrito,
): L[] {
  return lineas.map((l) => (claveLinea(l) === clave ? calcularLinea(cambio(l), opts.decimales) : l));
}
