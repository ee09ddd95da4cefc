/**
 * Sales orders (SCOPE 1.2; DECISIONS P3-23, P3-24, P3-25, P3-30, P3-31, P3-87): a sale recorded
 * from the back office for a customer, owed through its receivable and delivered later. Wire shapes
 * shared by the server and the back office. Money and quantities travel as decimal strings.
 */
import { z } from 'zod';
import { pageSchema, referenciaSchema, zDate, zDateTime, zDecimal, zId } from '../api';
import { MENSAJES } from '../messages';
import { isValidEmail } from '../validation/email';
import { zBooleanish, zIntId } from '../validation/zod';
import { PLAZOS_PAGO, TIPOS_VENTA, tipoVentaSchema } from './sales/sales';
import { preciosLineaShape } from './sales/sales.api';

const M = MENSAJES.ordenesVenta;

/** List tabs (P3-25): 10 pending (not fully paid or not delivered), 20 finished, 30 inactive (annulled). */
export const TABS_ORDEN_VENTA = { PENDIENTES: 10, FINALIZADAS: 20, INACTIVAS: 30 } as const;
export type TabOrdenVenta = (typeof TABS_ORDEN_VENTA)[keyof typeof TABS_ORDEN_VENTA];
export const NOMBRES_TAB_ORDEN_VENTA: Record<TabOrdenVenta, string> = {
  10: M.pendientes,
  20: M.finalizadas,
  30: M.inactivas,
};

/** Delivery of an order (P3-09): 10 pending, 20 complete. */
export const ESTADOS_ENTREGA = { PENDIENTE: 10, COMPLETA: 20 } as const;
export type EstadoEntrega = (typeof ESTADOS_ENTREGA)[keyof typeof ESTADOS_ENTREGA];
export const NOMBRES_ESTADO_ENTREGA: Record<EstadoEntrega, string> = {
  10: M.entregaPendiente,
  20: M.entregaCompleta,
};

/** `tipo_entrega` (P3-31): 10 store pickup, 20 home delivery. */
export const TIPOS_ENTREGA = { RETIRO: 10, DOMICILIO: 20 } as const;
export type TipoEntrega = (typeof TIPOS_ENTREGA)[keyof typeof TIPOS_ENTREGA];
export const NOMBRES_TIPO_ENTREGA: Record<TipoEntrega, string> = { 10: M.retiroEnTienda, 20: M.entregaADomicilio };

/** The sale types an order is recorded with (quotations, 40000, go through `POST cotizaciones`, P3-87). */
export const TIPOS_VENTA_ORDEN = [TIPOS_VENTA.ENVIO, TIPOS_VENTA.FACTURA, TIPOS_VENTA.CREDITO] as const;

/** An order may have more lines than a till sale (printed in pages of `items_por_factura`). */
export const MAX_LINEAS_ORDEN = 100;

/** Orderable fields of `GET ordenes_venta`; default `-creado`. */
export const ORDEN_ORDENES_VENTA = ['creado', 'total', 'codigo', 'fecha_entrega', 'cliente'] as const;

const texto = (max: number) =>
  z
    .string({ error: MENSAJES.campos.valorInvalido })
    .trim()
    .max(max, MENSAJES.campos.maxLength(max))
    .optional()
    .default('');

const lineaOrdenSchema = z.object({
  id: zIntId(),
  fraccion_id: zIntId().nullable().default(null),
  cantidad: z.union([z.string().max(30), z.number()]).transform((v) => String(v).trim()),
  modelo_precio: z.coerce.number().int().min(1).max(5).default(1),
  precio: z.union([z.string().max(30), z.number()]).transform((v) => String(v).trim()),
  desc_porcentaje: z
    .union([z.string().max(30), z.number()])
    .transform((v) => String(v).trim())
    .default('0'),
});

/**
 * `POST ordenes_venta` (P3-24; 000 §7 "create": fecha, cliente_id, fecha_entrega, tipo_entrega,
 * encargado, branch fields, descripcion, tipo_pago, periodo_pago, nit, nombre, direccion, productos).
 * `tipo_pago` is the payment term code: 1000 inmediato, 2000 N days or a chosen date, which the
 * wizard turns into `fecha_limite`; the server derives `periodo_pago` (days + 1) from it.
 */
