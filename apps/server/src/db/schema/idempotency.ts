import { integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * Replies to creating writes sent with an Idempotency-Key. The row is written in the same
 * transaction as the write, so a retry either finds the committed reply or runs again.
 */
export const clavesIdempotencia = pgTable(
  'claves_idempotencia',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    clave: varchar('clave', { length: 100 }).notNull(),
    solicitud: varchar('solicitud', { length: 64 }).notNull(),
    estado: smallint('estado').notNull(),
    respuesta: jsonb('respuesta').notNull(),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.clave] })],
);
