import { useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, type Page, type QueryParams } from '../../lib/api';
import { nextOrdering } from './ordering';
import { queryKeys } from '../../lib/queryKeys';

/** Every table shows 10 rows a page (spec 000 §9). */
export const PAGE_SIZE = 10;

export interface ListState<F extends QueryParams> {
  page: number;
  ordering: string;
  search: string;
  filters: F;
}

interface Options<F extends QueryParams> {
  /** The API path, also the first part of the query key (so a mutation invalidates `[path]`). */
  path: string;
  filters: F;
  /** Default `-creado` (spec 000 §9). */
  defaultOrdering?: string;
  /** Some reports name the ordering `sort` (DECISIONS P2-02i). */
  orderingParam?: 'ordering' | 'sort';
  /** False while the list cannot be asked for yet (e.g. a required filter is missing). */
  enabled?: boolean;
}

/**
 * A server-paged list: page, ordering, search and filters, and the query that loads them.
 * Any change other than the page goes back to page 1.
 */
export function useServerList<T, F extends QueryParams = QueryParams, R extends Page<T> = Page<T>>({
  path,
  filters,
  defaultOrdering = '-creado',
  orderingParam = 'ordering',
  enabled = true,
}: Options<F>) {
  const [state, setState] = useState<ListState<F>>({ page: 1, ordering: defaultOrdering, search: '', filters });
  /** What the list shows, without the page: also what its Excel export and printing ask for. */
  const filterParams: QueryParams = { [orderingParam]: state.ordering, search: state.search.trim(), ...state.filters };
  const params: QueryParams = { page: state.page, page_size: PAGE_SIZE, ...filterParams };
  const query = useQuery({
    queryKey: queryKeys.list(path, params),
    queryFn: ({ signal }) => api.get<R>(path, params, signal),
    placeholderData: keepPreviousData,
    // Every change reloads (spec 001 §4), even back to a page seen a moment ago.
    staleTime: 0,
    enabled,
  });

  return {
    query,
    state,
    filterParams,
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    sortBy: (field: string) => setState((s) => ({ ...s, page: 1, ordering: nextOrdering(s.ordering, field) })),
    setSearch: (search: string) => setState((s) => (s.search === search ? s : { ...s, page: 1, search })),
    setFilters: (change: Partial<F>) => setState((s) => ({ ...s, page: 1, filters: { ...s.filters, ...change } })),
  };
}

/** What a table needs of a list, whatever its filters. */
export interface PagedList<T> {
  query: UseQueryResult<Page<T>>;
  state: Pick<ListState<QueryParams>, 'page' | 'ordering' | 'search'>;
  setPage: (page: number) => void;
  sortBy: (field: string) => void;
}
