import type { FacturaFel } from '@pos/shared/domains/invoicing/invoicing';
import { printDocument } from '../../../components/print/printDocument';
import { PrintedInvoice } from './PrintedInvoice';

/** Prints the invoice alone, on the paper its format asks for (80 mm or letter). */
export function printFactura(factura: FacturaFel, money: (value: string) => string): void {
  void printDocument(
    <PrintedInvoice factura={factura} money={money} />,
    `factura-print factura-print-${factura.formato}`,
  );
}
