import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clientes } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

export type ClienteRow = typeof clientes.$inferSelect;

export const ordenClientes = { nombre: clientes.nombre, nit: clientes.nit, creado: clientes.creado };

function activeIn(empresaId: number): SQL {
  return and(eq(clientes.empresaId, empresaId), eq(clientes.activo, true))!;
}

export async function findCliente(db: Executor, empresaId: number, id: number): Promise<ClienteRow | undefined> {
  const [row] = await db
    .select()
    .from(clientes)
    .where(and(activeIn(empresaId), eq(clientes.id, id)));
  return row;
}

/** The active customer with this document (case-insensitive), other than `exceptId`. */
export async function findClientePorNit(
  db: Executor,
  empresaId: number,
  nit: string,
  exceptId?: number,
): Promise<ClienteRow | undefined> {
  const [row] = await db
    .select()
    .from(clientes)
    .where(
      and(
        activeIn(empresaId),
        sql`upper(${clientes.nit}) = upper(${nit})`,
        exceptId === undefined ? undefined : ne(clientes.id, exceptId),
      ),
    )
    .orderBy(clientes.id)
    .limit(1);
  return row;
}

export async function listClientes(
  db: Executor,
  empresaId: number,
  params: ListParams,
  sucursalId?: number,
): Promise<{ rows: ClienteRow[]; count: number }> {
  const search = params.search
    ? or(ilike(clientes.nombre, likePattern(params.search)), ilike(clientes.nit, likePattern(params.search)))
    : undefined;
  const where = and(
    activeIn(empresaId),
    search,
    sucursalId === undefined ? undefined : eq(clientes.sucursalId, sucursalId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clientes)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(clientes).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/**
 * Name search for the sale screen: the trigram index serves `lower(nombre) like …`; names that
 * start with the text come first.
 */
export async function searchClientesPorNombre(
  db: Executor,
  empresaId: number,
  text: string,
  limit: number,
): Promise<ClienteRow[]> {
  const pattern = likePattern(text.toLowerCase());
  return db
    .select()
    .from(clientes)
    .where(and(activeIn(empresaId), sql`lower(${clientes.nombre}) like ${pattern}`))
    .orderBy(sql`lower(${clientes.nombre}) like ${pattern.slice(1)} desc`, clientes.nombre, clientes.id)
    .limit(limit);
}

/**
 * The customer's credit terms, its row locked until the transaction ends: two credit sales to one
 * customer at once check the limit one after the other, the second seeing the first's receivable.
 */
export async function lockClienteCredito(
  tx: Executor,
  empresaId: number,
  id: number,
): Promise<Pick<ClienteRow, 'id' | 'limiteCredito' | 'diasCredito'> | undefined> {
  const [row] = await tx
    .select({ id: clientes.id, limiteCredito: clientes.limiteCredito, diasCredito: clientes.diasCredito })
    .from(clientes)
    .where(and(activeIn(empresaId), eq(clientes.id, id)))
    .for('update');
  return row;
}
