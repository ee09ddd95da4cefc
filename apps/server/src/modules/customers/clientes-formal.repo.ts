import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clientes, clientesSucursales } from '../../db/schema/index';
import { likePattern, type ListParams } from '../../lib/list';

type Pagina = Pick<ListParams, 'limit' | 'offset'>;

export type ClienteSucursalRow = typeof clientesSucursales.$inferSelect;

/** A live branch of the customer. */
export async function findClienteSucursal(
  db: Executor,
  clienteId: number,
  id: number,
): Promise<ClienteSucursalRow | undefined> {
  const [row] = await db
    .select()
    .from(clientesSucursales)
    .where(
      and(
        eq(clientesSucursales.id, id),
        eq(clientesSucursales.clienteId, clienteId),
        eq(clientesSucursales.activo, true),
      ),
    );
  return row;
}

/** `clientes_formal` (P3-31): the company's active customers flagged formal, searched by name or NIT. */
export async function listClientesFormales(db: Executor, empresaId: number, params: Pagina, search?: string) {
  const where: SQL = and(
    eq(clientes.empresaId, empresaId),
    eq(clientes.activo, true),
    eq(clientes.esFormal, true),
    search ? or(ilike(clientes.nombre, likePattern(search)), ilike(clientes.nit, likePattern(search))) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clientes)
      .where(where)
      .orderBy(clientes.nombre, clientes.id)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(clientes).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** `clientes_formal/{id}/sucursales`: the branches of one formal customer, searched by name or address. */
export async function listSucursalesCliente(db: Executor, clienteId: number, params: Pagina, search?: string) {
  const where: SQL = and(
    eq(clientesSucursales.clienteId, clienteId),
    eq(clientesSucursales.activo, true),
    search
      ? or(
          ilike(clientesSucursales.nombre, likePattern(search)),
          ilike(clientesSucursales.direccion, likePattern(search)),
        )
      : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clientesSucursales)
      .where(where)
      .orderBy(clientesSucursales.nombre, clientesSucursales.id)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(clientesSucursales).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
