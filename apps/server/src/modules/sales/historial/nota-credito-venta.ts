import type { NotaCreditoVenta } from '@pos/shared/domains/sales/sales.api';
import { compare, type DecimalesMoneda } from '@pos/shared/money';
import type { Executor } from '../../../db/client';
import { moneyOf } from '../../../lib/values';
import { findVoucherOfSale } from '../../returns';

/**
 * The voucher or credit note a sale redeemed (issue 13) as its receipt and detail show it, or null
 * when it redeemed none. The amount is the sale's own; the code is the return's while the sale
 * holds it (an annulment of the sale gives it back).
 */
export async function notaCreditoDeVenta(
  db: Executor,
  empresaId: number,
  ventaId: number,
  monto: string,
  decimales: DecimalesMoneda,
): Promise<NotaCreditoVenta | null> {
  if (compare(monto, 0) <= 0) return null;
  const vale = await findVoucherOfSale(db, empresaId, ventaId);
  return {
    codigo: vale?.codigo ?? null,
    monto: moneyOf(monto, decimales),
    nota_credito_fel: vale?.notaCreditoFel ?? false,
  };
}
