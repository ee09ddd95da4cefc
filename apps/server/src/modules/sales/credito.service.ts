import { sql } from 'drizzle-orm';
import type { CreditoCliente } from '@pos/shared/domains/orders';
import { ERROR_CODES } from '@pos/shared/errors';
import { MENSAJES } from '@pos/shared/messages';
import { add, compare, max, sub, toMoneyString } from '@pos/shared/money';
import { queryRows, type Tx } from '../../db/client';
import { codedError, notFound } from '../../lib/http-errors';
import { lockClienteCredito } from '../customers';

/** What the customer still owes on its live receivables (P3-30: "outstanding balance"). */
async function saldoPendiente(tx: Tx, empresaId: number, clienteId: number): Promise<string> {
  const [row] = await queryRows<{ saldo: string }>(
    tx,
    sql`select coalesce(sum(saldo), 0)::text as saldo
          from cuentas_cobrar
         where empresa_id = ${empresaId} and cliente_id = ${clienteId} and activo and saldo > 0`,
  );
  return row!.saldo;
}

/**
 * `validar_credito_cliente` (P3-30): `credito` = no limit, or outstanding balance + `total` ≤ limit.
 * The customer's row stays locked until the caller's transaction ends, so a sale that goes on to
 * record its receivable is checked against every receivable committed before it.
 */
export async function customerCredit(
  tx: Tx,
  empresaId: number,
  clienteId: number,
  total: string,
): Promise<CreditoCliente> {
  const cliente = await lockClienteCredito(tx, empresaId, clienteId);
  if (!cliente) throw notFound(MENSAJES.clientes.noEncontrado);
  const saldo = await saldoPendiente(tx, empresaId, clienteId);
  const limite = cliente.limiteCredito;
  return {
    credito: limite === null || compare(add(saldo, total), limite) <= 0,
    limite_credito: limite === null ? null : toMoneyString(limite),
    saldo_pendiente: toMoneyString(saldo),
    disponible: limite === null ? null : toMoneyString(max(0, sub(limite, saldo))),
    dias_credito: cliente.diasCredito,
  };
}

/** Refuses a credit sale or order that would take the customer above its limit (P3-30). */
export async function assertCustomerCredit(tx: Tx, empresaId: number, clienteId: number, monto: string): Promise<void> {
  const credito = await customerCredit(tx, empresaId, clienteId, monto);
  if (!credito.credito)
    throw codedError(
      400,
      ERROR_CODES.CREDIT_LIMIT_EXCEEDED,
      MENSAJES.ordenesVenta.superaLimiteCredito(credito.disponible!),
    );
}
