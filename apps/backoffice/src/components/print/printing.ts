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
