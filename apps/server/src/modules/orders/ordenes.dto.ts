import type { EntregaOrdenVenta, OrdenVentaDetalle, OrdenVentaLista } from '@pos/shared/domains/orders';
import { ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import type { TipoVenta } from '@pos/shared/domains/sales/sales';
import { toDecimalString, toMoneyString } from '@pos/shared/money';
import type { LineaRow, OrdenRow } from './ordenes.query';

const iso = (d: Date | string) => new Date(d).toISOString();
const money = (x: string | null) => (x === null ? null : toMoneyString(x));
const cantidad = (x: string) => toDecimalString(x, 4);

/** Invoiced: a certified document, or one on its way (P3-23: Facturar is then disabled). */
function facturada(row: OrdenRow): boolean {
  return row.fel_estado === ESTADOS_DOCUMENTO_FEL.CERTIFICADO || row.fel_estado === ESTADOS_DOCUMENTO_FEL.PROCESO;
}

export function toOrdenLista(row: OrdenRow): OrdenVentaLista {
  const invoiced = facturada(row);
  return {
    id: row.id,
    codigo: row.codigo ?? '',
    creado: iso(row.creado),
    es_orden: row.es_orden,
    tipo_venta: row.tipo_venta as TipoVenta,
    tipo_pago: row.tipo_pago,
    cliente: { id: row.cliente_id, nombre: row.nombre_cliente, nit: row.nit_cliente },
    vendedor: row.vendedor_id === null ? null : { id: row.vendedor_id, nombre: row.vendedor_nombre ?? '' },
    sucursal: { id: row.sucursal_id, nombre: row.sucursal_nombre },
    total: toMoneyString(row.total),
    saldo: money(row.saldo),
    fecha_vencimiento: row.fecha_vencimiento,
    fecha_entrega: row.fecha_entrega,
    tipo_entrega: row.tipo_entrega,
    estado_entrega: row.estado_entrega,
    estado: row.tab,
    activo: row.activo,
    factura:
      row.fel_id === null
        ? null
        : {
            id: row.fel_id,
            tipo: row.fel_tipo ?? '',
            estado: row.fel_estado ?? 0,
            serie: row.fel_serie,
            numero: row.fel_numero,
          },
    puede_facturar: row.activo && !invoiced,
    puede_descuento: row.activo && row.fel_estado === ESTADOS_DOCUMENTO_FEL.CERTIFICADO && !row.tiene_descuento_nc,
    puede_anular: puedeAnular(row),
  };
}

/** P3-23: an active order with no payments, deliveries or invoice (not even a failed attempt). */
export function puedeAnular(row: OrdenRow): boolean {
  return row.es_orden && row.activo && !row.tiene_abonos && !row.tiene_entregas && row.fel_id === null;
}

export function toOrdenDetalle(row: OrdenRow, lineas: LineaRow[], entregas: EntregaOrdenVenta[]): OrdenVentaDetalle {
  return {
    ...toOrdenLista(row),
    nit: row.nit_cliente,
    nombre: row.nombre_cliente,
    direccion: row.direccion_cliente,
    encargado: row.encargado,
    correo: row.correo,
    direccion_entrega: row.direccion_entrega,
    direccion_facturacion: row.direccion_facturacion,
    descripcion: row.descripcion,
    subtotal: toMoneyString(row.subtotal),
    descuento: toMoneyString(row.descuento),
    plazo_pago: row.plazo_pago,
    periodo_pago: row.periodo_pago,
    cliente_sucursal:
      row.cliente_sucursal_id === null
        ? null
        : { id: row.cliente_sucursal_id, nombre: row.cliente_sucursal_nombre ?? '' },
    cuenta:
      row.cuenta_id === null
        ? null
        : {
            id: row.cuenta_id,
            monto: toMoneyString(row.cuenta_monto!),
            saldo: toMoneyString(row.saldo!),
            estado: row.cuenta_estado!,
          },
    motivo_anulacion: row.motivo_anulacion,
    detalles: lineas.map((l) => ({
      id: l.id,
      producto: l.producto_id,
      fraccion_id: l.fraccion_id,
      codigo: l.codigo,
      nombre: l.nombre,
      cantidad: cantidad(l.cantidad),
      cantidad_entregada: cantidad(l.cantidad_entregada),
      modelo_precio: l.modelo_precio,
      precio: toMoneyString(l.precio),
      desc_porcentaje: toMoneyString(l.desc_porcentaje),
      desc_monto: toMoneyString(l.desc_monto),
      precio_final: toMoneyString(l.precio_final),
      total_importe: toMoneyString(l.total_importe),
    })),
    entregas,
  };
}
