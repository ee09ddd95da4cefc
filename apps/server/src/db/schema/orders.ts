import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { quantity } from './columns';
import { companyRef, sucursales } from './companies';
import { usuarios } from './users';
import { fracciones, productos } from './catalog';
import { ventas, ventasDetalle } from './sales';

/**
 * One delivery of a sales order (P3-09: `entrega_ordenes_venta`). Its lines take the stock from the
 * order's branch as VENTA 30 kardex rows under the sale's own document, so annulling the sale gives
 * back exactly what was delivered.
 */
export const entregasOrdenesVenta = pgTable(
  'entregas_ordenes_venta',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
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
