import { z } from 'zod';
import { MENSAJES } from '../../messages';
import { zDate, zDateTime, zDecimal, zId } from '../../api';
import { zIntId, zRequiredString } from '../../validation/zod';
import { TIPOS_DOCUMENTO_CLIENTE, type TipoDocumentoCliente } from '../sales/sales';

/**
 * Wire shapes of electronic invoicing (spec 000 §3 datos_fel, §4 Electronic invoice check, §7
 * Electronic invoicing; FEL.md; DECISIONS P3-15, P3-17, P3-26, P3-70). Money travels as decimal
 * strings.
 */

/** The document types the point of sale issues (FEL.md §1). */
export const TIPOS_DTE = ['FACT', 'FPEQ', 'FCAM', 'FCAP', 'NCRE'] as const;
export type TipoDte = (typeof TIPOS_DTE)[number];

/** Printed titles (P3-70): the exchange invoice is the "bill of exchange". */
export const TITULOS_DTE: Record<TipoDte, string> = {
  FACT: 'FACTURA',
  FPEQ: 'FACTURA PEQUEÑO CONTRIBUYENTE',
  FCAM: 'FACTURA CAMBIARIA',
  FCAP: 'FACTURA CAMBIARIA PEQUEÑO CONTRIBUYENTE',
  NCRE: 'NOTA DE CRÉDITO',
};

/**
 * The state of an electronic document, the same codes as the sale status (000 §4): 10 in process,
 * 20 certified (FACTURADO), 30 annulled, 40 error.
 */
export const ESTADOS_DOCUMENTO_FEL = { PROCESO: 10, CERTIFICADO: 20, ANULADO: 30, ERROR: 40 } as const;
export type EstadoDocumentoFel = (typeof ESTADOS_DOCUMENTO_FEL)[keyof typeof ESTADOS_DOCUMENTO_FEL];
export const NOMBRES_ESTADO_DOCUMENTO_FEL: Record<EstadoDocumentoFel, string> = {
  10: 'En proceso',
  20: 'Facturada',
  30: 'Anulada',
  40: 'Error',
};

/** The state of an annulment sent to the certifier. */
export const ESTADOS_ANULACION_FEL = { PROCESO: 10, ACEPTADA: 20, ERROR: 40 } as const;
export type EstadoAnulacionFel = (typeof ESTADOS_ANULACION_FEL)[keyof typeof ESTADOS_ANULACION_FEL];

/** What `verificar_fel` answers (000 §4): proceso → ask again in 1 s; facturado / anulada → done; anything else an error. */
export const ESTADOS_VERIFICACION_FEL = ['proceso', 'facturado', 'anulada', 'error'] as const;
export type EstadoVerificacionFel = (typeof ESTADOS_VERIFICACION_FEL)[number];

/** The invoice of a sale as the sales history shows it (000 §3 datos_fel). */
export const datosFelSchema = z.object({
  /** `id_factura`: what verificar_fel, the print and the retries take. */
  id: zId,
  tipo: z.enum(TIPOS_DTE),
  estado_factura: z.literal(Object.values(ESTADOS_DOCUMENTO_FEL)),
  uuid: z.string().nullable(),
  serie: z.string().nullable(),
  numero: z.string().nullable(),
  /** ISO timestamp of the certification. */
  fechaCertificacion: zDateTime.nullable(),
  /** The certifier's (or the document builder's) messages of the last failed attempt. */
  errores_fel: z.array(z.string()),
  /** The annulment asked for, if any. */
  datos_anulacion: z.object({ motivo: z.string(), fecha: zDateTime, usuario: z.string() }).nullable(),
  /** What the certifier answered to it. */
  respuesta_anulacion: z
    .object({
      estado: z.literal(Object.values(ESTADOS_ANULACION_FEL)),
      errores: z.array(z.string()),
      fecha: zDateTime.nullable(),
    })
    .nullable(),
  /** Certified by the sandbox or with test credentials: no fiscal value. */
  es_prueba: z.boolean(),
});
export type DatosFel = z.infer<typeof datosFelSchema>;

/** One printed line of the invoice, with the amounts exactly as certified. */
export const lineaFacturaFelSchema = z.object({
  numero_linea: z.number().int(),
  bien_o_servicio: z.enum(['B', 'S']),
  cantidad: zDecimal,
  unidad_medida: z.string().nullable(),
  descripcion: z.string(),
  precio_unitario: zDecimal,
  descuento: zDecimal,
  total: zDecimal,
});
export type LineaFacturaFel = z.infer<typeof lineaFacturaFelSchema>;

/** The printed representation of a certified document (80 mm or letter size). */
export const facturaFelSchema = z.object({
  id: zId,
  tipo: z.enum(TIPOS_DTE),
  titulo: z.string(),
  /** True: every printout says MENSAJES.fel.documentoPrueba. */
  es_prueba: z.boolean(),
  serie: z.string(),
  numero: z.string(),
  uuid: z.string(),
  /** The FechaHoraEmision sent, and the certification, as ISO timestamps. */
  fecha_emision: zDateTime,
  fecha_certificacion: zDateTime,
  certificador: z.object({ nit: z.string(), nombre: z.string() }),
  emisor: z.object({
    nit: z.string(),
    nombre: z.string(),
    nombre_comercial: z.string(),
    direccion: z.string(),
    codigo_establecimiento: z.number().int(),
    /** The company's ticket logo, if any. */
    logo: z.string().nullable(),
  }),
  /** The texts of the phrases the document carries (FEL.md §3.4). */
  frases: z.array(z.string()),
  receptor: z.object({ id: z.string(), nombre: z.string(), direccion: z.string() }),
  lineas: z.array(lineaFacturaFelSchema),
  total: zDecimal,
  /** IVA included in the total; null for small taxpayers (no IVA on FPEQ/FCAP). */
  iva: zDecimal.nullable(),
  /** The exchange invoice's instalments (FCAM/FCAP). */
  abonos: z.array(z.object({ numero: z.number().int(), fecha_vencimiento: zDate, monto: zDecimal })),
  /** A credit note's origin (its ReferenciasNota, FEL.md §4.5); absent on invoices. */
  documento_origen: z
    .object({ uuid: z.string(), serie: z.string(), numero: z.string(), fecha_emision: zDate, motivo: z.string() })
    .optional(),
  anulada: z.boolean(),
  venta: z.object({ id: zId, codigo: z.string() }).nullable(),
  /** `formato_factura` and `items_por_factura` of the company (P3-38). */
  formato: z.enum(['ticket', 'carta']),
  items_por_pagina: z.number().int(),
});
export type FacturaFel = z.infer<typeof facturaFelSchema>;

