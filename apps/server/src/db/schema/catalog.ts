import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, quantity, timestamps } from './columns';
import { companyRef, sucursales } from './companies';

/** Money and quantities keep 4 decimals in the database (P3-02); the API rounds to the company's. */

/**
 * A company's units of measure (spec 001 §3 Measure unit). `capacidad` converts between units of
 * the same `tipo` (a kilogram is 2.2046 pounds when the pound is 1).
 */
export const unidadesMedida = pgTable(
  'unidades_medida',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    nombre: varchar('nombre', { length: 60 }).notNull(),
    abreviatura: varchar('abreviatura', { length: 10 }).notNull().default(''),
    tipo: smallint('tipo').notNull(),
    capacidad: numeric('capacidad', { precision: 18, scale: 6 }).notNull().default('1'),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('unidades_medida_empresa_idx').on(t.empresaId)],
);

/** The category tree: level 1 familias, level 2 sub-familias (P3-64). */
export const categorias = pgTable(
  'categorias',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    parentId: integer('parent_id'),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    /** The slug path from the root, e.g. `bebidas/gaseosas` (the store's category URL). */
    urlSlug: varchar('url_slug', { length: 400 }).notNull(),
    nivel: smallint('nivel').notNull(),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('categorias_empresa_idx').on(t.empresaId, t.parentId),
    uniqueIndex('categorias_url_slug_uq')
      .on(t.empresaId, t.urlSlug)
      .where(sql`${t.activo}`),
  ],
);

/**
 * A product. Stock is kept in its base unit; `tipo_producto` decides how it sells (1 simple, 100
 * with fractions, 1000 bulk by weight, 2000 bulk by capacity) and the flags `a_granel` and
 * `tiene_fracciones` are derived from it, never stored apart (P2-03f).
 */
