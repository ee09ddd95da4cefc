import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
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
import { movimientosCaja } from './registers';
import { ordenesCompra } from './purchasing';

/**
 * The account payable a credit purchase order opens when it is registered (001 §3
 * `cuenta_cobrarpagar`): the order total less its payments. Status 1 pending, 2 finished; overdue
 * is computed (P3-08). The check keeps a payment from ever taking the balance below zero.
 */
export const cuentasPagar = pgTable(
  'cuentas_pagar',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    ordenCompraId: integer('orden_compra_id')
      .notNull()
      .references(() => ordenesCompra.id),
    saldoInicial: money('saldo_inicial').notNull(),
    saldo: money('saldo').notNull(),
    fechaVencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
    estado: smallint('estado').notNull().default(1),
    /** False once its order is annulled: it leaves every payables list. */
    activo: boolean('activo').notNull().default(true),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cuentas_pagar_orden_uq').on(t.ordenCompraId),
    index('cuentas_pagar_empresa_idx').on(t.empresaId, t.estado, t.fechaVencimiento),
    check('cuentas_pagar_saldo_ck', sql`${t.saldo} >= 0 and ${t.saldo} <= ${t.saldoInicial}`),
  ],
);

/**
 * A payment on an account payable (001 §3 "Payment (abono, payables)"). `monto` is the money paid
 * and `descuento` the supplier's discount (P3-29); both come off the balance. `tipo_abono` 1000 is
 * a RETIRO 40 in the user's register (`movimiento_caja_id`), 2000 a direct payment (P3-10).
 * Annulled, never deleted.
 */
export const abonosCuentaPagar = pgTable(
  'abonos_cuenta_pagar',
  {
    id: serial('id').primaryKey(),
    cuentaPagarId: integer('cuenta_pagar_id')
      .notNull()
      .references(() => cuentasPagar.id),
    monto: money('monto').notNull(),
    descuento: money('descuento').notNull().default('0'),
    tipoAbono: smallint('tipo_abono').notNull(),
    formaPago: varchar('forma_pago', { length: 5 }).notNull().default('EFE'),
    numDocumento: varchar('num_documento', { length: 60 }).notNull().default(''),
    banco: varchar('banco', { length: 100 }).notNull().default(''),
    observacion: text('observacion').notNull().default(''),
    aplicarDescuento: boolean('aplicar_descuento').notNull().default(false),
    notaDeDescuento: text('nota_de_descuento').notNull().default(''),
    numeroDocumento: varchar('numero_documento', { length: 60 }).notNull().default(''),
    movimientoCajaId: bigint('movimiento_caja_id', { mode: 'number' }).references(() => movimientosCaja.id),
    sucursalId: integer('sucursal_id').references(() => sucursales.id),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    anulado: boolean('anulado').notNull().default(false),
    motivoAnulacion: text('motivo_anulacion').notNull().default(''),
    anuladoPorId: integer('anulado_por_id').references(() => usuarios.id),
    fechaAnulado: timestamp('fecha_anulado', { withTimezone: true }),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('abonos_cuenta_pagar_cuenta_idx').on(t.cuentaPagarId),
    index('abonos_cuenta_pagar_movimiento_idx').on(t.movimientoCajaId),
  ],
);