export const ordenVentaInputSchema = z
  .object({
    cliente_id: zIntId().nullish(),
    cliente_sucursal_id: zIntId().nullish(),
    sucursal_id: zIntId().nullish(),
    fecha_entrega: zDate.nullish(),
    tipo_entrega: z.coerce
      .number()
      .pipe(z.union([z.literal(TIPOS_ENTREGA.RETIRO), z.literal(TIPOS_ENTREGA.DOMICILIO)]))
      .default(TIPOS_ENTREGA.RETIRO),
    encargado: texto(200),
    correo: texto(254),
    enviar_correo: zBooleanish().default(false),
    direccion_entrega: texto(300),
    direccion_facturacion: texto(300),
    nit: texto(30),
    nombre: texto(200),
    direccion: texto(300),
    descripcion: texto(2000),
    tipo_venta: z.coerce
      .number()
      .pipe(z.union([z.literal(TIPOS_VENTA.ENVIO), z.literal(TIPOS_VENTA.FACTURA), z.literal(TIPOS_VENTA.CREDITO)]))
      .default(TIPOS_VENTA.FACTURA),
    tipo_pago: z.coerce
      .number()
      .pipe(z.union([z.literal(PLAZOS_PAGO.INMEDIATO), z.literal(PLAZOS_PAGO.CREDITO)]))
      .default(PLAZOS_PAGO.INMEDIATO),
    fecha_limite: zDate.nullish(),
    productos: z.array(lineaOrdenSchema).max(MAX_LINEAS_ORDEN, M.maxProductos(MAX_LINEAS_ORDEN)),
    /** An edited quotation saved as an order (P3-87): it becomes finished (20). */
    id_cotizacion: zIntId().nullish(),
  })
  .superRefine((data, ctx) => {
    if (!data.cliente_id) ctx.addIssue({ code: 'custom', path: ['cliente_id'], message: M.seleccioneCliente });
    if (data.tipo_entrega === TIPOS_ENTREGA.DOMICILIO && !data.direccion_entrega)
      ctx.addIssue({ code: 'custom', path: ['direccion_entrega'], message: M.seleccioneDireccion });
    if (data.enviar_correo && !data.correo)
      ctx.addIssue({ code: 'custom', path: ['correo'], message: M.debeIngresarCorreo });
    if (data.correo && !isValidEmail(data.correo))
      ctx.addIssue({ code: 'custom', path: ['correo'], message: M.correoInvalido });
    if (data.productos.length === 0) ctx.addIssue({ code: 'custom', path: ['productos'], message: M.sinProductos });
    if (data.tipo_pago === PLAZOS_PAGO.CREDITO && !data.fecha_limite)
      ctx.addIssue({ code: 'custom', path: ['fecha_limite'], message: M.fechaLimiteRequerida });
    if (data.tipo_venta === TIPOS_VENTA.CREDITO && data.tipo_pago !== PLAZOS_PAGO.CREDITO)
      ctx.addIssue({ code: 'custom', path: ['tipo_pago'], message: M.creditoRequierePlazo });
  });
export type OrdenVentaInput = z.input<typeof ordenVentaInputSchema>;
export type OrdenVentaDatos = z.output<typeof ordenVentaInputSchema>;

/** `POST ordenes_venta` answer: id, id_factura (null: invoicing is the Facturar action), detalles, cliente.id. */
export const ordenVentaRegistradaSchema = z.object({
  id: zId,
  codigo: z.string(),
  total: zDecimal,
  id_factura: zId.nullable(),
  cliente: z.object({ id: zId }),
  detalles: z.array(z.object({ id: zId, producto: zId, cantidad: zDecimal, total_importe: zDecimal })),
});
export type OrdenVentaRegistrada = z.infer<typeof ordenVentaRegistradaSchema>;

/** `GET ordenes_venta/validar_credito_cliente` {cliente_id, sucursal_id, total} (P3-30). */
export const validarCreditoQuerySchema = z.object({
  cliente_id: zIntId(),
  sucursal_id: zIntId(),
  total: z.string().trim().max(30),
});
export const creditoClienteSchema = z.object({
  /** outstanding balance + total ≤ limit, or no limit. */
  credito: z.boolean(),
  limite_credito: zDecimal.nullable(),
  saldo_pendiente: zDecimal,
  /** What can still be sold on credit; null without a limit. */
  disponible: zDecimal.nullable(),
  dias_credito: z.number().int(),
});
export type CreditoCliente = z.infer<typeof creditoClienteSchema>;

const facturaSchema = z
  .object({
    id: zId,
    tipo: z.string(),
    estado: z.number().int(),
    serie: z.string().nullable(),
    numero: z.string().nullable(),
  })
  .nullable();

