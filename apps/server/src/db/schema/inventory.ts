import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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
import { money, quantity, timestamps } from './columns';
import { companyRef, sucursales } from './companies';
import { usuarios } from './users';
import { fracciones, productos } from './catalog';

/** The stock balance of one product in one branch, in base units; changed only with a kardex row. */
export const existencias = pgTable(
  'existencias',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('existencias_sucursal_producto_uq').on(t.sucursalId, t.productoId),
    index('existencias_producto_idx').on(t.productoId),
  ],
);

/**
 * The stock ledger (kardex): one row per change, with the resulting balance. `documento_tipo` and
 * `documento_id` point at what caused it (a warehouse document, a sale, a purchase reception…).
 */
export const kardex = pgTable(
  'kardex',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    tipo: smallint('tipo').notNull(),
    /** Signed change in base units: entries positive, exits negative. */
    cantidad: quantity('cantidad').notNull(),
    costoUnitario: money('costo_unitario').notNull().default('0'),
    saldo: quantity('saldo').notNull(),
    documentoTipo: varchar('documento_tipo', { length: 30 }).notNull(),
    documentoId: integer('documento_id').notNull(),
    fraccionId: integer('fraccion_id').references(() => fracciones.id),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kardex_producto_idx').on(t.sucursalId, t.productoId, t.id),
    index('kardex_documento_idx').on(t.documentoTipo, t.documentoId),
    index('kardex_empresa_creado_idx').on(t.empresaId, t.creado),
  ],
);

/** Where outgoing goods go (conf_destino_salida): a customer, an event, internal use… */
export const destinosSalida = pgTable(
  'destinos_salida',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    descripcion: varchar('descripcion', { length: 255 }).notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('destinos_salida_empresa_idx').on(t.empresaId, t.activo),
    // Behind "Ya existe un destino de salida con este nombre.": the check alone lets a race through.
    uniqueIndex('destinos_salida_nombre_uq')
      .on(t.empresaId, sql`lower(${t.nombre})`)
      .where(sql`${t.activo}`),
  ],
);

/**
 * A warehouse document: incoming goods (INGRESO 10), write-off (BAJA 50), outgoing goods
 * (RETIRO 40) or readjustment (REAJUSTE 60, positive 1 / negative 2). Purchase receptions and
 * dispatches add theirs later with their own types. `numero` counts per company and type.
 */
export const documentosInventario = pgTable(
  'documentos_inventario',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    tipo: smallint('tipo').notNull(),
    tipoReajuste: smallint('tipo_reajuste'),
    numero: integer('numero').notNull(),
    destinoSalidaId: integer('destino_salida_id').references(() => destinosSalida.id),
    proveedorId: integer('proveedor_id'),
    nota: text('nota').notNull().default(''),
    total: money('total').notNull().default('0'),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documentos_inventario_numero_uq').on(t.empresaId, t.tipo, t.numero),
    index('documentos_inventario_sucursal_idx').on(t.sucursalId, t.creado),
    index('documentos_inventario_empresa_idx').on(t.empresaId, t.creado),
    check('documentos_inventario_reajuste_ck', sql`${t.tipoReajuste} is null or ${t.tipoReajuste} in (1, 2)`),
  ],
);

/** One line of a warehouse document: the quantity as entered (in a fraction or the base unit). */
export const documentosInventarioDetalle = pgTable(
  'documentos_inventario_detalle',
  {
    id: serial('id').primaryKey(),
    documentoId: integer('documento_id')
      .notNull()
      .references(() => documentosInventario.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    fraccionId: integer('fraccion_id').references(() => fracciones.id),
    cantidad: quantity('cantidad').notNull(),
    /** Base units moved: cantidad × contenido of the fraction (1 without one). */
    cantidadBase: quantity('cantidad_base').notNull(),
    costoUnitario: money('costo_unitario').notNull().default('0'),
    subtotal: money('subtotal').notNull().default('0'),
    nota: text('nota').notNull().default(''),
  },
  (t) => [
    index('documentos_inventario_detalle_documento_idx').on(t.documentoId),
    index('documentos_inventario_detalle_producto_idx').on(t.productoId),
  ],
);
