/**
 * Wire shapes of the sales calls shared by the point of sale and the server (spec 000 §3, §7).
 * Money and quantities travel as decimal strings.
 */
import { z } from 'zod';
import { referenciaSchema, zDate, zDateTime, zDecimal, zId } from '../../api';
import { MENSAJES } from '../../messages';
import {
  formaPagoSchema,
  tipoDocumentoClienteSchema,
  tipoPagoSchema,
  tipoReimpresionSchema,
  tipoVentaSchema,
  type TipoDocumentoCliente,
  type TipoPago,
  type TipoVenta,
} from './sales';

/** One cart line as sent: the server re-reads the product and re-checks every rule. */
export interface LineaVentaInput {
  /** Product id. */
  id: number;
  /** The presentation sold (fraction), or null for the product's base unit. */
  fraccion_id: number | null;
  cantidad: string;
  /** Price tier 1–5 the line was priced with. */
  modelo_precio: number;
  /** Unit price; may differ from the tier price only with `conf_venta_precio_editable`. */
  precio: string;
  /** Discount 0–100 (only with `venta_permitir_descuento`). */
  desc_porcentaje: string;
}

export interface PagoConDescripcion {
  monto: string;
  descripcion?: string;
}

/** The payment slots of the collection panel (000 §3 Sale state). Empty or absent = 0. */
export interface PagosVentaInput {
  efectivo?: PagoConDescripcion;
  tarjeta?: PagoConDescripcion;
  cheque?: PagoConDescripcion;
  transferencia?: PagoConDescripcion;
  deposito?: PagoConDescripcion;
  retencion_iva?: string;
  exencion_iva?: string;
  /** The redeemed voucher or credit note (issue 13): set from `codigo_nota_credito`, never cash. */
  nota_credito?: string;
  nota?: string;
}

/** The customer as typed in the point of sale's customer form. */
export interface ClienteVentaInput {
  /** The stored customer picked by NIT or name, if any. */
  id?: number | null;
  nit: string;
  nombre: string;
  direccion?: string;
  telefono?: string;
  correo?: string;
  notas?: string;
}

/** `POST ventas` (and the sale part of `POST ventas/cotizacion`). */
export interface VentaInput {
  productos: LineaVentaInput[];
  cliente: ClienteVentaInput;
  tipo_documento: TipoDocumentoCliente;
  /** Save a customer typed for the first time. */
  datos_cliente_nuveo?: boolean;
  /** Update the stored customer with the data typed now. */
  datos_cambiados?: boolean;
  referencia?: string;
  mostrar_referencia?: boolean;
  pagos: PagosVentaInput;
  tipo_pago: TipoPago;
  tipo_venta: Exclude<TipoVenta, 40000>;
  /** YYYY-MM-DD; required with tipo_pago 200. */
  fecha_vencimiento?: string | null;
  /** The 0.05 rounding choice when the company rounds totals: 'arriba' or 'abajo'. */
  redondeo?: 'arriba' | 'abajo' | null;
  descripcion?: string;
  /** Manual invoice number of a non-FEL invoice (`conf_habilitar_no_factura`). */
  no_factura?: string;
  id_cotizacion?: number | null;
  /** A voucher or FEL credit-note code to redeem (issue 13): its amount covers part of the total. */
  codigo_nota_credito?: string | null;
}

/** What `POST ventas` answers. `id_factura` is set when a FEL certification was queued. */
export const ventaRegistradaSchema = z.object({
  id: zId,
  codigo: z.string(),
  total: zDecimal,
  vuelto_efectivo: zDecimal,
  id_factura: zId.nullable(),
});
export type VentaRegistrada = z.infer<typeof ventaRegistradaSchema>;

/** A printed receipt line. */
export const lineaReciboSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  /** The presentation sold, e.g. "Caja de 12", or the unit's abbreviation. */
  presentacion: z.string(),
  cantidad: zDecimal,
  precio: zDecimal,
  desc_monto: zDecimal,
  precio_final: zDecimal,
  total_importe: zDecimal,
});
export type LineaRecibo = z.infer<typeof lineaReciboSchema>;

/** A payment of a sale as the receipt and the history show it. */
export const pagoVentaSchema = z.object({
  forma_pago: formaPagoSchema,
  nombre: z.string(),
  monto: zDecimal,
  descripcion: z.string(),
});

/**
 * The voucher or FEL credit note a sale redeemed (issue 13): it covers part of the total and is
 * no payment. `codigo` is null once an annulment of the sale gave the code back.
 */
export const notaCreditoVentaSchema = z.object({
  codigo: z.string().nullable(),
  monto: zDecimal,
  nota_credito_fel: z.boolean(),
});
export type NotaCreditoVenta = z.infer<typeof notaCreditoVentaSchema>;

/** Its line on the receipt and in the detail: "Vale K7P2M9QX4A", "Nota de crédito …". */
export function etiquetaNotaCredito(nota: NotaCreditoVenta): string {
  const tipo = nota.nota_credito_fel ? MENSAJES.devoluciones.tipos.NCRE : MENSAJES.devoluciones.tipos.VALE;
  return nota.codigo ? `${tipo} ${nota.codigo}` : tipo;
}

