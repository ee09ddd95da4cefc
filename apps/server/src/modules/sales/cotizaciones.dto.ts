import type { TipoDocumentoCliente } from '@pos/shared/domains/sales/sales';
import type { Cotizacion, EstadoCotizacion, LineaCotizacion } from '@pos/shared/domains/sales/sales.api';
import { toDecimalString, toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { decimalesCantidad } from '@pos/shared/domains/catalog/catalog';
import type { CotizacionRow, LineaCotizacionRow } from './cotizaciones.repo';
import type { CotizacionBody } from './ventas.schema';

export function toCotizacion(row: CotizacionRow, decimales: DecimalesMoneda): Cotizacion {
  return {
    id: row.id,
    codigo: row.codigo,
    creado: row.creado.toISOString(),
    estado: row.estado as EstadoCotizacion,
    enviado_caja: row.enviadoCaja,
    sucursal_id: row.sucursalId,
    cliente: { id: row.clienteId, nit: row.nitCliente, nombre: row.nombreCliente, direccion: row.direccionCliente },
    tipo_documento: row.tipoDocumento as TipoDocumentoCliente,
    referencia: row.referencia,
    descripcion: row.descripcion,
    vendedor: { id: row.usuarioId, nombre: row.vendedorNombre },
    subtotal: toMoneyString(row.subtotal, decimales),
    descuento: toMoneyString(row.descuento, decimales),
    total: toMoneyString(row.total, decimales),
    venta_id: row.ventaId,
  };
}

export function toLineaCotizacion(row: LineaCotizacionRow, decimales: DecimalesMoneda): LineaCotizacion {
  const money = (x: string) => toMoneyString(x, decimales);
  return {
    id: row.id,
    producto: { id: row.producto_id, codigo: row.codigo, nombre: row.nombre, tipo_producto: row.tipo_producto },
    fraccion:
      row.fraccion_id === null
        ? null
        : {
            id: row.fraccion_id,
            nombre: row.fraccion_nombre ?? '',
            contenido: toDecimalString(row.contenido ?? '1', 3),
          },
    unidad_de_medida: row.unidad,
    cantidad: toDecimalString(row.cantidad, decimalesCantidad(row.tipo_producto)),
    modelo_precio: row.modelo_precio,
    precio_original: money(row.precio_original),
    precio: money(row.precio),
    desc_porcentaje: toDecimalString(row.desc_porcentaje, 2),
    desc_monto: money(row.desc_monto),
    precio_final: money(row.precio_final),
    total_importe: money(row.total_importe),
  };
}

/**
 * The stored quotation as its write body: what a partial `PUT` lays the client's fields over. The
 * customer is the one the quotation names; whether to save or update it is asked anew by each write.
 */
export function toCotizacionInput(row: CotizacionRow, lineas: readonly LineaCotizacionRow[]): CotizacionBody {
  return {
    productos: lineas.map((l) => ({
      id: l.producto_id,
      fraccion_id: l.fraccion_id,
      cantidad: l.cantidad,
      modelo_precio: l.modelo_precio,
      precio: l.precio,
      desc_porcentaje: l.desc_porcentaje,
    })),
    cliente: { id: row.clienteId, nit: row.nitCliente, nombre: row.nombreCliente, direccion: row.direccionCliente },
    tipo_documento: row.tipoDocumento,
    enviado_caja: row.enviadoCaja,
    referencia: row.referencia,
    descripcion: row.descripcion,
  };
}
