import { z } from 'zod';
import { zDecimal } from '../../api';
import {
  compare,
  dec,
  div,
  mul,
  toDecimalString,
  toMoneyString,
  type DecimalInput,
  type DecimalesMoneda,
} from '../../money';
import { NOMBRES_PRECIOS_POR_DEFECTO } from '../companies/companies';
import { NIVELES_PRECIO, type NivelPrecio } from './catalog';

/**
 * The five price tiers of a product or fraction (spec 001 §3, §5, §9): `precio` is the base tier;
 * tiers 2–5 each carry a price and a percentage of the base price, kept in sync under the
 * company's `conf_precios_porcentaje`.
 */

export const CAMPOS_PRECIO = ['precio', 'precio2', 'precio3', 'precio4', 'precio5'] as const;
export type CampoPrecio = (typeof CAMPOS_PRECIO)[number];
export const CAMPOS_PORCENTAJE = ['porcent_precio2', 'porcent_precio3', 'porcent_precio4', 'porcent_precio5'] as const;
export type CampoPorcentaje = (typeof CAMPOS_PORCENTAJE)[number];

/** Percentages keep 2 decimals; they have no upper bound (DECISIONS P3-12). */
export const DECIMALES_PORCENTAJE = 2;

export type PreciosNiveles = Record<CampoPrecio | CampoPorcentaje, string>;
export type PreciosEntrada = Partial<Record<CampoPrecio | CampoPorcentaje, DecimalInput | null>>;

export interface OpcionesPrecios {
  /** The company's `conf_precios_porcentaje`. */
  porcentaje: boolean;
  decimales: DecimalesMoneda;
}

export function campoPrecio(nivel: NivelPrecio): CampoPrecio {
  return nivel === 1 ? 'precio' : (`precio${nivel}` as CampoPrecio);
}

export function campoPorcentaje(nivel: Exclude<NivelPrecio, 1>): CampoPorcentaje {
  return `porcent_precio${nivel}` as CampoPorcentaje;
}

/** precioN = precio × porcentaje / 100, rounded to the company's decimals. */
export function precioDesdePorcentaje(
  precio: DecimalInput | null | undefined,
  porcentaje: DecimalInput | null | undefined,
  decimales: DecimalesMoneda,
): string {
  return toMoneyString(div(mul(dec(precio), dec(porcentaje)), 100), decimales);
}

/** porcentaje = 100 × precioN / precio; 0 when there is no base price to compare with. */
export function porcentajeDesdePrecio(
  precio: DecimalInput | null | undefined,
  precioNivel: DecimalInput | null | undefined,
): string {
  if (compare(dec(precio), 0) <= 0) return toDecimalString(0, DECIMALES_PORCENTAJE);
  return toDecimalString(div(mul(dec(precioNivel), 100), dec(precio)), DECIMALES_PORCENTAJE);
}

/**
 * The tiers as they are stored (spec 001 §5): with `conf_precios_porcentaje` the percentages rule
 * and each price follows from the base price; without it the prices rule and each percentage
 * follows. A missing price or percentage counts as 0.
 */
export function sincronizarPrecios(
  entrada: PreciosEntrada,
  { porcentaje, decimales }: OpcionesPrecios,
): PreciosNiveles {
  const precio = toMoneyString(dec(entrada.precio), decimales);
  const result = { precio } as PreciosNiveles;
  for (const nivel of [2, 3, 4, 5] as const) {
    const campo = campoPrecio(nivel);
    const campoPct = campoPorcentaje(nivel);
    if (porcentaje) {
      const pct = toDecimalString(dec(entrada[campoPct]), DECIMALES_PORCENTAJE);
      result[campo] = precioDesdePorcentaje(precio, pct, decimales);
      result[campoPct] = pct;
    } else {
      result[campo] = toMoneyString(dec(entrada[campo]), decimales);
      result[campoPct] = porcentajeDesdePrecio(precio, result[campo]);
    }
  }
  return result;
}

/** The company's five tier names, falling back to "Precio", "Precio 2"… for missing ones. */
export function nombresDePrecios(nombres: readonly (string | null | undefined)[] | null | undefined): string[] {
  return NOMBRES_PRECIOS_POR_DEFECTO.map((defecto, i) => nombres?.[i]?.trim() || defecto);
}

export const precioListadoSchema = z.object({
  /** The tier, 1 to 5. */
  id: z.literal(NIVELES_PRECIO),
  nombre: z.string(),
  precio: zDecimal,
});
export type PrecioListado = z.infer<typeof precioListadoSchema>;

/** `listado_precios` (spec 000 §3 Order line): each tier's value with the company's name for it. */
export function listadoPrecios(precios: Record<CampoPrecio, string>, nombres: readonly string[]): PrecioListado[] {
  return NIVELES_PRECIO.map((nivel) => ({
    id: nivel,
    nombre: nombres[nivel - 1] ?? NOMBRES_PRECIOS_POR_DEFECTO[nivel - 1]!,
    precio: precios[campoPrecio(nivel)],
  }));
}

/** A branch's own price for each tier, or the product's when the branch has none (DECISIONS P2-03i). */
export function aplicarPreciosSucursal(
  precios: Record<CampoPrecio, string>,
  sucursal: Partial<Record<CampoPrecio, string | null>> | null | undefined,
): Record<CampoPrecio, string> {
  const result = { ...precios };
  if (!sucursal) return result;
  for (const campo of CAMPOS_PRECIO) {
    const propio = sucursal[campo];
    if (propio !== null && propio !== undefined) result[campo] = propio;
  }
  return result;
}
