import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../src/db/client';
import { aperturasCierresCaja, cajas } from '../../src/db/schema/index';
import { expectLedgerMatchesBalances } from './ledger';

/**
 * A register of the branch with an open session for the user, written straight into the tables
 * so sale tests do not depend on the registers API. Answers the session id.
 */
export async function openSession(
  db: Executor,
  empresaId: number,
  sucursalId: number,
  usuarioId: number,
  apertura = '100.0000',
): Promise<number> {
  const [caja] = await db
    .insert(cajas)
    .values({ empresaId, sucursalId, nombre: `Caja ${usuarioId}` })
    .returning({ id: cajas.id });
  const [sesion] = await db
    .insert(aperturasCierresCaja)
    .values({ empresaId, sucursalId, cajaId: caja!.id, usuarioId, totalApertura: apertura, totalEfectivo: apertura })
    .returning({ id: aperturasCierresCaja.id });
  return sesion!.id;
}

/**
 * The register ledger's invariant: every session's cash is its opening plus the cash of its
 * movements, and its per-form totals are the sums of its movements' per-form amounts.
 */
export async function expectRegistersMatchMovements(db: Executor, empresaId?: number): Promise<void> {
  const company = empresaId ?? null;
  const problems = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with s as (select * from aperturas_cierres_caja where ${company}::int is null or empresa_id = ${company}::int),
    efectivo as (
      select s.id, s.total_efectivo, s.total_apertura + coalesce(sum(m.monto_efectivo), 0) as esperado
        from s left join movimientos_caja m on m.apertura_id = s.id group by s.id, s.total_efectivo, s.total_apertura
    ),
    formas as (
      select m.apertura_id, f->>'formaPago' as forma_pago, sum((f->>'monto')::numeric) as esperado
        from movimientos_caja m cross join jsonb_array_elements(m.por_forma) f
       where m.apertura_id in (select id from s) group by 1, 2
    ),
    totales as (select t.* from aperturas_caja_totales t where t.apertura_id in (select id from s))
    select 'efectivo distinto de los movimientos' as problema, id as apertura_id, null as forma_pago, total_efectivo::text as valor, esperado::text
      from efectivo where total_efectivo <> esperado
    union all
    select 'total por forma distinto de los movimientos', coalesce(t.apertura_id, f.apertura_id), coalesce(t.forma_pago, f.forma_pago), t.total::text, f.esperado::text
      from totales t full join formas f on f.apertura_id = t.apertura_id and f.forma_pago = t.forma_pago
     where coalesce(t.total, 0) <> coalesce(f.esperado, 0)`,
  );
  expect(problems, 'la caja no cuadra con sus movimientos').toEqual([]);
}

/** A selling test's closing check: the stock ledger equals the balances and every register its movements. */
export async function expectSellingLedgersHold(db: Executor): Promise<void> {
  await expectLedgerMatchesBalances(db);
  await expectRegistersMatchMovements(db);
}
