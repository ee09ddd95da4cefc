import { z } from 'zod';
import { zDateTime, zDecimal, zId } from '../../api';
import { MENSAJES } from '../../messages';
import { nitSinCf, phone } from '../../validation/fields';
import { withValidators, zBooleanish, zEmail, zIntId, zMoney, zRequiredString } from '../../validation/zod';
import { municipioEnDepartamento, departamento } from './geografia';
import { TIPOS_PUNTO_VENTA } from '../users/permissions';
import { unidadMedidaSchema } from '../catalog/catalog';

/** Company, branches and configuration (spec 000 §3, spec 001 §3 Branch/Configuration, P2-02d). */

export const NOMBRES_PRECIOS_POR_DEFECTO = ['Precio', 'Precio 2', 'Precio 3', 'Precio 4', 'Precio 5'] as const;

export const TIPOS_FACTURAS = [
  { codigo: 'FACT', nombre: 'Factura normal' },
  { codigo: 'FCAM', nombre: 'Factura cambiaria' },
] as const;
export type TipoFactura = (typeof TIPOS_FACTURAS)[number]['codigo'];

export const FORMATOS_FACTURA = [
  { codigo: 'ticket', nombre: 'Ticket 80 mm' },
  { codigo: 'carta', nombre: 'Carta' },
] as const;
export type FormatoFactura = (typeof FORMATOS_FACTURA)[number]['codigo'];

/** Boolean company flags with their defaults (spec 001 §9 fixes three; P2-02e, P3-38, P3-39, P3-40 the rest). */
export const FLAGS_CONFIGURACION = {
  venta_permitir_descuento: true,
  factura_personalizada: false,
  utiliza_fel: false,
  conf_cotizacion: true,
  conf_venta_redondeo_total: false,
  conf_ventas_al_credito: false,
  conf_venta_precio_editable: false,
  conf_mostrar_referencia: false,
  conf_habilitar_campo_cliente: false,
  conf_habilitar_no_factura: false,
  conf_venta_imprimir_recibo: true,
  conf_venta_pedir_cliente: true,
  conf_caja_forzar_cierre: true,
  conf_caja_conteo_ciego: false,
  conf_inventario_negativo: false,
  buscar_nombre: true,
  conf_mostrar_precio_impresion: true,
  conf_precios_porcentaje: false,
  conf_modena_con_3_decimales: false,
  conf_tienda_online: false,
  vista_bienvenida: true,
} as const satisfies Record<string, boolean>;
export type FlagConfiguracion = keyof typeof FLAGS_CONFIGURACION;
export const NOMBRES_FLAGS = Object.keys(FLAGS_CONFIGURACION) as FlagConfiguracion[];

