import { decimalesCantidad } from '@pos/shared/domains/catalog/catalog';
import type { UnidadReferencia } from '@pos/shared/domains/inventory';
import { dec, toDecimalString, toMoneyString, type DecimalesMoneda, type DecimalInput } from '@pos/shared/money';

/** Raw queries answer numerics as strings and timestamps as PostgreSQL text ('2026-11-22 04:14:56.75+00'). */
export function isoTimestamp(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A quantity with the product's decimals: 3 for bulk products, none otherwise. */
export function quantityOf(value: string, tipoProducto: number): string {
  return toDecimalString(value, decimalesCantidad(tipoProducto));
}

/**
 * Written at the scale of the numeric(…, 4) money and quantity columns (`db/schema/columns.ts`),
 * rounded half-up: every amount a service stores or sums goes through it first.
 */
export function d4(x: DecimalInput): string {
  return toDecimalString(x, 4);
}

export function moneyOf(value: string, decimales: DecimalesMoneda): string {
  return toMoneyString(value, decimales);
}

/** A unit of measure from a row's `unidad_*` columns (null when the product has none). */
export function unitOf(row: {
  unidad_id: number | null;
  unidad_nombre: string | null;
  unidad_abreviatura: string | null;
}): UnidadReferencia | null {
  return row.unidad_id === null
    ? null
    : { id: row.unidad_id, nombre: row.unidad_nombre ?? '', abreviatura: row.unidad_abreviatura ?? '' };
}

/** A fraction's content as typed, without padding: '12', '0.5'. */
export function contentOf(value: string): string {
  return dec(value).toFixed();
}
