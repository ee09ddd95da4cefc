/** Product printing: 15 rows a page (spec 001 §9, DECISIONS P2-03h). */
export const FILAS_POR_PAGINA = 15;

/** Rows split into printed pages of `size` rows; an empty list still prints one page. */
export function paginate<T>(rows: readonly T[], size: number = FILAS_POR_PAGINA): T[][] {
  if (rows.length === 0) return [[]];
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += size) pages.push(rows.slice(i, i + size));
  return pages;
}

const LIST_CLASS = 'printing-list';

/**
 * Prints only the print area (a list rendered for paper) instead of the screen: the body class
 * hides the application while the browser's print dialog is open.
 */
export function printListArea(): void {
  document.body.classList.add(LIST_CLASS);
  const done = () => {
    document.body.classList.remove(LIST_CLASS);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // Browsers whose print() blocks until the dialog closes have already fired afterprint.
  setTimeout(done, 0);
}

/** How long printing waits for a slow image (a logo on a slow link) before printing without it. */
export const ESPERA_IMAGENES_MS = 4000;

/**
 * Resolves once every image in `area` has loaded or failed, so the print dialog's snapshot has the
 * logo in it (an image still loading prints as a blank box), or after `timeoutMs` at most.
 * Returns null when there is nothing to wait for, so a caller can print at once.
 */
export function imagesSettled(area: ParentNode, timeoutMs: number = ESPERA_IMAGENES_MS): Promise<void> | null {
  const pending = Array.from(area.querySelectorAll('img')).filter((img) => img.getAttribute('src') && !img.complete);
  if (pending.length === 0) return null;
  const each = pending.map(
    (img) =>
      new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([
    Promise.all(each).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}
