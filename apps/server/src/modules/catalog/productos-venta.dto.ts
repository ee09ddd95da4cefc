import type { TipoProducto, TipoUnidad } from '@pos/shared/domains/catalog/catalog';
import {
  aplicarPreciosSucursal,
  listadoPrecios,
  nombresDePrecios,
  type CampoPrecio,
} from '@pos/shared/domains/catalog/pricing';
import { banderasDeTipo, inventarioEnFraccion, redondearCantidad } from '@pos/shared/domains/catalog/products';
import type { CoincidenciaVenta, FraccionVenta, ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { dec, toMoneyString } from '@pos/shared/money';
import { mediaUrl } from '../../lib/uploads';
import type { CatalogSettings } from './catalog-settings';
import { GRUPOS } from './productos-venta.rank';
import type { FraccionVentaRow, ProductoVentaRow } from './productos-venta.repo';

type PreciosSettings = Pick<CatalogSettings, 'decimales' | 'nombresPrecios'>;
/** How the row was found: its match group and, for a fraction barcode, the fraction. */
type Coincidencia = { grupo: number; fraccion_id: number | null };

const COINCIDENCIAS: Record<number, CoincidenciaVenta> = {
  [GRUPOS.CODIGO]: 'codigo',
  [GRUPOS.CODIGO_BARRAS]: 'codigo_barras',
  [GRUPOS.FRACCION]: 'fraccion',
  [GRUPOS.NOMBRE]: 'nombre',
};

type ConPrecios = Record<CampoPrecio | `s_${CampoPrecio}`, string | null>;

/** The tier prices the branch sells at: its own where it has them, the product's otherwise (P2-03i). */
function preciosVenta(row: ConPrecios, settings: PreciosSettings) {
  const money = (x: string | null) => (x === null ? null : toMoneyString(x, settings.decimales));
  const precios = aplicarPreciosSucursal(
    {
      precio: money(row.precio)!,
      precio2: money(row.precio2)!,
      precio3: money(row.precio3)!,
      precio4: money(row.precio4)!,
      precio5: money(row.precio5)!,
    },
    {
      precio: money(row.s_precio),
      precio2: money(row.s_precio2),
      precio3: money(row.s_precio3),
      precio4: money(row.s_precio4),
      precio5: money(row.s_precio5),
    },
  );
  return { ...precios, listado_precios: listadoPrecios(precios, settings.nombresPrecios) };
}

function toFraccionVenta(
  row: FraccionVentaRow,
  stock: string,
  tipo: number,
  candidato: Coincidencia,
  settings: PreciosSettings,
): FraccionVenta {
  return {
    id: row.id,
    nombre: row.nombre,
    contenido: redondearCantidad(row.contenido, tipo),
    capacidad_maxima: dec(row.capacidad_maxima).toFixed(3),
    ...preciosVenta(row, settings),
    codigo_barras: row.codigo_barras,
    vendible: row.vendible,
    minimo_existencias: redondearCantidad(row.minimo_existencias, tipo),
    inventario: inventarioEnFraccion(stock, row.contenido, tipo),
    coincide: row.id === candidato.fraccion_id,
  };
}

export function toProductoVenta(row: ProductoVentaRow, candidato: Coincidencia): ProductoVenta {
  const tipo = row.tipo_producto as TipoProducto;
  const settings: PreciosSettings = {
    decimales: row.tres_decimales ? 3 : 2,
    nombresPrecios: nombresDePrecios(row.nombres_precios),
  };
  return {
    id: row.id,
    codigo: row.codigo,
    nombre: row.nombre,
    marca: row.marca,
    tipo_producto: tipo,
    ...banderasDeTipo(tipo),
    inventariable: row.inventariable,
    vendible: row.vendible,
    unidad_de_medida:
      row.u_id === null
        ? null
        : {
            id: row.u_id,
            nombre: row.u_nombre!,
            abreviatura: row.u_abreviatura!,
            tipo: row.u_tipo as TipoUnidad,
            capacidad: dec(row.u_capacidad).toString(),
          },
    inventario: redondearCantidad(row.inventario, tipo),
    ...preciosVenta(row, settings),
    precio_online: toMoneyString(row.precio_online, settings.decimales),
    costo: toMoneyString(row.costo, settings.decimales),
    costo_promedio_ponderado: toMoneyString(row.costo_promedio_ponderado, settings.decimales),
    usa_costo_promedio: row.usa_costo_promedio,
    codigo_barras: row.codigo_barras,
    thumbnail: mediaUrl(row.miniatura),
    coincidencia: COINCIDENCIAS[candidato.grupo] ?? null,
    fraccion_id: candidato.fraccion_id,
    fracciones: row.fracciones.map((f) => toFraccionVenta(f, row.inventario, tipo, candidato, settings)),
  };
}
