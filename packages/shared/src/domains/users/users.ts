import { z } from 'zod';
import { MENSAJES } from '../../messages';
import { phone } from '../../validation/fields';
import { withValidators, zBooleanish, zEmail, zIntId, zRequiredString } from '../../validation/zod';
import { PERMISOS, ROLES, type Permiso, type Rol } from './permissions';
import type { CajaActiva } from '../registers';

export const PASSWORD_MIN = 8;

export const passwordSchema = z
  .string({ error: MENSAJES.campos.required })
  // An empty password reads only "required", not also "too short".
  .min(1, { message: MENSAJES.campos.required, abort: true })
  .min(PASSWORD_MIN, MENSAJES.campos.minLength(PASSWORD_MIN))
  .max(128, MENSAJES.campos.maxLength(128));

/** `sucursales` arrives as ids, as `{id}` objects, or (forms) as `sucursal-{id}` keys folded in by the server. */
const sucursalesInput = z
  .array(z.union([zIntId(), z.object({ id: zIntId() }).transform((s) => s.id)]), {
    error: 'Seleccione al menos una sucursal.',
  })
  .transform((ids) => [...new Set(ids)]);

const roleFlags = Object.fromEntries(ROLES.map((rol) => [rol, zBooleanish().optional()])) as {
  [K in Rol]: z.ZodOptional<ReturnType<typeof zBooleanish>>;
};
const permissionFlags = Object.fromEntries(PERMISOS.map((p) => [p, zBooleanish().optional()])) as {
  [K in Permiso]: z.ZodOptional<ReturnType<typeof zBooleanish>>;
};

const userFields = {
  email: zEmail(),
  first_name: zRequiredString(100),
  last_name: z.string().trim().max(100, MENSAJES.campos.maxLength(100)).optional().default(''),
  telefono: withValidators(
    z.string().trim().max(30, MENSAJES.campos.maxLength(30)).optional().default(''),
    phone('GT'),
  ),
  es_global: zBooleanish().optional().default(false),
  sucursales: sucursalesInput.optional().default([]),
  ...roleFlags,
  ...permissionFlags,
};

/** The role chosen in the form: exactly one role flag must be true (spec 001 §5). */
export function rolElegido(input: Partial<Record<Rol, boolean | undefined>>): Rol | 'ninguno' | 'varios' {
  const chosen = ROLES.filter((r) => input[r] === true);
  if (chosen.length === 0) return 'ninguno';
  if (chosen.length > 1) return 'varios';
  return chosen[0]!;
}

export const usuarioCreateSchema = z.object({ ...userFields, password: passwordSchema });
export type UsuarioCreateInput = z.input<typeof usuarioCreateSchema>;

export const usuarioUpdateSchema = z.object({
  ...userFields,
  password: z.union([z.literal(''), passwordSchema]).optional(),
  /** Required when a user changes their own password from the profile (P3-61). */
  password_actual: z.string().optional(),
  eliminar_foto: zBooleanish().optional(),
});
export type UsuarioUpdateInput = z.input<typeof usuarioUpdateSchema>;

/** What a user may change about themselves from "Mi perfil" (P3-61). */
export const perfilUpdateSchema = z.object({
  first_name: zRequiredString(100),
  last_name: z.string().trim().max(100, MENSAJES.campos.maxLength(100)).optional().default(''),
  telefono: withValidators(
    z.string().trim().max(30, MENSAJES.campos.maxLength(30)).optional().default(''),
    phone('GT'),
  ),
  password: z.union([z.literal(''), passwordSchema]).optional(),
  password_actual: z.string().optional(),
  eliminar_foto: zBooleanish().optional(),
});

export const loginSchema = z.object({
  email: zRequiredString(254),
  password: z.string({ error: MENSAJES.campos.required }).min(1, MENSAJES.campos.required),
  /** The company's slug, for an e-mail and password that open accounts in several companies. */
  empresa: z.string().max(100).optional(),
});

export type Usuario = { [K in Permiso]: boolean } & { [K in Rol]: boolean } & {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  nombre: string;
  telefono: string;
  foto: string | null;
  rol: number;
  rol_nombre: string;
  es_propietario: boolean;
  es_global: boolean;
  sucursales: { id: number; nombre: string }[];
  activo: boolean;
  ultimo_ingreso: string | null;
  creado: string;
  modificado: string;
};

/** `GET usuarios/me`: the user plus session data (spec 000 §3 Current user). */
export type UsuarioActual = Usuario & {
  /** The default branch (P3-06): the first of the user's branches. */
  sucursal: number | null;
  pais: string;
  /** The register session the user has open, or null. */
  caja: CajaActiva | null;
  empresa: { id: number; nombre: string; slug: string };
  bienvenida_visto: boolean;
};
