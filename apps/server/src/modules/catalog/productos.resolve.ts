import { NIVELES_CATEGORIA } from '@pos/shared/domains/catalog/categories';
import { tieneFracciones } from '@pos/shared/domains/catalog/catalog';
import { sincronizarPrecios, type PreciosNiveles } from '@pos/shared/domains/catalog/pricing';
import {
  problemaUnidad,
  problemasFracciones,
  problemasMinimos,
  problemasTiendaOnline,
  type ProblemaProducto,
} from '@pos/shared/domains/catalog/products';
import type { FraccionInput, PrecioSucursalInput, ProductoInput } from '@pos/shared/domains/catalog/products.api';
import { MENSAJES } from '@pos/shared/messages';
import type { CatalogSettings } from './catalog-settings';
import type { Lookups, LookupRequest } from './productos.lookups';

const M = MENSAJES.productos;

export interface PrecioSucursalResuelto {
  sucursalId: number;
  precio: string | null;
  precio2: string | null;
  precio3: string | null;
  precio4: string | null;
  precio5: string | null;
}

/** The price columns of a product or fraction, already in sync (spec 001 §5). */
function priceColumns(p: PreciosNiveles) {
  return {
    precio: p.precio,
    precio2: p.precio2,
    precio3: p.precio3,
    precio4: p.precio4,
    precio5: p.precio5,
    porcentPrecio2: p.porcent_precio2,
    porcentPrecio3: p.porcent_precio3,
    porcentPrecio4: p.porcent_precio4,
    porcentPrecio5: p.porcent_precio5,
  };
}

export interface FraccionResuelta {
  id: number | null;
  columnas: ReturnType<typeof fraccionColumns>;
  precios: PrecioSucursalResuelto[];
}

function fraccionColumns(f: FraccionInput, settings: CatalogSettings) {
  return {
    nombre: f.nombre,
    contenido: f.contenido,
    capacidadMaxima: f.capacidad_maxima,
    ...priceColumns(sincronizarPrecios(f, settings)),
    codigoBarras: f.codigo_barras,
    minimoExistencias: f.minimo_existencias,
    vendible: f.vendible,
    alertar: f.alertar,
    unidadMedidaId: f.unidad_de_medida,
    tipoUnidadMedida: f.tipo_unidad_medida,
  };
}

export interface ProductoResuelto {
  columnas: ReturnType<typeof productoColumns>;
  fracciones: FraccionResuelta[];
  precios: PrecioSucursalResuelto[];
  categorias: number[];
}

function productoColumns(input: ProductoInput, settings: CatalogSettings, unidadMedidaId: number | null) {
  return {
    codigo: input.codigo,
    nombre: input.nombre,
    descripcion: input.descripcion,
    marca: input.marca,
    categoriaId: input.categoria,
    subfamiliaId: input.subfamilia,
    tipoProducto: input.tipo_producto,
    unidadMedidaId,
    inventariable: input.inventariable,
    vendible: input.vendible,
    minimoExistencias: input.minimo_existencias,
    alertar: input.alertar,
    codigoBarras: input.codigo_barras,
    descripcionCodigoBarras: input.descripcion_codigo_barras,
    ...priceColumns(sincronizarPrecios(input, settings)),
    precioOnline: input.precio_online,
    tiendaOnline: input.tienda_online,
    usaCostoPromedio: input.usa_costo_promedio,
  };
}

/** Fractions count only for the type that has them; other types keep none (P2-03f). */
export function fraccionesDe(input: ProductoInput): FraccionInput[] {
  return tieneFracciones(input.tipo_producto) ? input.fracciones : [];
}

/** The barcodes a product and its fractions use. */
function codigosBarrasDe(input: ProductoInput): string[] {
  return [input.codigo_barras, ...fraccionesDe(input).map((f) => f.codigo_barras)].filter(Boolean);
}

