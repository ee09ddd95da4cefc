import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { configuraciones, configuracionesFel, sucursales } from '../../../db/schema/index';

export type FilaConfiguracionFel = typeof configuracionesFel.$inferSelect;

export async function findConfiguracionFel(db: Executor, empresaId: number): Promise<FilaConfiguracionFel | undefined> {
  const [row] = await db.select().from(configuracionesFel).where(eq(configuracionesFel.empresaId, empresaId));
  return row;
}

/** `utiliza_fel` and the invoice type live on the general configuration (P3-70). */
export async function findOpcionesFacturacion(
  db: Executor,
  empresaId: number,
): Promise<{ utilizaFel: boolean; tipoFactura: string }> {
  const [row] = await db
    .select({ utilizaFel: configuraciones.utilizaFel, tipoFactura: configuraciones.confTiposFacturas })
    .from(configuraciones)
    .where(eq(configuraciones.empresaId, empresaId));
  return row ?? { utilizaFel: false, tipoFactura: 'FACT' };
}

export async function listEstablecimientos(db: Executor, empresaId: number) {
  return db
    .select({ id: sucursales.id, nombre: sucursales.nombre, codigoEstablecimiento: sucursales.codigoEstablecimiento })
    .from(sucursales)
    .where(and(eq(sucursales.empresaId, empresaId), eq(sucursales.activo, true)))
    .orderBy(asc(sucursales.nombre), asc(sucursales.id));
}
