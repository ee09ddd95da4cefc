import { z } from 'zod';
import { MENSAJES } from '../../messages';
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
export interface DatosFel {
  /** `id_factura`: what verificar_fel, the print and the retries take. */
  id: number;
  tipo: TipoDte;
  estado_factura: EstadoDocumentoFel;
  uuid: string | null;
  serie: string | null;
  numero: string | null;
  /** ISO timestamp of the certification. */
  fechaCertificacion: string | null;
  /** The certifier's (or the document builder's) messages of the last failed attempt. */
  errores_fel: string[];
  /** The annulment asked for, if any. */
  datos_anulacion: { motivo: string; fecha: string; usuario: string } | null;
  /** What the certifier answered to it. */
  respuesta_anulacion: { estado: EstadoAnulacionFel; errores: string[]; fecha: string | null } | null;
  /** Certified by the sandbox or with test credentials: no fiscal value. */
  es_prueba: boolean;
}

/** One printed line of the invoice, with the amounts exactly as certified. */
export interface LineaFacturaFel {
  numero_linea: number;
  bien_o_servicio: 'B' | 'S';
  cantidad: string;
  unidad_medida: string | null;
  descripcion: string;
  precio_unitario: string;
  descuento: string;
  total: string;
}

/** The printed representation of a certified document (80 mm or letter size). */
export interface FacturaFel {
  id: number;
  tipo: TipoDte;
  titulo: string;
  /** True: every printout says MENSAJES.fel.documentoPrueba. */
  es_prueba: boolean;
  serie: string;
  numero: string;
  uuid: string;
  /** The FechaHoraEmision sent, and the certification, as ISO timestamps. */
  fecha_emision: string;
  fecha_certificacion: string;
  certificador: { nit: string; nombre: string };
  emisor: {
    nit: string;
    nombre: string;
    nombre_comercial: string;
    direccion: string;
    codigo_establecimiento: number;
    /** The company's ticket logo, if any. */
    logo: string | null;
  };
  /** The texts of the phrases the document carries (FEL.md §3.4). */
  frases: string[];
  receptor: { id: string; nombre: string; direccion: string };
  lineas: LineaFacturaFel[];
  total: string;
  /** IVA included in the total; null for small taxpayers (no IVA on FPEQ/FCAP). */
  iva: string | null;
  /** The exchange invoice's instalments (FCAM/FCAP). */
  abonos: { numero: number; fecha_vencimiento: string; monto: string }[];
  anulada: boolean;
  venta: { id: number; codigo: string } | null;
  /** `formato_factura` and `items_por_factura` of the company (P3-38). */
  formato: 'ticket' | 'carta';
  items_por_pagina: number;
}

/** `GET factura_electronica/verificar_fel {id_factura}`. */
export interface VerificacionFel {
  id_factura: number;
  estado_factura: EstadoVerificacionFel;
  /** The error to show, else null. */
  detail: string | null;
  /** Present once certified (or annulled): what prints. */
  factura: FacturaFel | null;
}

/** What `generar_factura`, `rieintento_fel` and `reintento_fcam` answer. */
export interface SolicitudFel {
  id_factura: number;
}

/** A taxpayer or person as the NIT/CUI lookups answer it. */
export interface ContribuyenteConsultado {
  nit: string;
  nombre: string;
  direccion: string;
  /** CUI lookups: RENAP reports the person deceased (FEL.md §10.8). */
  fallecido?: boolean;
}

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
/** `validar_nit` / `validar_dpi` take `nit` (000 §7); `validar_dpi` also accepts `dpi` (P2-05h). */
export const validarDocumentoSchema = z
  .object({
    nit: z.string().trim().max(30, MENSAJES.campos.maxLength(30)).optional(),
    dpi: z.string().trim().max(30, MENSAJES.campos.maxLength(30)).optional(),
  })
  .transform((b) => b.nit || b.dpi || '')
  .pipe(zRequiredString(30));