/** What saving `inputs` (one product, or several new ones) must look up in the database. */
export function lookupRequest(
  empresaId: number,
  productoId: number | null,
  inputs: readonly ProductoInput[],
): LookupRequest {
  const categoriaIds = inputs.flatMap((input) =>
    [input.categoria, input.subfamilia, ...input.categorias].filter((id): id is number => id !== null),
  );
  return {
    empresaId,
    productoId,
    codigos: [...new Set(inputs.map((input) => input.codigo))],
    codigosBarras: [...new Set(inputs.flatMap(codigosBarrasDe))],
    categoriaIds: [...new Set(categoriaIds)],
  };
}

function problemasCategorias(input: ProductoInput, lookups: Lookups): ProblemaProducto[] {
  const problemas: ProblemaProducto[] = [];
  const familia = input.categoria === null ? undefined : lookups.categorias.get(input.categoria);
  if (input.categoria !== null && familia?.nivel !== NIVELES_CATEGORIA.FAMILIA)
    problemas.push({ campo: 'categoria', mensaje: M.familiaNoExiste });
  if (input.subfamilia !== null) {
    const sub = lookups.categorias.get(input.subfamilia);
    if (!sub || sub.nivel !== NIVELES_CATEGORIA.SUBFAMILIA || sub.parentId !== input.categoria)
      problemas.push({ campo: 'subfamilia', mensaje: M.subfamiliaAjena });
  }
  if (input.categorias.some((id) => !lookups.categorias.has(id)))
    problemas.push({ campo: 'categorias', mensaje: M.categoriaNoExiste });
  return problemas;
}

function problemasCodigosBarras(input: ProductoInput, lookups: Lookups): ProblemaProducto[] {
  const problemas: ProblemaProducto[] = [];
  const vistos = new Set<string>();
  const campos = [
    { campo: 'codigo_barras', codigo: input.codigo_barras },
    ...fraccionesDe(input).map((f, i) => ({ campo: `fracciones.${i}.codigo_barras`, codigo: f.codigo_barras })),
  ];
  for (const { campo, codigo } of campos) {
    if (!codigo) continue;
    const otro = lookups.codigosBarrasTomados.get(codigo);
    if (otro !== undefined) problemas.push({ campo, mensaje: M.codigoBarrasDuplicado(codigo, otro) });
    else if (vistos.has(codigo)) problemas.push({ campo, mensaje: M.codigoBarrasRepetido(codigo) });
    vistos.add(codigo);
  }
  return problemas;
}

function problemasSucursales(
  campo: string,
  precios: readonly PrecioSucursalInput[],
  lookups: Lookups,
): ProblemaProducto[] {
  const ids = precios.map((p) => p.sucursal);
  if (ids.some((id) => !lookups.sucursales.has(id))) return [{ campo, mensaje: M.sucursalNoExiste }];
  if (new Set(ids).size !== ids.length) return [{ campo, mensaje: M.sucursalRepetida }];
  return [];
}

function problemasUnidades(input: ProductoInput, lookups: Lookups, unidadId: number | null): ProblemaProducto[] {
  const problemas: ProblemaProducto[] = [];
  if (input.unidad_de_medida !== null && !lookups.unidades.has(input.unidad_de_medida))
    problemas.push({ campo: 'unidad_de_medida', mensaje: M.unidadNoExiste });
  else {
    const problema = problemaUnidad(
      input.tipo_producto,
      unidadId === null ? null : lookups.unidades.get(unidadId)!.tipo,
    );
    if (problema) problemas.push(problema);
  }
  fraccionesDe(input).forEach((f, i) => {
    if (f.unidad_de_medida !== null && !lookups.unidades.has(f.unidad_de_medida))
      problemas.push({ campo: `fracciones.${i}.unidad_de_medida`, mensaje: M.unidadNoExiste });
  });
  return problemas;
}

function resolvePrecios(precios: readonly PrecioSucursalInput[]): PrecioSucursalResuelto[] {
  return precios
    .map((p) => ({
      sucursalId: p.sucursal,
      precio: p.precio,
      precio2: p.precio2,
      precio3: p.precio3,
      precio4: p.precio4,
      precio5: p.precio5,
    }))
    .filter((p) => [p.precio, p.precio2, p.precio3, p.precio4, p.precio5].some((x) => x !== null));
}

