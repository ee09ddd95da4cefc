import { TIPOS_MOVIMIENTO_CAJA, TIPOS_PAGO, type TipoPago, type TipoVenta } from '@pos/shared/domains/sales/sales';
import type {
  DatosFel,
  EstadoAnulacionFel,
  EstadoDocumentoFel,
  TipoDte,
} from '@pos/shared/domains/invoicing/invoicing';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales/history';
import type { DecimalesMoneda } from '@pos/shared/money';
import { isoTimestamp, moneyOf } from '../../../lib/values';
import type { SalesHistoryRow } from './historial.query';

/** The printed code of a sale; the number alone while the code is not set yet. */
export const codigoVenta = (row: { codigo: string | null; numero: number | null; id: number }) =>
  row.codigo ?? String(row.numero ?? row.id);

/** A cash receipt exists for advances on credit (P3-18); collections (80) come with receivables. */
export const tieneReciboCaja = (tipoPago: number) => tipoPago === TIPOS_PAGO.PAGO_CREDITO;

/** The sale's invoice as the row shows it (000 §3 datos_fel); null without a document. */
export function datosFel(row: SalesHistoryRow): DatosFel | null {
  if (row.fel_id === null) return null;
  const pidioAnulacion = row.fel_anulacion_estado !== null && row.fel_anulacion_solicitada !== null;
  return {
    id: row.fel_id,
    tipo: row.fel_tipo as TipoDte,
    estado_factura: row.fel_estado as EstadoDocumentoFel,
    uuid: row.fel_uuid,
    serie: row.fel_serie,
    numero: row.fel_numero,
    fechaCertificacion: row.fel_fecha_certificacion ? isoTimestamp(row.fel_fecha_certificacion) : null,
    errores_fel: row.fel_errores ?? [],
    datos_anulacion: pidioAnulacion
      ? {
          motivo: row.fel_anulacion_motivo ?? '',
          fecha: isoTimestamp(row.fel_anulacion_solicitada!),
          usuario: row.fel_anulacion_usuario ?? '',
        }
      : null,
    respuesta_anulacion: pidioAnulacion
      ? {
          estado: row.fel_anulacion_estado as EstadoAnulacionFel,
          errores: row.fel_anulacion_errores ?? [],
          fecha: row.fel_anulacion_certificada ? isoTimestamp(row.fel_anulacion_certificada) : null,
        }
      : null,
    es_prueba: row.fel_es_prueba ?? true,
  };
}

/** A history row in the spec's shape (000 §3 Sales-history row). */
export function toFilaHistorialVenta(row: SalesHistoryRow, decimales: DecimalesMoneda): FilaHistorialVenta {
  const codigo = codigoVenta(row);
  return {
    id: row.id,
    creado: isoTimestamp(row.creado),
    codigo,
    tipo_venta: row.tipo_venta as TipoVenta,
    tipo_pago: row.tipo_pago as TipoPago,
    movimiento: {
      tipo: TIPOS_MOVIMIENTO_CAJA.VENTA,
      tipo_movimiento: row.tipo_venta as TipoVenta,
      concepto: `Venta ${codigo}`,
      total_cobrar_pagar: moneyOf(row.total, decimales),
    },
    datos_fel: datosFel(row),
    cuenta_cobrar:
      row.cuenta_creado === null
        ? null
        : { creado: isoTimestamp(row.cuenta_creado), saldo: moneyOf(row.cuenta_saldo ?? '0', decimales) },
    usuario: { id: row.usuario_id, nombre: row.usuario_nombre },
    vendedor: row.vendedor_id === null ? null : { id: row.vendedor_id, nombre: row.vendedor_nombre ?? '' },
    cliente: { id: row.cliente_id, nit: row.nit_cliente, nombre: row.nombre_cliente },
    referencia: row.referencia,
    nota: row.descripcion,
    no_factura: row.no_factura,
    estado: row.estado,
    activo: row.activo,
    anulado_por:
      row.anulado_por_id === null
        ? null
        : {
            id: row.anulado_por_id,
            nombre: row.anulado_por_nombre ?? '',
            motivo: row.motivo_anulacion ?? '',
            fecha: row.fecha_anulacion ? isoTimestamp(row.fecha_anulacion) : null,
          },
    caja_activa: row.caja_activa,
    recibo_caja: tieneReciboCaja(row.tipo_pago),
  };
}
