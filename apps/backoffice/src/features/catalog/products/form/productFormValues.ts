import {
  TIPOS_PRODUCTO,
  tieneFracciones,
  type TipoProducto,
  type UnidadMedida,
} from '@pos/shared/domains/catalog/catalog';
import { CAMPOS_PRECIO, type CampoPrecio, type OpcionesPrecios } from '@pos/shared/domains/catalog/pricing';
import {
  banderasDeTipo,
  problemaUnidad,
  problemasFracciones,
  problemasMinimos,
  problemasTiendaOnline,
  type ProblemaProducto,
} from '@pos/shared/domains/catalog/products';
import type { Fraccion, Producto } from '@pos/shared/domains/catalog/products.api';
import type { GalleryImage } from '../../../../components/MultiImageUpload';
import type { Multipart } from '../../../../lib/api';
import { PRECIOS_VACIOS, preciosParaGuardar, type PreciosValues } from './priceFields';

export interface FraccionValues extends PreciosValues {
  /** Present for a fraction the product already has. */
  id?: number;
  nombre: string;
  contenido: string | null;
  codigo_barras: string;
  minimo_existencias: string | null;
  vendible: boolean;
  alertar: boolean;
}

/** A branch's own price per tier; empty uses the product's (DECISIONS P2-03i). */
export type PrecioSucursalValues = { sucursal: number; sucursal_nombre: string } & Record<CampoPrecio, string | null>;

export interface ProductoFormValues extends PreciosValues {
  tipo_producto: TipoProducto;
  codigo: string;
  nombre: string;
  marca: string;
  descripcion: string;
  unidad_de_medida: number | null;
  categoria: number | null;
  subfamilia: number | null;
  inventariable: boolean;
  vendible: boolean;
  minimo_existencias: string | null;
  alertar: boolean;
  codigo_barras: string;
  descripcion_codigo_barras: string;
  precios_sucursal: PrecioSucursalValues[];
  tienda_online: boolean;
  precio_online: string | null;
  categorias: number[];
  imagenes: GalleryImage[];
  fracciones: FraccionValues[];
  usa_costo_promedio: boolean;
}

function preciosDe(p: Partial<PreciosValues>): PreciosValues {
  return Object.fromEntries(
    Object.keys(PRECIOS_VACIOS).map((k) => [k, p[k as keyof PreciosValues] ?? '0']),
  ) as PreciosValues;
}

export function nuevaFraccion(nombre: string, contenido: string | null): FraccionValues {
  return {
    ...PRECIOS_VACIOS,
    nombre,
    contenido,
    codigo_barras: '',
    minimo_existencias: '0',
    vendible: true,
    alertar: false,
  };
}

function fraccionValues(f: Fraccion): FraccionValues {
  return {
    ...preciosDe(f),
    id: f.id,
    nombre: f.nombre,
    contenido: f.contenido,
    codigo_barras: f.codigo_barras,
    minimo_existencias: f.minimo_existencias,
    vendible: f.vendible,
    alertar: f.alertar,
  };
}

/** The form's starting values: the stored product, or a new simple product counted in units. */
export function valoresDeProducto(
  producto: Producto | undefined,
  sucursales: readonly { id: number; nombre: string }[],
  unidades: readonly UnidadMedida[],
): ProductoFormValues {
  const propios = new Map(producto?.precios_sucursal.map((p) => [p.sucursal, p]));
  const precios_sucursal = sucursales.map((s): PrecioSucursalValues => {
    const propio = propios.get(s.id);
    return {
      sucursal: s.id,
      sucursal_nombre: s.nombre,
      ...(Object.fromEntries(CAMPOS_PRECIO.map((c) => [c, propio?.[c] ?? null])) as Record<CampoPrecio, string | null>),
    };
  });
  if (!producto) {
    return {
      ...PRECIOS_VACIOS,
      tipo_producto: TIPOS_PRODUCTO.SIMPLE,
      codigo: '',
      nombre: '',
      marca: '',
      descripcion: '',
      unidad_de_medida: unidades.find((u) => u.tipo === 10)?.id ?? null,
      categoria: null,
      subfamilia: null,
      inventariable: true,
      vendible: true,
      minimo_existencias: '0',
      alertar: false,
      codigo_barras: '',
      descripcion_codigo_barras: '',
      precios_sucursal,
      tienda_online: false,
      precio_online: '0',
      categorias: [],
      imagenes: [],
      fracciones: [],
      usa_costo_promedio: true,
    };
  }
  return {
    ...preciosDe(producto),
    tipo_producto: producto.tipo_producto,
    codigo: producto.codigo,
    nombre: producto.nombre,
    marca: producto.marca,
    descripcion: producto.descripcion,
    unidad_de_medida: producto.unidad_de_medida?.id ?? null,
    categoria: producto.categoria?.id ?? null,
    subfamilia: producto.subfamilia?.id ?? null,
    inventariable: producto.inventariable,
    vendible: producto.vendible,
    minimo_existencias: producto.minimo_existencias,
    alertar: producto.alertar,
    codigo_barras: producto.codigo_barras,
    descripcion_codigo_barras: producto.descripcion_codigo_barras,
    precios_sucursal,
    tienda_online: producto.tienda_online,
    precio_online: producto.precio_online,
    categorias: producto.categorias.map((c) => c.id),
    imagenes: producto.imagenes.map((i) => ({
      key: `imagen-${i.id}`,
      id: i.id,
      url: i.thumbnail || i.img_cropped || i.imagen,
    })),
    fracciones: producto.fracciones.map(fraccionValues),
    usa_costo_promedio: producto.usa_costo_promedio,
  };
}