/** `GET factura_electronica/verificar_fel {id_factura}`. */
export const verificacionFelSchema = z.object({
  id_factura: zId,
  estado_factura: z.enum(ESTADOS_VERIFICACION_FEL),
  /** The error to show, else null. */
  detail: z.string().nullable(),
  /** Present once certified (or annulled): what prints. */
  factura: facturaFelSchema.nullable(),
});
export type VerificacionFel = z.infer<typeof verificacionFelSchema>;

/** `GET notas_credito_fel/verificar_fel {id_nota}`: polled like an invoice (SCOPE §1.1 "Credit-note check"). */
export const verificacionNotaFelSchema = z.object({
  id_nota: zId,
  estado_nota: z.enum(ESTADOS_VERIFICACION_FEL),
  /** The error to show, else null. */
  detail: z.string().nullable(),
  /** The printable credit note once certified (or annulled); only its id before. */
  nota: z.union([facturaFelSchema, z.object({ id: zId })]),
});
export type VerificacionNotaFel = z.infer<typeof verificacionNotaFelSchema>;

/** What `generar_factura`, `rieintento_fel` and `reintento_fcam` answer. */
export const solicitudFelSchema = z.object({ id_factura: zId });
export type SolicitudFel = z.infer<typeof solicitudFelSchema>;

/** A taxpayer or person as the NIT/CUI lookups answer it. */
export const contribuyenteConsultadoSchema = z.object({
  nit: z.string(),
  nombre: z.string(),
  direccion: z.string(),
  /** CUI lookups: RENAP reports the person deceased (FEL.md §10.8). */
  fallecido: z.boolean().optional(),
});
export type ContribuyenteConsultado = z.infer<typeof contribuyenteConsultadoSchema>;

/**
 * A person's name as SAT's NIT lookup answers it, `APELLIDO1,APELLIDO2,APELLIDO_CASADA,NOMBRE1,NOMBRE2`
 * (FEL.md §10.7), read the way it is written on an invoice: `NOMBRE1 NOMBRE2 APELLIDO1 APELLIDO2
 * DE CASADA`. Anything else (a company, whose name may carry commas of its own, or a name already
 * written out) is kept as it came, only trimmed.
 */
export function nombreContribuyente(nombre: string): string {
  const partes = nombre.split(',').map((p) => p.trim());
  if (partes.length !== 5 || !partes[0] || !partes[3]) return nombre.trim();
  const [apellido1, apellido2, casada, nombre1, nombre2] = partes as [string, string, string, string, string];
  const deCasada = casada && !/^DE\s/i.test(casada) ? `DE ${casada}` : casada;
  return [nombre1, nombre2, apellido1, apellido2, deCasada].filter(Boolean).join(' ');
}

/** `data_cliente` of generar_factura: the invoice's receiver, when it changes. */
export const dataClienteSchema = z.object({
  tipo_documento: z.coerce
    .number({ error: MENSAJES.campos.oneOf(Object.values(TIPOS_DOCUMENTO_CLIENTE)) })
    .refine(
      (n) => (Object.values(TIPOS_DOCUMENTO_CLIENTE) as number[]).includes(n),
      MENSAJES.campos.oneOf(Object.values(TIPOS_DOCUMENTO_CLIENTE)),
    )
    .transform((n) => n as TipoDocumentoCliente)
    .default(TIPOS_DOCUMENTO_CLIENTE.NIT),
  nit: zRequiredString(30),
  nombre: z.string({ error: MENSAJES.campos.required }).trim().max(200, MENSAJES.campos.maxLength(200)).default(''),
  direccion: z.string().trim().max(300, MENSAJES.campos.maxLength(300)).nullish(),
});
export type DataCliente = z.output<typeof dataClienteSchema>;

export const generarFacturaSchema = z.object({ id_venta: zIntId(), data_cliente: dataClienteSchema.nullish() });
export const reintentoFelSchema = z.object({ id_venta: zIntId() });
export const reintentoFcamSchema = z.object({ id_ov: zIntId() });
export const verificarFelSchema = z.object({ id_factura: zIntId() });
export const verificarNotaFelSchema = z.object({ id_nota: zIntId() });
/** `validar_nit` / `validar_dpi` take `nit` (000 §7); `validar_dpi` also accepts `dpi` (P2-05h). */
export const validarDocumentoSchema = z
  .object({
    nit: z.string().trim().max(30, MENSAJES.campos.maxLength(30)).optional(),
    dpi: z.string().trim().max(30, MENSAJES.campos.maxLength(30)).optional(),
  })
  .transform((b) => b.nit || b.dpi || '')
  .pipe(zRequiredString(30));
