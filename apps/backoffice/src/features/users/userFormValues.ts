import { PERMISOS, ROLES, type Permiso, type Rol } from '@pos/shared/domains/users/permissions';
import type { Usuario } from '@pos/shared/domains/users/users';
import { imageOf, type ImageValue } from '../../components/ImageUpload';
import { rolDe } from './roles';

export interface UsuarioFormValues {
  first_name: string;
  last_name: string;
  email: string;
  telefono: string;
  password?: string;
  confirm_password?: string;
  foto: ImageValue;
  rol?: Rol;
  es_global: boolean;
  sucursales: number[];
  permisos: Permiso[];
}

export function valoresIniciales(usuario?: Usuario): UsuarioFormValues {
  if (!usuario) {
    return {
      first_name: '',
      last_name: '',
      email: '',
      telefono: '',
      foto: null,
      es_global: false,
      sucursales: [],
      permisos: [],
    };
  }
  return {
    first_name: usuario.first_name,
    last_name: usuario.last_name,
    email: usuario.email,
    telefono: usuario.telefono,
    foto: imageOf(usuario.foto),
    rol: rolDe(usuario),
    es_global: usuario.es_global,
    sucursales: usuario.sucursales.map((s) => s.id),
    permisos: PERMISOS.filter((permiso) => usuario[permiso]),
  };
}

/**
 * The `data` part of the save: exactly one role flag and every permission flag as a boolean.
 * Group toggles are not sent (P3-69). The role flags also tell the server this is not a
 * "Mi perfil" save.
 */
export function datosDeUsuario(values: UsuarioFormValues, eliminarFoto: boolean): Record<string, unknown> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    telefono: values.telefono,
    es_global: values.es_global,
    sucursales: values.sucursales,
    ...Object.fromEntries(ROLES.map((rol) => [rol, rol === values.rol])),
    ...Object.fromEntries(PERMISOS.map((permiso) => [permiso, values.permisos.includes(permiso)])),
    ...(values.password ? { password: values.password } : {}),
    ...(eliminarFoto ? { eliminar_foto: true } : {}),
  };
}
