import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, quantity, timestamps } from './columns';
import { companyRef, sucursales } from './companies';
import { usuarios } from './users';
import { productos } from './catalog';

/** Suppliers of a company (001 §3 Supplier; P3-42 types, P3-76 credit limit). Retired, never erased. */
export const proveedores = pgTable(
  'proveedores',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    tipoProveedor: smallint('tipo_proveedor').notNull(),
    limiteCredito: money('limite_credito').notNull().default('0'),
    nit: varchar('nit', { length: 30 }).notNull().default(''),
    telefono: varchar('telefono', { length: 30 }).notNull().default(''),
    correo: varchar('correo', { length: 254 }).notNull().default(''),
    direccion: varchar('direccion', { length: 300 }).notNull().default(''),
    contacto: text('contacto').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('proveedores_empresa_idx').on(t.empresaId, t.activo, t.nombre)],
);

/** Purchase orders (001 §3 Purchase order; P3-49 payment plan, P3-71 lifecycle, P3-72 origin). */
export const ordenesCompra = pgTable(
  'ordenes_compra',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.id),
    sucursalDestinoId: integer('sucursal_destino_id')
      .notNull()
      .references(() => sucursales.id),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    numeroDocumento: varchar('numero_documento', { length: 60 }).notNull(),
    tipoCompra: smallint('tipo_compra').notNull(),
    origen: smallint('origen').notNull(),
    tipoCambio: money('tipo_cambio').notNull().default('1'),
    costoImportacion: money('costo_importacion').notNull().default('0'),
    descripcion: text('descripcion').notNull().default(''),
    banco: varchar('banco', { length: 200 }).notNull().default(''),
    plazoPago: varchar('plazo_pago', { length: 20 }),
    fechaLimite: date('fecha_limite', { mode: 'string' }),
    periodoPago: integer('periodo_pago'),
    total: money('total').notNull(),
    entregaCompletada: boolean('entrega_completada').notNull().default(false),
    pagoFinalizado: boolean('pago_finalizado').notNull().default(false),
    finalizada: boolean('finalizada').notNull().default(false),
    anulada: boolean('anulada').notNull().default(false),
    conceptoAnulado: text('concepto_anulado').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('ordenes_compra_empresa_idx').on(t.empresaId, t.finalizada, t.fecha),
    index('ordenes_compra_proveedor_idx').on(t.proveedorId),
  ],
);

/** Lines of a purchase order; `cantidad_recibida` grows with each reception. */
export const ordenesCompraDetalles = pgTable(
  'ordenes_compra_detalles',
  {
    id: serial('id').primaryKey(),
    ordenId: integer('orden_id')
      .notNull()
      .references(() => ordenesCompra.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull(),
    /** Unit cost in the order's currency (dollars for origin 1). */
    costo: money('costo').notNull(),
    /** Landed unit cost in quetzales, exact (it feeds the average cost). */
    costoUnitario: numeric('costo_unitario', { precision: 20, scale: 8 }).notNull(),
    subtotal: money('subtotal').notNull(),
    cantidadRecibida: quantity('cantidad_recibida').notNull().default('0'),
  },
  (t) => [index('ordenes_compra_detalles_orden_idx').on(t.ordenId)],
);

/** One reception visit of a purchase order (001 §7 `PUT recepcion_ordenes_compra`): its document and notes. */
export const recepcionesOrdenesCompra = pgTable(
  'recepciones_ordenes_compra',
  {
    id: serial('id').primaryKey(),
    ordenId: integer('orden_id')
      .notNull()
      .references(() => ordenesCompra.id),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    numDocumento: varchar('num_documento', { length: 60 }).notNull().default(''),
    nota: text('nota').notNull().default(''),
    /** What arrived on this visit: `{ detalle_id, cantidad, nota }` per order line. */
    detalles: jsonb('detalles').$type<{ detalle_id: number; cantidad: string; nota: string }[]>().notNull(),
    ...timestamps,
  },
  (t) => [index('recepciones_ordenes_compra_orden_idx').on(t.ordenId)],
);

/** Documents attached to a purchase order (001 §5 "document file upload, any type"), kept under DATA_DIR/adjuntos. */
export const ordenesCompraAdjuntos = pgTable(
  'ordenes_compra_adjuntos',
  {
    id: serial('id').primaryKey(),
    ordenId: integer('orden_id')
      .notNull()
      .references(() => ordenesCompra.id),
    nombre: varchar('nombre', { length: 255 }).notNull(),
    /** Relative to DATA_DIR/adjuntos; never served statically. */
    ruta: text('ruta').notNull(),
    tamano: integer('tamano').notNull(),
    ...timestamps,
  },
  (t) => [index('ordenes_compra_adjuntos_orden_idx').on(t.ordenId)],
);
