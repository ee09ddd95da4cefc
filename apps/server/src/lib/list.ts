import type { FastifyRequest } from 'fastify';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from './http-errors';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** The query parameters every list accepts (spec: page from 1, page_size, ordering or sort, search). */
export const listQuerySchema = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número entero.' }).int('La página debe ser un número entero.').min(1, 'La página debe ser mayor que 0').optional(),
  page_size: z.coerce
    .number({ error: 'El tamaño de página debe ser un número entero.' })
    .int('El tamaño de página debe ser un número entero.')
    .min(1, 'El tamaño de página debe ser mayor que 0')
    .max(MAX_PAGE_SIZE, `El tamaño de página debe ser menor que ${MAX_PAGE_SIZE + 1}`)
    .optional(),
  ordering: z.string().trim().optional(),
  /** Some reports send `sort` instead of `ordering` (DECISIONS P2-02i). */
  sort: z.string().trim().optional(),
  search: z.string().trim().max(200, 'Debe tener no más de 200 caracteres').optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface ListParams {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  search: string | undefined;
  orderBy: SQL[];
}

/**
 * Turns the list query into limit/offset and an ORDER BY from a whitelist of orderable fields.
 * `ordering` may name several fields separated by commas; `-field` orders descending. The
 * whitelist's first-declared `id`-like tiebreaker keeps pages stable.
 */
export function listParams<K extends string>(
  query: ListQuery,
  options: { ordering: Record<K, AnyColumn | SQL>; defaultOrdering: string; tiebreaker: AnyColumn },
): ListParams {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const requested = (query.ordering || query.sort || options.defaultOrdering).split(',').map((s) => s.trim()).filter(Boolean);
  const orderBy: SQL[] = [];
  for (const term of requested) {
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    const column = (options.ordering as Record<string, AnyColumn | SQL>)[field];
    if (!column) {
      throw badRequest(`No se puede ordenar por "${field}".`, { ordering: [`Campo de ordenamiento no válido: ${field}`] });
    }
    orderBy.push(descending ? desc(column) : asc(column));
  }
  orderBy.push(desc(options.tiebreaker));
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize, search: query.search || undefined, orderBy };
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

export function pageOf<T>(request: FastifyRequest, params: Pick<ListParams, 'page' | 'pageSize'>, count: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / params.pageSize));
  return {
    count,
    next: params.page < lastPage ? pageUrl(request, params.page + 1) : null,
    previous: params.page > 1 ? pageUrl(request, Math.min(params.page - 1, lastPage)) : null,
    results,
  };
}

/** `ILIKE` pattern for a user's search text, with LIKE's wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
