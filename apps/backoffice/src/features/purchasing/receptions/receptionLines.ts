import { MENSAJES } from '@pos/shared';
import { compare, dec, toDecimalString } from '@pos/shared/money';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';

type Detalle = OrdenCompra['detalles'][number];

export interface LineaRecepcion {
  /** What arrives on this visit; empty reads as 0. */
  a_recibir: string | null;
  nota: string;
}

/** Whole units unless the order's quantity has decimals (a bulk product, P3-75). */
export const decimalesLinea = (d: Pick<Detalle, 'cantidad'>) => (dec(d.cantidad).isInteger() ? 0 : 3);

/** Each line starts with everything still pending. */
export function lineasIniciales(detalles: readonly Detalle[]): Record<number, LineaRecepcion> {
  return Object.fromEntries(
    detalles.map((d) => [d.id, { a_recibir: toDecimalString(d.cantidad_faltante, decimalesLinea(d)), nota: '' }]),
  );
}

/** 0 ≤ a_recibir ≤ pending (P3-73): the server's own message when it is outside. */
export function errorCantidad(d: Pick<Detalle, 'cantidad' | 'cantidad_faltante'>, l: LineaRecepcion): string | null {
  const valor = l.a_recibir || '0';
  if (compare(valor, 0) < 0 || compare(valor, d.cantidad_faltante) > 0)
    return MENSAJES.ordenesCompra.cantidadRecibirInvalida(d.cantidad_faltante);
  return null;
}

/** Received below what is missing: the line is flagged (`tiene_alerta`). */
export const tieneAlerta = (d: Pick<Detalle, 'cantidad_faltante'>, l: LineaRecepcion) =>
  compare(l.a_recibir || '0', d.cantidad_faltante) < 0;

/** A flagged line without its note blocks saving (`Campo requerido` on the note). */
export const faltaNota = (d: Pick<Detalle, 'cantidad_faltante'>, l: LineaRecepcion) =>
  tieneAlerta(d, l) && l.nota.trim() === '';

/** The lines still pending and whether the reception may be saved. */
export function estadoRecepcion(detalles: readonly Detalle[], lineas: Record<number, LineaRecepcion>) {
  const pendientes = detalles.filter((d) => compare(d.cantidad_faltante, 0) > 0);
  const invalidas = pendientes.filter((d) => errorCantidad(d, lineas[d.id]!) !== null);
  const sinNota = pendientes.filter((d) => faltaNota(d, lineas[d.id]!));
  return { pendientes, invalidas, sinNota, puedeGuardar: invalidas.length === 0 && sinNota.length === 0 };
}

/** The body's `detalles`: one entry per pending line, with what arrives and its note. */
export function detallesRecepcion(pendientes: readonly Detalle[], lineas: Record<number, LineaRecepcion>) {
  return pendientes.map((d) => ({
    id: d.id,
    a_recibir: lineas[d.id]!.a_recibir || '0',
    nota: lineas[d.id]!.nota.trim(),
  }));
}
