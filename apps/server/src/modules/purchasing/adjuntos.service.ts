import path from 'node:path';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import { ordenesCompraAdjuntos } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { deleteMedia, saveDocument, type UploadedFile } from '../../lib/uploads';
import { findAdjunto } from './ordenes.repo';

/** Attachments live under DATA_DIR/adjuntos, outside the public media folder. */
export const adjuntosDirOf = (dataDir: string) => path.join(dataDir, 'adjuntos');

/**
 * Stores the documents sent with a new order (any type; the size limit is the form reader's) and
 * records them in the order's transaction. If the transaction fails, the files written are removed.
 */
export async function attachDocuments(
  tx: Tx,
  dir: string,
  empresaId: number,
  ordenId: number,
  files: UploadedFile[],
): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      const ruta = await saveDocument(dir, empresaId, 'ordenes_compra', file);
      written.push(ruta);
      await tx.insert(ordenesCompraAdjuntos).values({
        ordenId,
        nombre: path.basename(file.filename).slice(0, 255) || 'documento',
        ruta,
        tamano: file.buffer.length,
      });
    }
  } catch (error) {
    await Promise.all(written.map((ruta) => deleteMedia(dir, ruta)));
    throw error;
  }
}

/** The stored file of one attachment of the actor's company; another company's order is 404. */
export async function adjuntoOr404(db: Executor, actor: Actor, dir: string, ordenId: number, id: number) {
  const row = await findAdjunto(db, actor.empresaId, ordenId, id);
  if (!row) throw notFound(MENSAJES.ordenesCompra.adjuntoNoEncontrado);
  return { nombre: row.nombre, archivo: path.join(dir, row.ruta) };
}
