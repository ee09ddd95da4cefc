import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReciboVenta } from '@pos/shared/domains/sales.api';
import { printListArea } from '../../../components/print/printing';
import { Receipt } from './Receipt';

/** The receipt on the page while it prints; one at a time, so a reprint never prints two. */
let current: { root: Root; container: HTMLElement } | null = null;

function removeCurrent(): void {
  if (!current) return;
  current.root.unmount();
  current.container.remove();
  current = null;
}

/**
 * Puts the receipt in a print area of its own (outside the screen's tree, so it can be printed
 * from anywhere, right after a sale) and opens the print dialog for it alone.
 */
export function printReceipt(recibo: ReciboVenta, money: (value: string) => string): void {
  removeCurrent();
  const container = document.createElement('div');
  container.className = 'print-area receipt-print';
  container.setAttribute('aria-hidden', 'true');
  document.body.appendChild(container);
  const root = createRoot(container);
  current = { root, container };
  // On the page before the dialog takes its snapshot.
  flushSync(() => root.render(<Receipt recibo={recibo} money={money} />));
  const done = () => {
    window.removeEventListener('afterprint', done);
    if (current?.container === container) removeCurrent();
  };
  window.addEventListener('afterprint', done);
  printListArea();
}
