import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, quantity, timestamps } from './columns';
import { companyRef, sucursales } from './companies';
import { usuarios } from './users';
import { fracciones, productos } from './catalog';
import { clientes } from './customers';
import { ventas, ventasDetalle } from './sales';

/**
 * A return of a sale (issue 13, P3-20): its result is an internal voucher (`tipo` VALE) whose
 * `codigo` is redeemed once at the till, or an FEL credit note (NCRE, the invoicing module's
 * document points back with `devolucion_id`). `estado` 10 vigente, 20 canjeado, 30 anulado;
 * an annulment keeps the row and writes reversing stock rows (P3-21).
 */
export const devoluciones = pgTable(
  'devoluciones',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    ventaId: integer('venta_id')
      .notNull()
      .references(() => ventas.id),
    codigo: varchar('codigo', { length: 40 }).notNull(),
    tipo: varchar('tipo', { length: 4 }).notNull().default('VALE'),
    estado: smallint('estado').notNull().default(10),
    total: money('total').notNull(),
    concepto: text('concepto').notNull(),
    clienteId: integer('cliente_id').references(() => clientes.id),
    nitCliente: varchar('nit_cliente', { length: 30 }).notNull(),
    nombreCliente: varchar('nombre_cliente', { length: 200 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    canjeVentaId: integer('canje_venta_id').references(() => ventas.id),
    canjeUsuarioId: integer('canje_usuario_id').references(() => usuarios.id),
    fechaCanje: timestamp('fecha_canje', { withTimezone: true }),
    anuladoPorId: integer('anulado_por_id').references(() => usuarios.id),
    motivoAnulacion: text('motivo_anulacion'),
    fechaAnulacion: timestamp('fecha_anulacion', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('devoluciones_codigo_uq').on(t.empresaId, t.codigo),
    index('devoluciones_empresa_creado_idx').on(t.empresaId, t.creado),
    index('devoluciones_venta_idx').on(t.ventaId),
    check('devoluciones_tipo_ck', sql`${t.tipo} in ('VALE', 'NCRE')`),
    check('devoluciones_estado_ck', sql`${t.estado} in (10, 20, 30)`),
    check('devoluciones_total_ck', sql`${t.total} >= 0`),
  ],
);

/**
 * A line of a return: a sale line given back (`venta_detalle_id`, with the sold unit's quantity
 * and its base units) or an additional note item (`adicion_id`). `total` is the line's money.
 */
export const devolucionesDetalle = pgTable(
  'devoluciones_detalle',
  {
    id: serial('id').primaryKey(),
    devolucionId: integer('devolucion_id')
      .notNull()
      .references(() => devoluciones.id),
    ventaDetalleId: integer('venta_detalle_id').references(() => ventasDetalle.id),
    productoId: integer('producto_id').references(() => productos.id),
    fraccionId: integer('fraccion_id').references(() => fracciones.id),
    adicionId: integer('adicion_id').references(() => adicionesNotaFel.id),
    codigo: varchar('codigo', { length: 50 }).notNull().default(''),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    cantidad: quantity('cantidad').notNull(),
    cantidadBase: quantity('cantidad_base').notNull().default('0'),
    precio: money('precio').notNull(),
    porcentajePrecio: numeric('porcentaje_precio', { precision: 7, scale: 4 }).notNull().default('100'),
    total: money('total').notNull(),
    motivo: smallint('motivo').notNull().default(10),
    ingresoBodega: boolean('ingreso_bodega').notNull().default(true),
    nota: text('nota').notNull().default(''),
  },
  (t) => [
    index('devoluciones_detalle_devolucion_idx').on(t.devolucionId),
    index('devoluciones_detalle_venta_detalle_idx').on(t.ventaDetalleId),
    check('devoluciones_detalle_motivo_ck', sql`${t.motivo} in (10, 20, 30, 40, 50)`),
  ],
);

/** Additional credit-note items (000 §3): `tipo` 10 a fixed amount, 20 a percentage of the invoice total. */
export const adicionesNotaFel = pgTable(
  'adiciones_nota_fel',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    tipo: smallint('tipo').notNull(),
    valor: money('valor').notNull(),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('adiciones_nota_fel_empresa_idx').on(t.empresaId, t.activo),
    uniqueIndex('adiciones_nota_fel_nombre_uq')
      .on(t.empresaId, sql`lower(${t.nombre})`)
      .where(sql`${t.activo}`),
    check('adiciones_nota_fel_tipo_ck', sql`${t.tipo} in (10, 20)`),
  ],
);
