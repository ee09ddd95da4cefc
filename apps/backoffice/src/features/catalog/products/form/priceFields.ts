import {
  CAMPOS_PORCENTAJE,
  CAMPOS_PRECIO,
  sincronizarPrecios,
  type CampoPorcentaje,
  type CampoPrecio,
  type OpcionesPrecios,
} from '@pos/shared/domains/catalog/pricing';

export type PreciosValues = Record<CampoPrecio | CampoPorcentaje, string | null>;

export const PRECIOS_VACIOS: PreciosValues = {
  precio: '0',
  precio2: '0',
  precio3: '0',
  precio4: '0',
  precio5: '0',
  porcent_precio2: '0',
  porcent_precio3: '0',
  porcent_precio4: '0',
  porcent_precio5: '0',
};

const CAMPOS_TIER: readonly string[] = [...CAMPOS_PRECIO, ...CAMPOS_PORCENTAJE];

/** Whether a change touched the price tiers (a key of `changed` is a price or a percentage). */
export function tocaPrecios(changed: object | undefined): boolean {
  return changed !== undefined && changed !== null && Object.keys(changed).some((k) => CAMPOS_TIER.includes(k));
}

/**
 * The fields that follow from the others (spec 001 §5): with `conf_precios_porcentaje` the tier
 * prices follow the base price and the percentages; without it the percentages follow the prices.
 * The fields the user types are never rewritten. Half-typed text yields no change.
 */
export function camposDerivados(precios: Partial<PreciosValues>, opciones: OpcionesPrecios): Partial<PreciosValues> {
  let sincronizados;
  try {
    sincronizados = sincronizarPrecios(precios, opciones);
  } catch {
    return {};
  }
  const derivados = opciones.porcentaje ? (['precio2', 'precio3', 'precio4', 'precio5'] as const) : CAMPOS_PORCENTAJE;
  return Object.fromEntries(derivados.map((campo) => [campo, sincronizados[campo]]));
}

/** The tiers as they are sent: every price and percentage, consistent with each other. */
export function preciosParaGuardar(precios: Partial<PreciosValues>, opciones: OpcionesPrecios) {
  return sincronizarPrecios(precios, opciones);
}
