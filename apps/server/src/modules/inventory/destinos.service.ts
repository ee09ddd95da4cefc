import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { destinoSalidaInputSchema, type DestinoSalida } from '@pos/shared/domains/inventory';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import { destinosSalida } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { fieldError, notFound } from '../../lib/http-errors';
import { applyPartial, type PartialBody } from '../../lib/partial-update';
import { recordAudit } from '../audit';
import { toDestinoSalida, toDestinoSalidaInput } from './destinos.dto';
import { destinoNameTaken, findDestino } from './destinos.repo';

type DestinoDatos = z.output<typeof destinoSalidaInputSchema>;

export async function getDestinoOr404(db: Executor, actor: Actor, id: number): Promise<DestinoSalida> {
  const row = await findDestino(db, actor.empresaId, id);
  if (!row) throw notFound(MENSAJES.bodega.destinoNoEncontrado);
  return toDestinoSalida(row);
}

async function assertNameFree(tx: Executor, actor: Actor, nombre: string, exceptId?: number): Promise<void> {
  if (await destinoNameTaken(tx, actor.empresaId, nombre, exceptId))
    throw fieldError('nombre', MENSAJES.bodega.destinoDuplicado);
}

export async function createDestino(tx: Tx, actor: Actor, input: DestinoDatos): Promise<DestinoSalida> {
  await assertNameFree(tx, actor, input.nombre);
  const [row] = await tx
    .insert(destinosSalida)
    .values({ empresaId: actor.empresaId, nombre: input.nombre, descripcion: input.descripcion })
    .returning();
  const destino = toDestinoSalida(row!);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'DESTINO_SALIDA',
    entidadId: destino.id,
    descripcion: MENSAJES.bitacora.descripcion.destinoSalida(destino.nombre),
    despues: destino,
  });
  return destino;
}

/** `PUT destinos_salida/{id}`: the body's fields over the stored destination; the rest keep their value. */
export async function updateDestino(tx: Tx, actor: Actor, id: number, changes: PartialBody): Promise<DestinoSalida> {
  const before = await getDestinoOr404(tx, actor, id);
  const input = applyPartial(destinoSalidaInputSchema, toDestinoSalidaInput(before), changes);
  await assertNameFree(tx, actor, input.nombre, id);
  const [row] = await tx
    .update(destinosSalida)
    .set({ nombre: input.nombre, descripcion: input.descripcion })
    .where(eq(destinosSalida.id, id))
    .returning();
  const after = toDestinoSalida(row!);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'DESTINO_SALIDA',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.destinoSalida(after.nombre),
    antes: before,
    despues: after,
  });
  return after;
}

/** Destinations are retired, not erased: past outgoing-goods documents keep naming them. */
export async function deleteDestino(tx: Tx, actor: Actor, id: number): Promise<void> {
  const before = await getDestinoOr404(tx, actor, id);
  await tx.update(destinosSalida).set({ activo: false }).where(eq(destinosSalida.id, id));
  await recordAudit(tx, actor, {
    accion: 'ELIMINAR',
    entidad: 'DESTINO_SALIDA',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.destinoSalida(before.nombre),
    antes: before,
  });
}
