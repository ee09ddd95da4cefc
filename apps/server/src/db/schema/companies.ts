import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A tenant: every business row hangs from one empresa. */
export const empresas = pgTable(
  'empresas',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    slug: varchar('slug', { length: 60 }).notNull(),
    pais: varchar('pais', { length: 2 }).notNull().default('GT'),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('empresas_slug_uq').on(t.slug)],
);

/** The `empresa_id` column of every company-owned row: not null, referencing `empresas`. */
export const companyRef = () =>
  integer('empresa_id')
    .notNull()
    .references(() => empresas.id);

/** One row per company: the flags and settings spec 000 §3 and spec 001 §3 Configuration list. */
export const configuraciones = pgTable(
  'configuraciones',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    logo: text('logo'),
    banner: text('banner'),
    logoTicket: text('logo_ticket'),
    telefonoTienda: varchar('telefono_tienda', { length: 30 }),
    correoTienda: varchar('correo_tienda', { length: 254 }),
    sucursalTiendaOnlineId: integer('sucursal_tienda_online_id'),
    // Sales and invoicing
    ventaPermitirDescuento: boolean('venta_permitir_descuento').notNull(),
    formatoFactura: varchar('formato_factura', { length: 10 }).notNull(),
    itemsPorFactura: smallint('items_por_factura').notNull(),
    facturaPersonalizada: boolean('factura_personalizada').notNull(),
    utilizaFel: boolean('utiliza_fel').notNull(),
    confCotizacion: boolean('conf_cotizacion').notNull(),
    tipoPuntoVenta: varchar('tipo_punto_venta', { length: 5 }).notNull(),
    confVentaRedondeoTotal: boolean('conf_venta_redondeo_total').notNull(),
    confVentasAlCredito: boolean('conf_ventas_al_credito').notNull(),
    confVentaPrecioEditable: boolean('conf_venta_precio_editable').notNull(),
    confMostrarReferencia: boolean('conf_mostrar_referencia').notNull(),
    confHabilitarCampoCliente: boolean('conf_habilitar_campo_cliente').notNull(),
    confHabilitarNoFactura: boolean('conf_habilitar_no_factura').notNull(),
    confTiposFacturas: varchar('conf_tipos_facturas', { length: 4 }).notNull(),
    confVentaImprimirRecibo: boolean('conf_venta_imprimir_recibo').notNull(),
    confVentaPedirCliente: boolean('conf_venta_pedir_cliente').notNull(),
    confCajaForzarCierre: boolean('conf_caja_forzar_cierre').notNull(),
    confCajaConteoCiego: boolean('conf_caja_conteo_ciego').notNull().default(false),
    // Stock and lookup
    confInventarioNegativo: boolean('conf_inventario_negativo').notNull(),
    buscarNombre: boolean('buscar_nombre').notNull(),
    // Prices and display
    nombresPrecios: jsonb('nombres_precios').$type<string[]>().notNull(),
    confMostrarPrecioImpresion: boolean('conf_mostrar_precio_impresion').notNull(),
    confPreciosPorcentaje: boolean('conf_precios_porcentaje').notNull(),
    confModenaCon3Decimales: boolean('conf_modena_con_3_decimales').notNull(),
    // Online store and welcome view
    confTiendaOnline: boolean('conf_tienda_online').notNull(),
    vistaBienvenida: boolean('vista_bienvenida').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('configuraciones_empresa_uq').on(t.empresaId)],
);

/**
 * Payment methods (tipo 10) and delivery methods (tipo 20) a company offers.
 * Payment methods carry the spec's `prefijo` (EFE, TAR, CHE, DEP…); DEP adds the bank account
 * shown to customers. Delivery methods carry their price (`precio_empresa`).
 */
export const metodosPagoEntrega = pgTable(
  'metodos_pago_entrega',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    tipo: smallint('tipo').notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    descripcion: varchar('descripcion', { length: 255 }).notNull().default(''),
    prefijo: varchar('prefijo', { length: 5 }),
    codigo: varchar('codigo', { length: 30 }),
    activo: boolean('activo').notNull().default(true),
    precioEmpresa: numeric('precio_empresa', { precision: 14, scale: 4 }).notNull().default('0'),
    bancoCuenta: varchar('banco_cuenta', { length: 100 }),
    noCuenta: varchar('no_cuenta', { length: 50 }),
    nombreCuenta: varchar('nombre_cuenta', { length: 150 }),
    orden: smallint('orden').notNull().default(0),
    eliminado: boolean('eliminado').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('metodos_pago_entrega_empresa_idx').on(t.empresaId, t.tipo),
    uniqueIndex('metodos_pago_prefijo_uq')
      .on(t.empresaId, t.prefijo)
      .where(sql`${t.tipo} = 10`),
    check('metodos_pago_entrega_tipo_ck', sql`${t.tipo} in (10, 20)`),
  ],
);

/** A branch (sucursal); `datos_empresa` is the legal data printed on its tickets. */
export const sucursales = pgTable(
  'sucursales',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    direccion: varchar('direccion', { length: 255 }).notNull().default(''),
    telefono: varchar('telefono', { length: 30 }).notNull().default(''),
    departamento: varchar('departamento', { length: 2 }).notNull(),
    municipio: varchar('municipio', { length: 4 }).notNull(),
    razonSocial: varchar('razon_social', { length: 150 }).notNull().default(''),
    nombreComercial: varchar('nombre_comercial', { length: 150 }).notNull().default(''),
    nit: varchar('nit', { length: 20 }).notNull().default(''),
    /**
     * SAT's establishment code of this branch (FEL.md §3.2, 1–9999): a one-to-one fact about the
     * branch, like its address that DireccionEmisor repeats. Null: the branch cannot certify yet.
     */
    codigoEstablecimiento: integer('codigo_establecimiento'),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('sucursales_empresa_idx').on(t.empresaId, t.activo),
    check('sucursales_codigo_establecimiento_ck', sql`${t.codigoEstablecimiento} between 1 and 9999`),
    uniqueIndex('sucursales_codigo_establecimiento_uq')
      .on(t.empresaId, t.codigoEstablecimiento)
      .where(sql`${t.activo} and ${t.codigoEstablecimiento} is not null`),
    uniqueIndex('sucursales_nombre_uq')
      .on(t.empresaId, sql`lower(${t.nombre})`)
      .where(sql`${t.activo}`),
  ],
);
