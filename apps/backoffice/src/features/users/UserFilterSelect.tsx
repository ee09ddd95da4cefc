import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useOpcionesUsuario } from './users.api';

/** A user picker that searches the company's users on the server as the user types. */
export function UserFilterSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const opciones = useOpcionesUsuario(search);
  return (
    <Select<number>
      aria-label="Usuario"
      allowClear
      placeholder="Usuario"
      style={{ width: 220 }}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={opciones.isFetching}
      notFoundContent={opciones.isFetching ? 'Buscando…' : 'Sin resultados'}
      options={(opciones.data ?? []).map((u) => ({ value: u.id, label: u.nombre || u.email }))}
    />
  );
}
