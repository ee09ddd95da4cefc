import type { AccionBitacora, EntidadBitacora } from '@pos/shared/domains/audit';
import type { Executor } from '../../db/client';
import { bitacora } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

export interface AuditEntry {
  accion: AccionBitacora;
  entidad: EntidadBitacora;
  entidadId?: number | null;
  /** A short human text: "Usuario cajero@demo.gt", "Sucursal Central". */
  descripcion: string;
  antes?: unknown;
  despues?: unknown;
}

/** JSON-safe copy (dates become ISO strings) so before/after survive jsonb as they were sent. */
function snapshot(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Writes one bitácora entry. Call it inside the transaction of the change it records, so the
 * entry exists exactly when the change does.
 */
export async function recordAudit(
  tx: Executor,
  actor: Pick<Actor, 'empresaId' | 'usuarioId'> | { empresaId: number; usuarioId: null },
  entry: AuditEntry,
): Promise<void> {
  await recordAudits(tx, actor, [entry]);
}

/** Several entries of one change (a list of records saved together), in one statement and in order. */
export async function recordAudits(
  tx: Executor,
  actor: Pick<Actor, 'empresaId' | 'usuarioId'> | { empresaId: number; usuarioId: null },
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(bitacora).values(
    entries.map((entry) => ({
      empresaId: actor.empresaId,
      usuarioId: actor.usuarioId,
      accion: entry.accion,
      entidad: entry.entidad,
      entidadId: entry.entidadId ?? null,
      descripcion: entry.descripcion.slice(0, 255),
      detalle: snapshot(entry.despues),
      detalleAnterior: snapshot(entry.antes),
    })),
  );
}
