import { index, integer, numeric, pgTable, serial, text, timestamp, varchar, boolean } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { empresas, sucursales } from './companies';
import { fracciones, productos } from './catalog';
import { clientes, ventas, ventasDetalle } from './sales';
import { usuarios } from './users';

const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });

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
 * One delivery of a sales order (P3-09: `entrega_ordenes_venta`). Its lines take the stock from the
 * order's branch as VENTA 30 kardex rows under the sale's own document, so annulling the sale gives
 * back exactly what was delivered.
 */
export const entregasOrdenesVenta = pgTable(
  'entregas_ordenes_venta',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    ventaId: integer('venta_id')
      .notNull()
      .references(() => ventas.id),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    nota: text('nota').notNull().default(''),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entregas_ordenes_venta_venta_idx').on(t.ventaId),
    index('entregas_ordenes_venta_empresa_idx').on(t.empresaId, t.creado),
  ],
);

/** A delivered quantity of one order line, in the line's unit (`cantidad_base` in base units). */
export const entregasOrdenesVentaDetalle = pgTable(
  'entregas_ordenes_venta_detalle',
  {
    id: serial('id').primaryKey(),
    entregaId: integer('entrega_id')
      .notNull()
      .references(() => entregasOrdenesVenta.id),
    ventaDetalleId: integer('venta_detalle_id')
      .notNull()
      .references(() => ventasDetalle.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    fraccionId: integer('fraccion_id').references(() => fracciones.id),
    cantidad: quantity('cantidad').notNull(),
    cantidadBase: quantity('cantidad_base').notNull(),
  },
  (t) => [
    index('entregas_ov_detalle_entrega_idx').on(t.entregaId),
    index('entregas_ov_detalle_linea_idx').on(t.ventaDetalleId),
  ],
);
