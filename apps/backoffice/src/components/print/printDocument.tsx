import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { imagesSettled, printListArea } from './printing';

/** The document on the page while it prints; one at a time, so a reprint never prints two. */
let current: { root: Root; container: HTMLElement } | null = null;

function removeCurrent(): void {
  if (!current) return;
  current.root.unmount();
  current.container.remove();
  current = null;
}

/**
 * Puts a printed document (receipt, invoice) in a print area of its own, outside the screen's
 * tree so it can be printed from anywhere (the point of sale right after a sale, the sales
 * history), and opens the print dialog for it alone. `className` picks its paper CSS.
 * The dialog opens once the document's images (the company's logo) have loaded: at once when
 * they are already in the cache, else when they arrive (or fail, or after a few seconds).
 * Resolves when the dialog has been asked for; a newer document printed meanwhile replaces this one.
 */
export function printDocument(documento: ReactElement, className: string): Promise<void> {
  removeCurrent();
  const container = document.createElement('div');
  container.className = `print-area ${className}`;
  container.setAttribute('aria-hidden', 'true');
  document.body.appendChild(container);
  const root = createRoot(container);
  current = { root, container };
  // On the page before the dialog takes its snapshot.
  flushSync(() => root.render(documento));
  const done = () => {
    window.removeEventListener('afterprint', done);
    if (current?.container === container) removeCurrent();
  };
  const print = () => {
    // A newer document took its place while its images loaded: that one prints, not this one.
    if (current?.container !== container) return;
    window.addEventListener('afterprint', done);
    printListArea();
  };
  const images = imagesSettled(container);
  if (!images) {
    print();
    return Promise.resolve();
  }
  return images.then(print);
}
