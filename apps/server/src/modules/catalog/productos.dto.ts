import { NOMBRES_TIPO_PRODUCTO, type TipoProducto } from '@pos/shared/domains/catalog/catalog';
import {
  CAMPOS_PORCENTAJE,
  CAMPOS_PRECIO,
  DECIMALES_PORCENTAJE,
  listadoPrecios,
  type CampoPrecio,
} from '@pos/shared/domains/catalog/pricing';
import { banderasDeTipo, redondearCantidad } from '@pos/shared/domains/catalog/products';
import type {
  CategoriaRef,
  Fraccion,
  PrecioSucursal,
  PresentacionFila,
  PreciosDeNivel,
  Producto,
  ProductoFila,
} from '@pos/shared/domains/catalog/products.api';
import { toDecimalString, toMoneyString } from '@pos/shared/money';
import { mediaUrl } from '../../lib/uploads';
import { toUnidadMedida } from '../companies';
import type { CatalogSettings } from './catalog-settings';
import type {
  CategoriaRefRow,
  ImagenRow,
  PrecioSucursalRow,
  PresentacionRow,
  ProductoBase,
  ProductoListaRow,
  ProductoPartes,
} from './productos.repo';

type ConPrecios = Record<
  CampoPrecio | 'porcentPrecio2' | 'porcentPrecio3' | 'porcentPrecio4' | 'porcentPrecio5',
  string
>;

const porcentColumn = {
  porcent_precio2: 'porcentPrecio2',
  porcent_precio3: 'porcentPrecio3',
  porcent_precio4: 'porcentPrecio4',
  porcent_precio5: 'porcentPrecio5',
} as const;

/** The five tier prices in the company's money decimals. */
function montosDe(row: Record<CampoPrecio, string>, settings: CatalogSettings): Record<CampoPrecio, string> {
  return Object.fromEntries(CAMPOS_PRECIO.map((c) => [c, toMoneyString(row[c], settings.decimales)])) as Record<
    CampoPrecio,
    string
  >;
}

/** The five tiers with their percentages and names, in the company's money decimals. */
export function preciosDe(row: ConPrecios, settings: CatalogSettings): PreciosDeNivel {
  const precios = montosDe(row, settings);
  const porcentajes = Object.fromEntries(
    CAMPOS_PORCENTAJE.map((c) => [c, toDecimalString(row[porcentColumn[c]], DECIMALES_PORCENTAJE)]),
  );
  return {
    ...precios,
    ...(porcentajes as Record<(typeof CAMPOS_PORCENTAJE)[number], string>),
    listado_precios: listadoPrecios(precios, settings.nombresPrecios),
  };
}

export function toCategoriaRef(row: CategoriaRefRow | null): CategoriaRef | null {
  return row?.id ? { id: row.id, nombre: row.nombre, slug: row.slug, url_slug: row.urlSlug } : null;
}

function toPrecioSucursal(row: PrecioSucursalRow, settings: CatalogSettings): PrecioSucursal {
  const money = (x: string | null) => (x === null ? null : toMoneyString(x, settings.decimales));
  return {
    sucursal: row.sucursalId,
    sucursal_nombre: row.sucursalNombre,
    precio: money(row.precio),
    precio2: money(row.precio2),
    precio3: money(row.precio3),
    precio4: money(row.precio4),
    precio5: money(row.precio5),
  };
}

function toFraccion(
  row: ProductoPartes['fracciones'][number],
  tipo: number,
  precios: PrecioSucursalRow[],
  settings: CatalogSettings,
): Fraccion {
  return {
    id: row.id,
    nombre: row.nombre,
    contenido: redondearCantidad(row.contenido, tipo),
    capacidad_maxima: toDecimalString(row.capacidadMaxima, 3),
    ...preciosDe(row, settings),
    codigo_barras: row.codigoBarras,
    minimo_existencias: redondearCantidad(row.minimoExistencias, tipo),
    vendible: row.vendible,
    alertar: row.alertar,
    unidad_de_medida: row.unidad ? toUnidadMedida(row.unidad) : null,
    tipo_unidad_medida: row.tipoUnidadMedida,
    orden: row.orden,
    precios_sucursal: precios.filter((p) => p.fraccionId === row.id).map((p) => toPrecioSucursal(p, settings)),
  };
}

/** The store's image fields (P2-03k): originals as `imagen`…`imagen_4`, the first crop, every thumbnail. */
function imagenesDe(imagenes: ImagenRow[]) {
  const originales = imagenes.map((i) => mediaUrl(i.imagen));
  return {
    imagen: originales[0] ?? null,
    imagen_1: originales[1] ?? null,
    imagen_2: originales[2] ?? null,
    imagen_3: originales[3] ?? null,
    imagen_4: originales[4] ?? null,
    img_cropped: mediaUrl(imagenes[0]?.recorte ?? null),
    thumbnails: imagenes.map((i) => mediaUrl(i.miniatura)!),
    imagenes: imagenes.map((i) => ({
      id: i.id,
      orden: i.orden,
      imagen: mediaUrl(i.imagen)!,
      img_cropped: mediaUrl(i.recorte)!,
      thumbnail: mediaUrl(i.miniatura)!,
    })),
  };
}

