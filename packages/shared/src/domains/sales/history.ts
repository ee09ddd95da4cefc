/**
 * Wire shapes of the sales history, the reprint and the dashboard (spec 000 §2, §3 Sales-history
 * row and filter state, §7 Sales history; DECISIONS P3-16, P3-17, P3-18, P3-47, P2-04a).
 * Money travels as decimal strings.
 */
import type { DatosFel } from '../invoicing/invoicing';
import type { FormaPago, TipoPago, TipoReimpresion, TipoVenta } from './sales';

/** Default order of the history (spec 000 §9: -creado). */
export const ORDEN_HISTORIAL_VENTAS_POR_DEFECTO = '-creado';

/** `filtro_por`: which date the range applies to. Without FEL the invoice date is the sale date. */
export const FILTROS_FECHA_VENTA = ['fecha_venta', 'fecha_factura'] as const;
export type FiltroFechaVenta = (typeof FILTROS_FECHA_VENTA)[number];

export interface PersonaReferencia {
  id: number;
  nombre: string;
}

/** One row of `GET historial_ventas` (000 §3 Sales-history row). */
export interface FilaHistorialVenta {
  id: number;
  creado: string;
  codigo: string;
  tipo_venta: TipoVenta;
  tipo_pago: TipoPago;
  /** The sale as a movement: VENTA 30, its payment type and the total it charges. */
  movimiento: { tipo: number; tipo_movimiento: TipoVenta; concepto: string; total_cobrar_pagar: string };
  /** The sale's electronic invoice (with FEL); null when it has none. */
  datos_fel: DatosFel | null;
  cuenta_cobrar: { creado: string; saldo: string } | null;
  /** The cashier who recorded it. */
  usuario: PersonaReferencia;
  /** The counter seller who built the order (PVMCE), else null. */
  vendedor: PersonaReferencia | null;
  cliente: { id: number | null; nit: string; nombre: string };
  referencia: string;
  nota: string;
  no_factura: string;
  estado: number;
  activo: boolean;
  anulado_por: (PersonaReferencia & { motivo: string; fecha: string | null }) | null;
  /** True while the sale's register session is still open: only then can it be annulled (P3-16). */
  caja_activa: boolean;
  /** Whether a cash-receipt reprint exists for it (P3-18). */
  recibo_caja: boolean;
}

/** `GET historial_ventas`: a page plus the total of every matching row (P3-47). */
export interface PaginaHistorialVentas {
  count: number;
  next: string | null;
  previous: string | null;
  results: FilaHistorialVenta[];
  total: string;
}

export interface LineaDetalleVenta {
  id: number;
  producto: { id: number; codigo: string; nombre: string };
  presentacion: string;
  cantidad: string;
  precio_original: string;
  precio: string;
  desc_porcentaje: string;
  desc_monto: string;
  precio_final: string;
  total_importe: string;
}

/** `GET historial_ventas/{id}`. */
export interface DetalleVenta extends FilaHistorialVenta {
  sucursal: { id: number; nombre: string };
  caja: { id: number; nombre: string } | null;
  cliente: { id: number | null; nit: string; nombre: string; direccion: string; telefono: string; correo: string };
  detalles: LineaDetalleVenta[];
  pagos: { forma_pago: FormaPago; nombre: string; monto: string; descripcion: string }[];
  subtotal: string;
  descuento: string;
  ajuste_redondeo: string;
  total: string;
  total_pagado: string;
  vuelto_efectivo: string;
  fecha_vencimiento: string | null;
  tipos_reimpresion: TipoReimpresion[];
}

/** `PUT historial_ventas/anulacion`. */
export interface AnulacionVentaInput {
  id: number;
  motivo: string;
}

/** What an annulment answers: an invoice id when an electronic cancellation was queued (issue 05). */
export interface AnulacionVentaRespuesta {
  id: number;
  id_factura: number | null;
}

/** `GET historial_ventas/grafica`: the monthly totals of active sales, January first. */
export interface GraficaVentas {
  anio_actual: number;
  anio_pasado: number;
  ventas_actual: string[];
  ventas_pasado: string[];
}

/** A seller or cashier for the history's filter. */
export interface UsuarioHistorial extends PersonaReferencia {
  email: string;
}

/** A period of the dashboard. */
export interface TotalesPeriodo {
  desde: string;
  hasta: string;
  ventas: string;
  cantidad_ventas: number;
  /** Purchases arrive with purchasing (issue 1.3, P2-04a); until then always 0. */
  compras: string;
  cantidad_compras: number;
}

/** `GET dashboard`. */
export interface Dashboard {
  hoy: TotalesPeriodo;
  semana: TotalesPeriodo;
  mes: TotalesPeriodo;
}
