import { useState } from 'react';
import { Select } from 'antd';
import { PERMISOS_PUNTO_VENTA } from '@pos/shared/domains/users/permissions';
import { useCurrentUser } from '../../../lib/currentUser';
import { useClientesFiltro, useVendedores } from './salesHistory.api';
import { useDebounced } from './useDebounced';

interface Props {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

const searching = (fetching: boolean) => (fetching ? 'Buscando…' : 'Sin resultados');

/** The seller or cashier of the sale, searched on the server as the user types. */
export function SellerFilter({ value, onChange }: Props) {
  const [text, setText] = useState('');
  const opciones = useVendedores(useDebounced(text.trim()));
  return (
    <Select<number>
      aria-label="Vendedor"
      allowClear
      placeholder="Vendedor"
      style={{ width: 200 }}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={opciones.isFetching}
      notFoundContent={searching(opciones.isFetching)}
      options={(opciones.data ?? []).map((u) => ({ value: u.id, label: u.nombre || u.email }))}
    />
  );
}

/**
 * The customer, searched by name or NIT. The customer list belongs to the point of sale and the
 * customer administration (server `clientes` permissions): users without them don't get the
 * filter, so the history never asks for a list they may not read (P3-44).
 */
export function CustomerFilter({ value, onChange }: Props) {
  const user = useCurrentUser();
  const allowed = user.conf_cliente || PERMISOS_PUNTO_VENTA.some((p) => user[p]);
  const [text, setText] = useState('');
  const opciones = useClientesFiltro(useDebounced(text.trim()), allowed);
  if (!allowed) return null;
  return (
    <Select<number>
      aria-label="Cliente"
      allowClear
      placeholder="Cliente"
      style={{ width: 220 }}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={opciones.isFetching}
      notFoundContent={searching(opciones.isFetching)}
      options={(opciones.data?.results ?? []).map((c) => ({ value: c.id, label: `${c.nombre} (${c.nit})` }))}
    />
  );
}
