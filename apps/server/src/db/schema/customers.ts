import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns';
import { companyRef, sucursales } from './companies';

/** A branch of a formal customer (P3-31): where an order is delivered and billed. */
export const clientesSucursales = pgTable(
  'clientes_sucursales',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    direccion: varchar('direccion', { length: 300 }).notNull().default(''),
    departamento: varchar('departamento', { length: 100 }).notNull().default(''),
    municipio: varchar('municipio', { length: 100 }).notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('clientes_sucursales_cliente_idx').on(t.clienteId, t.activo)],
);

/**
 * A customer of the company (P3-33: customers belong to the company; `sucursal_id` is the branch
 * where it was created, used only as a filter). NIT is unique per company except C.F. Document
 * types: NIT 1, DPI 2, foreign 3. `tipo_cliente` 1 Minorista, 2 Mayorista, 3 Distribuidor picks
 * the default price tier (P3-32).
 */
export const clientes = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id').references(() => sucursales.id),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    tipoDocumento: smallint('tipo_documento').notNull().default(1),
    nit: varchar('nit', { length: 30 }).notNull(),
    tipoCliente: smallint('tipo_cliente').notNull().default(1),
    correo: varchar('correo', { length: 254 }).notNull().default(''),
    direccion: varchar('direccion', { length: 300 }).notNull().default(''),
    /** Other addresses (delivery, billing): a short list of strings. */
    direcciones: jsonb('direcciones').$type<string[]>().notNull().default([]),
    nombreEncargado: varchar('nombre_encargado', { length: 200 }).notNull().default(''),
    telefono: varchar('telefono', { length: 30 }).notNull().default(''),
    extra: text('extra').notNull().default(''),
    /** Credit limit of the customer's open receivables (P3-30); null means no check. */
    limiteCredito: money('limite_credito'),
    /** The payment term offered by default to this customer, in days (P3-30). */
    diasCredito: integer('dias_credito').notNull().default(0),
    /** A "cliente formal" has branches (`clientes_sucursales`, P3-31). */
    esFormal: boolean('es_formal').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clientes_nit_uq')
      .on(t.empresaId, sql`upper(${t.nit})`)
      .where(sql`${t.activo} and upper(${t.nit}) <> 'C.F.'`),
    index('clientes_empresa_idx').on(t.empresaId, t.activo, t.creado),
    index('clientes_sucursal_idx').on(t.sucursalId),
    index('clientes_nombre_trgm_idx')
      .using('gin', sql`lower(${t.nombre}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('clientes_tipo_documento_ck', sql`${t.tipoDocumento} in (1, 2, 3)`),
    check('clientes_tipo_cliente_ck', sql`${t.tipoCliente} in (1, 2, 3)`),
    check('clientes_limite_credito_ck', sql`${t.limiteCredito} is null or ${t.limiteCredito} >= 0`),
    check('clientes_dias_credito_ck', sql`${t.diasCredito} >= 0`),
  ],
);
