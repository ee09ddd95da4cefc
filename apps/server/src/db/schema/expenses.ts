import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companyRef, sucursales } from './companies';
import { usuarios } from './users';

/**
 * An expense of a branch (001 §3 Expense; DECISIONS P3-66). `gasto_fijo` splits fixed from
 * variable expenses (the report's `tipo` 1 / 2). When paid from the register (`caja`) it points to
 * the RETIRO 40 cash movement it wrote; voiding it (`anulado`) reverses that movement, never deletes.
 */
export const gastos = pgTable(
  'gastos',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    concepto: varchar('concepto', { length: 200 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    monto: numeric('monto', { precision: 14, scale: 4 }).notNull(),
    gastoFijo: boolean('gasto_fijo').notNull().default(false),
    proveedor: varchar('proveedor', { length: 200 }).notNull().default(''),
    numDocumento: varchar('num_documento', { length: 60 }).notNull().default(''),
    formaPago: varchar('forma_pago', { length: 5 }).notNull(),
    /** Paid from the open register's cash: the RETIRO 40 movement written for it. */
    caja: boolean('caja').notNull().default(false),
    movimientoId: bigint('movimiento_id', { mode: 'number' }),
    anulado: boolean('anulado').notNull().default(false),
    anuladoPorId: integer('anulado_por_id').references(() => usuarios.id),
    fechaAnulado: timestamp('fecha_anulado', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('gastos_empresa_creado_idx').on(t.empresaId, t.creado),
    index('gastos_sucursal_fecha_idx').on(t.sucursalId, t.fecha),
  ],
);
