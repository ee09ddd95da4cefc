import {
  NOMBRES_ESTADO_DESPACHO,
  type Despacho,
  type DespachoDetalle,
  type DespachoFila,
  type EstadoDespacho,
} from '@pos/shared/domains/dispatches';
import { mul, roundMoney, sub, type DecimalesMoneda } from '@pos/shared/money';
import { isoTimestamp, moneyOf, quantityOf } from '../../lib/values';
import type { DespachoRow, DetalleRow } from './despachos.query';

const ref = (id: number | null, nombre: string | null) => (id === null ? null : { id, nombre: nombre ?? '' });

export function toDespachoFila(row: DespachoRow, decimales: DecimalesMoneda): DespachoFila {
  const estado = row.estado as EstadoDespacho;
  return {
    id: row.id,
    numero: row.numero,
    estado,
    estado_nombre: NOMBRES_ESTADO_DESPACHO[estado],
    anulado: row.anulado,
    motivo_anulacion: row.motivo_anulacion,
    creado: isoTimestamp(row.creado),
    fecha_recepcion: row.fecha_recepcion === null ? null : isoTimestamp(row.fecha_recepcion),
    fecha_anulacion: row.fecha_anulacion === null ? null : isoTimestamp(row.fecha_anulacion),
    sucursal_origen: { id: row.sucursal_origen_id, nombre: row.sucursal_origen_nombre },
    sucursal_destino: { id: row.sucursal_destino_id, nombre: row.sucursal_destino_nombre },
    responsable_transporte: row.responsable_transporte,
    usuario: { id: row.usuario_id, nombre: row.usuario_nombre },
    usuario_recibio: ref(row.usuario_recibio_id, row.usuario_recibio_nombre),
    usuario_anulo: ref(row.usuario_anulo_id, row.usuario_anulo_nombre),
    tiene_alerta: row.tiene_alerta,
    total: moneyOf(row.total, decimales),
    total_diferencia: moneyOf(row.total_diferencia, decimales),
    cantidad_productos: row.cantidad_productos,
  };
}

export function toDespachoDetalle(line: DetalleRow, decimales: DecimalesMoneda): DespachoDetalle {
  const diferencia = line.cantidad_recibido === null ? '0' : sub(line.cantidad, line.cantidad_recibido).toFixed();
  return {
    id: line.id,
    producto: {
      id: line.producto_id,
      codigo: line.producto_codigo,
      nombre: line.producto_nombre,
      tipo_producto: line.tipo_producto,
    },
    fraccion: ref(line.fraccion_id, line.fraccion_nombre),
    cantidad_despachada: quantityOf(line.cantidad_despachada, line.tipo_producto),
    cantidad: quantityOf(line.cantidad, line.tipo_producto),
    cantidad_recibido: line.cantidad_recibido === null ? null : quantityOf(line.cantidad_recibido, line.tipo_producto),
    diferencia: quantityOf(diferencia, line.tipo_producto),
    nota: line.nota,
    tiene_alerta: line.tiene_alerta,
    motivo_diferencia: line.motivo_diferencia,
    costo_unitario: moneyOf(line.costo_unitario, decimales),
    subtotal: moneyOf(roundMoney(mul(line.cantidad, line.costo_unitario), decimales).toFixed(), decimales),
    valor_diferencia: moneyOf(roundMoney(mul(diferencia, line.costo_unitario), decimales).toFixed(), decimales),
  };
}

export function toDespacho(row: DespachoRow, lines: DetalleRow[], decimales: DecimalesMoneda): Despacho {
  return { ...toDespachoFila(row, decimales), detalles: lines.map((l) => toDespachoDetalle(l, decimales)) };
}
