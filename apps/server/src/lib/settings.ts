import { eq } from 'drizzle-orm';
import type { DecimalesMoneda } from '@pos/shared/money';
import type { Executor } from '../db/client';
import { configuraciones } from '../db/schema/index';

/** The company's money decimals (P3-02): 3 with `conf_modena_con_3_decimales`, else 2. */
export async function companyDecimals(db: Executor, empresaId: number): Promise<DecimalesMoneda> {
  const [row] = await db
    .select({ tres: configuraciones.confModenaCon3Decimales })
    .from(configuraciones)
    .where(eq(configuraciones.empresaId, empresaId));
  return row?.tres ? 3 : 2;
}
