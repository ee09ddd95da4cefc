import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { empresas, sucursales } from './companies';
import { fracciones, productos, unidadesMedida } from './catalog';
import { usuarios } from './users';

const money = (name: string) => numeric(name, { precision: 14, scale: 4 });
const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });

/**
 * A customer of the company (P3-33: customers belong to the company; `sucursal_id` is the branch
 * where it was created, used only as a filter). NIT is unique per company except C.F. Document
 * types: NIT 1, DPI 2, foreign 3. `tipo_cliente` 1 Minorista, 2 Mayorista, 3 Distribuidor picks
 * the default price tier (P3-32).
 */
export const clientes = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    sucursalId: integer('sucursal_id').references(() => sucursales.id),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    tipoDocumento: smallint('tipo_documento').notNull().default(1),
    nit: varchar('nit', { length: 30 }).notNull(),
    tipoCliente: smallint('tipo_cliente').notNull().default(1),
    correo: varchar('correo', { length: 254 }).notNull().default(''),
    direccion: varchar('direccion', { length: 300 }).notNull().default(''),
    /** Other addresses (delivery, billing): a short list of strings. */
    direcciones: jsonb('direcciones').$type<string[]>().notNull().default([]),
    nombreEncargado: varchar('nombre_encargado', { length: 200 }).notNull().default(''),
    telefono: varchar('telefono', { length: 30 }).notNull().default(''),
    extra: text('extra').notNull().default(''),
    /** Credit limit of the customer's open receivables (P3-30); null means no check. */
    limiteCredito: money('limite_credito'),
    /** The payment term offered by default to this customer, in days (P3-30). */
    diasCredito: integer('dias_credito').notNull().default(0),
    /** A "cliente formal" has branches (`clientes_sucursales`, P3-31). */
    esFormal: boolean('es_formal').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clientes_nit_uq')
      .on(t.empresaId, sql`upper(${t.nit})`)
      .where(sql`${t.activo} and upper(${t.nit}) <> 'C.F.'`),
    index('clientes_empresa_idx').on(t.empresaId, t.activo, t.creado),
    index('clientes_sucursal_idx').on(t.sucursalId),
    index('clientes_nombre_trgm_idx')
      .using('gin', sql`lower(${t.nombre}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('clientes_tipo_documento_ck', sql`${t.tipoDocumento} in (1, 2, 3)`),
    check('clientes_tipo_cliente_ck', sql`${t.tipoCliente} in (1, 2, 3)`),
    check('clientes_limite_credito_ck', sql`${t.limiteCredito} is null or ${t.limiteCredito} >= 0`),
    check('clientes_dias_credito_ck', sql`${t.diasCredito} >= 0`),
  ],
);

/** A cash register of a branch. Deleting it (soft) is allowed only while it has no open session. */
export const cajas = pgTable(
  'cajas',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('cajas_sucursal_idx').on(t.sucursalId, t.activo),
    index('cajas_empresa_idx').on(t.empresaId, t.activo),
    // Behind "Ya existe una caja con ese nombre en la sucursal.": the check alone lets a race through.
    uniqueIndex('cajas_nombre_uq')
      .on(t.sucursalId, sql`lower(${t.nombre})`)
      .where(sql`${t.activo}`),
  ],
);

/**
 * One session of a register: opened with a counted amount, closed with a counted amount and a
 * concept. `total_efectivo` is the cash that should be in the drawer right now (opening plus
 * every cash movement), kept up to date by each movement so closing never sums the day.
 * The bill/coin counts are stored for the printed detail (P3-11).
 */
export const aperturasCierresCaja = pgTable(
  'aperturas_cierres_caja',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    cajaId: integer('caja_id')
      .notNull()
      .references(() => cajas.id),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    totalApertura: money('total_apertura').notNull(),
    conteoApertura: jsonb('conteo_apertura').$type<Record<string, number>>(),
    totalEfectivo: money('total_efectivo').notNull(),
    abierta: boolean('abierta').notNull().default(true),
    fechaApertura: timestamp('fecha_apertura', { withTimezone: true }).notNull().defaultNow(),
    fechaCierre: timestamp('fecha_cierre', { withTimezone: true }),
    usuarioCierreId: integer('usuario_cierre_id').references(() => usuarios.id),
    totalEfectivoCierre: money('total_efectivo_cierre'),
    conteoCierre: jsonb('conteo_cierre').$type<Record<string, number>>(),
    conceptoCierre: text('concepto_cierre'),
    /** The expected cash at closing (`total_efectivo` frozen then). */
    totalActual: money('total_actual'),
  },
  (t) => [
    // At most one open session per register and one per user.
    uniqueIndex('aperturas_caja_abierta_uq')
      .on(t.cajaId)
      .where(sql`${t.abierta}`),
    uniqueIndex('aperturas_usuario_abierta_uq')
      .on(t.usuarioId)
      .where(sql`${t.abierta}`),
    index('aperturas_empresa_idx').on(t.empresaId, t.fechaApertura),
    index('aperturas_sucursal_idx').on(t.sucursalId, t.fechaApertura),
    index('aperturas_caja_idx').on(t.cajaId, t.fechaApertura),
  ],
);

/**
 * Running totals of a register session per payment form (EFE, TAR, CHE, DEP, TRA, RTC…),
 * updated by every movement so the closing detail reads a few rows.
 */
export const aperturasCajaTotales = pgTable(
  'aperturas_caja_totales',
  {
    aperturaId: integer('apertura_id')
      .notNull()
      .references(() => aperturasCierresCaja.id),
    formaPago: varchar('forma_pago', { length: 5 }).notNull(),
    total: money('total').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.aperturaId, t.formaPago] })],
);

/**
 * The cash ledger of a register session (P3-03): VENTA 30 cash in from sales, RETIRO 40
 * withdrawals, ABONO_CUENTA 80 collections, INGRESO 10 other cash in. `monto_efectivo` is the
 * signed change to the drawer's cash; `total` the whole amount of the operation. An annulment
 * marks the row and writes a reversing row (`reversa_de_id`); nothing is deleted.
 */
export const movimientosCaja = pgTable(
  'movimientos_caja',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    aperturaId: integer('apertura_id')
      .notNull()
      .references(() => aperturasCierresCaja.id),
    tipo: smallint('tipo').notNull(),
    montoEfectivo: money('monto_efectivo').notNull(),
    total: money('total').notNull(),
    concepto: text('concepto').notNull().default(''),
    ventaId: integer('venta_id'),
    /** The amount by payment form added to `aperturas_caja_totales`, kept so an annulment reverses exactly it. */
    porForma: jsonb('por_forma').$type<{ formaPago: string; monto: string }[]>().notNull().default([]),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    anulado: boolean('anulado').notNull().default(false),
    conceptoAnulado: text('concepto_anulado'),
    anuladoPorId: integer('anulado_por_id').references(() => usuarios.id),
    fechaAnulado: timestamp('fecha_anulado', { withTimezone: true }),
    reversaDeId: integer('reversa_de_id'),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('movimientos_caja_apertura_idx').on(t.aperturaId, t.creado),
    index('movimientos_caja_venta_idx').on(t.ventaId),
    index('movimientos_caja_empresa_idx').on(t.empresaId, t.creado),
  ],
);

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
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
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
 * A receivable created by a credit sale: the sale total, less its payments (the advance at the
 * till is recorded as a payment with `tipo_abono` 2000, P3-10). Status 1 pending, 2 finished;
 * overdue is computed (P3-08).
 */
export const cuentasCobrar = pgTable(
  'cuentas_cobrar',
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
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
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

/**
 * A quotation (P3-07): estado 10 pendiente, 20 finalizada (converted into `venta_id`), 30
 * anulada. With `enviado_caja` a counter seller sent it to the registers (PVMCE).
 */
export const cotizaciones = pgTable(
  'cotizaciones',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
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
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    clave: varchar('clave', { length: 30 }).notNull(),
    ultimo: integer('ultimo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.clave] })],
);
