import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLES } from '@pos/shared/domains/users/permissions';
import {
  perfilUpdateSchema,
  rolElegido,
  usuarioUpdateSchema,
  type Usuario,
  type usuarioCreateSchema,
} from '@pos/shared/domains/users/users';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import { tokensSesion, usuarios } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/http-errors';
import { applyPartial, type PartialBody } from '../../lib/partial-update';
import { recordAudit } from '../audit';
import { hashPassword, verifyPassword } from '../auth';
import { rolDe, toPerfilInput, toUsuario, toUsuarioInput } from './users.dto';
import {
  emailTaken,
  existingSucursalIds,
  findUsuario,
  replaceSucursales,
  type UsuarioConSucursales,
} from './users.repo';
import { assertCanGrant, assertCanManage, assertNoSelfEscalation, nivelPara, permisosSolicitados } from './user-rules';

type CreateInput = z.output<typeof usuarioCreateSchema>;
type UpdateInput = z.output<typeof usuarioUpdateSchema>;

/** A saved user, and the stored photo the save replaced or removed (to delete once committed). */
export interface SavedUsuario {
  usuario: Usuario;
  replacedFoto: string | null;
}

/** The photo a save writes: the one uploaded now, null when the body asks to remove it, else unchanged. */
const fotoToWrite = (uploaded: string | null, eliminar: boolean | undefined) =>
  uploaded ?? (eliminar ? null : undefined);

export async function getUsuarioOr404(db: Executor, actor: Actor, id: number): Promise<UsuarioConSucursales> {
  const row = await findUsuario(db, actor.empresaId, id);
  if (!row) throw notFound(MENSAJES.usuarios.noEncontrado);
  return row;
}

function chosenRole(input: CreateInput | UpdateInput) {
  const rol = rolElegido(input);
  if (rol === 'ninguno') throw fieldError('rol', MENSAJES.usuarios.sinRol);
  if (rol === 'varios') throw fieldError('rol', MENSAJES.usuarios.unSoloRol);
  return rol;
}

async function validSucursales(tx: Executor, actor: Actor, ids: number[], esGlobal: boolean): Promise<number[]> {
  const existing = await existingSucursalIds(tx, actor.empresaId, ids);
  if (existing.length !== ids.length) throw fieldError('sucursales', MENSAJES.usuarios.sucursalNoExiste);
  if (ids.length === 0 && !esGlobal) throw fieldError('sucursales', MENSAJES.usuarios.sinSucursales);
  return ids;
}

async function assertEmailFree(tx: Executor, actor: Actor, email: string, exceptId?: number): Promise<void> {
  if (await emailTaken(tx, actor.empresaId, email, exceptId))
    throw fieldError('email', MENSAJES.usuarios.correoDuplicado);
}

function roleColumns(rol: ReturnType<typeof chosenRole>) {
  return {
    esAdmin: rol === 'es_admin',
    esEncargadoTienda: rol === 'es_encargado_tienda',
    esBodeguero: rol === 'es_bodeguero',
    esCajero: rol === 'es_cajero',
    esVendedorMostrador: rol === 'es_vendedor_mostrador',
  };
}

async function revokeSessions(tx: Executor, usuarioId: number, exceptTokenId?: number): Promise<void> {
  await tx
    .update(tokensSesion)
    .set({ revocado: new Date() })
    .where(
      and(
        eq(tokensSesion.usuarioId, usuarioId),
        sql`${tokensSesion.revocado} is null`,
        exceptTokenId ? sql`${tokensSesion.id} <> ${exceptTokenId}` : undefined,
      ),
    );
}

/** A user changing their own password proves they know the current one (P3-61), whatever the form. */
async function assertCurrentPassword(tx: Executor, usuarioId: number, actual: string | undefined): Promise<void> {
  const [row] = await tx.select({ hash: usuarios.passwordHash }).from(usuarios).where(eq(usuarios.id, usuarioId));
  if (!actual || !row || !(await verifyPassword(row.hash, actual))) {
    throw fieldError('password_actual', MENSAJES.usuarios.contrasenaActualIncorrecta);
  }
}

export async function createUsuario(tx: Tx, actor: Actor, input: CreateInput, foto: string | null): Promise<Usuario> {
  const rol = chosenRole(input);
  const permisos = permisosSolicitados(input);
  assertCanGrant(actor, rol, permisos);
  if (input.es_global && !actor.esGlobal) throw forbidden(MENSAJES.usuarios.crearGlobal);
  await assertEmailFree(tx, actor, input.email);
  const sucursalIds = await validSucursales(tx, actor, input.sucursales, input.es_global);
  const [created] = await tx
    .insert(usuarios)
    .values({
      empresaId: actor.empresaId,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      telefono: input.telefono,
      foto,
      rol: nivelPara(rol, false),
      ...roleColumns(rol),
      esGlobal: input.es_global,
      permisos,
    })
    .returning({ id: usuarios.id });
  await replaceSucursales(tx, created!.id, sucursalIds);
  const usuario = toUsuario((await findUsuario(tx, actor.empresaId, created!.id))!);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'USUARIO',
    entidadId: usuario.id,
    descripcion: MENSAJES.bitacora.descripcion.usuario(usuario.email),
    despues: usuario,
  });
  return usuario;
}

