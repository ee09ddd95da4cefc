import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { paginate } from './printing';

export interface PrintColumn<T> {
  title: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

interface Props<T> {
  title: string;
  /** Company, branch, filters: what the paper needs to be understood later. */
  subtitle: ReactNode;
  columns: PrintColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowsPerPage?: number;
}

/**
 * A list laid out for paper: pages of a fixed number of rows, each with the heading and the
 * column titles again. It is only visible while printing (styles.css `printing-list`).
 */
export function PrintableList<T>({ title, subtitle, columns, rows, rowKey, rowsPerPage }: Props<T>) {
  const pages = paginate(rows, rowsPerPage);
  return createPortal(
    <div className="print-area" aria-hidden="true">
      {pages.map((page, index) => (
        <section key={index} className="print-page">
          <header className="print-heading">
            <div>
              <h1>{title}</h1>
              <div>{subtitle}</div>
            </div>
            <div className="print-page-number">{`Página ${index + 1} de ${pages.length}`}</div>
          </header>
          <table className="print-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.title} style={{ textAlign: c.align ?? 'left' }}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.title} style={{ textAlign: c.align ?? 'left' }}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>,
    document.body,
  );
}
