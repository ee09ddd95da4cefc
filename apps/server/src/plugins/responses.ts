import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Response schemas are the API's contract: they document each answer (the OpenAPI document is
 * generated from them) and type the handlers, but they never reshape an answer. In production the
 * answer is plain `JSON.stringify`, byte for byte what the handler built. In checked mode (the
 * tests) every JSON answer must be exactly what its schema describes: no field missing, none
 * extra, no wrong type, and a success status the route declares. A mismatch is a 500, so the test
 * that reached it fails and the server log says why.
 */
export class ResponseContractError extends Error {}

/** Where `actual` first differs from `expected`, as a path ("results.0.total"), or null. */
function firstDifference(expected: unknown, actual: unknown, path: string[] = []): string | null {
  if (isDeepStrictEqual(expected, actual)) return null;
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (!isRecord(expected) || !isRecord(actual)) return path.join('.') || '(la respuesta)';
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) {
    if (!(key in expected) || !(key in actual)) return [...path, key].join('.');
    const inner = firstDifference(expected[key], actual[key], [...path, key]);
    if (inner) return inner;
  }
  return path.join('.') || '(la respuesta)';
}

function checkedSerializer(contract: z.ZodType, where: string) {
  return (data: unknown): string => {
    const json = JSON.stringify(data);
    const wire: unknown = json === undefined ? undefined : JSON.parse(json);
    const parsed = contract.safeParse(wire);
    if (!parsed.success) {
      throw new ResponseContractError(`${where}: la respuesta no cumple su esquema\n${z.prettifyError(parsed.error)}`);
    }
    // zod drops keys its object schemas do not name: a difference is a field the schema misses.
    const missed = firstDifference(wire, parsed.data);
    if (missed) throw new ResponseContractError(`${where}: el esquema de respuesta no describe "${missed}"`);
    return json;
  };
}

/** The serializer compiler for every route's response schemas (see ResponseContractError). */
export function responseSerializerCompiler(checked: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    const where = `${method} ${url} ${httpStatus}`;
    if (!(schema instanceof z.ZodType)) throw new Error(`${where}: el esquema de respuesta debe ser de zod`);
    return checked ? checkedSerializer(schema, where) : (data) => JSON.stringify(data);
  };
}

/**
 * Checked mode also refuses a JSON success answer under a status its route does not declare (a
 * route that declares 200 but answers 201 would otherwise skip its schema).
 */
export function checkDeclaredStatuses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const declared = Object.keys(request.routeOptions.schema?.response ?? {});
    const isJson = String(reply.getHeader('content-type') ?? '').includes('json');
    if (status < 200 || status >= 300 || !isJson || !declared.some((code) => code.startsWith('2'))) return payload;
    if (!declared.includes(String(status)) && !declared.includes('2xx')) {
      throw new ResponseContractError(`${request.method} ${request.routeOptions.url}: responde ${status} sin esquema`);
    }
    return payload;
  });
}