/** How each flag reads on the configuration screen, grouped as spec 000 §3 groups them. */
export const GRUPOS_FLAGS: readonly {
  titulo: string;
  flags: readonly { flag: FlagConfiguracion; etiqueta: string; ayuda?: string }[];
}[] = [
  {
    titulo: 'Ventas y facturación',
    flags: [
      { flag: 'venta_permitir_descuento', etiqueta: 'Permitir descuentos en ventas' },
      { flag: 'conf_venta_precio_editable', etiqueta: 'Permitir editar el precio en el punto de venta' },
      { flag: 'conf_ventas_al_credito', etiqueta: 'Permitir ventas al crédito' },
      { flag: 'conf_cotizacion', etiqueta: 'Habilitar cotizaciones' },
      { flag: 'conf_venta_redondeo_total', etiqueta: 'Redondear el total de la venta a múltiplos de 0.05' },
      { flag: 'conf_mostrar_referencia', etiqueta: 'Mostrar el campo de referencia en la venta' },
      { flag: 'conf_habilitar_campo_cliente', etiqueta: 'Pedir teléfono, dirección y notas del cliente' },
      { flag: 'conf_venta_pedir_cliente', etiqueta: 'Pedir los datos del cliente antes de cobrar' },
      { flag: 'conf_venta_imprimir_recibo', etiqueta: 'Imprimir el recibo al terminar la venta' },
      { flag: 'conf_habilitar_no_factura', etiqueta: 'Permitir número de factura manual (sin FEL)' },
      { flag: 'utiliza_fel', etiqueta: 'Utiliza facturación electrónica (FEL)' },
      { flag: 'factura_personalizada', etiqueta: 'Usar formato de factura personalizado' },
    ],
  },
  {
    titulo: 'Cajas',
    flags: [
      {
        flag: 'conf_caja_forzar_cierre',
        etiqueta: 'Forzar el cierre de caja',
        ayuda: 'Una caja abierta desde un día anterior debe cerrarse antes de vender.',
      },
      {
        flag: 'conf_caja_conteo_ciego',
        etiqueta: 'Cierre ciego',
        ayuda:
          'El cajero cuenta el efectivo sin ver el monto esperado; la diferencia se muestra al cerrar. Los usuarios con el reporte de cajas lo siguen viendo.',
      },
    ],
  },
  {
    titulo: 'Inventario y búsqueda',
    flags: [
      { flag: 'conf_inventario_negativo', etiqueta: 'Permitir inventario negativo' },
      { flag: 'buscar_nombre', etiqueta: 'Buscar productos por nombre en el punto de venta' },
    ],
  },
  {
    titulo: 'Precios e impresión',
    flags: [
      { flag: 'conf_precios_porcentaje', etiqueta: 'Calcular los precios por porcentaje del precio base' },
      { flag: 'conf_modena_con_3_decimales', etiqueta: 'Moneda con 3 decimales' },
      { flag: 'conf_mostrar_precio_impresion', etiqueta: 'Mostrar precios en documentos impresos' },
    ],
  },
  {
    titulo: 'Tienda en línea y bienvenida',
    flags: [
      { flag: 'conf_tienda_online', etiqueta: 'Habilitar tienda en línea' },
      { flag: 'vista_bienvenida', etiqueta: 'Mostrar la bienvenida a los usuarios nuevos' },
    ],
  },
];

/** Method kinds (spec 000 §9): payment 10, delivery 20. */
export const TIPO_METODO = { PAGO: 10, ENTREGA: 20 } as const;

/** Payment forms (spec 001 §3 Payment form codes; P3-04). PCE and PT are used only online. */
export const FORMAS_PAGO = [
  { prefijo: 'EFE', nombre: 'Efectivo', activo: true },
  { prefijo: 'TAR', nombre: 'Tarjeta', activo: true },
  { prefijo: 'CHE', nombre: 'Cheque', activo: true },
  { prefijo: 'DEP', nombre: 'Depósito', activo: true },
  { prefijo: 'TRA', nombre: 'Transferencia', activo: true },
  { prefijo: 'TRE', nombre: 'Transferencia electrónica', activo: false },
  { prefijo: 'PCE', nombre: 'Pago contra entrega', activo: true },
  { prefijo: 'PT', nombre: 'Pago en tienda', activo: true },
] as const;
export type PrefijoPago = (typeof FORMAS_PAGO)[number]['prefijo'];

/** The storefront's two delivery choices (spec 001 §3 Checkout form) seeded as delivery methods. */
export const METODOS_ENTREGA_POR_DEFECTO = [
  { codigo: 'retirar_tienda', nombre: 'Retirar en tienda', descripcion: 'El cliente recoge su pedido en la sucursal.' },
  {
    codigo: 'enviar_direccion',
    nombre: 'Entrega a domicilio',
    descripcion: 'Enviamos el pedido a la dirección del cliente.',
  },
] as const;

/** Store slugs that would collide with storefront routes (P3-54). */
export const SLUGS_RESERVADOS = [
  'login',
  'registro',
  'estado_compra',
  'recuperar_contraseña',
  'reestablecer_contraseña',
  'api',
  'assets',
  'media',
  'tienda',
];