/**
 * `PUT usuarios/{id}` by a user manager: the body's fields over the stored user. Fields, permission
 * flags and branches it leaves out keep their value; the role flags are one choice, so a body that
 * names a role replaces the stored one. The grant checks compare the result with the stored user,
 * so nobody gains a permission by leaving it out either.
 */
export async function updateUsuario(
  tx: Tx,
  actor: Actor,
  id: number,
  changes: PartialBody,
  uploaded: string | null,
): Promise<SavedUsuario> {
  const before = await getUsuarioOr404(tx, actor, id);
  assertCanManage(actor, before);
  const input: UpdateInput = applyPartial(usuarioUpdateSchema, toUsuarioInput(before), changes, { choices: [ROLES] });
  const foto = fotoToWrite(uploaded, input.eliminar_foto);
  const self = before.id === actor.usuarioId;
  const rolAntes = rolDe(before);
  const rol = before.esPropietario ? rolAntes : chosenRole(input);
  const permisos = permisosSolicitados(input);
  const esGlobal = input.es_global;
  if (self || before.esPropietario) {
    assertNoSelfEscalation(
      { rol: rolAntes, permisos: before.permisos, esGlobal: before.esGlobal },
      { rol, permisos, esGlobal },
    );
  } else {
    assertCanGrant(actor, rol, permisos, before.permisos);
    if (esGlobal && !before.esGlobal && !actor.esGlobal) throw forbidden(MENSAJES.usuarios.hacerGlobal);
  }
  await assertEmailFree(tx, actor, input.email, id);
  const sucursalIds = await validSucursales(tx, actor, input.sucursales, esGlobal);
  if (self && input.password) await assertCurrentPassword(tx, id, input.password_actual);
  const passwordChange = input.password ? await hashPassword(input.password) : undefined;
  await tx
    .update(usuarios)
    .set({
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      telefono: input.telefono,
      ...(foto !== undefined ? { foto } : {}),
      rol: nivelPara(rol, before.esPropietario),
      ...roleColumns(rol),
      esGlobal,
      permisos,
      ...(passwordChange ? { passwordHash: passwordChange } : {}),
    })
    .where(eq(usuarios.id, id));
  await replaceSucursales(tx, id, sucursalIds);
  // A new password ends the user's other sessions (the current one stays when it is their own).
  if (passwordChange) await revokeSessions(tx, id, self ? actor.tokenId : undefined);
  const after = toUsuario((await findUsuario(tx, actor.empresaId, id))!);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'USUARIO',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.usuario(after.email, Boolean(passwordChange)),
    antes: toUsuario(before),
    despues: after,
  });
  return { usuario: after, replacedFoto: foto !== undefined ? before.foto : null };
}

/**
 * "Mi perfil" (P3-61): name, phone, photo and password, the last with the current password. The
 * body's fields go over the stored profile; those it leaves out keep their value.
 */
export async function updatePerfil(
  tx: Tx,
  actor: Actor,
  changes: PartialBody,
  uploaded: string | null,
): Promise<SavedUsuario> {
  const before = await getUsuarioOr404(tx, actor, actor.usuarioId);
  const input = applyPartial(perfilUpdateSchema, toPerfilInput(before), changes);
  const foto = fotoToWrite(uploaded, input.eliminar_foto);
  let passwordHash: string | undefined;
  if (input.password) {
    await assertCurrentPassword(tx, actor.usuarioId, input.password_actual);
    passwordHash = await hashPassword(input.password);
  }
  await tx
    .update(usuarios)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      telefono: input.telefono,
      ...(foto !== undefined ? { foto } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    })
    .where(eq(usuarios.id, actor.usuarioId));
  if (passwordHash) await revokeSessions(tx, actor.usuarioId, actor.tokenId);
  const after = toUsuario((await findUsuario(tx, actor.empresaId, actor.usuarioId))!);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'USUARIO',
    entidadId: actor.usuarioId,
    descripcion: MENSAJES.bitacora.descripcion.perfil(after.email, Boolean(passwordHash)),
    antes: toUsuario(before),
    despues: after,
  });
  return { usuario: after, replacedFoto: foto !== undefined ? before.foto : null };
}

export async function deleteUsuario(tx: Tx, actor: Actor, id: number): Promise<UsuarioConSucursales> {
  const before = await getUsuarioOr404(tx, actor, id);
  if (before.id === actor.usuarioId) throw badRequest(MENSAJES.usuarios.eliminarPropio);
  if (before.esPropietario) throw forbidden(MENSAJES.usuarios.eliminarPropietario);
  assertCanManage(actor, before);
  await tx.update(usuarios).set({ activo: false }).where(eq(usuarios.id, id));
  await revokeSessions(tx, id);
  await recordAudit(tx, actor, {
    accion: 'ELIMINAR',
    entidad: 'USUARIO',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.usuario(before.email),
    antes: toUsuario(before),
  });
  return before;
}

export async function markWelcomeSeen(tx: Executor, actor: Actor, seen: boolean): Promise<void> {
  await tx.update(usuarios).set({ bienvenidaVisto: seen }).where(eq(usuarios.id, actor.usuarioId));
}
