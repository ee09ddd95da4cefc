import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/** Session tokens, stored as SHA-256 hashes; revoked on logout, expired after idle time. */
export const tokensSesion = pgTable(
  'tokens_sesion',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    ultimoUso: timestamp('ultimo_uso', { withTimezone: true }).notNull().defaultNow(),
    revocado: timestamp('revocado', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [uniqueIndex('tokens_sesion_hash_uq').on(t.tokenHash), index('tokens_sesion_usuario_idx').on(t.usuarioId)],
);

/** Every login attempt, to throttle guessing per account and per IP address. */
export const intentosLogin = pgTable(
  'intentos_login',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    exitoso: boolean('exitoso').notNull(),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('intentos_login_email_idx').on(t.email, t.creado), index('intentos_login_ip_idx').on(t.ip, t.creado)],
);

/** One-time password reset links (the token itself only travels in the e-mail). */
export const restablecimientosContrasena = pgTable(
  'restablecimientos_contrasena',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expira: timestamp('expira', { withTimezone: true }).notNull(),
    usado: timestamp('usado', { withTimezone: true }),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('restablecimientos_hash_uq').on(t.tokenHash),
    index('restablecimientos_usuario_idx').on(t.usuarioId),
  ],
);
