import type { Db } from '../../../db/client';
import type { FelRuntime } from '../fel-runtime';
import { elegirPendientes, tomarDocumento, tomarElegidos, type DocumentoFel } from './documentos.repo';

/**
 * Takes documents for attempts of this process: each needs its hold (`ocupado_hasta`, free or
 * lapsed) and its lock (`fel.documentLocks`). The hold alone lapses when its live holder's
 * renewals run late (a loaded machine); the lock is held until the attempt ends or its process
 * dies, so a second process never sends what a slow live one still sends. A killed process's
 * locks die with its connection, so its documents go out again as soon as their hold runs out.
 * The attempt that runs a document taken here lets go of its lock (conDocumentoTomado).
 */
async function conBloqueo(
  fel: FelRuntime,
  ids: readonly number[],
  tomar: (bloqueados: number[]) => Promise<DocumentoFel[]>,
): Promise<DocumentoFel[]> {
  if (ids.length === 0) return [];
  const bloqueados = await fel.documentLocks.tryLock(ids);
  let tomados: DocumentoFel[] = [];
  try {
    if (bloqueados.length > 0) tomados = await tomar(bloqueados);
  } finally {
    const sobran = bloqueados.filter((id) => !tomados.some((d) => d.id === id));
    if (sobran.length > 0) await fel.documentLocks.unlock(sobran);
  }
  return tomados;
}

/** Up to `cantidad` documents with pending work, fairly between companies (elegirPendientes). */
export async function tomarPendientes(
  db: Db,
  fel: FelRuntime,
  cantidad: number,
  propios: readonly number[] = [],
): Promise<DocumentoFel[]> {
  const elegidos = await elegirPendientes(db, cantidad, propios);
  return conBloqueo(fel, elegidos, (bloqueados) => tomarElegidos(db, bloqueados, fel.segundosOcupado));
}

/** The document `id` for its pending `trabajo`; undefined when it is done or held elsewhere. */
export async function tomarUno(
  db: Db,
  fel: FelRuntime,
  id: number,
  trabajo: 'certificar' | 'anular',
): Promise<DocumentoFel | undefined> {
  const [tomado] = await conBloqueo(fel, [id], async () => {
    const documento = await tomarDocumento(db, id, trabajo, fel.segundosOcupado);
    return documento ? [documento] : [];
  });
  return tomado;
}
