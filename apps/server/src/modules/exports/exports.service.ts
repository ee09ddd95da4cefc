import crypto from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import type { Db, Executor } from '../../db/client';
import { archivos, empresas } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { exportDefinition } from './export-registry';
import { writeWorkbook } from './excel-writer';
import { MENSAJES } from '@pos/shared/messages';

export const EXPORT_JOB = 'exportar-excel';

export type ArchivoRow = typeof archivos.$inferSelect;

/**
 * Records the export request and queues its job in the same transaction; the caller answers the
 * id at once and the front end polls `archivos/estado_descarga` (spec 000 §4).
 */
export async function startExport(
  db: Db,
  queue: JobQueue,
  actor: Pick<Actor, 'empresaId' | 'usuarioId'>,
  request: { tipo: string; sucursalId: number | null; parametros: Record<string, unknown> },
): Promise<{ id: number }> {
  const definition = exportDefinition(request.tipo);
  if (!definition) throw new Error(`Exportación desconocida: ${request.tipo}`);
  return db.transaction(async (tx) => {
    const [archivo] = await tx
      .insert(archivos)
      .values({
        empresaId: actor.empresaId,
        usuarioId: actor.usuarioId,
        tipo: request.tipo,
        parametros: JSON.stringify({ ...request.parametros, sucursalId: request.sucursalId }),
        nombre: definition.hoja,
      })
      .returning({ id: archivos.id });
    await queue.enqueue(tx, EXPORT_JOB, { archivoId: archivo!.id });
    return { id: archivo!.id };
  });
}

export async function findArchivo(db: Executor, actor: Actor, id: number): Promise<ArchivoRow> {
  const [row] = await db
    .select()
    .from(archivos)
    .where(and(eq(archivos.id, id), eq(archivos.empresaId, actor.empresaId), eq(archivos.usuarioId, actor.usuarioId)));
  if (!row) throw notFound(MENSAJES.descargas.archivoNoEncontrado);
  return row;
}

/** The job: writes the workbook under DATA_DIR/exports and marks the file ready, or failed with why. */
export async function runExport(db: Db, exportsDir: string, archivoId: number): Promise<void> {
  const [archivo] = await db.select().from(archivos).where(eq(archivos.id, archivoId));
  if (!archivo || archivo.estado !== ESTADOS_ARCHIVO.EN_PROCESO) return;
  const definition = exportDefinition(archivo.tipo);
  try {
    if (!definition) throw new Error(MENSAJES.descargas.exportacionDesconocida(archivo.tipo));
    const { sucursalId, ...parametros } = JSON.parse(archivo.parametros) as Record<string, unknown>;
    const ctx = {
      db,
      empresaId: archivo.empresaId,
      usuarioId: archivo.usuarioId,
      sucursalId: (sucursalId as number | null) ?? null,
      parametros,
    };
    const [empresa] = await db.select({ pais: empresas.pais }).from(empresas).where(eq(empresas.id, archivo.empresaId));
    const relative = path.posix.join(String(archivo.empresaId), `${crypto.randomUUID()}.xlsx`);
    await writeWorkbook(path.join(exportsDir, relative), definition, ctx, empresa?.pais === 'GT' ? 'Q' : '$');
    await db
      .update(archivos)
      .set({ estado: ESTADOS_ARCHIVO.LISTO, ruta: relative, nombre: definition.nombreArchivo(ctx) })
      .where(eq(archivos.id, archivoId));
  } catch (error) {
    await db
      .update(archivos)
      .set({
        estado: ESTADOS_ARCHIVO.ERROR,
        observaciones: MENSAJES.descargas.noSeGenero(error instanceof Error ? error.message : String(error)),
      })
      .where(eq(archivos.id, archivoId));
  }
}
