import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../src/db/client';

/**
 * The stock ledger's invariant: for every branch and product, the kardex quantities add up to the
 * balance in existencias, every kardex row's saldo is the running sum up to it, and the last saldo
 * is the balance; balances and ledger rows belong to their company's branches and products.
 * Without `empresaId` every company in the database is checked.
 */
export async function expectLedgerMatchesBalances(db: Executor, empresaId?: number): Promise<void> {
  const company = empresaId ?? null;
  const problems = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with k as (
      select empresa_id, sucursal_id, producto_id, id, cantidad, saldo,
             sum(cantidad) over (partition by sucursal_id, producto_id order by id) as acumulado,
             row_number() over (partition by sucursal_id, producto_id order by id desc) as desde_el_final
        from kardex
       where ${company}::int is null or empresa_id = ${company}::int
    ),
    ledger as (
      select sucursal_id, producto_id, sum(cantidad) as suma, max(saldo) filter (where desde_el_final = 1) as ultimo
        from k group by sucursal_id, producto_id
    ),
    balances as (
      select * from existencias where ${company}::int is null or empresa_id = ${company}::int
    )
    select 'saldo no es la suma acumulada' as problema, k.sucursal_id, k.producto_id, k.id::text as kardex_id, k.saldo::text, k.acumulado::text as esperado
      from k where k.saldo <> k.acumulado
    union all
    select 'existencia distinta del kardex', coalesce(b.sucursal_id, l.sucursal_id), coalesce(b.producto_id, l.producto_id), null,
           b.cantidad::text, l.suma::text
      from balances b full join ledger l on l.sucursal_id = b.sucursal_id and l.producto_id = b.producto_id
     where coalesce(b.cantidad, 0) <> coalesce(l.suma, 0) or coalesce(b.cantidad, 0) <> coalesce(l.ultimo, 0)
    union all
    select 'fila de otra empresa', k.sucursal_id, k.producto_id, k.id::text, null, null
      from k join sucursales s on s.id = k.sucursal_id join productos p on p.id = k.producto_id
     where s.empresa_id <> k.empresa_id or p.empresa_id <> k.empresa_id
    union all
    select 'existencia de otra empresa', b.sucursal_id, b.producto_id, null, null, null
      from balances b join sucursales s on s.id = b.sucursal_id join productos p on p.id = b.producto_id
     where s.empresa_id <> b.empresa_id or p.empresa_id <> b.empresa_id`,
  );
  expect(problems, 'el kardex no cuadra con las existencias').toEqual([]);
}

/** Balance of one product in one branch, as a decimal string (4 places), '0.0000' without a row. */
export async function balanceOf(db: Executor, sucursalId: number, productoId: number): Promise<string> {
  const [row] = await queryRows<{ cantidad: string }>(
    db,
    sql`select cantidad::text as cantidad from existencias where sucursal_id = ${sucursalId} and producto_id = ${productoId}`,
  );
  return row?.cantidad ?? '0.0000';
}

export interface KardexRow {
  id: number;
  sucursal_id: number;
  producto_id: number;
  tipo: number;
  cantidad: string;
  costo_unitario: string;
  saldo: string;
  documento_tipo: string;
  documento_id: number;
  fraccion_id: number | null;
  usuario_id: number | null;
}

/** The ledger rows of a product, oldest first (all branches, or one). */
export async function kardexOf(db: Executor, productoId: number, sucursalId?: number): Promise<KardexRow[]> {
  const rows = await queryRows<KardexRow & { id: string | number }>(
    db,
    sql`select id, sucursal_id, producto_id, tipo, cantidad::text as cantidad, costo_unitario::text as costo_unitario, saldo::text as saldo,
               documento_tipo, documento_id, fraccion_id, usuario_id
          from kardex where producto_id = ${productoId} and (${sucursalId ?? null}::int is null or sucursal_id = ${sucursalId ?? null}::int)
         order by id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
