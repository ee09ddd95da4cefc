import type { ListColumn } from './DataTable';

/**
 * A column of quetzal amounts: right-aligned, in the company's money format, figures aligned
 * (`.num`), so every list shows money the same way.
 */
export function moneyColumn<T>(
  money: (value: string) => string,
  column: NoInfer<ListColumn<T> & { dataIndex: keyof T & string }>,
): ListColumn<T> {
  return { align: 'right', ...column, render: (value: string) => <span className="num">{money(value)}</span> };
}
