import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { despachos, despachosDetalle, sucursales } from '../../db/schema/index';

export async function findActiveBranch(
  db: Executor,
  empresaId: number,
  id: number,
): Promise<{ id: number; nombre: string } | undefined> {
  const [row] = await db
    .select({ id: sucursales.id, nombre: sucursales.nombre })
    .from(sucursales)
    .where(and(eq(sucursales.id, id), eq(sucursales.empresaId, empresaId), eq(sucursales.activo, true)));
  return row;
}

export async function reserveDespachoId(tx: Executor): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('despachos', 'id'))::int as id`,
  );
  return row!.id;
}

/** The company's next dispatch number, taken in turn under a transaction lock (after the stock locks). */
export async function nextNumero(tx: Executor, empresaId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('despachos'), ${empresaId})`);
  const [row] = await queryRows<{ numero: number }>(
    tx,
    sql`select coalesce(max(numero), 0)::int + 1 as numero from despachos where empresa_id = ${empresaId}`,
  );
  return row!.numero;
}

export type NewDespacho = typeof despachos.$inferInsert & { id: number };
export type NewDetalle = Omit<typeof despachosDetalle.$inferInsert, 'despachoId'>;

export async function insertDespacho(tx: Executor, despacho: NewDespacho, detalles: NewDetalle[]): Promise<void> {
  await tx.insert(despachos).values(despacho);
  await tx.insert(despachosDetalle).values(detalles.map((d) => ({ ...d, despachoId: despacho.id })));
}

export interface LockedDespacho {
  id: number;
  numero: number;
  estado: number;
  anulado: boolean;
  sucursal_origen_id: number;
  sucursal_destino_id: number;
}

/**
 * The dispatch row under `for update`: a second reception or cancellation of the same dispatch
 * waits here for the first to commit, then reads its outcome and is refused.
 */
export async function lockDespacho(tx: Executor, empresaId: number, id: number): Promise<LockedDespacho | undefined> {
  const [row] = await queryRows<LockedDespacho>(
    tx,
    sql`select id, numero, estado, anulado, sucursal_origen_id, sucursal_destino_id
          from despachos where id = ${id} and empresa_id = ${empresaId} for update`,
  );
  return row;
}

export interface LockedLine {
  id: number;
  producto_id: number;
  producto_nombre: string;
  fraccion_id: number | null;
  cantidad: string;
  costo_unitario: string;
}

export async function despachoLines(tx: Executor, despachoId: number): Promise<LockedLine[]> {
  return queryRows<LockedLine>(
    tx,
    sql`select x.id, x.producto_id, p.nombre as producto_nombre, x.fraccion_id, x.cantidad::text as cantidad,
               x.costo_unitario::text as costo_unitario
          from despachos_detalle x join productos p on p.id = x.producto_id
         where x.despacho_id = ${despachoId} order by x.id`,
  );
}

export async function markCancelled(tx: Executor, id: number, usuarioId: number, motivo: string): Promise<void> {
  await tx
    .update(despachos)
    .set({ anulado: true, motivoAnulacion: motivo, usuarioAnuloId: usuarioId, fechaAnulacion: new Date() })
    .where(eq(despachos.id, id));
}

export async function markReceived(
  tx: Executor,
  id: number,
  usuarioId: number,
  lines: {
    id: number;
    cantidadRecibido: string;
    nota: string;
    tieneAlerta: boolean;
    motivoDiferencia: number | null;
  }[],
): Promise<void> {
  await tx.execute(sql`
    update despachos_detalle x set cantidad_recibido = u.recibido, nota = u.nota, tiene_alerta = u.alerta,
                                   motivo_diferencia = u.motivo
      from unnest(${sql.param(lines.map((l) => l.id))}::int[], ${sql.param(lines.map((l) => l.cantidadRecibido))}::numeric[],
                  ${sql.param(lines.map((l) => l.nota))}::text[], ${sql.param(lines.map((l) => l.tieneAlerta))}::boolean[],
                  ${sql.param(lines.map((l) => l.motivoDiferencia))}::smallint[])
           as u(id, recibido, nota, alerta, motivo)
     where x.id = u.id and x.despacho_id = ${id}`);
  await tx
    .update(despachos)
    .set({ estado: 20, usuarioRecibioId: usuarioId, fechaRecepcion: new Date() })
    .where(eq(despachos.id, id));
}
