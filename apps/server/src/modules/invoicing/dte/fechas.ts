import { MENSAJES } from '@pos/shared/messages';
import { ErrorDte } from './errores';
import type { InstanteDte } from './tipos';

/**
 * SAT accepts only the Guatemala offset (FEL.md §3.1). America/Guatemala has had no daylight
 * saving since 2006, so the offset is a constant and no time-zone database is needed.
 */
const OFFSET_MS = -6 * 60 * 60 * 1000;
const FECHA_HORA_GT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?-06:00$/;
const FECHA = /^\d{4}-\d{2}-\d{2}$/;

function fechaReal(texto: string): boolean {
  const dia = new Date(`${texto.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(dia.getTime()) && dia.toISOString().slice(0, 10) === texto.slice(0, 10);
}

/** `2025-03-15T10:30:00-06:00` for an instant (seconds precision). */
export function fechaHoraGuatemala(instante: Date): string {
  return `${new Date(instante.getTime() + OFFSET_MS).toISOString().slice(0, 19)}-06:00`;
}

/** `2025-03-15`: the calendar day in Guatemala. */
export function fechaGuatemala(instante: Date): string {
  return fechaHoraGuatemala(instante).slice(0, 10);
}

/** The xs:dateTime to write: a Date formatted, a string checked and kept verbatim. */
export function aFechaHora(valor: InstanteDte, campo: string): string {
  if (valor instanceof Date) {
    if (Number.isNaN(valor.getTime())) throw new ErrorDte('fecha', MENSAJES.dte.fechaInvalida(campo));
    return fechaHoraGuatemala(valor);
  }
  if (!FECHA_HORA_GT.test(valor) || !fechaReal(valor)) throw new ErrorDte('fecha', MENSAJES.dte.fechaInvalida(campo));
  return valor;
}

/** The xs:date to write: from a Date, a Guatemala dateTime string (its date part) or 'YYYY-MM-DD'. */
export function aFecha(valor: InstanteDte, campo: string): string {
  if (typeof valor === 'string' && FECHA.test(valor)) {
    if (!fechaReal(valor)) throw new ErrorDte('fecha', MENSAJES.dte.fechaInvalida(campo));
    return valor;
  }
  return aFechaHora(valor, campo).slice(0, 10);
}
