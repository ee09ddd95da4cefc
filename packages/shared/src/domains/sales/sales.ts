import { z } from 'zod';

/**
 * Codes of the sales side shared by the point of sale, the registers and the sales history
 * (spec 000 §4 and §9, DECISIONS P3-03, P3-04, P3-07, P3-10, P3-15, P3-86).
 */

/** Sale types; a quotation (40000) is stored apart, in `cotizaciones`, and moves neither stock nor cash. */
export const TIPOS_VENTA = { ENVIO: 10000, FACTURA: 20000, CREDITO: 30000, COTIZACION: 40000 } as const;
export type TipoVenta = (typeof TIPOS_VENTA)[keyof typeof TIPOS_VENTA];
export const NOMBRES_TIPO_VENTA: Record<TipoVenta, string> = {
  10000: 'Envío',
  20000: 'Factura',
  30000: 'Crédito',
  40000: 'Cotización',
};

/** `tipo_pago`: full payment now, or an advance with the rest on credit. */
export const TIPOS_PAGO = { PAGO_TOTAL: 100, PAGO_CREDITO: 200 } as const;
export type TipoPago = (typeof TIPOS_PAGO)[keyof typeof TIPOS_PAGO];

/** Payment-term codes of a credit sale (P3-10). */
export const PLAZOS_PAGO = { INMEDIATO: 1000, CREDITO: 2000 } as const;
/** `tipo_abono` of a receivable payment: 1000 moves register cash, 2000 direct payment (P3-10). */
export const TIPOS_ABONO = { CAJA: 1000, DIRECTO: 2000 } as const;

/**
 * Payment forms (P3-04). The IVA exemption is not one: it is an amount of the sale with no payment
 * code (`ventas.exencion_iva`), never cash received nor a register total.
 */
export const FORMAS_PAGO = {
  EFECTIVO: 'EFE',
  TARJETA: 'TAR',
  CHEQUE: 'CHE',
  DEPOSITO: 'DEP',
  TRANSFERENCIA: 'TRA',
  TRANSFERENCIA_ELECTRONICA: 'TRE',
  RETENCION_IVA: 'RTC',
} as const;
export type FormaPago = (typeof FORMAS_PAGO)[keyof typeof FORMAS_PAGO];
export const NOMBRES_FORMA_PAGO: Record<FormaPago, string> = {
  EFE: 'Efectivo',
  TAR: 'Tarjeta',
  CHE: 'Cheque',
  DEP: 'Depósito',
  TRA: 'Transferencia',
  TRE: 'Transferencia electrónica',
  RTC: 'Retención de IVA',
};
/** The label of the IVA exemption line on the receipt, the sale detail and the collection panel. */
export const NOMBRE_EXENCION_IVA = 'Exención de IVA';

/** Sale status (000 §4). 50 is only a filter value: pending invoicing (P3-17). */
export const ESTADOS_VENTA = { PROCESO: 10, FACTURADO: 20, ANULADA: 30, ERROR: 40 } as const;
export const FILTRO_PENDIENTE_FACTURAR = 50;

/** Quotation states (P3-07). */
export const ESTADOS_COTIZACION = { PENDIENTE: 10, FINALIZADA: 20, ANULADA: 30 } as const;

/** Cash movement types of a register session (P3-03). */
export const TIPOS_MOVIMIENTO_CAJA = { INGRESO: 10, VENTA: 30, RETIRO: 40, ABONO_CUENTA: 80 } as const;
export type TipoMovimientoCaja = (typeof TIPOS_MOVIMIENTO_CAJA)[keyof typeof TIPOS_MOVIMIENTO_CAJA];
export const NOMBRES_MOVIMIENTO_CAJA: Record<TipoMovimientoCaja, string> = {
  10: 'Ingreso de efectivo',
  30: 'Venta',
  40: 'Retiro de efectivo',
  80: 'Abono a cuenta',
};

/** Customer document types (000 §3 Customer). */
export const TIPOS_DOCUMENTO_CLIENTE = { NIT: 1, DPI: 2, EXTRANJERO: 3 } as const;
export type TipoDocumentoCliente = (typeof TIPOS_DOCUMENTO_CLIENTE)[keyof typeof TIPOS_DOCUMENTO_CLIENTE];
export const NOMBRES_TIPO_DOCUMENTO: Record<TipoDocumentoCliente, string> = {
  1: 'NIT',
  2: 'DPI',
  3: 'Documento extranjero',
};

/** Customer types and the price tier each uses by default (P3-32). */
export const TIPOS_CLIENTE = { MINORISTA: 1, MAYORISTA: 2, DISTRIBUIDOR: 3 } as const;
export type TipoCliente = (typeof TIPOS_CLIENTE)[keyof typeof TIPOS_CLIENTE];
export const NOMBRES_TIPO_CLIENTE: Record<TipoCliente, string> = { 1: 'Minorista', 2: 'Mayorista', 3: 'Distribuidor' };
export const PRECIO_POR_TIPO_CLIENTE: Record<TipoCliente, 1 | 2 | 3> = { 1: 1, 2: 2, 3: 3 };

/** The final consumer (000 §5 Customer, §9). */
export const CONSUMIDOR_FINAL = { nit: 'C.F.', nombre: 'Consumidor Final' } as const;

/** At most 15 distinct cart lines per point-of-sale sale (P3-13). */
export const MAX_LINEAS_VENTA = 15;

/**
 * The most a sale's line may hold (issue 30; no rule in the spec): a shop never sells 100,000 of
 * one thing over the counter, so more is a slip — a barcode scanned into the quantity.
 */
export const MAX_CANTIDAD_LINEA = '99999';

/** Receipt kinds for a reprint (P3-18). */
export const TIPOS_REIMPRESION = ['comprobante', 'recibo_caja'] as const;
export type TipoReimpresion = (typeof TIPOS_REIMPRESION)[number];

/**
 * Bill and coin denominations of the opening and closing counts (000 §9, P3-11): the form's keys
 * and what one of each is worth. Coins are named by centavos (m25 = Q 0.25); m20 is accepted by
 * the API but not shown in the form.
 */
export const BILLETES = [1, 5, 10, 20, 50, 100, 200, 500, 1000] as const;
export const MONEDAS = [1, 5, 10, 25, 50, 100, 200, 500, 1000, 2000] as const;
export const VALOR_MONEDA: Record<string, string> = {
  m2000: '20',
  m1000: '10',
  m500: '5',
  m200: '2',
  m100: '1',
  m50: '0.5',
  m25: '0.25',
  m20: '0.2',
  m10: '0.1',
  m5: '0.05',
  m1: '0.01',
};
/** The key of a bill in a count: b1 … b1000. */
export const claveBillete = (valor: number) => `b${valor}`;
/** The key of a coin in a count: m1 … m2000. */
export const claveMoneda = (centavos: number) => `m${centavos}`;

// The codes as response schema pieces.
export const tipoVentaSchema = z.literal(Object.values(TIPOS_VENTA));
export const tipoPagoSchema = z.literal(Object.values(TIPOS_PAGO));
export const formaPagoSchema = z.literal(Object.values(FORMAS_PAGO));
export const tipoDocumentoClienteSchema = z.literal(Object.values(TIPOS_DOCUMENTO_CLIENTE));
export const tipoReimpresionSchema = z.enum(TIPOS_REIMPRESION);
