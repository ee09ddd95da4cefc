import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { documentosFel } from '../../../db/schema/index';

export type DocumentoFel = typeof documentosFel.$inferSelect;

/** Certification or annulment still to do. */
const conTrabajo = sql`(${documentosFel.estado} = 10 or ${documentosFel.anulacionEstado} = 10)`;
/** Held by nobody, or by a holder that stopped renewing. */
const libre = sql`(${documentosFel.ocupadoHasta} is null or ${documentosFel.ocupadoHasta} < now())`;

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
 * pending and no other worker holds it (or its hold expired: a dead worker). Answers the row
 * taken, or undefined when there is nothing to do here. The hold is short; the attempt renews it
 * while it works (renovarDocumento).
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
    .where(and(eq(documentosFel.id, id), pendiente, libre))
    .returning();
  return row;
}

/**
 * The attempt that took `documento` still holds it: every take counts one more `envios`, so a
 * different count means the hold lapsed (a renewal late on a busy machine) and another worker
 * took the document. That attempt must neither send nor let go of what is no longer its own.
 */
export const sigueTomado = (documento: DocumentoFel) =>
  and(eq(documentosFel.id, documento.id), eq(documentosFel.envios, documento.envios));

/**
 * Records, before a send leaves, that its outcome is unknown until the certifier answers: a
 * process that dies mid-send leaves the document marked, and its next attempt reuses the
 * identificador (documentos_fel.envio_incierto). Answers false, recording nothing, when the
 * attempt no longer holds the document (`sigueTomado`): it must not send.
 */
export async function marcarEnvio(
  db: Executor,
  documento: DocumentoFel,
  trabajo: 'certificar' | 'anular',
): Promise<boolean> {
  const marcados = await db
    .update(documentosFel)
    .set(trabajo === 'certificar' ? { envioIncierto: true } : { anulacionEnvioIncierto: true })
    .where(sigueTomado(documento))
    .returning({ id: documentosFel.id });
  return marcados.length > 0;
}

/**
 * Extends a hold its holder still has, while the attempt works: a live holder keeps its document
 * however slow the certifier, and a dead one's hold runs out within seconds. A document already
 * let go (its outcome recorded) or with no work left is not taken back.
 */
export async function renovarDocumento(db: Executor, documento: DocumentoFel, segundos: number): Promise<void> {
  await db
    .update(documentosFel)
    .set({ ocupadoHasta: sql`now() + make_interval(secs => ${segundos})` })
    .where(and(sigueTomado(documento), sql`${documentosFel.ocupadoHasta} is not null`, conTrabajo));
}

/** Lets other workers take the document again, now or after `segundos`, if this attempt still holds it. */
export async function soltarDocumento(db: Executor, documento: DocumentoFel, segundos = 0): Promise<void> {
  await db
    .update(documentosFel)
    .set({ ocupadoHasta: segundos > 0 ? sql`now() + make_interval(secs => ${segundos})` : null })
    .where(sigueTomado(documento));
}

/**
 * Up to `cantidad` documents with certification or annulment work that nobody holds, to take for
 * one attempt each (tomarElegidos), fairly between companies: every company's pending documents
 * are ranked (those already being sent first), and the lowest ranks go first, oldest first within
 * a rank. A company with a backlog of a thousand does not delay another company's next invoice.
 * `propios` are the documents the caller is sending right now: never chosen again by it, even if
 * their hold lapsed while a renewal was late (a busy event loop or database).
 */
export async function elegirPendientes(
  db: Executor,
  cantidad: number,
  propios: readonly number[] = [],
): Promise<number[]> {
  const noPropio =
    propios.length === 0 ? sql`true` : sql`${documentosFel.id} <> all(${sql.param([...propios])}::int[])`;
  const filas = await queryRows<{ id: number }>(
    db,
    sql`select id from (
      select id, ${libre} as libre,
             row_number() over (partition by empresa_id order by ${libre}, id) as turno
        from ${documentosFel} where ${conTrabajo} and ${noPropio}) pendientes
    where libre order by turno, id limit ${cantidad}`,
  );
  return filas.map((fila) => fila.id);
}

/**
 * Takes, for one attempt each, those of the chosen documents still pending and free: two
 * processes taking at once never take the same document (the update re-checks the hold).
 */
export async function tomarElegidos(db: Executor, ids: readonly number[], segundos: number): Promise<DocumentoFel[]> {
  if (ids.length === 0) return [];
  return db
    .update(documentosFel)
    .set({ ocupadoHasta: sql`now() + make_interval(secs => ${segundos})`, envios: sql`${documentosFel.envios} + 1` })
    .where(and(inArray(documentosFel.id, [...ids]), conTrabajo, libre))
    .returning();
}
