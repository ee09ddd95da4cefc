import { RemoteSearchSelect } from '../../components/inputs/RemoteSearchSelect';
import { opcionesUsuarioQuery } from './users.api';

/** A user filter that searches the company's users on the server as the user types. */
export function UserFilterSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  return (
    <RemoteSearchSelect
      label="Usuario"
      width={220}
      value={value}
      onChange={onChange}
      query={opcionesUsuarioQuery}
      toOption={(u) => ({ value: u.id, label: u.nombre || u.email })}
    />
  );
}
