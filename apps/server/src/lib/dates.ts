import { z } from 'zod';
import { badRequest } from './http-errors';
import { MENSAJES } from '@pos/shared/messages';

/** Guatemala is UTC−6 all year (no daylight saving), so a calendar day has a fixed offset. */
const GUATEMALA_OFFSET = '-06:00';

export const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MENSAJES.campos.fechaFormato)
  // A real calendar day: JavaScript would roll 2024-02-30 over to 1 March.
  .refine((s) => {
    const day = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
  }, MENSAJES.campos.fechaFormato);

function startOfDay(date: string): Date {
  return new Date(`${date}T00:00:00${GUATEMALA_OFFSET}`);
}

/**
 * A filter from `fecha_inicial` to `fecha_final`, both whole days in the company's time zone:
 * `from` inclusive, `to` exclusive (the start of the day after the final date).
 */
export function dayRange(fechaInicial?: string, fechaFinal?: string): { from?: Date; to?: Date } {
  if (fechaInicial && fechaFinal && fechaInicial > fechaFinal) {
    throw badRequest(MENSAJES.campos.rangoFechas, {
      fecha_inicial: [MENSAJES.campos.rangoFechas],
    });
  }
  const to = fechaFinal ? startOfDay(fechaFinal) : undefined;
  to?.setUTCDate(to.getUTCDate() + 1);
  return { from: fechaInicial ? startOfDay(fechaInicial) : undefined, to };
}
