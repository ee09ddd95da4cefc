import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companyRef, sucursales } from './companies';

/** Staff users. The e-mail is the login, unique across the installation. */
export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    telefono: varchar('telefono', { length: 30 }).notNull().default(''),
    foto: text('foto'),
    esPropietario: boolean('es_propietario').notNull().default(false),
    /** The level (PROPIETARIO 100, ADMIN 75, BODEGUERO 50, CAJERO 25), derived from the role flags. */
    rol: smallint('rol').notNull(),
    // Exactly one role flag is set (spec 001 §5 "choosing a role sets exactly one role flag").
    esAdmin: boolean('es_admin').notNull().default(false),
    esEncargadoTienda: boolean('es_encargado_tienda').notNull().default(false),
    esBodeguero: boolean('es_bodeguero').notNull().default(false),
    esCajero: boolean('es_cajero').notNull().default(false),
    esVendedorMostrador: boolean('es_vendedor_mostrador').notNull().default(false),
    esGlobal: boolean('es_global').notNull().default(false),
    /** The permission flags granted, by name (see @pos/shared PERMISOS). */
    permisos: text('permisos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bienvenidaVisto: boolean('bienvenida_visto').notNull().default(false),
    ultimoIngreso: timestamp('ultimo_ingreso', { withTimezone: true }),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // Staff e-mails are unique per company: one person may work for two shops, and a company
    // must not learn whether an address belongs to another company's user.
    uniqueIndex('usuarios_email_uq')
      .on(t.empresaId, sql`lower(${t.email})`)
      .where(sql`${t.activo}`),
    index('usuarios_empresa_idx').on(t.empresaId, t.activo),
    check(
      'usuarios_un_rol_ck',
      sql`${t.esAdmin}::int + ${t.esEncargadoTienda}::int + ${t.esBodeguero}::int + ${t.esCajero}::int + ${t.esVendedorMostrador}::int = 1`,
    ),
  ],
);

/** Branch membership of a user. Global users reach every branch of the company regardless. */
export const usuariosSucursales = pgTable(
  'usuarios_sucursales',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.sucursalId] }),
    index('usuarios_sucursales_sucursal_idx').on(t.sucursalId),
  ],
);
