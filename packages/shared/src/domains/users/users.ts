import { z } from 'zod';
import { referenciaSchema, zDateTime, zId } from '../../api';
import { MENSAJES } from '../../messages';
import { phone } from '../../validation/fields';
import { withValidators, zBooleanish, zEmail, zIntId, zRequiredString } from '../../validation/zod';
import { PERMISOS, ROLES, type Permiso, type Rol } from './permissions';
import { cajaActivaSchema } from '../registers';

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

/** `POST usuarios/token`: the session token for the `Authorization: Token <token>` header. */
export const tokenSchema = z.object({ token: z.string() });

/** Every role or permission flag of `keys` as a boolean of the answer. */
function booleanFlags<K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, z.boolean()])) as { [P in K]: z.ZodBoolean };
}

/** The user as the API shows it: every role and permission flag as a boolean, never the password. */
export const usuarioSchema = z.object({
  id: zId,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  nombre: z.string(),
  telefono: z.string(),
  foto: z.string().nullable(),
  rol: z.number().int(),
  rol_nombre: z.string(),
  es_propietario: z.boolean(),
  ...booleanFlags(ROLES),
  es_global: z.boolean(),
  sucursales: z.array(referenciaSchema),
  ...booleanFlags(PERMISOS),
  activo: z.boolean(),
  ultimo_ingreso: zDateTime.nullable(),
  creado: zDateTime,
  modificado: zDateTime,
});
export type Usuario = z.infer<typeof usuarioSchema>;

/** `GET usuarios/me`: the user plus session data (spec 000 §3 Current user). */
export const usuarioActualSchema = usuarioSchema.extend({
  /** The default branch (P3-06): the first of the user's branches. */
  sucursal: zId.nullable(),
  pais: z.string(),
  /** The register session the user has open, or null. */
  caja: cajaActivaSchema.nullable(),
  empresa: z.object({ id: zId, nombre: z.string(), slug: z.string() }),
  bienvenida_visto: z.boolean(),
});
export type UsuarioActual = z.infer<typeof usuarioActualSchema>;

/** A row of `GET usuarios/opciones`: the light list for pickers and filters. */
export const usuarioOpcionSchema = z.object({ id: zId, nombre: z.string(), email: z.string() });

/** `POST bienvenida_usuario`: whether the user has now closed the welcome view (P3-40). */
export const bienvenidaSchema = z.object({ bienvenida_visto: z.boolean() });
