/**
 * What the storage columns hold: money numeric(14, 4) and quantities numeric(18, 4) — an amount
 * beyond them is refused with the field message instead of failing when the sale is written.
 */
import { compare, dec, type DecimalInput } from '../../../money';
import { MENSAJES } from '../../../messages';
import { CANTIDAD_MAX_INTEGER_DIGITS, MONEY_MAX_INTEGER_DIGITS } from '../../../validation/zod';

const tope = (digitos: number) => `1${'0'.repeat(digitos)}`;

/** The message when `x` has more integer digits than the column, else null. */
function revisarDigitos(x: DecimalInput, digitos: number): string | null {
  return compare(dec(x).abs(), tope(digitos)) >= 0 ? MENSAJES.campos.maxValue(tope(digitos)) : null;
}

export const revisarMonto = (x: DecimalInput) => revisarDigitos(x, MONEY_MAX_INTEGER_DIGITS);
export const revisarCantidad = (x: DecimalInput) => revisarDigitos(x, CANTIDAD_MAX_INTEGER_DIGITS);
