import type { TipoReimpresion } from '@pos/shared/domains/sales/sales';
import type { DetalleVenta } from '@pos/shared/domains/sales/history';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { notFound } from '../../../lib/http-errors';
import { companyDecimals } from '../../../lib/settings';
import { moneyOf } from '../../../lib/values';
import { tieneReciboCaja, toFilaHistorialVenta } from './historial.dto';
import { findSaleRow, type SalesHistoryRow } from './historial.query';
import { lineaVenta, pagoVenta } from './venta-lineas';
import { notaCreditoDeVenta } from './nota-credito-venta';
import { saleExtras, saleLines, salePayments } from './venta-partes.query';

/** A sale the actor may read (the company's, in one of their branches), else 404. */
export async function saleOf(db: Executor, actor: Actor, id: number): Promise<SalesHistoryRow> {
  const row = await findSaleRow(db, actor.empresaId, actor.sucursalIds, id);
  if (!row) throw notFound(MENSAJES.historialVentas.noEncontrada);
  return row;
}

export const tiposReimpresion = (tipoPago: number): TipoReimpresion[] =>
  tieneReciboCaja(tipoPago) ? ['comprobante', 'recibo_caja'] : ['comprobante'];

/** `GET historial_ventas/{id}`: the history row plus lines, payments, customer and register. */
export async function saleDetail(db: Executor, actor: Actor, id: number): Promise<DetalleVenta> {
  const row = await saleOf(db, actor, id);
  const [decimales, extras, lines, payments] = await Promise.all([
    companyDecimals(db, actor.empresaId),
    saleExtras(db, id),
    saleLines(db, id),
    salePayments(db, id),
  ]);
  const money = (value: string) => moneyOf(value, decimales);
  const notaCredito = await notaCreditoDeVenta(db, actor.empresaId, id, extras.nota_credito, decimales);
  return {
    ...toFilaHistorialVenta(row, decimales),
    sucursal: { id: extras.sucursal_id, nombre: extras.sucursal_nombre },
    caja: extras.caja_id === null ? null : { id: extras.caja_id, nombre: extras.caja_nombre ?? '' },
    cliente: {
      id: row.cliente_id,
      nit: row.nit_cliente,
      nombre: row.nombre_cliente,
      direccion: extras.direccion_cliente,
      telefono: extras.telefono_cliente,
      correo: extras.cliente_correo ?? '',
    },
    detalles: lines.map((line) => {
      const { codigo, nombre, ...amounts } = lineaVenta(line, decimales);
      return { id: line.id, producto: { id: line.producto_id, codigo, nombre }, ...amounts };
    }),
    pagos: payments.map((p) => pagoVenta(p, decimales)),
    subtotal: money(extras.subtotal),
    descuento: money(extras.descuento),
    ajuste_redondeo: money(extras.ajuste_redondeo),
    total: money(row.total),
    exencion_iva: money(extras.exencion_iva),
    nota_credito: notaCredito,
    total_pagado: money(extras.total_pagado),
    vuelto_efectivo: money(extras.vuelto_efectivo),
    fecha_vencimiento: extras.fecha_vencimiento,
    tipos_reimpresion: tiposReimpresion(row.tipo_pago),
  };
}
