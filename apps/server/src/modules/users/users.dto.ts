import {
  NOMBRES_NIVEL,
  PERMISOS,
  ROLES,
  type Nivel,
  type Permiso,
  type Rol,
} from '@pos/shared/domains/users/permissions';
import type { Usuario, UsuarioUpdateInput } from '@pos/shared/domains/users/users';
import { mediaUrl } from '../../lib/uploads';
import type { UsuarioConSucursales } from './users.repo';

export function rolDe(
  row: Pick<UsuarioConSucursales, 'esAdmin' | 'esEncargadoTienda' | 'esBodeguero' | 'esCajero' | 'esVendedorMostrador'>,
): Rol {
  if (row.esAdmin) return 'es_admin';
  if (row.esEncargadoTienda) return 'es_encargado_tienda';
  if (row.esBodeguero) return 'es_bodeguero';
  if (row.esCajero) return 'es_cajero';
  return 'es_vendedor_mostrador';
}

/** The user as the API shows it: every role and permission flag as a boolean, never the password. */
export function toUsuario(row: UsuarioConSucursales): Usuario {
  const granted = new Set(row.permisos);
  const rol = rolDe(row);
  const permisos = Object.fromEntries(PERMISOS.map((p) => [p, granted.has(p)])) as Record<Permiso, boolean>;
  const roles = Object.fromEntries(ROLES.map((r) => [r, r === rol])) as Record<Rol, boolean>;
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    nombre: `${row.firstName} ${row.lastName}`.trim(),
    telefono: row.telefono,
    foto: mediaUrl(row.foto),
    rol: row.rol,
    rol_nombre: NOMBRES_NIVEL[row.rol as Nivel] ?? '',
    es_propietario: row.esPropietario,
    ...roles,
    es_global: row.esGlobal,
    sucursales: row.sucursales,
    ...permisos,
    activo: row.activo,
    ultimo_ingreso: row.ultimoIngreso?.toISOString() ?? null,
    creado: row.creado.toISOString(),
    modificado: row.modificado.toISOString(),
  };
}

/**
 * The stored user as the user form's body: role, permissions and branches turned back into the
 * flags and ids the form sends. What a partial `PUT` lays the client's fields over; never the password.
 */
export function toUsuarioInput(row: UsuarioConSucursales): UsuarioUpdateInput {
  const granted = new Set(row.permisos);
  const rol = rolDe(row);
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    telefono: row.telefono,
    es_global: row.esGlobal,
    sucursales: row.sucursales.map((s) => s.id),
    ...(Object.fromEntries(ROLES.map((r) => [r, r === rol])) as Record<Rol, boolean>),
    ...(Object.fromEntries(PERMISOS.map((p) => [p, granted.has(p)])) as Record<Permiso, boolean>),
  };
}

/** The stored user as the "Mi perfil" body (P3-61). */
export function toPerfilInput(row: UsuarioConSucursales): { first_name: string; last_name: string; telefono: string } {
  return { first_name: row.firstName, last_name: row.lastName, telefono: row.telefono };
}
