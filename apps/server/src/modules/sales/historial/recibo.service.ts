import { TIPOS_PAGO, type TipoPago, type TipoReimpresion, type TipoVenta } from '@pos/shared/domains/sales/sales';
import type { ReciboVenta } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { add } from '@pos/shared/money';
import type { Executor } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { badRequest } from '../../../lib/http-errors';
import { mediaUrl } from '../../../lib/uploads';
import { companyDecimals } from '../../../lib/settings';
import { isoTimestamp, moneyOf } from '../../../lib/values';
import { codigoVenta } from './historial.dto';
import { saleOf, tiposReimpresion } from './detalle.service';
import { efectivoRecibido, lineaVenta, pagoVenta } from './venta-lineas';
import { notaCreditoDeVenta } from './nota-credito-venta';
import { saleExtras, saleLines, salePayments } from './venta-partes.query';

/**
 * `GET historial_ventas/reimpresion_venta {id, tipo}`: what the 80 mm receipt prints. A
 * `recibo_caja` exists only for an advance on credit (P3-18); asking for it otherwise is a 400.
 */
export async function saleReceipt(db: Executor, actor: Actor, id: number, tipo: TipoReimpresion): Promise<ReciboVenta> {
  const row = await saleOf(db, actor, id);
  if (!tiposReimpresion(row.tipo_pago).includes(tipo)) throw badRequest(MENSAJES.historialVentas.sinReciboCaja);
  const [decimales, extras, lines, payments] = await Promise.all([
    companyDecimals(db, actor.empresaId),
    saleExtras(db, id),
    saleLines(db, id),
    salePayments(db, id),
  ]);
  const money = (value: string) => moneyOf(value, decimales);
  const notaCredito = await notaCreditoDeVenta(db, actor.empresaId, id, extras.nota_credito, decimales);
  const efectivo = efectivoRecibido(payments);
  const credito = row.tipo_pago === TIPOS_PAGO.PAGO_CREDITO;
  return {
    tipo,
    id_venta: row.id,
    codigo_venta: codigoVenta(row),
    // The certified invoice prints apart (verificar_fel's `factura`); the receipt names it.
    id_factura: row.fel_id !== null && row.fel_uuid !== null ? row.fel_id : null,
    empresa: {
      nombre: extras.empresa_nombre,
      nombre_comercial: extras.nombre_comercial,
      razon_social: extras.razon_social,
      nit: extras.nit_empresa,
      // A /media/ URL: a stored path printed as is resolves under the page's own route.
      logo_ticket: mediaUrl(extras.logo_ticket),
    },
    sucursal: {
      nombre: extras.sucursal_nombre,
      direccion: extras.sucursal_direccion,
      telefono: extras.sucursal_telefono,
    },
    creado: isoTimestamp(row.creado),
    tipo_venta: row.tipo_venta as TipoVenta,
    tipo_pago: row.tipo_pago as TipoPago,
    etiqueta_pago: credito ? MENSAJES.ventas.reciboAnticipo : MENSAJES.ventas.reciboPagoTotal,
    cliente: { nit: row.nit_cliente, nombre: row.nombre_cliente, direccion: extras.direccion_cliente },
    referencia: extras.mostrar_referencia && row.referencia ? row.referencia : null,
    cajero: row.usuario_nombre,
    vendedor: row.vendedor_nombre,
    detalles: lines.map((line) => {
      const { precio_original: _, desc_porcentaje: __, ...linea } = lineaVenta(line, decimales);
      return linea;
    }),
    subtotal: money(extras.subtotal),
    descuento: money(extras.descuento),
    ajuste_redondeo: money(extras.ajuste_redondeo),
    total: money(row.total),
    pagos: payments.map((p) => pagoVenta(p, decimales)),
    exencion_iva: money(extras.exencion_iva),
    nota_credito: notaCredito,
    // The cash handed over: the cash kept plus the change given back (000 §3 Reprint data).
    monto_efectivo: money(efectivo === null ? '0' : add(efectivo, extras.vuelto_efectivo).toString()),
    vuelto_efectivo: money(extras.vuelto_efectivo),
    saldo: row.cuenta_saldo === null ? null : money(row.cuenta_saldo),
    fecha_vencimiento: credito ? extras.fecha_vencimiento : null,
    anulada: !row.activo,
    mostrar_precio: extras.mostrar_precio,
  };
}
