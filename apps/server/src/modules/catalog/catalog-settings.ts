import { eq } from 'drizzle-orm';
import { nombresDePrecios } from '@pos/shared/domains/catalog/pricing';
import type { DecimalesMoneda } from '@pos/shared/money';
import type { Executor } from '../../db/client';
import { configuraciones } from '../../db/schema/index';

/** The company settings that shape product prices: money decimals, percentage mode and tier names. */
export interface CatalogSettings {
  decimales: DecimalesMoneda;
  /** `conf_precios_porcentaje`: tier prices follow from their percentages. */
  porcentaje: boolean;
  nombresPrecios: string[];
}

export async function catalogSettings(db: Executor, empresaId: number): Promise<CatalogSettings> {
  const [row] = await db
    .select({
      nombres: configuraciones.nombresPrecios,
      porcentaje: configuraciones.confPreciosPorcentaje,
      tresDecimales: configuraciones.confModenaCon3Decimales,
    })
    .from(configuraciones)
    .where(eq(configuraciones.empresaId, empresaId));
  return {
    decimales: row?.tresDecimales ? 3 : 2,
    porcentaje: row?.porcentaje ?? false,
    nombresPrecios: nombresDePrecios(row?.nombres),
  };
}
