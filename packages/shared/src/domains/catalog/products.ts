import Decimal from 'decimal.js';
import { MENSAJES } from '../../messages';
import { compare, dec, div, toDecimalString, type DecimalInput } from '../../money';
import {
  MAXIMO_CATEGORIAS_TIENDA,
  MAXIMO_IMAGENES,
  MINIMO_FRACCIONES,
  TIPOS_PRODUCTO,
  TIPOS_UNIDAD,
  decimalesCantidad,
  esAGranel,
  tieneFracciones,
} from './catalog';

/** Product rules shared by the product form and the server (spec 001 §4, §5; DECISIONS P2-03f, P3-65). */

const M = MENSAJES.productos;

/** A rule broken by a product: the field it belongs to (dotted path) and the spec's message. */
export interface ProblemaProducto {
  campo: string;
  mensaje: string;
}

/** `a_granel` and `tiene_fracciones` follow from the type, so they can never disagree with it (P2-03f). */
export function banderasDeTipo(tipo: number): { a_granel: boolean; tiene_fracciones: boolean } {
  return { a_granel: esAGranel(tipo), tiene_fracciones: tieneFracciones(tipo) };
}

/** A quantity as the product counts it: 3 decimals in bulk (types 1000/2000), whole units otherwise. */
export function redondearCantidad(cantidad: DecimalInput | null | undefined, tipo: number): string {
  return toDecimalString(dec(cantidad), decimalesCantidad(tipo));
}

/** Whether a quantity has no more decimals than the product allows. */
export function cantidadConDecimalesValidos(cantidad: DecimalInput, tipo: number): boolean {
  return dec(cantidad).decimalPlaces() <= decimalesCantidad(tipo);
}

/**
 * Stock expressed in a fraction: how many whole fractions the base-unit stock covers,
 * floor(stock / contenido); in bulk, floored to 3 decimals.
 */
export function inventarioEnFraccion(stock: DecimalInput, contenido: DecimalInput, tipo: number): string {
  if (compare(contenido, 0) <= 0) return redondearCantidad(0, tipo);
  const exacto = div(stock, contenido);
  return exacto.toDecimalPlaces(decimalesCantidad(tipo), Decimal.ROUND_FLOOR).toFixed(decimalesCantidad(tipo));
}

/** Fraction names compare trimmed and case-insensitive (spec 001 §5). */
export function claveNombreFraccion(nombre: string): string {
  return nombre.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
}

/** True when `nombre` is already used by one of `fracciones` (other than the one at `excepto`). */
export function fraccionDuplicada(
  fracciones: readonly { nombre: string }[],
  nombre: string,
  excepto?: number,
): boolean {
  const clave = claveNombreFraccion(nombre);
  return fracciones.some((f, i) => i !== excepto && claveNombreFraccion(f.nombre) === clave);
}

export interface FraccionContenido {
  nombre: string;
  contenido: DecimalInput;
}

/**
 * Fraction rules of a product: a product with fractions (type 100) needs at least 2 of them,
 * with unique names, and each takes a whole number of base units (`contenido` > 0, P3-65).
 * Other types have no fractions, so nothing is checked for them.
 */
export function problemasFracciones(tipo: number, fracciones: readonly FraccionContenido[]): ProblemaProducto[] {
  if (!tieneFracciones(tipo)) return [];
  const problemas: ProblemaProducto[] = [];
  if (fracciones.length < MINIMO_FRACCIONES) problemas.push({ campo: 'fracciones', mensaje: M.minimoFracciones });
  fracciones.forEach((fraccion, i) => {
    if (
      fracciones
        .slice(0, i)
        .some((anterior) => claveNombreFraccion(anterior.nombre) === claveNombreFraccion(fraccion.nombre))
    ) {
      problemas.push({ campo: `fracciones.${i}.nombre`, mensaje: M.fraccionDuplicada });
    }
    if (compare(fraccion.contenido, 0) <= 0) {
      problemas.push({ campo: `fracciones.${i}.contenido`, mensaje: MENSAJES.campos.minValue(0) });
    } else if (!cantidadConDecimalesValidos(fraccion.contenido, tipo)) {
      problemas.push({ campo: `fracciones.${i}.contenido`, mensaje: M.contenidoEntero });
    }
  });
  return problemas;
}

