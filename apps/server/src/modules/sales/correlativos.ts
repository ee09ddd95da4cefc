import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** Document kinds numbered per company. */
export type ClaveCorrelativo = 'venta' | 'cotizacion';

const PREFIJO: Record<ClaveCorrelativo, string> = { venta: 'V', cotizacion: 'COT' };

/** The code printed for a document number: V-000123, COT-000045. */
export function codigoDocumento(clave: ClaveCorrelativo, numero: number): string {
  return `${PREFIJO[clave]}-${String(numero).padStart(6, '0')}`;
}

/**
 * Takes the company's next number of a kind (creating the counter on first use). The counter row
 * stays locked until the transaction ends, so callers take it in their last statement.
 */
export async function siguienteNumero(tx: Executor, empresaId: number, clave: ClaveCorrelativo): Promise<number> {
  const [row] = await queryRows<{ ultimo: number }>(
    tx,
    sql`insert into correlativos (empresa_id, clave, ultimo) values (${empresaId}, ${clave}, 1)
        on conflict (empresa_id, clave) do update set ultimo = correlativos.ultimo + 1
        returning ultimo`,
  );
  return row!.ultimo;
}

/**
 * Numbers a recorded sale: takes the counter and writes `numero`/`codigo` in one statement, the
 * sale transaction's last, so concurrent sales wait on the counter only for their commit.
 */
export async function numerarVenta(
  tx: Executor,
  empresaId: number,
  ventaId: number,
): Promise<{ numero: number; codigo: string }> {
  const [row] = await queryRows<{ numero: number; codigo: string }>(
    tx,
    sql`with c as (
          insert into correlativos (empresa_id, clave, ultimo) values (${empresaId}, 'venta', 1)
          on conflict (empresa_id, clave) do update set ultimo = correlativos.ultimo + 1
          returning ultimo)
        update ventas v set numero = c.ultimo, codigo = ${PREFIJO.venta} || '-' || lpad(c.ultimo::text, greatest(6, length(c.ultimo::text)), '0')
          from c where v.id = ${ventaId}
        returning v.numero, v.codigo`,
  );
  return row!;
}
