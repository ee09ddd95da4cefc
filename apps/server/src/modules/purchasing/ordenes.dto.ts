import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { sub, toDecimalString, toMoneyString } from '@pos/shared/money';
import { toCuentaPagar } from './cuentas-pagar.dto';
import type { OrdenCompraCompleta } from './ordenes.repo';

const cantidad = (x: string) => toDecimalString(x, 3);

export function toOrdenCompra({
  orden,
  proveedor,
  sucursal,
  detalles,
  recepciones,
  adjuntos,
  cuenta,
}: OrdenCompraCompleta): OrdenCompra {
  return {
    id: orden.id,
    fecha: orden.fecha,
    proveedor,
    sucursal_destino: sucursal,
    numero_documento: orden.numeroDocumento,
    tipo_compra: orden.tipoCompra,
    origen: orden.origen,
    tipo_cambio: toMoneyString(orden.tipoCambio),
    costo_importacion: toMoneyString(orden.costoImportacion),
    descripcion: orden.descripcion,
    banco: orden.banco,
    plazo_pago: orden.plazoPago,
    fecha_limite: orden.fechaLimite,
    periodo_pago: orden.periodoPago,
    total: toMoneyString(orden.total),
    entrega_completada: orden.entregaCompletada,
    pago_finalizado: orden.pagoFinalizado,
    finalizada: orden.finalizada,
    anulada: orden.anulada,
    concepto_anulado: orden.conceptoAnulado,
    creado: orden.creado.toISOString(),
    cuenta_cobrarpagar: cuenta ? toCuentaPagar(cuenta) : null,
    detalles: detalles.map((d) => ({
      id: d.id,
      producto: { id: d.productoId, codigo: d.codigo, nombre: d.nombre },
      cantidad: cantidad(d.cantidad),
      costo: toMoneyString(d.costo),
      costo_unitario: toDecimalString(d.costoUnitario, 4),
      subtotal: toMoneyString(d.subtotal),
      cantidad_recibida: cantidad(d.cantidadRecibida),
      cantidad_faltante: orden.entregaCompletada
        ? cantidad('0')
        : cantidad(sub(d.cantidad, d.cantidadRecibida).toString()),
    })),
    adjuntos: adjuntos.map((a) => ({
      id: a.id,
      nombre: a.nombre,
      tamano: a.tamano,
      url: `/api/ordenes_compra/${orden.id}/adjuntos/${a.id}/`,
    })),
    recepciones: recepciones.map((r) => ({
      id: r.id,
      num_documento: r.numDocumento,
      nota: r.nota,
      usuario: r.usuario,
      creado: r.creado.toISOString(),
      detalles: r.detalles.map((d) => ({ ...d, cantidad: cantidad(d.cantidad) })),
    })),
  };
}
