import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
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
import { fracciones, productos, unidadesMedida } from './catalog';
import { clientes } from './customers';
import { aperturasCierresCaja, cajas } from './registers';

/**
 * A sale (movement type VENTA 30). `tipo_venta` 10000 envío, 20000 factura, 30000 crédito;
 * `tipo_pago` 100 pago_total, 200 pago_credito (P3-86). `total` is what the customer owes
 * (`total_cobrar_pagar`), after line discounts and the 0.05 rounding. Annulled sales keep their
 * rows with `activo` false and reversing ledger rows.
 *
 * A sales order (issue 15, `es_orden`) is a sale recorded from the back office without a register:
 * it owes its whole total through its receivable, and takes stock at each delivery
 * (`entregas_ordenes_venta`), so `estado_entrega` goes 10 pending → 20 complete.
 */
export const ventas = pgTable(
  'ventas',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    /** Set by the last statement of the recording transaction (see `correlativos`). */
    numero: integer('numero'),
    codigo: varchar('codigo', { length: 30 }),
    tipoVenta: integer('tipo_venta').notNull(),
    tipoPago: smallint('tipo_pago').notNull().default(100),
    estado: smallint('estado').notNull().default(10),
    activo: boolean('activo').notNull().default(true),
    clienteId: integer('cliente_id').references(() => clientes.id),
    tipoDocumento: smallint('tipo_documento').notNull().default(1),
    nitCliente: varchar('nit_cliente', { length: 30 }).notNull(),
    nombreCliente: varchar('nombre_cliente', { length: 200 }).notNull(),
    direccionCliente: varchar('direccion_cliente', { length: 300 }).notNull().default(''),
    telefonoCliente: varchar('telefono_cliente', { length: 30 }).notNull().default(''),
    notasCliente: text('notas_cliente').notNull().default(''),
    referencia: varchar('referencia', { length: 200 }).notNull().default(''),
    mostrarReferencia: boolean('mostrar_referencia').notNull().default(false),
    descripcion: text('descripcion').notNull().default(''),
    noFactura: varchar('no_factura', { length: 40 }).notNull().default(''),
    subtotal: money('subtotal').notNull(),
    descuento: money('descuento').notNull().default('0'),
    redondeo: varchar('redondeo', { length: 6 }),
    ajusteRedondeo: money('ajuste_redondeo').notNull().default('0'),
    total: money('total').notNull(),
    iva: money('iva').notNull().default('0'),
    /** Σ the payments plus the IVA exemption: what covers the total (an FCAM's advance). */
    totalPagado: money('total_pagado').notNull().default('0'),
    /** The IVA exemption: an amount of the sale with no payment code, never cash received (P3-04). */
    exencionIva: money('exencion_iva').notNull().default('0'),
    /** A redeemed voucher or credit note (issue 13): covers part of the total, never cash received. */
    notaCredito: money('nota_credito').notNull().default('0'),
    vueltoEfectivo: money('vuelto_efectivo').notNull().default('0'),
    fechaVencimiento: date('fecha_vencimiento'),
    aperturaId: integer('apertura_id').references(() => aperturasCierresCaja.id),
    cajaId: integer('caja_id').references(() => cajas.id),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    vendedorId: integer('vendedor_id').references(() => usuarios.id),
    cotizacionId: integer('cotizacion_id'),
    esOrden: boolean('es_orden').notNull().default(false),
    fechaEntrega: date('fecha_entrega'),
    /** 10 retiro en tienda, 20 entrega a domicilio (P3-31). */
    tipoEntrega: smallint('tipo_entrega'),
    encargado: varchar('encargado', { length: 200 }).notNull().default(''),
    correo: varchar('correo', { length: 254 }).notNull().default(''),
    direccionEntrega: varchar('direccion_entrega', { length: 300 }).notNull().default(''),
    direccionFacturacion: varchar('direccion_facturacion', { length: 300 }).notNull().default(''),
    /** The formal customer's branch the order is for (P3-31). */
    clienteSucursalId: integer('cliente_sucursal_id'),
    /** Orders only: 10 pending, 20 complete (P3-09). */
    estadoEntrega: smallint('estado_entrega'),
    /** Orders only: payment term 1000 inmediato, 2000 N days or a chosen date; `periodo_pago` in days. */
    plazoPago: smallint('plazo_pago'),
    periodoPago: integer('periodo_pago'),
    anuladoPorId: integer('anulado_por_id').references(() => usuarios.id),
    motivoAnulacion: text('motivo_anulacion'),
    fechaAnulacion: timestamp('fecha_anulacion', { withTimezone: true }),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ventas_numero_uq').on(t.empresaId, t.numero),
    index('ventas_empresa_creado_idx').on(t.empresaId, t.creado),
    index('ventas_sucursal_creado_idx').on(t.sucursalId, t.creado),
    index('ventas_cliente_idx').on(t.clienteId),
    index('ventas_usuario_idx').on(t.usuarioId, t.creado),
    index('ventas_apertura_idx').on(t.aperturaId),
    index('ventas_orden_idx').on(t.empresaId, t.esOrden, t.creado),
    check('ventas_tipo_venta_ck', sql`${t.tipoVenta} in (10000, 20000, 30000)`),
    check('ventas_tipo_pago_ck', sql`${t.tipoPago} in (100, 200)`),
  ],
);

