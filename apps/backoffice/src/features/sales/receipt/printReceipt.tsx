import type { ReciboVenta } from '@pos/shared/domains/sales/sales.api';
import { printDocument } from '../../../components/print/printDocument';
import { Receipt } from './Receipt';

/** Prints the sale's 80 mm receipt alone. */
export function printReceipt(recibo: ReciboVenta, money: (value: string) => string): void {
  printDocument(<Receipt recibo={recibo} money={money} />, 'receipt-print');
}
