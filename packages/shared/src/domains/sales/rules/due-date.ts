/**
 * The due date of a credit sale (000 §4 Payment term: "a number of days counted from today, or a
 * chosen date"). Dates are calendar days 'YYYY-MM-DD' in the company's time zone; the caller
 * passes today's, so the rule never depends on the machine's clock or zone.
 */
import { MENSAJES } from '../../../messages';

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;

function aFecha(texto: string): Date | null {
  const m = FECHA.exec(texto);
  if (!m) return null;
  const fecha = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return fecha.toISOString().slice(0, 10) === texto ? fecha : null;
}

/** today + dias (dias ≥ 0). */
export function vencimientoPorDias(hoy: string, dias: number): string {
  const base = aFecha(hoy);
  if (!base || !Number.isInteger(dias) || dias < 0) throw new Error(`Plazo inválido: ${hoy} + ${dias}`);
  base.setUTCDate(base.getUTCDate() + dias);
  return base.toISOString().slice(0, 10);
}

/** Days from today to the due date (negative when it has passed). */
export function diasHastaVencimiento(hoy: string, fecha: string): number {
  const desde = aFecha(hoy);
  const hasta = aFecha(fecha);
  if (!desde || !hasta) throw new Error(`Fecha inválida: ${hoy} / ${fecha}`);
  return Math.round((hasta.getTime() - desde.getTime()) / 86_400_000);
}

/** null when the due date is a real date on or after today; otherwise the message to show. */
export function revisarVencimiento(fecha: string | null | undefined, hoy: string): string | null {
  if (!fecha) return MENSAJES.ventas.fechaVencimientoRequerida;
  if (!aFecha(fecha)) return MENSAJES.campos.valorInvalido;
  return fecha < hoy ? MENSAJES.ventas.fechaVencimientoPasada : null;
}
