/**
 * Wire shapes of the sales calls shared by the point of sale and the server (spec 000 §3, §7).
 * Money and quantities travel as decimal strings.
 */
import type { FormaPago, TipoDocumentoCliente, TipoPago, TipoReimpresion, TipoVenta } from './sales';

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
}

/** What `POST ventas` answers. `id_factura` is set when a FEL certification was queued. */
export interface VentaRegistrada {
  id: number;
  codigo: string;
  total: string;
  vuelto_efectivo: string;
  id_factura: number | null;
}

/** A printed receipt line. */
export interface LineaRecibo {
  codigo: string;
  nombre: string;
  /** The presentation sold, e.g. "Caja de 12", or the unit's abbreviation. */
  presentacion: string;
  cantidad: string;
  precio: string;
  desc_monto: string;
  precio_final: string;
  total_importe: string;
}

/** `GET historial_ventas/reimpresion_venta {id, tipo}`: everything an 80 mm receipt prints. */
export interface ReciboVenta {
  tipo: TipoReimpresion;
  id_venta: number;
  codigo_venta: string;
  id_factura: number | null;
  empresa: { nombre: string; nombre_comercial: string; razon_social: string; nit: string; logo_ticket: string | null };
  sucursal: { nombre: string; direccion: string; telefono: string };
  creado: string;
  tipo_venta: TipoVenta;
  tipo_pago: TipoPago;
  /** 'PAGO RECIBIDO' with pago_total, 'ANTICIPO' with pago_credito (P3-86). */
  etiqueta_pago: string;
  cliente: { nit: string; nombre: string; direccion: string };
  referencia: string | null;
  cajero: string;
  vendedor: string | null;
  detalles: LineaRecibo[];
  subtotal: string;
  descuento: string;
  ajuste_redondeo: string;
  total: string;
  pagos: { forma_pago: FormaPago; nombre: string; monto: string; descripcion: string }[];
  monto_efectivo: string;
  vuelto_efectivo: string;
  /** Credit sales: what is still owed and when. */
  saldo: string | null;
  fecha_vencimiento: string | null;
  anulada: boolean;
  /** `conf_mostrar_precio_impresion`. */
  mostrar_precio: boolean;
}

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

/** A quotation line as stored, with what the POS needs to load it back into a cart. */
export interface LineaCotizacion {
  id: number;
  producto: { id: number; codigo: string; nombre: string; tipo_producto: number };
  fraccion: { id: number; nombre: string; contenido: string } | null;
  unidad_de_medida: string | null;
  cantidad: string;
  modelo_precio: number;
  precio_original: string;
  precio: string;
  desc_porcentaje: string;
  desc_monto: string;
  precio_final: string;
  total_importe: string;
}

/** Quotation states (P3-07): 10 pendiente, 20 finalizada (charged), 30 anulada. */
export type EstadoCotizacion = 10 | 20 | 30;

/** A row of `GET cotizaciones`; `GET cotizaciones/{id}` adds `detalles`. */
export interface Cotizacion {
  id: number;
  codigo: string;
  creado: string;
  estado: EstadoCotizacion;
  enviado_caja: boolean;
  sucursal_id: number;
  cliente: { id: number | null; nit: string; nombre: string; direccion: string };
  tipo_documento: TipoDocumentoCliente;
  referencia: string;
  descripcion: string;
  vendedor: { id: number; nombre: string };
  subtotal: string;
  descuento: string;
  total: string;
  venta_id: number | null;
}

export interface CotizacionDetalle extends Cotizacion {
  detalles: LineaCotizacion[];
}