export const slugSchema = zRequiredString(60)
  .transform((s) => s.toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use solo letras minúsculas, números y guiones.')
      .min(3, MENSAJES.campos.minLength(3))
      .refine((s) => !SLUGS_RESERVADOS.includes(s), 'Este identificador está reservado, elija otro.'),
  );

const optionalText = (max: number) => z.string().trim().max(max, MENSAJES.campos.maxLength(max)).optional().default('');

/** Branch create/edit body. `datos_empresa` is the legal data printed on the branch's tickets. */
export const sucursalInputSchema = z
  .object({
    nombre: zRequiredString(100),
    direccion: optionalText(255),
    telefono: withValidators(optionalText(30), phone('GT')),
    departamento: zRequiredString(2).refine((d) => departamento(d) !== undefined, 'Seleccione un departamento válido.'),
    municipio: zRequiredString(4),
    datos_empresa: z
      .object({
        nombre: optionalText(150),
        nombre_comercial: optionalText(150),
        nit: withValidators(optionalText(20), nitSinCf),
      })
      .optional()
      .default({ nombre: '', nombre_comercial: '', nit: '' }),
  })
  .superRefine((value, ctx) => {
    if (!municipioEnDepartamento(value.municipio, value.departamento)) {
      ctx.addIssue({
        code: 'custom',
        path: ['municipio'],
        message: 'El municipio no pertenece al departamento seleccionado.',
      });
    }
  });
export type SucursalInput = z.input<typeof sucursalInputSchema>;

/** A branch as the API shows it; `datos_empresa.logo_ticket` is the company's ticket logo. */
export const sucursalSchema = z.object({
  id: zId,
  nombre: z.string(),
  direccion: z.string(),
  telefono: z.string(),
  departamento: z.string(),
  departamento_nombre: z.string(),
  municipio: z.string(),
  municipio_nombre: z.string(),
  datos_empresa: z.object({
    nombre: z.string(),
    nombre_comercial: z.string(),
    nit: z.string(),
    logo_ticket: z.string().nullable(),
  }),
  total_usuarios: z.number().int().nonnegative(),
  creado: zDateTime,
  modificado: zDateTime,
});
export type Sucursal = z.infer<typeof sucursalSchema>;

/** Text a method edit may leave out: absent keeps the stored value, '' clears it. */
const keptText = (max: number) => z.string().trim().max(max, MENSAJES.campos.maxLength(max)).optional();

const metodoPagoInput = z.object({
  id: zIntId(),
  activo: zBooleanish().optional(),
  banco_cuenta: keptText(100),
  no_cuenta: keptText(50),
  nombre_cuenta: keptText(150),
});

const metodoEntregaInput = z.object({
  id: zIntId().optional(),
  nombre: zRequiredString(100),
  descripcion: keptText(255),
  precio_empresa: zMoney(2),
  activo: zBooleanish().optional(),
  eliminar: zBooleanish().optional(),
});

const flagInputs = Object.fromEntries(NOMBRES_FLAGS.map((flag) => [flag, zBooleanish().optional()])) as {
  [K in FlagConfiguracion]: z.ZodOptional<ReturnType<typeof zBooleanish>>;
};

