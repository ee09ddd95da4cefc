import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { FacturaFel } from '@pos/shared/domains/fel';
import { printListArea } from '../../../components/print/printing';
import { FacturaImpresa } from './FacturaImpresa';

/** The invoice on the page while it prints; one at a time, so a reprint never prints two. */
let current: { root: Root; container: HTMLElement } | null = null;

function removeCurrent(): void {
  if (!current) return;
  current.root.unmount();
  current.container.remove();
  current = null;
}

/**
 * Puts the invoice in a print area of its own (outside the screen's tree, so it prints from
 * anywhere: the point of sale right after a sale, the sales history) on the paper its format
 * asks for (80 mm or letter), and opens the print dialog for it alone.
 */
export function printFactura(factura: FacturaFel, money: (value: string) => string): void {
  removeCurrent();
  const container = document.createElement('div');
  container.className = `print-area factura-print factura-print-${factura.formato}`;
  container.setAttribute('aria-hidden', 'true');
  document.body.appendChild(container);
  const root = createRoot(container);
  current = { root, container };
  // On the page before the dialog takes its snapshot.
  flushSync(() => root.render(<FacturaImpresa factura={factura} money={money} />));
  const done = () => {
    window.removeEventListener('afterprint', done);
    if (current?.container === container) removeCurrent();
  };
  window.addEventListener('afterprint', done);
  printListArea();
}
