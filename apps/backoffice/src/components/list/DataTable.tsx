import { useEffect, type Key, type ReactNode } from 'react';
import { Empty, Grid, Table, type Breakpoint, type PaginationProps, type TableColumnType, type TableProps } from 'antd';
import { MENSAJES } from '@pos/shared';
import { CardList } from './CardList';
import { sortOrderOf } from './ordering';
import { PAGE_SIZE, type PagedList } from './useServerList';
import { LoadError } from '../LoadError';

/**
 * A column; `sortField` names the API ordering field when the column can be ordered by. `pin`
 * keeps a column that matters (the amount, the stock, the difference) in view on a laptop: from
 * 992 px wide it stays at that side while the other columns scroll under it; on a tablet or a phone
 * the whole row scrolls, as pinned columns would leave no room for the rest.
 */
export type ListColumn<T> = TableColumnType<T> & { sortField?: string; pin?: 'left' | 'right' };

// Repeating 'ascend' makes a click on a descending column ascend again instead of clearing it.
const TOGGLE: TableColumnType<unknown>['sortDirections'] = ['ascend', 'descend', 'ascend'];

interface Props<T> extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'pagination' | 'onChange' | 'loading'> {
  list: PagedList<T>;
  columns: ListColumn<T>[];
  /** Whether a search or filter is active, to word the empty state. */
  filtered?: boolean;
  /** Overrides the loading state (default: while the list is being read). */
  loading?: boolean;
  /** What a failed load says (reports: 001 §8 'Ha ocurrido un error, intente más tarde.'). */
  errorDescription?: string;
  /**
   * Below `tableFrom` (default 768 px: a phone) each row shows as this card instead of a table
   * row: a table that wide would scroll sideways with the row's code at one end and its actions at
   * the other.
   */
  cardRender?: (row: T) => ReactNode;
  /**
   * The breakpoint from which the list is a table (with `cardRender`). A list whose rows lead with
   * more than the window holds below a wide laptop (the sales history) asks for `xl`.
   */
  tableFrom?: Breakpoint;
  /** The card list's accessible name (with `cardRender`). */
  cardsLabel?: string;
}

/** The key of a row as the table's `rowKey` names it (a field or a function). */
function keyOf<T>(rowKey: TableProps<T>['rowKey'], row: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  return rowKey === undefined ? index : (row[rowKey as keyof T] as Key);
}

/**
 * The list toolkit's table: server paging and ordering, loading, empty and error states; below
 * `tableFrom` (a phone unless told), cards instead of rows when the list gives a `cardRender`.
 */
export function DataTable<T extends object>({
  list,
  columns,
  filtered,
  loading,
  errorDescription = MENSAJES.listas.error,
  cardRender,
  cardsLabel = '',
  tableFrom = 'md',
  ...tableProps
}: Props<T>) {
  const { query, state, setPage, sortBy } = list;
  const data = query.data;
  const screens = Grid.useBreakpoint();
  const laptop = screens.lg === true;

  // After a delete, the last page may be gone: show the new last page instead of an empty one.
  const lastPage = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE));
  useEffect(() => {
    if (data && state.page > lastPage) setPage(lastPage);
  }, [data, state.page, lastPage, setPage]);

  if (query.isError && !data) {
    return (
      <LoadError title={MENSAJES.listas.tituloError} fallback={errorDescription} onRetry={() => void query.refetch()} />
    );
  }

  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered || state.search ? MENSAJES.general.sinResultados : MENSAJES.listas.sinRegistros}
    />
  );
  const pagination: PaginationProps = {
    current: state.page,
    pageSize: PAGE_SIZE,
    total: data?.count ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: false,
    showTotal: (total) => `${total} ${total === 1 ? 'registro' : 'registros'}`,
  };

  if (cardRender && screens[tableFrom] === false) {
    return (
      <CardList<T>
        rows={data?.results ?? []}
        rowKey={(row, index) => keyOf(tableProps.rowKey, row, index)}
        render={cardRender}
        label={cardsLabel}
        loading={loading ?? query.isFetching}
        empty={empty}
        pagination={{ ...pagination, onChange: setPage }}
      />
    );
  }

  const tableColumns = columns.map(({ sortField, pin, ...plain }): TableColumnType<T> => {
    const column = pin && laptop ? { ...plain, fixed: pin } : plain;
    return sortField
      ? {
          ...column,
          key: sortField,
          sorter: true,
          sortOrder: sortOrderOf(state.ordering, sortField),
          sortDirections: TOGGLE,
        }
      : column;
  });

  return (
    <Table<T>
      {...tableProps}
      columns={tableColumns}
      dataSource={data?.results ?? []}
      loading={loading ?? query.isFetching}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
      pagination={pagination}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') {
          const info = Array.isArray(sorter) ? sorter[0] : sorter;
          if (info?.columnKey !== undefined) sortBy(String(info.columnKey));
        } else if (extra.action === 'paginate') {
          setPage(pagination.current ?? 1);
        }
      }}
    />
  );
}