/**
 * Every business rule of a product save (spec 001 §5 and the server's own), then the rows to
 * write. `imagenes` is how many images the product will have.
 */
export function resolveProducto(
  input: ProductoInput,
  settings: CatalogSettings,
  lookups: Lookups,
  imagenes: number,
): { problemas: ProblemaProducto[]; resuelto: ProductoResuelto } {
  const fracciones = fraccionesDe(input);
  const categoriasExtra = [...new Set(input.categorias)];
  // Bulk products must name their unit; the rest default to the company's "Unidad".
  const unidadId =
    input.unidad_de_medida ?? (problemaUnidad(input.tipo_producto, null) ? null : lookups.unidadPorDefecto);
  const problemas = [
    ...(lookups.codigosTomados.has(input.codigo) ? [{ campo: 'codigo', mensaje: M.codigoDuplicado }] : []),
    ...problemasFracciones(input.tipo_producto, fracciones),
    ...problemasMinimos(input.tipo_producto, { minimo_existencias: input.minimo_existencias, fracciones }),
    ...problemasTiendaOnline({
      tienda_online: input.tienda_online,
      tipo_producto: input.tipo_producto,
      imagenes,
      categorias: categoriasExtra.length,
    }),
    ...problemasUnidades(input, lookups, unidadId),
    ...problemasCategorias(input, lookups),
    ...problemasCodigosBarras(input, lookups),
    ...problemasSucursales('precios_sucursal', input.precios_sucursal, lookups),
    ...fracciones.flatMap((f, i) => [
      ...problemasSucursales(`fracciones.${i}.precios_sucursal`, f.precios_sucursal, lookups),
      // An id must be one of the product's fractions, and name only one row of the list.
      ...(f.id !== null && (!lookups.fraccionesPropias.has(f.id) || fracciones.findIndex((g) => g.id === f.id) !== i)
        ? [{ campo: `fracciones.${i}.id`, mensaje: M.fraccionAjena }]
        : []),
    ]),
  ];
  return {
    problemas,
    resuelto: {
      columnas: productoColumns(input, settings, unidadId),
      fracciones: fracciones.map((f) => ({
        id: f.id,
        columnas: fraccionColumns(f, settings),
        precios: resolvePrecios(f.precios_sucursal),
      })),
      precios: resolvePrecios(input.precios_sucursal),
      categorias: categoriasExtra,
    },
  };
}

/**
 * Several new products saved together (an import, the demo catalogue): each one checked as
 * `resolveProducto` checks it, and also against the products before it in the list, so two of
 * them never share a code or a barcode. Fields are prefixed with the product's position
 * (`productos.3.codigo`). New products have no images.
 */
export function resolveProductos(
  inputs: readonly ProductoInput[],
  settings: CatalogSettings,
  lookups: Lookups,
): { problemas: ProblemaProducto[]; resueltos: ProductoResuelto[] } {
  const codigos = new Set(lookups.codigosTomados);
  const anteriores = new Set<string>();
  const barras = new Map(lookups.codigosBarrasTomados);
  const problemas: ProblemaProducto[] = [];
  const resueltos = inputs.map((input, i) => {
    const clave = input.codigo.toLowerCase();
    if (anteriores.has(clave)) codigos.add(input.codigo);
    const resultado = resolveProducto(
      input,
      settings,
      { ...lookups, codigosTomados: codigos, codigosBarrasTomados: barras },
      0,
    );
    problemas.push(...resultado.problemas.map((p) => ({ campo: `productos.${i}.${p.campo}`, mensaje: p.mensaje })));
    anteriores.add(clave);
    for (const codigo of codigosBarrasDe(input)) if (!barras.has(codigo)) barras.set(codigo, input.nombre);
    return resultado.resuelto;
  });
  return { problemas, resueltos };
}
