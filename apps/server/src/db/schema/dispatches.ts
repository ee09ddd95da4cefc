import { sql } from 'drizzle-orm';
import {
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

/**
 * A dispatch between two branches of a company (001 §1.4, DECISIONS P3-09): estado 10 pending
 * reception, 20 received. Its stock left the origin at creation; while pending it is in transit.
 * A cancelled dispatch (`anulado`, with the reason) returned its stock to the origin.
 */
export const despachos = pgTable(
  'despachos',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    numero: integer('numero').notNull(),
    sucursalOrigenId: integer('sucursal_origen_id')
      .notNull()
      .references(() => sucursales.id),
    sucursalDestinoId: integer('sucursal_destino_id')
      .notNull()
      .references(() => sucursales.id),
    estado: smallint('estado').notNull().default(10),
    responsableTransporte: varchar('responsable_transporte', { length: 150 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    usuarioRecibioId: integer('usuario_recibio_id').references(() => usuarios.id),
    fechaRecepcion: timestamp('fecha_recepcion', { withTimezone: true }),
    anulado: boolean('anulado').notNull().default(false),
    motivoAnulacion: text('motivo_anulacion'),
    usuarioAnuloId: integer('usuario_anulo_id').references(() => usuarios.id),
    fechaAnulacion: timestamp('fecha_anulacion', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('despachos_numero_uq').on(t.empresaId, t.numero),
    index('despachos_origen_idx').on(t.sucursalOrigenId, t.estado, t.creado),
    index('despachos_destino_idx').on(t.sucursalDestinoId, t.estado, t.creado),
    check('despachos_estado_ck', sql`${t.estado} in (10, 20)`),
    check('despachos_sucursales_ck', sql`${t.sucursalOrigenId} <> ${t.sucursalDestinoId}`),
  ],
);

/**
 * One product of a dispatch, in base units: what left the origin (`cantidad`), what arrived
 * (`cantidad_recibido`, null until received) and, when less arrived, the note that explains the
 * shortfall (`tiene_alerta`). `costo_unitario` is the valuation cost per base unit at dispatch.
 */
export const despachosDetalle = pgTable(
  'despachos_detalle',
  {
    id: serial('id').primaryKey(),
    despachoId: integer('despacho_id')
      .notNull()
      .references(() => despachos.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    fraccionId: integer('fraccion_id').references(() => fracciones.id),
    cantidadDespachada: quantity('cantidad_despachada').notNull(),
    cantidad: quantity('cantidad').notNull(),
    cantidadRecibido: quantity('cantidad_recibido'),
    costoUnitario: money('costo_unitario').notNull().default('0'),
    nota: text('nota').notNull().default(''),
    tieneAlerta: boolean('tiene_alerta').notNull().default(false),
    /** Why a received line came short (issue 16): 10 faltante, 20 dañado, 30 extraviado; null when complete. */
    motivoDiferencia: smallint('motivo_diferencia'),
  },
  (t) => [
    index('despachos_detalle_despacho_idx').on(t.despachoId),
    index('despachos_detalle_producto_idx').on(t.productoId),
    check('despachos_detalle_cantidad_ck', sql`${t.cantidad} > 0`),
    check(
      'despachos_detalle_motivo_diferencia_ck',
      sql`${t.motivoDiferencia} is null or ${t.motivoDiferencia} in (10, 20, 30)`,
    ),
    check(
      'despachos_detalle_recibido_ck',
      sql`${t.cantidadRecibido} is null or (${t.cantidadRecibido} >= 0 and ${t.cantidadRecibido} <= ${t.cantidad})`,
    ),
  ],
);
