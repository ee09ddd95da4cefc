import { and, eq } from 'drizzle-orm';
import type { CajaActiva } from '@pos/shared/domains/registers';
import type { Executor } from '../../db/client';
import { aperturasCierresCaja, cajas, configuraciones } from '../../db/schema/index';
import { requiereCierre } from './cash.service';

/** The user's open register session as `usuarios/me` returns it (000 §3 "Current user": caja), or null. */
export async function cajaActivaDe(db: Executor, empresaId: number, usuarioId: number): Promise<CajaActiva | null> {
  const [row] = await db
    .select({
      id: aperturasCierresCaja.id,
      cajaId: cajas.id,
      nombre: cajas.nombre,
      sucursalId: aperturasCierresCaja.sucursalId,
      fechaApertura: aperturasCierresCaja.fechaApertura,
      forzar: configuraciones.confCajaForzarCierre,
    })
    .from(aperturasCierresCaja)
    .innerJoin(cajas, eq(cajas.id, aperturasCierresCaja.cajaId))
    .leftJoin(configuraciones, eq(configuraciones.empresaId, aperturasCierresCaja.empresaId))
    .where(
      and(
        eq(aperturasCierresCaja.empresaId, empresaId),
        eq(aperturasCierresCaja.usuarioId, usuarioId),
        eq(aperturasCierresCaja.abierta, true),
      ),
    );
  if (!row) return null;
  return {
    id: row.id,
    apertura_id: row.id,
    caja: { id: row.cajaId, nombre: row.nombre },
    nombre: row.nombre,
    sucursal_id: row.sucursalId,
    fecha_apertura: row.fechaApertura.toISOString(),
    requiere_cierre: requiereCierre(row.fechaApertura, row.forzar ?? false),
  };
}
