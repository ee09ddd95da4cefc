import type { ReactElement } from 'react';
import type { ReciboVenta } from '@pos/shared/domains/sales/sales.api';
import { printDocument } from '../../../components/print/printDocument';
import { Receipt } from './Receipt';

/** Prints the sale's 80 mm receipt alone. */
export function printReceipt(recibo: ReciboVenta, money: (value: string) => string): void {
  void printDocument(<Receipt recibo={recibo} money={money} />, 'receipt-print');
}

/**
 * Prints another 80 mm document (a return's voucher) on the receipt's paper, with the receipt's
 * classes (`receipt`, `receipt-row`, `receipt-center`, `receipt-strong`, `receipt-lines`…).
 */
export function printOnReceiptPaper(documento: ReactElement): Promise<void> {
  return printDocument(documento, 'receipt-print');
}