/** One row of `GET ordenes_venta`: every sale movement (VENTA 30), orders and till sales alike. */
export const ordenVentaListaSchema = z.object({
  id: zId,
  codigo: z.string(),
  creado: zDateTime,
  es_orden: z.boolean(),
  tipo_venta: tipoVentaSchema,
  tipo_pago: z.number().int(),
  cliente: z.object({ id: zId.nullable(), nombre: z.string(), nit: z.string() }),
  vendedor: referenciaSchema.nullable(),
  sucursal: referenciaSchema,
  total: zDecimal,
  saldo: zDecimal.nullable(),
  fecha_vencimiento: zDate.nullable(),
  fecha_entrega: zDate.nullable(),
  tipo_entrega: z.number().int().nullable(),
  estado_entrega: z.number().int().nullable(),
  /** The list tab the row belongs to (P3-25). */
  estado: z.number().int(),
  activo: z.boolean(),
  factura: facturaSchema,
  /** Facturar is enabled (not invoiced yet, P3-23). */
  puede_facturar: z.boolean(),
  /** Descuento is enabled: invoiced and no credit-note discount yet (P3-23). */
  puede_descuento: z.boolean(),
  /** Eliminar/Anular are enabled: no payments, deliveries or invoice (P3-23). */
  puede_anular: z.boolean(),
});
export type OrdenVentaLista = z.infer<typeof ordenVentaListaSchema>;
export const ordenesVentaPageSchema = pageSchema(ordenVentaListaSchema);

export const lineaOrdenVentaSchema = z.object({
  id: zId,
  producto: zId,
  fraccion_id: zId.nullable(),
  codigo: z.string(),
  nombre: z.string(),
  cantidad: zDecimal,
  cantidad_entregada: zDecimal,
  modelo_precio: z.number().int(),
  ...preciosLineaShape,
});
export type LineaOrdenVenta = z.infer<typeof lineaOrdenVentaSchema>;

export const entregaOrdenVentaSchema = z.object({
  id: zId,
  creado: zDateTime,
  usuario: referenciaSchema,
  nota: z.string(),
  detalles: z.array(z.object({ linea: zId, codigo: z.string(), nombre: z.string(), cantidad: zDecimal })),
});
export type EntregaOrdenVenta = z.infer<typeof entregaOrdenVentaSchema>;

/** `GET ordenes_venta/{id}`. */
export const ordenVentaDetalleSchema = ordenVentaListaSchema.extend({
  nit: z.string(),
  nombre: z.string(),
  direccion: z.string(),
  encargado: z.string(),
  correo: z.string(),
  direccion_entrega: z.string(),
  direccion_facturacion: z.string(),
  descripcion: z.string(),
  subtotal: zDecimal,
  descuento: zDecimal,
  plazo_pago: z.number().int().nullable(),
  periodo_pago: z.number().int().nullable(),
  cliente_sucursal: referenciaSchema.nullable(),
  cuenta: z.object({ id: zId, monto: zDecimal, saldo: zDecimal, estado: z.number().int() }).nullable(),
  motivo_anulacion: z.string().nullable(),
  detalles: z.array(lineaOrdenVentaSchema),
  entregas: z.array(entregaOrdenVentaSchema),
});
export type OrdenVentaDetalle = z.infer<typeof ordenVentaDetalleSchema>;

/** `DELETE ordenes_venta/{id}` {motivo}. */
export const anularOrdenVentaSchema = z.object({
  motivo: z
    .string({ error: M.motivoRequerido })
    .trim()
    .min(1, M.motivoRequerido)
    .max(500, MENSAJES.campos.maxLength(500)),
});

/** `POST entrega_ordenes_venta` {orden_venta, detalles[{id, cantidad}], nota}: the lines delivered now. */
export const entregaOrdenVentaInputSchema = z.object({
  orden_venta: zIntId(),
  nota: texto(1000),
  detalles: z
    .array(
      z.object({
        id: zIntId(),
        cantidad: z.union([z.string().max(30), z.number()]).transform((v) => String(v).trim()),
      }),
    )
    .max(MAX_LINEAS_ORDEN),
});
export type EntregaOrdenVentaInput = z.input<typeof entregaOrdenVentaInputSchema>;

/** `GET entrega_ordenes_venta/movimiento_entrega` {id}: the stock the delivery took (kardex rows). */
export const movimientoEntregaSchema = z.object({
  entrega: entregaOrdenVentaSchema,
  orden_venta: z.object({ id: zId, codigo: z.string() }),
  sucursal: referenciaSchema,
  movimientos: z.array(
    z.object({
      producto: referenciaSchema,
      fraccion_id: zId.nullable(),
      cantidad: zDecimal,
      tipo_movimiento: z.number().int(),
    }),
  ),
});
export type MovimientoEntrega = z.infer<typeof movimientoEntregaSchema>;

/** Tab of a row (P3-25): annulled 30; delivered and paid 20; otherwise 10. */
export function tabDeOrden(row: { activo: boolean; entregada: boolean; pagada: boolean }): TabOrdenVenta {
  if (!row.activo) return TABS_ORDEN_VENTA.INACTIVAS;
  return row.entregada && row.pagada ? TABS_ORDEN_VENTA.FINALIZADAS : TABS_ORDEN_VENTA.PENDIENTES;
}
