import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { hashSecret, newSecret } from '../../lib/tokens';

/** Long enough for the browser to open the stream right after buying the ticket, no longer. */
const TICKET_SECONDS = 30;

/** A one-time ticket for the session `tokenId` (schema ticketsEventos); expired ones are swept here. */
export async function issueTicket(db: Db, tokenId: number): Promise<string> {
  const ticket = newSecret();
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from tickets_eventos where expira < now()`);
    await tx.execute(
      sql`insert into tickets_eventos (ticket_hash, token_id, expira)
          values (${hashSecret(ticket)}, ${tokenId}, now() + make_interval(secs => ${TICKET_SECONDS}))`,
    );
  });
  return ticket;
}

/** Spends a ticket: the hash of the session token it was issued to, or null (unknown, used or expired). */
export async function redeemTicket(db: Db, ticket: string): Promise<string | null> {
  const [row] = await queryRows<{ token_hash: string }>(
    db,
    sql`delete from tickets_eventos ti using tokens_sesion t
         where ti.ticket_hash = ${hashSecret(ticket)} and t.id = ti.token_id and ti.expira > now()
        returning t.token_hash`,
  );
  return row?.token_hash ?? null;
}
