import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { pageOf, pageParams, type ListQuery, type OrderTerm, type Page } from './list';

/**
 * A list as one SQL source: its columns, its FROM with joins, its filter and its complete order.
 * Screens read it a page at a time; an export job streams the very same rows by keyset, so a
 * downloaded file always matches the screen's filters and order.
 *
 * The order must end in terms that identify a row (ids), and no order expression may be NULL:
 * the keyset compares with plain `<`/`>`.
 */
export interface RowSource {
  select: SQL;
  from: SQL;
  where: SQL;
  order: readonly OrderTerm[];
}

function orderBy(order: readonly OrderTerm[]): SQL {
  return sql.join(
    order.map((t) => (t.descending ? sql`${t.expr} desc` : sql`${t.expr} asc`)),
    sql`, `,
  );
}

export async function readPage<T>(
  db: Executor,
  source: RowSource,
  page: { limit: number; offset: number },
): Promise<T[]> {
  return queryRows<T>(
    db,
    sql`select ${source.select} from ${source.from} where ${source.where} order by ${orderBy(source.order)} limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countRows(db: Executor, source: RowSource): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${source.from} where ${source.where}`,
  );
  return row?.n ?? 0;
}

/**
 * Rows strictly after `cursor` in the source's order: (a > x) or (a = x and b > y) or … with each
 * term's own direction. Cursor values are the keys as text; PostgreSQL reads them back as the
 * expression's type, so timestamps keep their microseconds.
 */
function after(order: readonly OrderTerm[], cursor: readonly string[]): SQL {
  const alternatives = order.map((term, i) => {
    const equalBefore = order.slice(0, i).map((t, j) => sql`${t.expr} = ${cursor[j]}`);
    const beyond = term.descending ? sql`${term.expr} < ${cursor[i]}` : sql`${term.expr} > ${cursor[i]}`;
    return sql`(${sql.join([...equalBefore, beyond], sql` and `)})`;
  });
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

const KEY = (i: number) => `__k${i}`;

/** Every row of the source in order, `batchSize` at a time, each batch one keyset query. */
export async function* streamRows<T>(db: Executor, source: RowSource, batchSize = 1000): AsyncGenerator<T[]> {
  const keys = sql.join(
    source.order.map((t, i) => sql`(${t.expr})::text as ${sql.identifier(KEY(i))}`),
    sql`, `,
  );
  let cursor: string[] | null = null;
  for (;;) {
    const where: SQL = cursor ? sql`${source.where} and ${after(source.order, cursor)}` : source.where;
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${source.select}, ${keys} from ${source.from} where ${where} order by ${orderBy(source.order)} limit ${batchSize}`,
    );
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    cursor = source.order.map((_, i) => last[KEY(i)] as string);
    for (const row of rows) for (let i = 0; i < source.order.length; i++) delete row[KEY(i)];
    yield rows as T[];
    if (rows.length < batchSize) return;
  }
}

/** A page of the source for a list screen: `{count, next, previous, results}`. */
export async function pageOfSource<R, T>(
  db: Executor,
  request: FastifyRequest,
  query: Pick<ListQuery, 'page' | 'page_size'>,
  source: RowSource,
  toResult: (row: R) => T,
): Promise<Page<T>> {
  const page = pageParams(query);
  const [rows, count] = await Promise.all([readPage<R>(db, source, page), countRows(db, source)]);
  return pageOf(request, page, count, rows.map(toResult));
}
