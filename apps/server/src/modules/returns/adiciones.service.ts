import { and, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import {
  NOMBRES_TIPO_ADICION_NOTA,
  adicionNotaInputSchema,
  type AdicionNota,
  type TipoAdicionNota,
} from '@pos/shared/domains/returns';
import { MENSAJES } from '@pos/shared/messages';
import { toMoneyString } from '@pos/shared/money';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import { adicionesNotaFel } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { likePattern, type ListParams } from '../../lib/list';
import { fieldError, notFound } from '../../lib/http-errors';
import { applyPartial, type PartialBody } from '../../lib/partial-update';
import { recordAudit } from '../audit';

type AdicionRow = typeof adicionesNotaFel.$inferSelect;
type AdicionDatos = z.output<typeof adicionNotaInputSchema>;
const M = MENSAJES.devoluciones;

export const ordenAdiciones = { nombre: adicionesNotaFel.nombre, creado: adicionesNotaFel.creado };

function toAdicion(row: AdicionRow): AdicionNota {
  return {
    id: row.id,
    nombre: row.nombre,
    tipo: row.tipo,
    tipo_nombre: NOMBRES_TIPO_ADICION_NOTA[row.tipo as TipoAdicionNota] ?? '',
    valor: toMoneyString(row.valor),
    activo: row.activo,
    creado: row.creado.toISOString(),
    modificado: row.modificado.toISOString(),
  };
}

const activas = (empresaId: number): SQL =>
  and(eq(adicionesNotaFel.empresaId, empresaId), eq(adicionesNotaFel.activo, true))!;

export async function listAdiciones(
  db: Executor,
  empresaId: number,
  params: ListParams,
): Promise<{ rows: AdicionNota[]; count: number }> {
  const where = params.search
    ? and(activas(empresaId), ilike(adicionesNotaFel.nombre, likePattern(params.search)))
    : activas(empresaId);
  const rows = await db
    .select()
    .from(adicionesNotaFel)
    .where(where)
    .orderBy(...params.orderBy)
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db.select({ n: count() }).from(adicionesNotaFel).where(where);
  return { rows: rows.map(toAdicion), count: total?.n ?? 0 };
}

export async function getAdicionOr404(db: Executor, actor: Actor, id: number): Promise<AdicionNota> {
  const [row] = await db
    .select()
    .from(adicionesNotaFel)
    .where(and(activas(actor.empresaId), eq(adicionesNotaFel.id, id)));
  if (!row) throw notFound(M.adicionNoEncontrada);
  return toAdicion(row);
}

async function assertNameFree(db: Executor, empresaId: number, nombre: string, exceptId?: number): Promise<void> {
  const rows = await db
    .select({ id: adicionesNotaFel.id })
    .from(adicionesNotaFel)
    .where(
      and(
        activas(empresaId),
        sql`lower(${adicionesNotaFel.nombre}) = lower(${nombre})`,
        exceptId === undefined ? undefined : ne(adicionesNotaFel.id, exceptId),
      ),
    );
  if (rows.length > 0) throw fieldError('nombre', M.nombreAdicionDuplicado);
}

export async function createAdicion(tx: Tx, actor: Actor, input: AdicionDatos): Promise<AdicionNota> {
  await assertNameFree(tx, actor.empresaId, input.nombre);
  const [row] = await tx
    .insert(adicionesNotaFel)
    .values({ empresaId: actor.empresaId, nombre: input.nombre, tipo: input.tipo, valor: input.valor })
    .returning();
  const adicion = toAdicion(row!);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'ADICION_NOTA_FEL',
    entidadId: adicion.id,
    descripcion: M.bitacora.adicion(adicion.nombre),
    despues: adicion,
  });
  return adicion;
}

/** `PUT adiciones_nota_fel/{id}`: a partial body over the stored item. */
export async function updateAdicion(tx: Tx, actor: Actor, id: number, changes: PartialBody): Promise<AdicionNota> {
  const before = await getAdicionOr404(tx, actor, id);
  const input = applyPartial(
    adicionNotaInputSchema,
    { nombre: before.nombre, tipo: before.tipo, valor: before.valor },
    changes,
  );
  await assertNameFree(tx, actor.empresaId, input.nombre, id);
  const [row] = await tx
    .update(adicionesNotaFel)
    .set({ nombre: input.nombre, tipo: input.tipo, valor: input.valor })
    .where(eq(adicionesNotaFel.id, id))
    .returning();
  const after = toAdicion(row!);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'ADICION_NOTA_FEL',
    entidadId: id,
    descripcion: M.bitacora.adicion(after.nombre),
    antes: before,
    despues: after,
  });
  return after;
}

/** Retired, not erased: past returns keep naming it. */
export async function deleteAdicion(tx: Tx, actor: Actor, id: number): Promise<void> {
  const before = await getAdicionOr404(tx, actor, id);
  await tx.update(adicionesNotaFel).set({ activo: false }).where(eq(adicionesNotaFel.id, id));
  await recordAudit(tx, actor, {
    accion: 'ELIMINAR',
    entidad: 'ADICION_NOTA_FEL',
    entidadId: id,
    descripcion: M.bitacora.adicion(before.nombre),
    antes: before,
  });
}
