import type { ProblemaProducto } from '@pos/shared/domains/catalog/products';
import { HttpError } from '../../lib/http-errors';

/**
 * A 400 for broken business rules: `detail` is the first rule's message exactly as the spec words
 * it (the toast), and every rule is listed under its field (the form).
 */
export function rulesError(problemas: readonly ProblemaProducto[]): HttpError {
  const fields: Record<string, string[]> = {};
  for (const { campo, mensaje } of problemas) {
    const messages = (fields[campo] ??= []);
    if (!messages.includes(mensaje)) messages.push(mensaje);
  }
  return new HttpError(400, problemas[0]!.mensaje, fields);
}

export function assertNoProblems(problemas: readonly ProblemaProducto[]): void {
  if (problemas.length > 0) throw rulesError(problemas);
}