/** `GET historial_ventas/reimpresion_venta {id, tipo}`: everything an 80 mm receipt prints. */
export const reciboVentaSchema = z.object({
  tipo: tipoReimpresionSchema,
  id_venta: zId,
  codigo_venta: z.string(),
  id_factura: zId.nullable(),
  empresa: z.object({
    nombre: z.string(),
    nombre_comercial: z.string(),
    razon_social: z.string(),
    nit: z.string(),
    logo_ticket: z.string().nullable(),
  }),
  sucursal: z.object({ nombre: z.string(), direccion: z.string(), telefono: z.string() }),
  creado: zDateTime,
  tipo_venta: tipoVentaSchema,
  tipo_pago: tipoPagoSchema,
  /** 'PAGO RECIBIDO' with pago_total, 'ANTICIPO' with pago_credito (P3-86). */
  etiqueta_pago: z.string(),
  cliente: z.object({ nit: z.string(), nombre: z.string(), direccion: z.string() }),
  referencia: z.string().nullable(),
  cajero: z.string(),
  vendedor: z.string().nullable(),
  detalles: z.array(lineaReciboSchema),
  subtotal: zDecimal,
  descuento: zDecimal,
  ajuste_redondeo: zDecimal,
  total: zDecimal,
  pagos: z.array(pagoVentaSchema),
  /** The IVA exemption, printed as its own line after the payments; it is no payment (P3-04). */
  exencion_iva: zDecimal,
  /** The redeemed voucher or credit note, printed after the payments; null when none. */
  nota_credito: notaCreditoVentaSchema.nullable(),
  monto_efectivo: zDecimal,
  vuelto_efectivo: zDecimal,
  /** Credit sales: what is still owed and when. */
  saldo: zDecimal.nullable(),
  fecha_vencimiento: zDate.nullable(),
  anulada: z.boolean(),
  /** `conf_mostrar_precio_impresion`. */
  mostrar_precio: z.boolean(),
});
export type ReciboVenta = z.infer<typeof reciboVentaSchema>;

/** `POST ventas/cotizacion`: a pending quotation charged as a sale (the cart as loaded, maybe edited). */
export interface VentaCotizacionInput extends VentaInput {
  cotizacion: number;
}

/** `POST cotizaciones` and `PUT cotizaciones/{id}`: the counter seller's cart, with no payments. */
export interface CotizacionInput {
  productos: LineaVentaInput[];
  cliente: ClienteVentaInput;
  tipo_documento: TipoDocumentoCliente;
  datos_cliente_nuveo?: boolean;
  datos_cambiados?: boolean;
  /** PVMCE: sent to the registers of the branch, where a cashier loads and charges it. */
  enviado_caja: boolean;
  referencia?: string;
  descripcion?: string;
}

/**
 * The price fields of a stored sale, quotation or sales-order line, in the order their answers
 * list them: the unit price charged, the discount, and what the line comes to.
 */
export const preciosLineaShape = {
  precio: zDecimal,
  desc_porcentaje: zDecimal,
  desc_monto: zDecimal,
  precio_final: zDecimal,
  total_importe: zDecimal,
};
export type PreciosLinea = z.infer<z.ZodObject<typeof preciosLineaShape>>;

/** A quotation line as stored, with what the POS needs to load it back into a cart. */
export const lineaCotizacionSchema = z.object({
  id: zId,
  producto: z.object({ id: zId, codigo: z.string(), nombre: z.string(), tipo_producto: z.number().int() }),
  fraccion: z.object({ id: zId, nombre: z.string(), contenido: zDecimal }).nullable(),
  unidad_de_medida: z.string().nullable(),
  cantidad: zDecimal,
  modelo_precio: z.number().int(),
  precio_original: zDecimal,
  ...preciosLineaShape,
});
export type LineaCotizacion = z.infer<typeof lineaCotizacionSchema>;

/** Quotation states (P3-07): 10 pendiente, 20 finalizada (charged), 30 anulada. */
export type EstadoCotizacion = 10 | 20 | 30;

/** A row of `GET cotizaciones`; `GET cotizaciones/{id}` adds `detalles`. */
export const cotizacionRespuestaSchema = z.object({
  id: zId,
  codigo: z.string(),
  creado: zDateTime,
  estado: z.literal([10, 20, 30]),
  enviado_caja: z.boolean(),
  sucursal_id: zId,
  cliente: z.object({ id: zId.nullable(), nit: z.string(), nombre: z.string(), direccion: z.string() }),
  tipo_documento: tipoDocumentoClienteSchema,
  referencia: z.string(),
  descripcion: z.string(),
  vendedor: referenciaSchema,
  subtotal: zDecimal,
  descuento: zDecimal,
  total: zDecimal,
  venta_id: zId.nullable(),
});
export type Cotizacion = z.infer<typeof cotizacionRespuestaSchema>;

export const cotizacionDetalleSchema = cotizacionRespuestaSchema.extend({ detalles: z.array(lineaCotizacionSchema) });
export type CotizacionDetalle = z.infer<typeof cotizacionDetalleSchema>;
