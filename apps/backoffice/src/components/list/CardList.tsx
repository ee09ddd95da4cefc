import type { Key, ReactNode } from 'react';
import { Pagination, Spin, type PaginationProps } from 'antd';

interface Props<T> {
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  render: (row: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  loading: boolean;
  /** What shows when there are no rows. */
  empty: ReactNode;
  pagination: PaginationProps;
}

/** A list as one card per row, for a phone: what a wide table shows, stacked to the screen's width. */
export function CardList<T>({ rows, rowKey, render, label, loading, empty, pagination }: Props<T>) {
  return (
    <div className="card-list">
      <Spin spinning={loading}>
        {rows.length === 0 ? (
          empty
        ) : (
          <ul className="card-list-items" aria-label={label} aria-busy={loading}>
            {rows.map((row, index) => (
              <li key={rowKey(row, index)}>{render(row)}</li>
            ))}
          </ul>
        )}
      </Spin>
      <Pagination {...pagination} size="small" />
    </div>
  );
}
