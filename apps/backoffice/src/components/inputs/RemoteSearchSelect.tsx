import { useState } from 'react';
import { useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { FilterSelect } from '../list/FilterSelect';
import { useDebounced } from '../../lib/useDebounced';

interface Props<T> {
  label: string;
  width: number;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** The server's matches of a search text, asked once the user pauses typing. */
  query: (search: string) => { queryKey: QueryKey; queryFn: QueryFunction<T[]>; staleTime?: number };
  toOption: (row: T) => { value: number; label: string };
}

/** A list filter whose options the server searches as the user types (users, customers...). */
export function RemoteSearchSelect<T>({ query, toOption, ...props }: Props<T>) {
  const [text, setText] = useState('');
  const options = useQuery(query(useDebounced(text.trim())));
  return (
    <FilterSelect<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={options.isFetching}
      notFoundContent={options.isFetching ? 'Buscando…' : 'Sin resultados'}
      options={(options.data ?? []).map(toOption)}
    />
  );
}
