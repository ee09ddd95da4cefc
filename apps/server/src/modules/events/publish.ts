import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The PostgreSQL NOTIFY channel every API instance listens on (hub.ts). */
export const EVENTS_CHANNEL = 'pos_eventos';

/**
 * Something a screen of the company's branch should refresh for. `cotizacion`: a quotation was
 * created, edited, annulled or charged (the cashier's list of orders sent to the register).
 */
export interface ServerEvent {
  tipo: 'cotizacion';
  id: number;
  empresa_id: number;
  sucursal_id: number;
}

/**
 * Announces the event when the transaction `tx` commits (NOTIFY is transactional: a rolled-back
 * write announces nothing), to every API instance on this database.
 */
export async function publishEvent(tx: Executor, event: ServerEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