/** Configuration edit: any subset of these fields; images travel as multipart files. */
export const configuracionInputSchema = z.object({
  ...flagInputs,
  nombre: zRequiredString(150).optional(),
  slug: slugSchema.optional(),
  // No default: a save that leaves the phone out (one flag, a logo upload) keeps the stored one.
  telefono_tienda: withValidators(z.string().trim().max(30, MENSAJES.campos.maxLength(30)), phone('GT')).optional(),
  correo_tienda: z.union([z.literal(''), zEmail()]).optional(),
  sucursal_tienda_online: zIntId().nullable().optional(),
  formato_factura: z.enum(['ticket', 'carta'], { error: MENSAJES.campos.oneOf(['ticket', 'carta']) }).optional(),
  items_por_factura: z.coerce
    .number({ error: MENSAJES.campos.integer })
    .int(MENSAJES.campos.integer)
    .min(1, MENSAJES.campos.minValue(0))
    .max(100, MENSAJES.campos.maxValue(101))
    .optional(),
  tipo_punto_venta: z.enum(TIPOS_PUNTO_VENTA, { error: MENSAJES.campos.oneOf([...TIPOS_PUNTO_VENTA]) }).optional(),
  conf_tipos_facturas: z.enum(['FACT', 'FCAM'], { error: MENSAJES.campos.oneOf(['FACT', 'FCAM']) }).optional(),
  nombres_precios: z
    .array(zRequiredString(30), { error: 'Debe indicar los 5 nombres de precio.' })
    .length(5, 'Debe indicar los 5 nombres de precio.')
    .optional(),
  metodos_pago: z.array(metodoPagoInput).optional(),
  metodos_entrega: z.array(metodoEntregaInput).optional(),
  eliminar_logo: zBooleanish().optional(),
  eliminar_banner: zBooleanish().optional(),
  eliminar_logo_ticket: zBooleanish().optional(),
});
export type ConfiguracionInput = z.input<typeof configuracionInputSchema>;

export const IMAGENES_CONFIGURACION = ['logo', 'banner', 'logo_ticket'] as const;
export type ImagenConfiguracion = (typeof IMAGENES_CONFIGURACION)[number];

export const metodoPagoSchema = z.object({
  id: zId,
  nombre: z.string(),
  descripcion: z.string(),
  prefijo: z.literal(FORMAS_PAGO.map((f) => f.prefijo)),
  activo: z.boolean(),
  banco_cuenta: z.string(),
  no_cuenta: z.string(),
  nombre_cuenta: z.string(),
});
export type MetodoPago = z.infer<typeof metodoPagoSchema>;

export const metodoEntregaSchema = z.object({
  id: zId,
  nombre: z.string(),
  descripcion: z.string(),
  codigo: z.string().nullable(),
  activo: z.boolean(),
  precio_empresa: zDecimal,
  /** The storefront's name for the same value (spec 001 §3 "Delivery method: … precio_empresa, price"). */
  precio: zDecimal,
});
export type MetodoEntrega = z.infer<typeof metodoEntregaSchema>;

/** A row of `GET metodos_pago_entrega`: a payment method (tipo 10) or a delivery method (tipo 20). */
export const metodoSchema = z.union([metodoPagoSchema, metodoEntregaSchema]);

const flagsSchema = Object.fromEntries(NOMBRES_FLAGS.map((flag) => [flag, z.boolean()])) as {
  [K in FlagConfiguracion]: z.ZodBoolean;
};

/** `configuracion/me` and the answer of its edit: company data, every flag and setting (spec 000 §3). */
export const configuracionSchema = z.object({
  id: zId,
  empresa: z.object({ id: zId, nombre: z.string(), slug: z.string(), pais: z.string() }),
  nombre: z.string(),
  slug: z.string(),
  pais: z.string(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  logo_ticket: z.string().nullable(),
  telefono_tienda: z.string(),
  correo_tienda: z.string(),
  sucursal_tienda_online: z.object({ id: zId, nombre: z.string(), direccion: z.string() }).nullable(),
  ...flagsSchema,
  formato_factura: z.enum(['ticket', 'carta']),
  items_por_factura: z.number().int(),
  tipo_punto_venta: z.enum(TIPOS_PUNTO_VENTA),
  conf_tipos_facturas: z.enum(['FACT', 'FCAM']),
  tipos_facturas: z.array(z.object({ codigo: z.enum(['FACT', 'FCAM']), nombre: z.string() })).readonly(),
  nombres_precios: z.array(z.string()),
  metodos_pago: z.array(metodoPagoSchema),
  metodos_entrega: z.array(metodoEntregaSchema),
  /** The company's units of measure (spec 001 §3 Measure unit). */
  unidades_de_medida: z.array(unidadMedidaSchema),
  /** Per user: whether this user has already closed the welcome view (P3-40). */
  bienvenida_visto: z.boolean(),
});
export type Configuracion = z.infer<typeof configuracionSchema>;
