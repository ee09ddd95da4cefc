import { NIVELES, NOMBRES_NIVEL, NOMBRES_ROL, ROLES, type Rol } from '@pos/shared/domains/users/permissions';
import type { Usuario } from '@pos/shared/domains/users/users';

export function rolDe(usuario: Pick<Usuario, Rol>): Rol | undefined {
  return ROLES.find((rol) => usuario[rol]);
}

/** The owner reads as Propietario whatever role flag they carry. */
export function nombreDeRol(usuario: Pick<Usuario, Rol | 'es_propietario' | 'rol_nombre'>): string {
  if (usuario.es_propietario) return NOMBRES_NIVEL[NIVELES.PROPIETARIO];
  const rol = rolDe(usuario);
  return rol ? NOMBRES_ROL[rol] : usuario.rol_nombre;
}

type Nivel = Pick<Usuario, 'id' | 'rol' | 'es_propietario'>;

/**
 * The server refuses (403) edits of a user of a higher level or of the owner by someone else
 * (P3-05), and a 403 ends the session (P3-44): such actions are never offered.
 */
export function puedeEditar(actor: Nivel, usuario: Nivel): boolean {
  return usuario.id === actor.id || (!usuario.es_propietario && usuario.rol <= actor.rol);
}

export function puedeEliminar(actor: Nivel, usuario: Nivel): boolean {
  return usuario.id !== actor.id && puedeEditar(actor, usuario);
}
