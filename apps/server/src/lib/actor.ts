import type { Permiso } from '@pos/shared/domains/users/permissions';

/** Who is calling and from where: every service receives it and scopes its queries by it. */
export interface Actor {
  usuarioId: number;
  empresaId: number;
  email: string;
  rol: number;
  esAdmin: boolean;
  esGlobal: boolean;
  permisos: ReadonlySet<Permiso>;
  /** The branches the user belongs to, in their order. */
  sucursalIds: readonly number[];
  tokenId: number;
}

/** The branch scope of a request: one branch, or the whole company (`sucursal=empresa`). */
export type SucursalScope = { sucursalId: number } | { sucursalId: null };

export function tienePermiso(actor: Actor, ...permisos: Permiso[]): boolean {
  return permisos.some((p) => actor.permisos.has(p));
}