/**
 * The fraction list after deleting one (the form asks for confirmation first). When a single
 * fraction is left it becomes the base unit: its `contenido` is 1 (spec 001 §5, DECISIONS P3-65).
 */
export function quitarFraccion<F extends { contenido: DecimalInput }>(fracciones: readonly F[], indice: number): F[] {
  const restantes = fracciones.filter((_, i) => i !== indice);
  if (restantes.length === 1) return [{ ...restantes[0]!, contenido: '1' }];
  return restantes;
}

export interface ProductoTienda {
  tienda_online: boolean;
  tipo_producto: number;
  /** How many images the product will have after the save. */
  imagenes: number;
  /** How many extra store categories (`categorias`) it has. */
  categorias: number;
}

/** An online-store product must be simple, have an image and at most 3 categories (spec 001 §4, §5). */
export function problemasTiendaOnline(producto: ProductoTienda): ProblemaProducto[] {
  if (!producto.tienda_online) return [];
  const problemas: ProblemaProducto[] = [];
  if (producto.tipo_producto !== TIPOS_PRODUCTO.SIMPLE)
    problemas.push({ campo: 'tipo_producto', mensaje: M.tiendaTipoSimple });
  if (producto.imagenes < 1) problemas.push({ campo: 'imagenes', mensaje: M.tiendaSinImagen });
  if (producto.categorias > MAXIMO_CATEGORIAS_TIENDA)
    problemas.push({ campo: 'categorias', mensaje: M.tiendaMaxCategorias });
  return problemas;
}

export function problemasImagenes(total: number): ProblemaProducto[] {
  return total > MAXIMO_IMAGENES ? [{ campo: 'imagenes', mensaje: M.maximoImagenes }] : [];
}

/**
 * The unit kinds a product type may be counted in: bulk by weight in a weight unit, bulk by
 * capacity in a capacity (or volume) unit; any unit otherwise.
 */
export function tiposUnidadPermitidos(tipo: number): readonly number[] | null {
  if (tipo === TIPOS_PRODUCTO.GRANEL_PESO) return [TIPOS_UNIDAD.PESO];
  if (tipo === TIPOS_PRODUCTO.GRANEL_CAPACIDAD) return [TIPOS_UNIDAD.CAPACIDAD, TIPOS_UNIDAD.VOLUMEN];
  return null;
}

export function problemaUnidad(tipo: number, tipoUnidad: number | null): ProblemaProducto | null {
  const permitidos = tiposUnidadPermitidos(tipo);
  if (!permitidos || (tipoUnidad !== null && permitidos.includes(tipoUnidad))) return null;
  return {
    campo: 'unidad_de_medida',
    mensaje: tipo === TIPOS_PRODUCTO.GRANEL_PESO ? M.granelPesoUnidad : M.granelCapacidadUnidad,
  };
}

/** Minimum stock counts like stock: whole units unless the product is sold in bulk. */
export function problemasMinimos(
  tipo: number,
  producto: { minimo_existencias: DecimalInput; fracciones?: readonly { minimo_existencias: DecimalInput }[] },
): ProblemaProducto[] {
  const problemas: ProblemaProducto[] = [];
  if (!cantidadConDecimalesValidos(producto.minimo_existencias, tipo))
    problemas.push({ campo: 'minimo_existencias', mensaje: MENSAJES.campos.integer });
  producto.fracciones?.forEach((f, i) => {
    if (!cantidadConDecimalesValidos(f.minimo_existencias, tipo))
      problemas.push({ campo: `fracciones.${i}.minimo_existencias`, mensaje: MENSAJES.campos.integer });
  });
  return problemas;
}
