import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money } from './columns';
import { companyRef, sucursales } from './companies';
import { usuarios } from './users';
import { clientes } from './customers';
import { ventas } from './sales';

/**
 * A receivable created by a credit sale: the sale total, less its payments (the advance at the
 * till is recorded as a payment with `tipo_abono` 2000, P3-10). Status 1 pending, 2 finished;
 * overdue is computed (P3-08).
 */
export const cuentasCobrar = pgTable(
  'cuentas_cobrar',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    ventaId: integer('venta_id')
      .notNull()
      .references(() => ventas.id),
    clienteId: integer('cliente_id').references(() => clientes.id),
    monto: money('monto').notNull(),
    saldo: money('saldo').notNull(),
    fechaVencimiento: date('fecha_vencimiento').notNull(),
    estado: smallint('estado').notNull().default(1),
    /** Set finished by hand (`marcar_pago_fianlizado`) with a balance left; the revert puts it back to 1. */
    pagoFinalizadoManual: boolean('pago_finalizado_manual').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cuentas_cobrar_saldo_ck', sql`${t.saldo} >= 0 and ${t.saldo} <= ${t.monto}`),
    uniqueIndex('cuentas_cobrar_venta_uq').on(t.ventaId),
    index('cuentas_cobrar_empresa_idx').on(t.empresaId, t.estado, t.fechaVencimiento),
    index('cuentas_cobrar_cliente_idx').on(t.clienteId),
  ],
);

/**
 * One collection (a "partida"): what the customer handed over, in one receipt `numero_recibo`
 * (P3-29), paying one or several accounts (`abonos_cuenta_cobrar` rows point here). With
 * `tipo_abono` 1000 the money went into the open register as an ABONO_CUENTA 80 movement. An
 * annulment marks it and reverses its rows; nothing is deleted.
 */
export const partidasAbono = pgTable(
  'partidas_abono',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    clienteId: integer('cliente_id').references(() => clientes.id),
    nombreCliente: varchar('nombre_cliente', { length: 200 }).notNull().default(''),
    nitCliente: varchar('nit_cliente', { length: 30 }).notNull().default(''),
    numeroRecibo: varchar('numero_recibo', { length: 30 }).notNull(),
    tipoAbono: smallint('tipo_abono').notNull(),
    /** What paid the accounts (change excluded), by form: EFE… RTC, NC, DES (never the IVA exemption). */
    porForma: jsonb('por_forma').$type<{ formaPago: string; monto: string }[]>().notNull().default([]),
    /** Part of `total`: the IVA exemption, an amount with no payment form (P3-04), never money received. */
    exencionIva: money('exencion_iva').notNull().default('0'),
    total: money('total').notNull(),
    vuelto: money('vuelto').notNull().default('0'),
    descuento: money('descuento').notNull().default('0'),
    devolucionId: integer('devolucion_id'),
    codigoNotaCredito: varchar('codigo_nota_credito', { length: 60 }).notNull().default(''),
    numDocumento: varchar('num_documento', { length: 60 }).notNull().default(''),
    banco: varchar('banco', { length: 100 }).notNull().default(''),
    observacion: text('observacion').notNull().default(''),
    notaDeDescuento: text('nota_de_descuento').notNull().default(''),
    numeroDocumento: varchar('numero_documento', { length: 60 }).notNull().default(''),
    movimientoCajaId: integer('movimiento_caja_id'),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    activo: boolean('activo').notNull().default(true),
    motivoAnulacion: text('motivo_anulacion'),
    anuladoPorId: integer('anulado_por_id').references(() => usuarios.id),
    fechaAnulacion: timestamp('fecha_anulacion', { withTimezone: true }),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partidas_abono_empresa_idx').on(t.empresaId, t.creado),
    index('partidas_abono_cliente_idx').on(t.clienteId),
  ],
);

/**
 * A payment on a receivable, one row per account and form. `tipo_abono` 1000 moves register
 * cash, 2000 direct payment (P3-10). The advance paid at the till has no partida.
 */
export const abonosCuentaCobrar = pgTable(
  'abonos_cuenta_cobrar',
  {
    id: serial('id').primaryKey(),
    cuentaCobrarId: integer('cuenta_cobrar_id')
      .notNull()
      .references(() => cuentasCobrar.id),
    partidaId: integer('partida_id').references(() => partidasAbono.id),
    monto: money('monto').notNull(),
    tipoAbono: smallint('tipo_abono').notNull(),
    /** The payment form (P3-04), or NC / DES; null for the IVA exemption, an amount with no payment form. */
    formaPago: varchar('forma_pago', { length: 5 }).default('EFE'),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    activo: boolean('activo').notNull().default(true),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('abonos_cuenta_cobrar_cuenta_idx').on(t.cuentaCobrarId),
    index('abonos_cuenta_cobrar_partida_idx').on(t.partidaId),
  ],
);
