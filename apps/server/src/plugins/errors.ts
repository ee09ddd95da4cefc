import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MENSAJES } from '@pos/shared/messages';
import { HttpError, badRequest, invalidFields, notFound } from '../lib/http-errors';
import { uniqueViolationAnswer } from '../lib/unique-violations';

/**
 * PostgreSQL "data exception" codes raised by a value that cannot be stored or compared: a NUL
 * character in text or JSON, a number out of a column's range, text too long. Input the schemas let
 * through by oversight is still the client's bad input: a 400, never a 500.
 */
const BAD_DATA_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** The SQLSTATE of a database error, also when Drizzle wraps it. */
function sqlState(error: unknown): string | undefined {
  const code = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** `/nombre` → `nombre`, `/datos_empresa/nit` → `datos_empresa.nit` (forms place it on the nested field); the body itself → `detail`. */
function fieldOf(instancePath: string): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || 'detail';
}

/** One exit for every error: `{detail, code}` with field errors, 500s logged and masked. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A unique index refusing a raced duplicate answers as the service's own check would.
    const refusal = error instanceof HttpError ? error : uniqueViolationAnswer(error);
    if (refusal) return reply.code(refusal.statusCode).send(refusal.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path id that is not a positive integer names no record (lib/params.ts).
      if (error.validationContext === 'params') return reply.code(404).send(notFound().body);
      const invalid = invalidFields(
        error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath),
          message: issue.message ?? MENSAJES.campos.valorInvalido,
        })),
      );
      return reply.code(400).send(invalid.body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(new HttpError(413, MENSAJES.red.demasiadoGrande).body);
    if (status === 415) return reply.code(415).send(new HttpError(415, MENSAJES.red.tipoNoSoportado).body);
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad multipart and similar client mistakes caught by Fastify itself.
      request.log.info({ err: error }, 'solicitud inválida');
      return reply.code(400).send(badRequest(MENSAJES.red.solicitudInvalida).body);
    }
    if (BAD_DATA_CODES.has(sqlState(error) ?? '')) {
      request.log.warn({ err: error }, 'dato rechazado por la base de datos');
      return reply.code(400).send(badRequest(MENSAJES.red.solicitudInvalida).body);
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.code(500).send(new HttpError(500, MENSAJES.red.errorInesperado).body);
  });
}