/**
 * The rules the form can check before sending (spec 001 §4, §5): fractions, online store, unit of
 * a bulk product, minimum-stock decimals. Each problem names its field as a dotted path.
 */
export function problemasDelProducto(
  values: ProductoFormValues,
  unidades: readonly UnidadMedida[],
): ProblemaProducto[] {
  const tipo = values.tipo_producto;
  const fracciones = tieneFracciones(tipo) ? values.fracciones : [];
  const unidad = unidades.find((u) => u.id === values.unidad_de_medida);
  return [
    ...problemasFracciones(
      tipo,
      fracciones.map((f) => ({ nombre: f.nombre ?? '', contenido: f.contenido ?? '0' })),
    ),
    ...problemasTiendaOnline({
      tienda_online: values.tienda_online,
      tipo_producto: tipo,
      imagenes: values.imagenes.length,
      categorias: values.categorias.length,
    }),
    ...problemasMinimos(tipo, {
      minimo_existencias: values.minimo_existencias ?? '0',
      fracciones: fracciones.map((f) => ({ minimo_existencias: f.minimo_existencias ?? '0' })),
    }),
    ...[problemaUnidad(tipo, unidad?.tipo ?? null)].filter((p) => p !== null),
  ];
}

/** The part name of the n-th new image of a save. */
const parteImagen = (n: number) => `imagen_${n}`;

/**
 * The multipart body of `POST productos` / `PUT productos/{id}`: every field as JSON in `data`,
 * the tiers synchronised, fractions only for type 100, branch prices only where one was typed,
 * and `imagenes` in their final order (kept ones by id, new ones by part name).
 */
export function cuerpoDeProducto(values: ProductoFormValues, opciones: OpcionesPrecios): Multipart {
  const files: Record<string, File> = {};
  const imagenes = values.imagenes.map((imagen) => {
    if (imagen.id !== undefined) return { id: imagen.id };
    const parte = parteImagen(Object.keys(files).length);
    files[parte] = imagen.file!;
    return { archivo: parte };
  });
  const precios_sucursal = values.precios_sucursal
    .filter((p) => CAMPOS_PRECIO.some((c) => p[c] !== null && p[c] !== ''))
    .map((p) => ({
      sucursal: p.sucursal,
      ...Object.fromEntries(CAMPOS_PRECIO.map((c) => [c, p[c] === '' ? null : p[c]])),
    }));
  const fracciones = tieneFracciones(values.tipo_producto)
    ? values.fracciones.map((f) => ({
        ...(f.id !== undefined ? { id: f.id } : {}),
        nombre: f.nombre.trim(),
        contenido: f.contenido ?? '0',
        codigo_barras: f.codigo_barras ?? '',
        minimo_existencias: f.minimo_existencias ?? '0',
        vendible: f.vendible,
        alertar: f.alertar,
        ...preciosParaGuardar(f, opciones),
      }))
    : [];

  return {
    data: {
      tipo_producto: values.tipo_producto,
      ...banderasDeTipo(values.tipo_producto),
      codigo: values.codigo.trim(),
      nombre: values.nombre.trim(),
      marca: values.marca ?? '',
      descripcion: values.descripcion ?? '',
      unidad_de_medida: values.unidad_de_medida,
      categoria: values.categoria,
      subfamilia: values.subfamilia,
      categorias: values.tienda_online ? values.categorias : [],
      inventariable: values.inventariable,
      vendible: values.vendible,
      minimo_existencias: values.minimo_existencias ?? '0',
      alertar: values.alertar,
      codigo_barras: values.codigo_barras ?? '',
      descripcion_codigo_barras: values.descripcion_codigo_barras ?? '',
      ...preciosParaGuardar(values, opciones),
      precio_online: values.precio_online ?? '0',
      tienda_online: values.tienda_online,
      precios_sucursal,
      usa_costo_promedio: values.usa_costo_promedio,
      fracciones,
      imagenes,
    },
    files,
  };
}
