import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tokensSesion } from './auth';

/**
 * One-time tickets that open the live event stream (`GET /api/eventos/`): a browser's EventSource
 * cannot send the Authorization header, so an authenticated request buys a ticket valid for
 * seconds, redeemed (deleted) by the stream it opens. Stored here so any API instance can redeem it.
 */
export const ticketsEventos = pgTable(
  'tickets_eventos',
  {
    id: serial('id').primaryKey(),
    ticketHash: varchar('ticket_hash', { length: 64 }).notNull(),
    tokenId: integer('token_id')
      .notNull()
      .references(() => tokensSesion.id, { onDelete: 'cascade' }),
    expira: timestamp('expira', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('tickets_eventos_hash_uq').on(t.ticketHash), index('tickets_eventos_expira_idx').on(t.expira)],
);
