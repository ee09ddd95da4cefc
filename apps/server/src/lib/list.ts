import type { FastifyRequest } from 'fastify';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from './http-errors';
import { MENSAJES } from '@pos/shared/messages';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** The query parameters every list accepts (spec: page from 1, page_size, ordering or sort, search). */
export const listQuerySchema = z.object({
  page: z.coerce
    .number({ error: MENSAJES.listas.paginaEntera })
    .int(MENSAJES.listas.paginaEntera)
    .min(1, MENSAJES.listas.paginaPositiva)
    .optional(),
  page_size: z.coerce
    .number({ error: MENSAJES.listas.tamanoEntero })
    .int(MENSAJES.listas.tamanoEntero)
    .min(1, MENSAJES.listas.tamanoPositivo)
    .max(MAX_PAGE_SIZE, MENSAJES.listas.tamanoMaximo(MAX_PAGE_SIZE + 1))
    .optional(),
  ordering: z.string().trim().optional(),
  /** Some reports send `sort` instead of `ordering` (DECISIONS P2-02i). */
  sort: z.string().trim().optional(),
  search: z.string().trim().max(200, MENSAJES.campos.maxLength(200)).optional(),
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

/** One term of a list's order: a whitelisted field, its SQL expression and its direction. */
export interface OrderTerm {
  field: string;
  expr: AnyColumn | SQL;
  descending: boolean;
}

/**
 * `ordering` (or `sort`) as order terms from a whitelist of orderable fields. It may name several
 * fields separated by commas; `-field` orders descending.
 */
export function parseOrdering(
  query: Pick<ListQuery, 'ordering' | 'sort'>,
  ordering: Record<string, AnyColumn | SQL>,
  defaultOrdering: string,
): OrderTerm[] {
  const requested = (query.ordering || query.sort || defaultOrdering)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return requested.map((term) => {
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    // Own keys only: `constructor` or `__proto__` must not reach the SQL.
    const expr = Object.hasOwn(ordering, field) ? ordering[field] : undefined;
    if (!expr) {
      throw badRequest(MENSAJES.listas.ordenNoPermitido(field), {
        ordering: [MENSAJES.listas.campoOrdenInvalido(field)],
      });
    }
    return { field, expr, descending };
  });
}

/** The page asked for, as limit and offset. */
export function pageParams(
  query: Pick<ListQuery, 'page' | 'page_size'>,
): Pick<ListParams, 'page' | 'pageSize' | 'limit' | 'offset'> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * Turns the list query into limit/offset and an ORDER BY from a whitelist of orderable fields.
 * The tiebreaker (descending) keeps pages stable.
 */
export function listParams<K extends string>(
  query: ListQuery,
  options: { ordering: Record<K, AnyColumn | SQL>; defaultOrdering: string; tiebreaker: AnyColumn },
): ListParams {
  const orderBy = parseOrdering(query, options.ordering, options.defaultOrdering).map((t) =>
    t.descending ? desc(t.expr) : asc(t.expr),
  );
  orderBy.push(desc(options.tiebreaker));
  return { ...pageParams(query), search: query.search || undefined, orderBy };
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

export function pageOf<T>(
  request: FastifyRequest,
  params: Pick<ListParams, 'page' | 'pageSize'>,
  count: number,
  results: T[],
): Page<T> {
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