/** One cart line of a sale, as sold: the fraction or unit, prices and the base units taken. */
export const ventasDetalle = pgTable(
  'ventas_detalle',
  {
    id: serial('id').primaryKey(),
    ventaId: integer('venta_id')
      .notNull()
      .references(() => ventas.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    fraccionId: integer('fraccion_id').references(() => fracciones.id),
    unidadMedidaId: integer('unidad_medida_id').references(() => unidadesMedida.id),
    codigo: varchar('codigo', { length: 50 }).notNull(),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    cantidad: quantity('cantidad').notNull(),
    cantidadBase: quantity('cantidad_base').notNull(),
    modeloPrecio: smallint('modelo_precio').notNull().default(1),
    precioOriginal: money('precio_original').notNull(),
    precio: money('precio').notNull(),
    descPorcentaje: money('desc_porcentaje').notNull().default('0'),
    descMonto: money('desc_monto').notNull().default('0'),
    precioFinal: money('precio_final').notNull(),
    totalImporte: money('total_importe').notNull(),
    costo: money('costo').notNull().default('0'),
  },
  (t) => [index('ventas_detalle_venta_idx').on(t.ventaId), index('ventas_detalle_producto_idx').on(t.productoId)],
);

/** The payments of a sale by form (P3-04): EFE, TAR, CHE, DEP, TRA/TRE, RTC, and EXE for the IVA exemption. */
export const ventasPagos = pgTable(
  'ventas_pagos',
  {
    id: serial('id').primaryKey(),
    ventaId: integer('venta_id')
      .notNull()
      .references(() => ventas.id),
    formaPago: varchar('forma_pago', { length: 5 }).notNull(),
    monto: money('monto').notNull(),
    descripcion: varchar('descripcion', { length: 200 }).notNull().default(''),
    banco: varchar('banco', { length: 100 }).notNull().default(''),
  },
  (t) => [index('ventas_pagos_venta_idx').on(t.ventaId)],
);

/**
 * A quotation (P3-07): estado 10 pendiente, 20 finalizada (converted into `venta_id`), 30
 * anulada. With `enviado_caja` a counter seller sent it to the registers (PVMCE).
 */
export const cotizaciones = pgTable(
  'cotizaciones',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    numero: integer('numero').notNull(),
    codigo: varchar('codigo', { length: 30 }).notNull(),
    estado: smallint('estado').notNull().default(10),
    enviadoCaja: boolean('enviado_caja').notNull().default(false),
    clienteId: integer('cliente_id').references(() => clientes.id),
    tipoDocumento: smallint('tipo_documento').notNull().default(1),
    nitCliente: varchar('nit_cliente', { length: 30 }).notNull().default('C.F.'),
    nombreCliente: varchar('nombre_cliente', { length: 200 }).notNull().default('Consumidor Final'),
    direccionCliente: varchar('direccion_cliente', { length: 300 }).notNull().default(''),
    referencia: varchar('referencia', { length: 200 }).notNull().default(''),
    descripcion: text('descripcion').notNull().default(''),
    subtotal: money('subtotal').notNull(),
    descuento: money('descuento').notNull().default('0'),
    total: money('total').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    ventaId: integer('venta_id').references(() => ventas.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cotizaciones_numero_uq').on(t.empresaId, t.numero),
    index('cotizaciones_sucursal_idx').on(t.sucursalId, t.estado, t.enviadoCaja, t.creado),
    index('cotizaciones_empresa_idx').on(t.empresaId, t.creado),
    check('cotizaciones_estado_ck', sql`${t.estado} in (10, 20, 30)`),
  ],
);

/** One line of a quotation: same shape as a sale line, without cost. */
export const cotizacionesDetalle = pgTable(
  'cotizaciones_detalle',
  {
    id: serial('id').primaryKey(),
    cotizacionId: integer('cotizacion_id')
      .notNull()
      .references(() => cotizaciones.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    fraccionId: integer('fraccion_id').references(() => fracciones.id),
    unidadMedidaId: integer('unidad_medida_id').references(() => unidadesMedida.id),
    cantidad: quantity('cantidad').notNull(),
    modeloPrecio: smallint('modelo_precio').notNull().default(1),
    precioOriginal: money('precio_original').notNull(),
    precio: money('precio').notNull(),
    descPorcentaje: money('desc_porcentaje').notNull().default('0'),
    descMonto: money('desc_monto').notNull().default('0'),
    precioFinal: money('precio_final').notNull(),
    totalImporte: money('total_importe').notNull(),
  },
  (t) => [index('cotizaciones_detalle_cotizacion_idx').on(t.cotizacionId)],
);

/**
 * Per-company counters for document numbers (sales, quotations). One UPDATE … RETURNING row per
 * company and kind; callers take it as the last statement of their transaction so the row lock
 * is held for the shortest time.
 */
export const correlativos = pgTable(
  'correlativos',
  {
    empresaId: companyRef(),
    clave: varchar('clave', { length: 30 }).notNull(),
    ultimo: integer('ultimo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.clave] })],
);