export function toProducto(base: ProductoBase, partes: ProductoPartes, settings: CatalogSettings): Producto {
  const p = base.producto;
  const tipo = p.tipoProducto as TipoProducto;
  return {
    id: p.id,
    codigo: p.codigo,
    nombre: p.nombre,
    slug: p.slug,
    descripcion: p.descripcion,
    marca: p.marca,
    tipo_producto: tipo,
    tipo_producto_nombre: NOMBRES_TIPO_PRODUCTO[tipo],
    ...banderasDeTipo(tipo),
    unidad_de_medida: base.unidad ? toUnidadMedida(base.unidad) : null,
    categoria: toCategoriaRef(base.familia),
    subfamilia: toCategoriaRef(base.subfamilia),
    categorias: partes.categorias.map((c) => toCategoriaRef(c)!),
    inventariable: p.inventariable,
    vendible: p.vendible,
    alertar: p.alertar,
    minimo_existencias: redondearCantidad(p.minimoExistencias, tipo),
    tienda_online: p.tiendaOnline,
    codigo_barras: p.codigoBarras,
    descripcion_codigo_barras: p.descripcionCodigoBarras,
    ...preciosDe(p, settings),
    precio_online: toMoneyString(p.precioOnline, settings.decimales),
    precios_sucursal: partes.precios.filter((x) => x.fraccionId === null).map((x) => toPrecioSucursal(x, settings)),
    costo: toMoneyString(p.costo, settings.decimales),
    costo_dolares: toMoneyString(p.costoDolares, settings.decimales),
    costo_promedio_ponderado: toMoneyString(p.costoPromedioPonderado, settings.decimales),
    usa_costo_promedio: p.usaCostoPromedio,
    // Suppliers arrive with purchasing; until then no product has one.
    ultimo_proveedor: null,
    inventario: redondearCantidad(base.inventario, tipo),
    fracciones: partes.fracciones.map((f) => toFraccion(f, tipo, partes.precios, settings)),
    ...imagenesDe(partes.imagenes),
    activo: p.activo,
    creado: p.creado.toISOString(),
    modificado: p.modificado.toISOString(),
  };
}

function toPresentacionFila(row: PresentacionRow, tipo: number, settings: CatalogSettings): PresentacionFila {
  return {
    id: row.id,
    nombre: row.nombre,
    contenido: redondearCantidad(row.contenido, tipo),
    codigo_barras: row.codigo_barras,
    vendible: row.vendible,
    ...montosDe(row, settings),
  };
}

export function toProductoFila(row: ProductoListaRow, settings: CatalogSettings): ProductoFila {
  const p = row.producto;
  const tipo = p.tipoProducto as TipoProducto;
  const precios = preciosDe(p, settings);
  return {
    id: p.id,
    codigo: p.codigo,
    nombre: p.nombre,
    slug: p.slug,
    marca: p.marca,
    tipo_producto: tipo,
    tipo_producto_nombre: NOMBRES_TIPO_PRODUCTO[tipo],
    ...banderasDeTipo(tipo),
    unidad_de_medida: row.unidad?.id
      ? { id: row.unidad.id, nombre: row.unidad.nombre, abreviatura: row.unidad.abreviatura }
      : null,
    categoria: row.familia?.id ? { id: row.familia.id, nombre: row.familia.nombre } : null,
    subfamilia: row.subfamilia?.id ? { id: row.subfamilia.id, nombre: row.subfamilia.nombre } : null,
    codigo_barras: p.codigoBarras,
    precio: precios.precio,
    precio2: precios.precio2,
    precio3: precios.precio3,
    precio4: precios.precio4,
    precio5: precios.precio5,
    precio_online: toMoneyString(p.precioOnline, settings.decimales),
    listado_precios: precios.listado_precios,
    costo: toMoneyString(p.costo, settings.decimales),
    costo_promedio_ponderado: toMoneyString(p.costoPromedioPonderado, settings.decimales),
    inventario: redondearCantidad(row.inventario, tipo),
    minimo_existencias: redondearCantidad(p.minimoExistencias, tipo),
    alertar: p.alertar,
    inventariable: p.inventariable,
    vendible: p.vendible,
    tienda_online: p.tiendaOnline,
    total_fracciones: row.presentaciones.length,
    presentaciones: row.presentaciones.map((f) => toPresentacionFila(f, tipo, settings)),
    img_cropped: mediaUrl(row.recorte),
    thumbnail: mediaUrl(row.miniatura),
    creado: p.creado.toISOString(),
    modificado: p.modificado.toISOString(),
  };
}
