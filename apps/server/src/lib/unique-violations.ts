import { MENSAJES } from '@pos/shared/messages';
import { fieldError, type HttpError } from './http-errors';

/**
 * Each "already exists" rule is checked by its service and backed by a unique index. Two identical
 * requests at once both pass the check; the index then refuses the later one. This table turns
 * that refusal into the very answer the service's check gives, keyed by the index's name, so a
 * race reads like the sequential case. `value` is the refused row's text value.
 */
const RULES: Record<string, (value: string) => HttpError> = {
  usuarios_email_uq: () => fieldError('email', MENSAJES.usuarios.correoDuplicado),
  clientes_nit_uq: (nit) => fieldError('nit', MENSAJES.clientes.nitDuplicado(nit)),
  sucursales_nombre_uq: () => fieldError('nombre', MENSAJES.sucursales.nombreDuplicado),
  cajas_nombre_uq: () => fieldError('nombre', MENSAJES.cajas.nombreDuplicado),
  productos_codigo_uq: () => fieldError('codigo', MENSAJES.productos.codigoDuplicado),
  destinos_salida_nombre_uq: () => fieldError('nombre', MENSAJES.bodega.destinoDuplicado),
  // Two FEL settings saved at once that give two branches one establishment code.
  sucursales_codigo_establecimiento_uq: () => fieldError('establecimientos', MENSAJES.felConfiguracion.codigoRepetido),
};

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
}

/** The driver's error, also when Drizzle wraps it in `cause`. */
function databaseError(error: unknown): DatabaseError {
  const cause = (error as { cause?: DatabaseError }).cause;
  return cause && typeof cause === 'object' && 'code' in cause ? cause : (error as DatabaseError);
}

/**
 * The refused row's free-text value: `Key (empresa_id, upper(nit::text))=(7, 576937K) already
 * exists.` → `576937K`. Our unique keys are ids followed by at most one text value, last.
 */
function refusedValue(detail: unknown): string {
  const match = typeof detail === 'string' ? /\)=\((.*)\) already exists/.exec(detail) : null;
  return match ? match[1]!.replace(/^(\d+, )+/, '') : '';
}

/** The 400 a unique-index refusal stands for, or undefined when the error is something else. */
export function uniqueViolationAnswer(error: unknown): HttpError | undefined {
  const { code, constraint, detail } = databaseError(error);
  if (code !== '23505' || typeof constraint !== 'string') return undefined;
  return RULES[constraint]?.(refusedValue(detail));
}
