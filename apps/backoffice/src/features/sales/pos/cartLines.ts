import { MENSAJES, add, compare, formatQuantity, mul } from '@pos/shared';
import { tieneFracciones } from '@pos/shared/domains/catalog/catalog';
import type { PrecioListado } from '@pos/shared/domains/catalog/pricing';
import type { FraccionVenta, ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import {
  agregarLinea,
  claveLinea,
  normalizarCantidad,
  quitarLinea,
  type LineaCarrito,
  type LineaNueva,
  type OpcionesCarrito,
  type ResultadoCarrito,
} from '@pos/shared/domains/sales/rules/cart';

/**
 * The point of sale's cart line: the shared rule fields (sale-rules/cart.ts computes them) plus
 * what the screen shows. The product as the search returned it is kept so the presentation and
 * price-tier selects can re-price the line without asking the server again.
 */
export interface LineaPos extends LineaCarrito {
  key: string;
  codigo: string;
  nombre: string;
  a_granel: boolean;
  producto: ProductoVenta;
}

/** The presentations a product is sold in (only types with fractions; vendible ones). */
export function presentacionesVendibles(producto: ProductoVenta): FraccionVenta[] {
  return tieneFracciones(producto.tipo_producto) ? producto.fracciones.filter((f) => f.vendible) : [];
}

/** The presentation a new line starts on: the scanned one, else the single unit, else the first. */
export function presentacionInicial(producto: ProductoVenta): number | null {
  const presentaciones = presentacionesVendibles(producto);
  if (presentaciones.length === 0) return null;
  const escaneada = presentaciones.find((f) => f.id === producto.fraccion_id);
  return (escaneada ?? presentaciones.find((f) => compare(f.contenido, 1) === 0) ?? presentaciones[0]!).id;
}

/** The tier prices of the product, or of the presentation sold. */
export function preciosDe(producto: ProductoVenta, fraccionId: number | null): PrecioListado[] {
  return producto.fracciones.find((f) => f.id === fraccionId)?.listado_precios ?? producto.listado_precios;
}

/** Stock in the unit the line sells: the presentation's, else the product's base units. */
export function existenciaDe(linea: Pick<LineaPos, 'producto' | 'fraccion_id'>): string {
  return linea.producto.fracciones.find((f) => f.id === linea.fraccion_id)?.inventario ?? linea.producto.inventario;
}

/**
 * The first product of the cart asking for more than the branch has (every presentation of it
 * added up in base units), as the server's stock check words it at charging; null when it fits.
 * Products without inventory never fall short.
 */
export function faltaDeExistencia(lineas: readonly LineaPos[]): string | null {
  const pedidos = new Map<number, { linea: LineaPos; unidades: string }>();
  for (const linea of lineas) {
    if (!linea.producto.inventariable) continue;
    const contenido = linea.producto.fracciones.find((f) => f.id === linea.fraccion_id)?.contenido ?? '1';
    const antes = pedidos.get(linea.id)?.unidades ?? '0';
    pedidos.set(linea.id, { linea, unidades: add(antes, mul(linea.cantidad, contenido)).toString() });
  }
  for (const { linea, unidades } of pedidos.values()) {
    if (compare(unidades, linea.producto.inventario) > 0)
      return MENSAJES.bodega.existenciaInsuficiente(
        linea.nombre,
        formatQuantity(linea.producto.inventario, linea.a_granel),
        formatQuantity(unidades, linea.a_granel),
      );
  }
  return null;
}

/** What the line's unit is called: the presentation's name, else the unit of measure. */
export function unidadDe(linea: Pick<LineaPos, 'producto' | 'fraccion_id'>): string {
  const fraccion = linea.producto.fracciones.find((f) => f.id === linea.fraccion_id);
  return fraccion?.nombre ?? linea.producto.unidad_de_medida?.nombre ?? 'Unidad';
}

function precioDeNivel(producto: ProductoVenta, fraccionId: number | null, modelo: number): string {
  const precios = preciosDe(producto, fraccionId);
  return (precios.find((p) => p.id === modelo) ?? precios[0])?.precio ?? '0';
}

/**
 * The base-tier price of the product in a presentation: by default the one a pick starts on, so
 * the search shows what the cart will charge (a product sold only in presentations has no price
 * of its own).
 */
export function precioDePresentacion(
  producto: ProductoVenta,
  fraccionId: number | null = presentacionInicial(producto),
): string {
  return precioDeNivel(producto, fraccionId, 1);
}

export function lineaDesdeProducto(
  producto: ProductoVenta,
  modelo = 1,
  fraccionId = presentacionInicial(producto),
): LineaNueva<LineaPos> {
  const linea = { id: producto.id, fraccion_id: fraccionId };
  return {
    ...linea,
    key: claveLinea(linea),
    codigo: producto.codigo,
    nombre: producto.nombre,
    a_granel: producto.a_granel,
    tipo_producto: producto.tipo_producto,
    modelo_precio: modelo,
    precio_original: precioDeNivel(producto, fraccionId, modelo),
    producto,
  };
}

/**
 * Adds a searched or scanned product: `cantidad` (one unit unless given, the weight of a product
 * sold by weight), added to its line when it exists; the 15-line cap.
 */
export function agregarProducto(
  lineas: readonly LineaPos[],
  producto: ProductoVenta,
  opts: OpcionesCarrito,
  cantidad?: string,
): ResultadoCarrito<LineaPos> {
  return agregarLinea(lineas, { ...lineaDesdeProducto(producto), cantidad }, opts);
}

/**
 * Another presentation for a line: it is re-priced at its tier and keeps its quantity; when the
 * cart already has that presentation, the two lines become one (one line per product +
 * presentation, P3-13).
 */
export function cambiarPresentacion(
  lineas: readonly LineaPos[],
  clave: string,
  fraccionId: number,
  opts: OpcionesCarrito,
): LineaPos[] {
  const index = lineas.findIndex((l) => l.key === clave);
  const linea = lineas[index];
  if (!linea || linea.fraccion_id === fraccionId) return [...lineas];
  const nueva = lineaDesdeProducto(linea.producto, linea.modelo_precio, fraccionId);
  const resto = quitarLinea(lineas, clave);
  const existente = resto.find((l) => l.key === nueva.key);
  const cantidad = normalizarCantidad(
    existente ? add(existente.cantidad, linea.cantidad) : linea.cantidad,
    linea.tipo_producto,
  );
  const sinExistente = existente ? quitarLinea(resto, existente.key) : resto;
  const agregado = agregarLinea(sinExistente, { ...nueva, cantidad, desc_porcentaje: linea.desc_porcentaje }, opts);
  if (!agregado.ok) return [...lineas];
  // Keep the line where it was, so the cashier's eye does not have to look for it.
  const movida = agregado.lineas[agregado.lineas.length - 1]!;
  const ordenadas = agregado.lineas.slice(0, -1);
  ordenadas.splice(Math.min(index, ordenadas.length), 0, movida);
  return ordenadas;
}

/** The tier price for a line's current presentation. */
export function precioDeModelo(linea: LineaPos, modelo: number): string {
  return precioDeNivel(linea.producto, linea.fraccion_id, modelo);
}
