import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns';
import { companyRef, sucursales } from './companies';
import { usuarios } from './users';

/** A cash register of a branch. Deleting it (soft) is allowed only while it has no open session. */
export const cajas = pgTable(
  'cajas',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('cajas_sucursal_idx').on(t.sucursalId, t.activo),
    index('cajas_empresa_idx').on(t.empresaId, t.activo),
    // Behind "Ya existe una caja con ese nombre en la sucursal.": the check alone lets a race through.
    uniqueIndex('cajas_nombre_uq')
      .on(t.sucursalId, sql`lower(${t.nombre})`)
      .where(sql`${t.activo}`),
  ],
);

/**
 * One session of a register: opened with a counted amount, closed with a counted amount and a
 * concept. `total_efectivo` is the cash that should be in the drawer right now (opening plus
 * every cash movement), kept up to date by each movement so closing never sums the day.
 * The bill/coin counts are stored for the printed detail (P3-11).
 */
export const aperturasCierresCaja = pgTable(
  'aperturas_cierres_caja',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    cajaId: integer('caja_id')
      .notNull()
      .references(() => cajas.id),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    totalApertura: money('total_apertura').notNull(),
    conteoApertura: jsonb('conteo_apertura').$type<Record<string, number>>(),
    totalEfectivo: money('total_efectivo').notNull(),
    abierta: boolean('abierta').notNull().default(true),
    fechaApertura: timestamp('fecha_apertura', { withTimezone: true }).notNull().defaultNow(),
    fechaCierre: timestamp('fecha_cierre', { withTimezone: true }),
    usuarioCierreId: integer('usuario_cierre_id').references(() => usuarios.id),
    totalEfectivoCierre: money('total_efectivo_cierre'),
    conteoCierre: jsonb('conteo_cierre').$type<Record<string, number>>(),
    conceptoCierre: text('concepto_cierre'),
    /** The expected cash at closing (`total_efectivo` frozen then). */
    totalActual: money('total_actual'),
  },
  (t) => [
    // At most one open session per register and one per user.
    uniqueIndex('aperturas_caja_abierta_uq')
      .on(t.cajaId)
      .where(sql`${t.abierta}`),
    uniqueIndex('aperturas_usuario_abierta_uq')
      .on(t.usuarioId)
      .where(sql`${t.abierta}`),
    index('aperturas_empresa_idx').on(t.empresaId, t.fechaApertura),
    index('aperturas_sucursal_idx').on(t.sucursalId, t.fechaApertura),
    index('aperturas_caja_idx').on(t.cajaId, t.fechaApertura),
  ],
);

/**
 * Running totals of a register session per payment form (EFE, TAR, CHE, DEP, TRA, RTC…),
 * updated by every movement so the closing detail reads a few rows.
 */
export const aperturasCajaTotales = pgTable(
  'aperturas_caja_totales',
  {
    aperturaId: integer('apertura_id')
      .notNull()
      .references(() => aperturasCierresCaja.id),
    formaPago: varchar('forma_pago', { length: 5 }).notNull(),
    total: money('total').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.aperturaId, t.formaPago] })],
);

/**
 * The cash ledger of a register session (P3-03): VENTA 30 cash in from sales, RETIRO 40
 * withdrawals, ABONO_CUENTA 80 collections, INGRESO 10 other cash in. `monto_efectivo` is the
 * signed change to the drawer's cash; `total` the whole amount of the operation. An annulment
 * marks the row and writes a reversing row (`reversa_de_id`); nothing is deleted.
 */
export const movimientosCaja = pgTable(
  'movimientos_caja',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    aperturaId: integer('apertura_id')
      .notNull()
      .references(() => aperturasCierresCaja.id),
    tipo: smallint('tipo').notNull(),
    montoEfectivo: money('monto_efectivo').notNull(),
    total: money('total').notNull(),
    concepto: text('concepto').notNull().default(''),
    ventaId: integer('venta_id'),
    /** The amount by payment form added to `aperturas_caja_totales`, kept so an annulment reverses exactly it. */
    porForma: jsonb('por_forma').$type<{ formaPago: string; monto: string }[]>().notNull().default([]),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    anulado: boolean('anulado').notNull().default(false),
    conceptoAnulado: text('concepto_anulado'),
    anuladoPorId: integer('anulado_por_id').references(() => usuarios.id),
    fechaAnulado: timestamp('fecha_anulado', { withTimezone: true }),
    reversaDeId: integer('reversa_de_id'),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('movimientos_caja_apertura_idx').on(t.aperturaId, t.creado),
    index('movimientos_caja_venta_idx').on(t.ventaId),
    index('movimientos_caja_empresa_idx').on(t.empresaId, t.creado),
  ],
);
