import { useEffect } from 'react';
import { Alert, Button, Empty, Grid, Table, type TableColumnType, type TableProps } from 'antd';
import { MENSAJES } from '@pos/shared';
import { sortOrderOf } from './ordering';
import { PAGE_SIZE, type PagedList } from './useServerList';

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
}

/** The list toolkit's table: server paging and ordering, loading, empty and error states. */
export function DataTable<T extends object>({
  list,
  columns,
  filtered,
  loading,
  errorDescription = MENSAJES.listas.error,
  ...tableProps
}: Props<T>) {
  const { query, state, setPage, sortBy } = list;
  const data = query.data;
  const laptop = Grid.useBreakpoint().lg === true;

  // After a delete, the last page may be gone: show the new last page instead of an empty one.
  const lastPage = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE));
  useEffect(() => {
    if (data && state.page > lastPage) setPage(lastPage);
  }, [data, state.page, lastPage, setPage]);

  if (query.isError && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={MENSAJES.listas.tituloError}
        description={errorDescription}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        }
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
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered || state.search ? MENSAJES.general.sinResultados : MENSAJES.listas.sinRegistros}
          />
        ),
      }}
      pagination={{
        current: state.page,
        pageSize: PAGE_SIZE,
        total: data?.count ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: false,
        showTotal: (total) => `${total} ${total === 1 ? 'registro' : 'registros'}`,
      }}
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
