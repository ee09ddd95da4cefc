import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { documentosFel } from '../../../db/schema/index';

export type DocumentoFel = typeof documentosFel.$inferSelect;

/** One of the company's documents; another company's id finds nothing. */
export async function findDocumento(db: Executor, empresaId: number, id: number): Promise<DocumentoFel | undefined> {
  const [row] = await db
    .select()
    .from(documentosFel)
    .where(and(eq(documentosFel.id, id), eq(documentosFel.empresaId, empresaId)));
  return row;
}

/** The document of a sale (one per sale), locked when `forUpdate`. */
export async function findDocumentoDeVenta(
  db: Executor,
  empresaId: number,
  ventaId: number,
  forUpdate = false,
): Promise<DocumentoFel | undefined> {
  const query = db
    .select()
    .from(documentosFel)
    .where(and(eq(documentosFel.ventaId, ventaId), eq(documentosFel.empresaId, empresaId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Takes the document for one certification or annulment attempt: only while that work is still
 * pending and no other worker holds it (or its hold expired, a crashed worker). Answers the row
 * taken, or undefined when there is nothing to do here. The hold outlives the slowest attempt.
 */
export async function tomarDocumento(
  db: Executor,
  id: number,
  trabajo: 'certificar' | 'anular',
  segundos: number,
): Promise<DocumentoFel | undefined> {
  const pendiente =
    trabajo === 'certificar' ? sql`${documentosFel.estado} = 10` : sql`${documentosFel.anulacionEstado} = 10`;
  const [row] = await db
    .update(documentosFel)
    .set({ ocupadoHasta: sql`now() + make_interval(secs => ${segundos})`, envios: sql`${documentosFel.envios} + 1` })
    .where(
      and(
        eq(documentosFel.id, id),
        pendiente,
        sql`(${documentosFel.ocupadoHasta} is null or ${documentosFel.ocupadoHasta} < now())`,
      ),
    )
    .returning();
  return row;
}

/**
 * Records, before a send leaves, that its outcome is unknown until the certifier answers: a
 * process that dies mid-send leaves the document marked, and its next attempt reuses the
 * identificador (documentos_fel.envio_incierto).
 */
export async function marcarEnvio(db: Executor, id: number, trabajo: 'certificar' | 'anular'): Promise<void> {
  await db
    .update(documentosFel)
    .set(trabajo === 'certificar' ? { envioIncierto: true } : { anulacionEnvioIncierto: true })
    .where(eq(documentosFel.id, id));
}

/** Lets other workers take the document again. */
export async function soltarDocumento(db: Executor, id: number): Promise<void> {
  await db.update(documentosFel).set({ ocupadoHasta: null }).where(eq(documentosFel.id, id));
}

/** Documents with certification or annulment work pending, oldest first (resumed at start-up). */
export async function documentosPendientes(db: Executor): Promise<{ id: number; trabajo: 'certificar' | 'anular' }[]> {
  const rows = await db
    .select({ id: documentosFel.id, estado: documentosFel.estado, anulacionEstado: documentosFel.anulacionEstado })
    .from(documentosFel)
    .where(sql`${documentosFel.estado} = 10 or ${documentosFel.anulacionEstado} = 10`)
    .orderBy(documentosFel.id);
  return rows.map((r) => ({ id: r.id, trabajo: r.estado === 10 ? 'certificar' : 'anular' }));
}
