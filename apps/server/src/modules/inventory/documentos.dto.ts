import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import {
  NOMBRES_MOVIMIENTO_INVENTARIO,
  NOMBRES_TIPO_REAJUSTE,
  type DocumentoBodega,
  type TipoReajuste,
} from '@pos/shared/domains/inventory';
import type { DecimalesMoneda } from '@pos/shared/money';
import type { DocumentoHeaderRow, DocumentoLineRow } from './documentos.repo';
import { contentOf, isoTimestamp, moneyOf, quantityOf, unitOf } from '../../lib/values';

/** `bodegas/resumen`: the printable document (P3-51). */
export function toDocumentoBodega(
  header: DocumentoHeaderRow,
  lines: DocumentoLineRow[],
  decimales: DecimalesMoneda,
): DocumentoBodega {
  const tipoReajuste = header.tipo_reajuste as TipoReajuste | null;
  return {
    id: header.id,
    tipo: header.tipo,
    tipo_nombre: NOMBRES_MOVIMIENTO_INVENTARIO[header.tipo] ?? String(header.tipo),
    tipo_reajuste: tipoReajuste,
    tipo_reajuste_nombre: tipoReajuste ? NOMBRES_TIPO_REAJUSTE[tipoReajuste] : null,
    numero: header.numero,
    creado: isoTimestamp(header.creado),
    sucursal: { id: header.sucursal_id, nombre: header.sucursal_nombre },
    usuario: { id: header.usuario_id, nombre: header.usuario_nombre, email: header.usuario_email },
    destino: header.destino_id === null ? null : { id: header.destino_id, nombre: header.destino_nombre ?? '' },
    proveedor: header.proveedor_id === null ? null : { id: header.proveedor_id },
    nota: header.nota,
    detalles: lines.map((line) => ({
      id: line.id,
      producto: {
        id: line.producto_id,
        codigo: line.codigo,
        nombre: line.nombre,
        a_granel: esAGranel(line.tipo_producto),
      },
      fraccion:
        line.fraccion_id === null
          ? null
          : { id: line.fraccion_id, nombre: line.fraccion_nombre ?? '', contenido: contentOf(line.contenido ?? '1') },
      unidad_de_medida: unitOf(line),
      cantidad: quantityOf(line.cantidad, line.tipo_producto),
      cantidad_base: quantityOf(line.cantidad_base, line.tipo_producto),
      costo_unitario: moneyOf(line.costo_unitario, decimales),
      subtotal: moneyOf(line.subtotal, decimales),
      nota: line.nota,
    })),
    total: moneyOf(header.total, decimales),
  };
}