export const productos = pgTable(
  'productos',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    codigo: varchar('codigo', { length: 50 }).notNull(),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    marca: varchar('marca', { length: 100 }).notNull().default(''),
    categoriaId: integer('categoria_id').references(() => categorias.id),
    subfamiliaId: integer('subfamilia_id').references(() => categorias.id),
    tipoProducto: smallint('tipo_producto').notNull().default(1),
    unidadMedidaId: integer('unidad_medida_id').references(() => unidadesMedida.id),
    inventariable: boolean('inventariable').notNull().default(true),
    vendible: boolean('vendible').notNull().default(true),
    minimoExistencias: quantity('minimo_existencias').notNull().default('0'),
    alertar: boolean('alertar').notNull().default(false),
    codigoBarras: varchar('codigo_barras', { length: 60 }).notNull().default(''),
    descripcionCodigoBarras: varchar('descripcion_codigo_barras', { length: 200 }).notNull().default(''),
    precio: money('precio').notNull().default('0'),
    precio2: money('precio2').notNull().default('0'),
    precio3: money('precio3').notNull().default('0'),
    precio4: money('precio4').notNull().default('0'),
    precio5: money('precio5').notNull().default('0'),
    porcentPrecio2: money('porcent_precio2').notNull().default('0'),
    porcentPrecio3: money('porcent_precio3').notNull().default('0'),
    porcentPrecio4: money('porcent_precio4').notNull().default('0'),
    porcentPrecio5: money('porcent_precio5').notNull().default('0'),
    precioOnline: money('precio_online').notNull().default('0'),
    tiendaOnline: boolean('tienda_online').notNull().default(false),
    /** Last purchase/entry cost per base unit, in quetzales and dollars. */
    costo: money('costo').notNull().default('0'),
    costoDolares: money('costo_dolares').notNull().default('0'),
    /** Weighted average cost per base unit, company-wide (P3-85). */
    costoPromedioPonderado: money('costo_promedio_ponderado').notNull().default('0'),
    usaCostoPromedio: boolean('usa_costo_promedio').notNull().default(true),
    /** The supplier of the last purchase (the purchasing capability sets it). */
    ultimoProveedorId: integer('ultimo_proveedor_id'),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('productos_empresa_idx').on(t.empresaId, t.activo),
    uniqueIndex('productos_codigo_uq')
      .on(t.empresaId, sql`lower(${t.codigo})`)
      .where(sql`${t.activo}`),
    uniqueIndex('productos_slug_uq').on(t.empresaId, t.slug),
    index('productos_codigo_barras_idx').on(t.empresaId, t.codigoBarras),
    // fastupdate off: PGlite never vacuums, so a pending list would grow to 4 MB and be read by every search.
    index('productos_nombre_trgm_idx')
      .using('gin', sql`lower(${t.nombre}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Lists ordered by name (the point of sale's browse and short prefixes) and by newest: a
    // byte-order ("C") copy of the name keeps the order and LIKE 'abc%' usable on any database locale.
    index('productos_nombre_orden_idx')
      .on(t.empresaId, sql`(lower(${t.nombre}) collate "C")`)
      .where(sql`${t.activo}`),
    index('productos_creado_idx')
      .on(t.empresaId, t.creado, t.id)
      .where(sql`${t.activo}`),
    index('productos_categoria_idx').on(t.categoriaId),
    index('productos_subfamilia_idx').on(t.subfamiliaId),
    check('productos_tipo_ck', sql`${t.tipoProducto} in (1, 100, 1000, 2000)`),
  ],
);

/**
 * Presentations sold from the same stock (box of 12, unit…). `contenido` is how many base units
 * one of it takes from stock (P3-65); `capacidad_maxima` is the measured capacity of bulk-by-capacity
 * products.
 */
export const fracciones = pgTable(
  'fracciones',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    contenido: quantity('contenido').notNull(),
    capacidadMaxima: quantity('capacidad_maxima').notNull().default('0'),
    precio: money('precio').notNull().default('0'),
    precio2: money('precio2').notNull().default('0'),
    precio3: money('precio3').notNull().default('0'),
    precio4: money('precio4').notNull().default('0'),
    precio5: money('precio5').notNull().default('0'),
    porcentPrecio2: money('porcent_precio2').notNull().default('0'),
    porcentPrecio3: money('porcent_precio3').notNull().default('0'),
    porcentPrecio4: money('porcent_precio4').notNull().default('0'),
    porcentPrecio5: money('porcent_precio5').notNull().default('0'),
    codigoBarras: varchar('codigo_barras', { length: 60 }).notNull().default(''),
    minimoExistencias: quantity('minimo_existencias').notNull().default('0'),
    vendible: boolean('vendible').notNull().default(true),
    alertar: boolean('alertar').notNull().default(false),
    unidadMedidaId: integer('unidad_medida_id').references(() => unidadesMedida.id),
    tipoUnidadMedida: smallint('tipo_unidad_medida'),
    orden: smallint('orden').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('fracciones_producto_idx').on(t.productoId, t.activo),
    index('fracciones_codigo_barras_idx').on(t.empresaId, t.codigoBarras),
    check('fracciones_contenido_ck', sql`${t.contenido} > 0`),
  ],
);

/** A branch's own price for any tier, falling back to the product's (P2-03i). Null = not overridden. */
export const preciosSucursal = pgTable(
  'precios_sucursal',
  {
    id: serial('id').primaryKey(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    fraccionId: integer('fraccion_id').references(() => fracciones.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    precio: money('precio'),
    precio2: money('precio2'),
    precio3: money('precio3'),
    precio4: money('precio4'),
    precio5: money('precio5'),
  },
  (t) => [
    uniqueIndex('precios_sucursal_uq').on(t.productoId, t.sucursalId, sql`coalesce(${t.fraccionId}, 0)`),
    index('precios_sucursal_sucursal_idx').on(t.sucursalId),
  ],
);

/** Up to three extra categories of an online product (spec 001 §5). */
export const productosCategorias = pgTable(
  'productos_categorias',
  {
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorias.id),
  },
  (t) => [
    primaryKey({ columns: [t.productoId, t.categoriaId] }),
    index('productos_categorias_categoria_idx').on(t.categoriaId),
  ],
);

/** Up to five images: the original, its square crop and a thumbnail (paths under DATA_DIR/media). */
export const productosImagenes = pgTable(
  'productos_imagenes',
  {
    id: serial('id').primaryKey(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    orden: smallint('orden').notNull(),
    imagen: text('imagen').notNull(),
    recorte: text('recorte').notNull(),
    miniatura: text('miniatura').notNull(),
    ...timestamps,
  },
  (t) => [index('productos_imagenes_producto_idx').on(t.productoId, t.orden)],
);
