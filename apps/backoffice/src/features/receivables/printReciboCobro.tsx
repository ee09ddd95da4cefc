import type { ReciboCobro as Recibo } from '@pos/shared/domains/receivables';
import { printOnReceiptPaper } from '../sales';
import { cuentasApi } from './receivables.api';
import { ReciboCobro } from './ReciboCobro';

/** Reads a payment's receipt and prints it on the 80 mm receipt paper. */
export async function printReciboCobro(idPartida: number, money: (value: string) => string): Promise<Recibo> {
  const recibo = await cuentasApi.recibo(idPartida);
  await printOnReceiptPaper(<ReciboCobro recibo={recibo} money={money} />);
  return recibo;
}
