import {
  GRUPOS_PERMISOS,
  NOMBRES_GRUPO,
  PERMISOS_GENERALES,
  permisosPorRol,
  type GrupoPermisos,
  type Permiso,
  type Rol,
  type TipoPuntoVenta,
} from '@pos/shared/domains/users/permissions';

export interface SeccionPermisos {
  key: 'generales' | GrupoPermisos;
  titulo: string;
  permisos: readonly Permiso[];
  /** Has a group toggle (spec 001 §6); the toggle is UI-only and never sent (P3-69). */
  alternable: boolean;
}

export const SECCIONES_PERMISOS: readonly SeccionPermisos[] = [
  { key: 'generales', titulo: 'Generales', permisos: PERMISOS_GENERALES, alternable: false },
  ...(Object.keys(GRUPOS_PERMISOS) as GrupoPermisos[]).map((grupo) => ({
    key: grupo,
    titulo: NOMBRES_GRUPO[grupo],
    permisos: GRUPOS_PERMISOS[grupo],
    alternable: true,
  })),
];

/**
 * The permissions a role starts with, limited to those the editor may hand out: the server
 * refuses to grant a flag its user lacks (users/user-rules.ts).
 */
export function permisosDeRol(rol: Rol, tipoPuntoVenta: TipoPuntoVenta, otorgables: ReadonlySet<Permiso>): Permiso[] {
  return permisosPorRol(rol, tipoPuntoVenta).filter((permiso) => otorgables.has(permiso));
}

/** Turns every flag of a group on or off, leaving alone the flags the editor may not change. */
export function alternarGrupo(
  actuales: readonly Permiso[],
  grupo: readonly Permiso[],
  activar: boolean,
  otorgables: ReadonlySet<Permiso>,
): Permiso[] {
  const cambian = grupo.filter((permiso) => otorgables.has(permiso));
  const sinGrupo = actuales.filter((permiso) => !cambian.includes(permiso));
  return activar ? [...sinGrupo, ...cambian] : sinGrupo;
}

export function estadoGrupo(
  actuales: readonly Permiso[],
  grupo: readonly Permiso[],
): { checked: boolean; indeterminate: boolean } {
  const activos = grupo.filter((permiso) => actuales.includes(permiso)).length;
  return { checked: activos === grupo.length, indeterminate: activos > 0 && activos < grupo.length };
}
