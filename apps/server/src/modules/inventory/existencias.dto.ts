import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import {
  NOMBRES_MOVIMIENTO_INVENTARIO,
  type ExistenciaBodega,
  type LineaProductoBodega,
  type MovimientoKardex,
} from '@pos/shared/domains/inventory';
import type { DecimalesMoneda } from '@pos/shared/money';
import type { StockListRow } from './existencias.query';
import type { KardexListRow } from './kardex.query';
import type { PickerRow } from './productos-bodega.query';
import { contentOf, isoTimestamp, moneyOf, quantityOf, unitOf } from '../../lib/values';

const codigoNombre = (row: { codigo: string; nombre: string }) => `${row.codigo} - ${row.nombre}`;

export function toExistenciaBodega(row: StockListRow, decimales: DecimalesMoneda): ExistenciaBodega {
  return {
    id: row.id,
    codigo: row.codigo,
    nombre: row.nombre,
    codigo_nombre: codigoNombre(row),
    codigo_barras: row.codigo_barras,
    tipo_producto: row.tipo_producto,
    a_granel: esAGranel(row.tipo_producto),
    unidad_de_medida: unitOf(row),
    sucursal: { id: row.sucursal_id, nombre: row.sucursal_nombre },
    inventario: quantityOf(row.inventario, row.tipo_producto),
    en_transito: quantityOf(row.en_transito, row.tipo_producto),
    fracciones: row.fracciones.map((f) => ({
      id: f.id,
      nombre: f.nombre,
      contenido: contentOf(f.contenido),
      inventario: quantityOf(f.inventario, row.tipo_producto),
    })),
    minimo_existencias: quantityOf(row.minimo_existencias, row.tipo_producto),
    alertar: row.alertar,
    alerta: row.alerta,
    costo: moneyOf(row.costo, decimales),
    costo_dolares: moneyOf(row.costo_dolares, decimales),
    costo_promedio_ponderado: moneyOf(row.costo_promedio_ponderado, decimales),
    usa_costo_promedio: row.usa_costo_promedio,
    precio: moneyOf(row.precio, decimales),
    precio_online: moneyOf(row.precio_online, decimales),
    creado: isoTimestamp(row.creado),
  };
}

/** A picker row as a new stock line: quantity 1, the last cost (0 when there is none). */
export function toLineaProductoBodega(row: PickerRow, decimales: DecimalesMoneda): LineaProductoBodega {
  const ultimoCosto = moneyOf(row.costo, decimales);
  return {
    producto: {
      id: row.id,
      codigo: row.codigo,
      nombre: row.nombre,
      codigo_nombre: codigoNombre(row),
      codigo_barras: row.codigo_barras,
      tipo_producto: row.tipo_producto,
      a_granel: esAGranel(row.tipo_producto),
      inventario: quantityOf(row.inventario, row.tipo_producto),
      costo_promedio_ponderado: moneyOf(row.costo_promedio_ponderado, decimales),
      usa_costo_promedio: row.usa_costo_promedio,
      ultimo_proveedor: row.ultimo_proveedor_id === null ? null : { id: row.ultimo_proveedor_id },
      fracciones: row.fracciones.map((f) => ({
        id: f.id,
        nombre: f.nombre,
        contenido: contentOf(f.contenido),
        inventario: quantityOf(f.inventario, row.tipo_producto),
        ultimo_costo: moneyOf(f.ultimo_costo, decimales),
        unidad_de_medida: f.unidad,
      })),
    },
    unidad_de_medida: unitOf(row),
    fraccion: null,
    ultimo_costo: ultimoCosto,
    costo: ultimoCosto,
    cantidad: quantityOf('1', row.tipo_producto),
  };
}

export function toMovimientoKardex(row: KardexListRow, decimales: DecimalesMoneda): MovimientoKardex {
  return {
    id: Number(row.id),
    creado: isoTimestamp(row.creado),
    tipo: row.tipo,
    tipo_nombre: NOMBRES_MOVIMIENTO_INVENTARIO[row.tipo] ?? String(row.tipo),
    documento: { tipo: row.documento_tipo, id: row.documento_id, numero: row.numero, codigo: row.codigo },
    sucursal: { id: row.sucursal_id, nombre: row.sucursal_nombre },
    fraccion: row.fraccion_id === null ? null : { id: row.fraccion_id, nombre: row.fraccion_nombre ?? '' },
    cantidad: quantityOf(row.cantidad, row.tipo_producto),
    costo_unitario: moneyOf(row.costo_unitario, decimales),
    saldo: quantityOf(row.saldo, row.tipo_producto),
    usuario: row.usuario_id === null ? null : { id: row.usuario_id, nombre: row.usuario_nombre ?? '' },
  };
}
