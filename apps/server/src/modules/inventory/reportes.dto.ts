import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import {
  NOMBRES_MOVIMIENTO_INVENTARIO,
  type FilaReporteBodega,
  type FilaTotalInvertido,
  type TipoReajuste,
} from '@pos/shared/domains/inventory';
import type { DecimalesMoneda } from '@pos/shared/money';
import type { WarehouseReportRow } from './reporte-bodega.query';
import type { InvestmentRow } from './total-invertido.query';
import { isoTimestamp, moneyOf, quantityOf, unitOf } from '../../lib/values';

export function toFilaReporteBodega(row: WarehouseReportRow, decimales: DecimalesMoneda): FilaReporteBodega {
  return {
    id: row.id,
    tipo: row.tipo,
    tipo_nombre: NOMBRES_MOVIMIENTO_INVENTARIO[row.tipo] ?? String(row.tipo),
    tipo_reajuste: row.tipo_reajuste as TipoReajuste | null,
    numero: row.numero,
    creado: isoTimestamp(row.creado),
    sucursal: { id: row.sucursal_id, nombre: row.sucursal_nombre },
    usuario: { id: row.usuario_id, nombre: row.usuario_nombre },
    destino: row.destino_id === null ? null : { id: row.destino_id, nombre: row.destino_nombre ?? '' },
    proveedor: row.proveedor_id === null ? null : { id: row.proveedor_id },
    nota: row.nota,
    productos: row.productos,
    total: moneyOf(row.total, decimales),
  };
}

export function toFilaTotalInvertido(row: InvestmentRow, decimales: DecimalesMoneda): FilaTotalInvertido {
  return {
    id: row.id,
    codigo: row.codigo,
    nombre: row.nombre,
    codigo_nombre: `${row.codigo} - ${row.nombre}`,
    a_granel: esAGranel(row.tipo_producto),
    unidad_de_medida: unitOf(row),
    inventario: quantityOf(row.inventario, row.tipo_producto),
    en_transito: quantityOf(row.en_transito, row.tipo_producto),
    costo: moneyOf(row.costo, decimales),
    usa_costo_promedio: row.usa_costo_promedio,
    total_invertido: moneyOf(row.total_invertido, decimales),
  };
}
