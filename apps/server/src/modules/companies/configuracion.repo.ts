import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { configuraciones, metodosPagoEntrega, sucursales, unidadesMedida } from '../../db/schema/index';

export type ConfiguracionRow = typeof configuraciones.$inferSelect;
export type MetodoRow = typeof metodosPagoEntrega.$inferSelect;

export async function findConfiguracion(db: Executor, empresaId: number): Promise<ConfiguracionRow> {
  const [row] = await db.select().from(configuraciones).where(eq(configuraciones.empresaId, empresaId));
  if (!row) throw new Error(`La empresa ${empresaId} no tiene configuración`);
  return row;
}

/** The company's payment (10) or delivery (20) methods, optionally only the active ones. */
export async function listMetodos(
  db: Executor,
  empresaId: number,
  tipo?: number,
  soloActivos = false,
): Promise<MetodoRow[]> {
  return db
    .select()
    .from(metodosPagoEntrega)
    .where(
      and(
        eq(metodosPagoEntrega.empresaId, empresaId),
        eq(metodosPagoEntrega.eliminado, false),
        tipo ? eq(metodosPagoEntrega.tipo, tipo) : undefined,
        soloActivos ? eq(metodosPagoEntrega.activo, true) : undefined,
      ),
    )
    .orderBy(asc(metodosPagoEntrega.tipo), asc(metodosPagoEntrega.orden), asc(metodosPagoEntrega.id));
}

export async function findStoreBranch(db: Executor, empresaId: number, id: number | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: sucursales.id, nombre: sucursales.nombre, direccion: sucursales.direccion })
    .from(sucursales)
    .where(and(eq(sucursales.empresaId, empresaId), eq(sucursales.id, id), eq(sucursales.activo, true)));
  return row ?? null;
}

export type UnidadRow = typeof unidadesMedida.$inferSelect;

/** The company's active units of measure, grouped by kind. */
export async function listUnidades(db: Executor, empresaId: number): Promise<UnidadRow[]> {
  return db
    .select()
    .from(unidadesMedida)
    .where(and(eq(unidadesMedida.empresaId, empresaId), eq(unidadesMedida.activo, true)))
    .orderBy(asc(unidadesMedida.tipo), asc(unidadesMedida.id));
}
