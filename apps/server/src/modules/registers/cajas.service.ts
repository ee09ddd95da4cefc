import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caja, cajaInputSchema } from '@pos/shared/domains/registers';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor } from '../../db/client';
import { cajas } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { assertBranchAccess } from '../../lib/branch-access';
import { toCaja } from './cajas.dto';
import { cajaNameTaken, findCaja, hasOpenSession, lockCaja } from './cajas.repo';

type CajaDatos = z.output<typeof cajaInputSchema>;

export async function getCajaOr404(db: Executor, actor: Actor, id: number): Promise<Caja> {
  const row = await findCaja(db, actor.empresaId, id);
  if (!row) throw notFound(MENSAJES.cajas.cajaNoEncontrada);
  return toCaja(row);
}

async function assertNameFree(
  tx: Executor,
  actor: Actor,
  sucursalId: number,
  nombre: string,
  exceptId?: number,
): Promise<void> {
  if (await cajaNameTaken(tx, actor.empresaId, sucursalId, nombre, exceptId))
    throw fieldError('nombre', MENSAJES.cajas.nombreDuplicado);
}

/** `sucursalPorDefecto` is the request's branch; a register always belongs to one branch. */
export async function createCaja(
  tx: Executor,
  actor: Actor,
  input: CajaDatos,
  sucursalPorDefecto: number | null,
): Promise<Caja> {
  const sucursalId = input.sucursal ?? sucursalPorDefecto;
  if (sucursalId === null) throw fieldError('sucursal', MENSAJES.sucursales.seleccioneSucursal);
  await assertBranchAccess(tx, actor, sucursalId);
  await assertNameFree(tx, actor, sucursalId, input.nombre);
  const [row] = await tx
    .insert(cajas)
    .values({ empresaId: actor.empresaId, sucursalId, nombre: input.nombre })
    .returning({ id: cajas.id });
  const caja = await getCajaOr404(tx, actor, row!.id);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'CAJA',
    entidadId: caja.id,
    descripcion: MENSAJES.bitacora.descripcion.caja(caja.nombre),
    despues: caja,
  });
  return caja;
}

/** A register keeps its branch: its sessions and sales were recorded there. Only the name changes. */
export async function updateCaja(tx: Executor, actor: Actor, id: number, input: CajaDatos): Promise<Caja> {
  const before = await getCajaOr404(tx, actor, id);
  await assertNameFree(tx, actor, before.sucursal.id, input.nombre, id);
  await tx.update(cajas).set({ nombre: input.nombre }).where(eq(cajas.id, id));
  const after = await getCajaOr404(tx, actor, id);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'CAJA',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.caja(after.nombre),
    antes: before,
    despues: after,
  });
  return after;
}

/** Retired, not erased, and only while closed (000 §4): the row lock keeps an opening from slipping in. */
export async function deleteCaja(tx: Executor, actor: Actor, id: number): Promise<void> {
  if (!(await lockCaja(tx, actor.empresaId, id))) throw notFound(MENSAJES.cajas.cajaNoEncontrada);
  if (await hasOpenSession(tx, id)) throw badRequest(MENSAJES.cajas.errorEliminar);
  const before = await getCajaOr404(tx, actor, id);
  await tx.update(cajas).set({ activo: false }).where(eq(cajas.id, id));
  await recordAudit(tx, actor, {
    accion: 'ELIMINAR',
    entidad: 'CAJA',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.caja(before.nombre),
    antes: before,
  });
}
