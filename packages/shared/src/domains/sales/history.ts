/**
 * Wire shapes of the sales history, the reprint and the dashboard (spec 000 §2, §3 Sales-history
 * row and filter state, §7 Sales history; DECISIONS P3-16, P3-17, P3-18, P3-47, P2-04a).
 * Money travels as decimal strings.
 */
import { z } from 'zod';
import { pageSchema, referenciaSchema, zDate, zDateTime, zDecimal, zId } from '../../api';
import { datosFelSchema } from '../invoicing/invoicing';
import { notaCreditoVentaSchema, pagoVentaSchema, preciosLineaShape } from './sales.api';
import { tipoPagoSchema, tipoReimpresionSchema, tipoVentaSchema } from './sales';

/** Default order of the history (spec 000 §9: -creado). */
export const ORDEN_HISTORIAL_VENTAS_POR_DEFECTO = '-creado';

/** `filtro_por`: which date the range applies to. Without FEL the invoice date is the sale date. */
export const FILTROS_FECHA_VENTA = ['fecha_venta', 'fecha_factura'] as const;
export type FiltroFechaVenta = (typeof FILTROS_FECHA_VENTA)[number];

export const personaReferenciaSchema = referenciaSchema;
export type PersonaReferencia = z.infer<typeof personaReferenciaSchema>;

/** One row of `GET historial_ventas` (000 §3 Sales-history row). */
export const filaHistorialVentaSchema = z.object({
  id: zId,
  creado: zDateTime,
  codigo: z.string(),
  tipo_venta: tipoVentaSchema,
  tipo_pago: tipoPagoSchema,
  /** The sale as a movement: VENTA 30, its payment type and the total it charges. */
  movimiento: z.object({
    tipo: z.number().int(),
    tipo_movimiento: tipoVentaSchema,
    concepto: z.string(),
    total_cobrar_pagar: zDecimal,
  }),
  /** The sale's electronic invoice (with FEL); null when it has none. */
  datos_fel: datosFelSchema.nullable(),
  cuenta_cobrar: z.object({ creado: zDateTime, saldo: zDecimal }).nullable(),
  /** The cashier who recorded it. */
  usuario: personaReferenciaSchema,
  /** The counter seller who built the order (PVMCE), else null. */
  vendedor: personaReferenciaSchema.nullable(),
  cliente: z.object({ id: zId.nullable(), nit: z.string(), nombre: z.string() }),
  referencia: z.string(),
  nota: z.string(),
  no_factura: z.string(),
  estado: z.number().int(),
  activo: z.boolean(),
  anulado_por: personaReferenciaSchema.extend({ motivo: z.string(), fecha: zDateTime.nullable() }).nullable(),
  /** True while the sale's register session is still open: only then can it be annulled (P3-16). */
  caja_activa: z.boolean(),
  /** Whether a cash-receipt reprint exists for it (P3-18). */
  recibo_caja: z.boolean(),
});
export type FilaHistorialVenta = z.infer<typeof filaHistorialVentaSchema>;

/** `GET historial_ventas`: a page plus the total of every matching row (P3-47). */
export const paginaHistorialVentasSchema = pageSchema(filaHistorialVentaSchema).extend({ total: zDecimal });
export type PaginaHistorialVentas = z.infer<typeof paginaHistorialVentasSchema>;

export const lineaDetalleVentaSchema = z.object({
  id: zId,
  producto: z.object({ id: zId, codigo: z.string(), nombre: z.string() }),
  presentacion: z.string(),
  cantidad: zDecimal,
  precio_original: zDecimal,
  ...preciosLineaShape,
});
export type LineaDetalleVenta = z.infer<typeof lineaDetalleVentaSchema>;

/** `GET historial_ventas/{id}`. */
export const detalleVentaSchema = filaHistorialVentaSchema.extend({
  sucursal: referenciaSchema,
  caja: referenciaSchema.nullable(),
  cliente: z.object({
    id: zId.nullable(),
    nit: z.string(),
    nombre: z.string(),
    direccion: z.string(),
    telefono: z.string(),
    correo: z.string(),
  }),
  detalles: z.array(lineaDetalleVentaSchema),
  pagos: z.array(pagoVentaSchema),
  subtotal: zDecimal,
  descuento: zDecimal,
  ajuste_redondeo: zDecimal,
  total: zDecimal,
  /** The IVA exemption: its own line, no payment (P3-04). */
  exencion_iva: zDecimal,
  /** The redeemed voucher or credit note: its own line, no payment (issue 13); null when none. */
  nota_credito: notaCreditoVentaSchema.nullable(),
  total_pagado: zDecimal,
  vuelto_efectivo: zDecimal,
  fecha_vencimiento: zDate.nullable(),
  tipos_reimpresion: z.array(tipoReimpresionSchema),
});
export type DetalleVenta = z.infer<typeof detalleVentaSchema>;

/** `PUT historial_ventas/anulacion`. */
export interface AnulacionVentaInput {
  id: number;
  motivo: string;
}

/** What an annulment answers: an invoice id when an electronic cancellation was queued (issue 05). */
export const anulacionVentaRespuestaSchema = z.object({ id: zId, id_factura: zId.nullable() });
export type AnulacionVentaRespuesta = z.infer<typeof anulacionVentaRespuestaSchema>;

/** `GET historial_ventas/grafica`: the monthly totals of active sales, January first. */
export const graficaVentasSchema = z.object({
  anio_actual: z.number().int(),
  anio_pasado: z.number().int(),
  ventas_actual: z.array(zDecimal),
  ventas_pasado: z.array(zDecimal),
});
export type GraficaVentas = z.infer<typeof graficaVentasSchema>;

/** A seller or cashier for the history's filter. */
export const usuarioHistorialSchema = personaReferenciaSchema.extend({ email: z.string() });
export type UsuarioHistorial = z.infer<typeof usuarioHistorialSchema>;

/** A period of the dashboard. */
export const totalesPeriodoSchema = z.object({
  desde: zDate,
  hasta: zDate,
  ventas: zDecimal,
  cantidad_ventas: z.number().int(),
  /** Purchases arrive with purchasing (issue 1.3, P2-04a); until then always 0. */
  compras: zDecimal,
  cantidad_compras: z.number().int(),
});
export type TotalesPeriodo = z.infer<typeof totalesPeriodoSchema>;

/** `GET dashboard`. */
export const dashboardSchema = z.object({
  hoy: totalesPeriodoSchema,
  semana: totalesPeriodoSchema,
  mes: totalesPeriodoSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
