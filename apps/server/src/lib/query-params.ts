import { z } from 'zod';
import { FILTROS_INVENTARIO, NOMBRES_MOVIMIENTO_INVENTARIO } from '@pos/shared/domains/inventory';
import { todayInGuatemala } from '@pos/shared/format';
import { MENSAJES } from '@pos/shared/messages';
import { zIntId } from '@pos/shared/validation/zod';
import { dateParam, dayRange } from './dates';
import { fieldError } from './http-errors';

/** Filters arrive from forms, where "no choice" is an empty parameter: it means the default. */
export function blankAsMissing<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
}

export const filtroSucursalParam = blankAsMissing(zIntId());

export const filtroInventarioParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.enum(FILTROS_INVENTARIO, { error: MENSAJES.campos.oneOf(FILTROS_INVENTARIO) }).default('todos'),
);

/** A stock movement type (10 … 70). */
export function tipoMovimientoParam(tipos: readonly number[] = Object.keys(NOMBRES_MOVIMIENTO_INVENTARIO).map(Number)) {
  return blankAsMissing(
    z.coerce
      .number({ error: MENSAJES.campos.oneOf(tipos) })
      .refine((t) => tipos.includes(t), MENSAJES.campos.oneOf(tipos)),
  );
}

export const fechaParam = blankAsMissing(dateParam);

/** Report dates (P3-43): whole days in Guatemala, the start no later than today nor than the end. */
export function reportRange(fechaInicial?: string, fechaFinal?: string): { from?: Date; to?: Date } {
  if (fechaInicial && fechaInicial > todayInGuatemala())
    throw fieldError('fecha_inicial', MENSAJES.bodega.fechaInicialFutura);
  return dayRange(fechaInicial, fechaFinal);
}
