import { PERMISOS_PUNTO_VENTA } from '@pos/shared/domains/users/permissions';
import { RemoteSearchSelect } from '../../../components/inputs/RemoteSearchSelect';
import { useCurrentUser } from '../../../lib/currentUser';
import { clientesFiltroQuery, vendedoresQuery } from './salesHistory.api';

interface Props {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

/** The seller or cashier of the sale, searched on the server as the user types. */
export function SellerFilter({ value, onChange }: Props) {
  return (
    <RemoteSearchSelect
      label="Vendedor"
      width={200}
      value={value}
      onChange={onChange}
      query={vendedoresQuery}
      toOption={(u) => ({ value: u.id, label: u.nombre || u.email })}
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
  if (!allowed) return null;
  return (
    <RemoteSearchSelect
      label="Cliente"
      width={220}
      value={value}
      onChange={onChange}
      query={clientesFiltroQuery}
      toOption={(c) => ({ value: c.id, label: `${c.nombre} (${c.nit})` })}
    />
  );
}
