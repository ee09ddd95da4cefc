import { MENSAJES, todayInGuatemala } from '@pos/shared';

/** The period filters every report sends; empty means the server's default (today). */
export interface FiltrosPeriodo {
  [key: string]: string | number | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
}

/** Reports open on the current month so far: what an owner reads on a Monday morning. */
export function mesEnCurso(hoy = todayInGuatemala()): FiltrosPeriodo {
  return { fecha_inicial: `${hoy.slice(0, 8)}01`, fecha_final: hoy };
}

/** A report's load failure (001 §8). */
export const ERROR_REPORTE = MENSAJES.general.errorIntenteMasTarde;
