import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, invalidFields } from '../lib/http-errors';

export const GENERIC_SERVER_ERROR = 'Ha ocurrido un error inesperado, intente más tarde.';

/** `/body/nombre` or `/sucursales/0` → `nombre` / `sucursales`; the root of the body → `detail`. */
function fieldOf(instancePath: string): string {
  const [first] = instancePath.split('/').filter(Boolean);
  return first ?? 'detail';
}

/** One exit for every error: Spanish `{detail}` with field errors, 500s logged and masked. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ detail: error.detail, ...error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const invalid = invalidFields(error.validation.map((issue) => ({ field: fieldOf(issue.instancePath), message: issue.message ?? 'Valor inválido' })));
      return reply.code(400).send({ detail: invalid.detail, ...invalid.fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ detail: 'El archivo o la solicitud es demasiado grande.' });
    if (status === 415) return reply.code(415).send({ detail: 'Tipo de contenido no soportado.' });
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad multipart and similar client mistakes caught by Fastify itself.
      request.log.info({ err: error }, 'solicitud inválida');
      return reply.code(400).send({ detail: 'La solicitud no es válida.' });
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.code(500).send({ detail: GENERIC_SERVER_ERROR });
  });
}
