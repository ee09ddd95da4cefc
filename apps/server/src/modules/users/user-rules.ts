import { NIVELES, NIVEL_DE_ROL, PERMISOS, type Permiso, type Rol } from '@pos/shared/domains/users/permissions';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden } from '../../lib/http-errors';
import { MENSAJES } from '@pos/shared/messages';

/**
 * The permission flags a save asks for. Group toggle keys are not in the schema and never get
 * here; `bodega` is both a group toggle and a flag and counts as the flag (P3-69).
 */
export function permisosSolicitados(input: Partial<Record<Permiso, boolean | undefined>>): Permiso[] {
  return PERMISOS.filter((p) => input[p] === true);
}

/** A user cannot touch a user of a higher level (P3-05); the owner only by themselves. */
export function assertCanManage(actor: Actor, target: { id: number; rol: number; esPropietario: boolean }): void {
  if (target.id === actor.usuarioId) return;
  if (target.esPropietario || target.rol > actor.rol) {
    throw forbidden(MENSAJES.usuarios.modificarNivelSuperior);
  }
}

/** A user cannot hand out a role above their own level, nor permissions they do not hold. */
export function assertCanGrant(
  actor: Actor,
  rol: Rol,
  permisos: readonly Permiso[],
  yaTenia: readonly string[] = [],
): void {
  if (NIVEL_DE_ROL[rol] > actor.rol) throw forbidden(MENSAJES.usuarios.asignarRolSuperior);
  const nuevos = permisos.filter((p) => !yaTenia.includes(p));
  const ajenos = nuevos.filter((p) => !actor.permisos.has(p));
  if (ajenos.length > 0) throw forbidden(MENSAJES.usuarios.otorgarPermisosAjenos(ajenos.join(', ')));
}

/** Everyone edits their own name, photo and password; nobody changes their own role, permissions or reach. */
export function assertNoSelfEscalation(
  before: { rol: Rol; permisos: readonly string[]; esGlobal: boolean },
  after: { rol: Rol; permisos: readonly string[]; esGlobal: boolean },
): void {
  const same =
    before.rol === after.rol &&
    before.esGlobal === after.esGlobal &&
    before.permisos.length === after.permisos.length &&
    after.permisos.every((p) => before.permisos.includes(p));
  if (!same) throw badRequest(MENSAJES.usuarios.cambiarAccesoPropio);
}

export function nivelPara(rol: Rol, esPropietario: boolean): number {
  return esPropietario ? NIVELES.PROPIETARIO : NIVEL_DE_ROL[rol];
}
