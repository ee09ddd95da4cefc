import { z } from 'zod';
import { TIPOS_DOCUMENTO_CLIENTE, TIPOS_PAGO, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { zBooleanish, zIntId } from '@pos/shared/validation/zod';

/**
 * Wire schemas of `POST ventas`, `POST ventas/cotizacion` and the quotation writes
 * (shapes in @pos/shared/domains/sales.api). Amounts stay as the text sent: the shared sale rules
 * read them to the company's decimals and answer the spec's messages.
 */

const texto = (max: number) => z.string().trim().max(max);
/** An amount or quantity as sent (string or number), read later by the sale rules. */
const cifra = z.union([z.string().max(30), z.number()]).transform((v) => String(v).trim());
/** Absent or null both mean "not sent". */
const opcional = <T extends z.ZodType>(s: T) => s.nullish().transform((v) => v ?? undefined);

const lineaSchema = z.object({
  id: zIntId(),
  fraccion_id: zIntId().nullable().default(null),
  cantidad: cifra,
  modelo_precio: z.coerce.number().int().min(1).max(5).default(1),
  precio: cifra,
  desc_porcentaje: cifra.default('0'),
});

const clienteSchema = z.object({
  id: opcional(zIntId()),
  nit: texto(30).default(''),
  nombre: texto(200).default(''),
  direccion: opcional(texto(300)),
  telefono: opcional(texto(30)),
  correo: opcional(texto(254)),
  notas: opcional(texto(500)),
});

const pagoSchema = z.union([
  z.object({ monto: cifra.default(''), descripcion: opcional(texto(200)) }),
  cifra.transform((monto) => ({ monto })),
]);

const pagosSchema = z.object({
  efectivo: opcional(pagoSchema),
  tarjeta: opcional(pagoSchema),
  cheque: opcional(pagoSchema),
  transferencia: opcional(pagoSchema),
  deposito: opcional(pagoSchema),
  retencion_iva: opcional(cifra),
  exencion_iva: opcional(cifra),
  nota_credito: opcional(cifra),
  nota: opcional(texto(500)),
});

const tipoDocumento = z.union([
  z.literal(TIPOS_DOCUMENTO_CLIENTE.NIT),
  z.literal(TIPOS_DOCUMENTO_CLIENTE.DPI),
  z.literal(TIPOS_DOCUMENTO_CLIENTE.EXTRANJERO),
]);

const clienteDeVenta = {
  productos: z.array(lineaSchema).max(100),
  cliente: clienteSchema.prefault({}),
  tipo_documento: z.coerce.number().pipe(tipoDocumento).default(TIPOS_DOCUMENTO_CLIENTE.NIT),
  datos_cliente_nuveo: zBooleanish().default(false),
  datos_cambiados: zBooleanish().default(false),
  referencia: texto(200).default(''),
  descripcion: texto(2000).default(''),
};

export const ventaSchema = z.object({
  ...clienteDeVenta,
  mostrar_referencia: zBooleanish().default(false),
  pagos: pagosSchema.prefault({}),
  tipo_pago: z.coerce.number().pipe(z.union([z.literal(TIPOS_PAGO.PAGO_TOTAL), z.literal(TIPOS_PAGO.PAGO_CREDITO)])),
  tipo_venta: z.coerce
    .number()
    .pipe(z.union([z.literal(TIPOS_VENTA.ENVIO), z.literal(TIPOS_VENTA.FACTURA), z.literal(TIPOS_VENTA.CREDITO)])),
  fecha_vencimiento: opcional(z.string().trim()),
  redondeo: opcional(z.enum(['arriba', 'abajo'])),
  no_factura: texto(40).default(''),
  /** A voucher or credit-note code to redeem (issue 13). */
  codigo_nota_credito: opcional(texto(40)),
});
export type VentaDatos = z.output<typeof ventaSchema>;

export const ventaCotizacionSchema = ventaSchema.extend({ cotizacion: zIntId() });

export const cotizacionSchema = z.object({ ...clienteDeVenta, enviado_caja: zBooleanish().default(false) });
export type CotizacionDatos = z.output<typeof cotizacionSchema>;
export type CotizacionBody = z.input<typeof cotizacionSchema>;
