import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { sucursalInputSchema, type Sucursal } from '@pos/shared/domains/companies/companies';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import { configuraciones, sucursales, usuariosSucursales } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { applyPartial, type PartialBody } from '../../lib/partial-update';
import { recordAudit } from '../audit';
import { toSucursal, toSucursalInput } from './sucursales.dto';
import { activeBranchCount, findSucursal, nameTaken, type SucursalConUsuarios } from './sucursales.repo';

type SucursalInput = z.output<typeof sucursalInputSchema>;

export async function ticketLogo(db: Executor, empresaId: number): Promise<string | null> {
  const [row] = await db
    .select({ logo: configuraciones.logoTicket })
    .from(configuraciones)
    .where(eq(configuraciones.empresaId, empresaId));
  return row?.logo ?? null;
}

export async function getSucursalOr404(db: Executor, actor: Actor, id: number): Promise<SucursalConUsuarios> {
  const row = await findSucursal(db, actor.empresaId, id);
  if (!row) throw notFound(MENSAJES.sucursales.noEncontrada);
  return row;
}

export async function sucursalDto(db: Executor, actor: Actor, id: number): Promise<Sucursal> {
  return toSucursal(await getSucursalOr404(db, actor, id), await ticketLogo(db, actor.empresaId));
}

function columnsOf(input: SucursalInput) {
  return {
    nombre: input.nombre,
    direccion: input.direccion,
    telefono: input.telefono,
    departamento: input.departamento,
    municipio: input.municipio,
    razonSocial: input.datos_empresa.nombre,
    nombreComercial: input.datos_empresa.nombre_comercial,
    nit: input.datos_empresa.nit,
  };
}

async function assertNameFree(tx: Executor, actor: Actor, nombre: string, exceptId?: number): Promise<void> {
  if (await nameTaken(tx, actor.empresaId, nombre, exceptId))
    throw fieldError('nombre', MENSAJES.sucursales.nombreDuplicado);
}

export async function createSucursal(tx: Tx, actor: Actor, input: SucursalInput): Promise<Sucursal> {
  await assertNameFree(tx, actor, input.nombre);
  const [created] = await tx
    .insert(sucursales)
    .values({ empresaId: actor.empresaId, ...columnsOf(input) })
    .returning({ id: sucursales.id });
  // A non-global creator joins the branch, or they could not open what they just made.
  if (!actor.esGlobal) {
    const [last] = await tx
      .select({ orden: max(usuariosSucursales.orden) })
      .from(usuariosSucursales)
      .where(eq(usuariosSucursales.usuarioId, actor.usuarioId));
    await tx
      .insert(usuariosSucursales)
      .values({ usuarioId: actor.usuarioId, sucursalId: created!.id, orden: (last?.orden ?? 0) + 1 });
  }
  const sucursal = await sucursalDto(tx, actor, created!.id);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'SUCURSAL',
    entidadId: sucursal.id,
    descripcion: MENSAJES.bitacora.descripcion.sucursal(sucursal.nombre),
    despues: sucursal,
  });
  return sucursal;
}

/** `PUT sucursales/{id}`: the body's fields over the stored branch; those it leaves out keep their value. */
export async function updateSucursal(tx: Tx, actor: Actor, id: number, changes: PartialBody): Promise<Sucursal> {
  const row = await getSucursalOr404(tx, actor, id);
  const before = toSucursal(row, await ticketLogo(tx, actor.empresaId));
  const input = applyPartial(sucursalInputSchema, toSucursalInput(row), changes, { nested: ['datos_empresa'] });
  await assertNameFree(tx, actor, input.nombre, id);
  await tx.update(sucursales).set(columnsOf(input)).where(eq(sucursales.id, id));
  const after = await sucursalDto(tx, actor, id);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'SUCURSAL',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.sucursal(after.nombre),
    antes: before,
    despues: after,
  });
  return after;
}

/** Branches are retired, not erased: their history (stock, sales) keeps pointing at them. */
export async function deleteSucursal(tx: Tx, actor: Actor, id: number): Promise<void> {
  const before = await sucursalDto(tx, actor, id);
  if (before.total_usuarios > 0) throw badRequest(MENSAJES.sucursales.eliminarConUsuarios);
  if ((await activeBranchCount(tx, actor.empresaId)) <= 1) throw badRequest(MENSAJES.sucursales.unicaSucursal);
  const [store] = await tx
    .select({ id: configuraciones.id })
    .from(configuraciones)
    .where(and(eq(configuraciones.empresaId, actor.empresaId), eq(configuraciones.sucursalTiendaOnlineId, id)));
  if (store) throw badRequest(MENSAJES.sucursales.sucursalDeTienda);
  await tx.update(sucursales).set({ activo: false }).where(eq(sucursales.id, id));
  // Memberships of inactive users would otherwise pin the branch to them.
  await tx.delete(usuariosSucursales).where(eq(usuariosSucursales.sucursalId, id));
  await recordAudit(tx, actor, {
    accion: 'ELIMINAR',
    entidad: 'SUCURSAL',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.sucursal(before.nombre),
    antes: before,
  });
}
