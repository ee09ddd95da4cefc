import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FraseFel } from '@pos/shared/domains/invoicing/settings';

import { timestamps } from './columns';
import { companyRef, sucursales } from './companies';
import { usuarios } from './users';
import { ventas } from './sales';

/**
 * The company's FEL settings, one row per company, written by `PUT configuracion_fel/` (issue 5).
 * Kept apart from `configuraciones` (which already holds `utiliza_fel` and the invoice type
 * `conf_tipos_facturas`, P3-70) because these are the issuer's SAT data and its certifier
 * secrets, read only by invoicing. The establishment code of each branch is on `sucursales`.
 *
 * The Infile credentials (FEL.md §10.1) are AES-256-GCM sealed values (lib/secret-box.ts, bound to
 * company and column), never plaintext; null = not given.
 */
export const configuracionesFel = pgTable(
  'configuraciones_fel',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    /** FEL.md §3.2: without hyphen, uppercase K, no leading zero. */
    nitEmisor: varchar('nit_emisor', { length: 13 }).notNull(),
    nombreEmisor: varchar('nombre_emisor', { length: 255 }).notNull(),
    nombreComercial: varchar('nombre_comercial', { length: 255 }).notNull(),
    afiliacionIva: varchar('afiliacion_iva', { length: 3 }).notNull(),
    /** CorreoEmisor: '' or addresses separated by ';'. */
    correoCopia: varchar('correo_copia', { length: 254 }).notNull().default(''),
    frases: jsonb('frases').$type<FraseFel[]>().notNull().default([]),
    certificador: varchar('certificador', { length: 10 }).notNull().default('sandbox'),
    usuarioFirmaCifrado: text('usuario_firma_cifrado'),
    llaveFirmaCifrada: text('llave_firma_cifrada'),
    usuarioApiCifrado: text('usuario_api_cifrado'),
    llaveApiCifrada: text('llave_api_cifrada'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('configuraciones_fel_empresa_uq').on(t.empresaId),
    check('configuraciones_fel_afiliacion_ck', sql`${t.afiliacionIva} in ('GEN', 'PEQ')`),
    check('configuraciones_fel_certificador_ck', sql`${t.certificador} in ('sandbox', 'infile')`),
  ],
);

/**
 * One electronic document (DTE) of the company: today a sale's FACT/FPEQ/FCAM/FCAP, later credit
 * notes and sales orders. Its id is the `id_factura` the API hands out and polls (000 §7).
 *
 * - `estado`: 10 in process, 20 certified, 30 annulled, 40 error (ESTADOS_DOCUMENTO_FEL).
 * - `identificador` goes to the certifier with every attempt of the same XML: a document whose
 *   answer was lost comes back with its first certification instead of a second one (FEL.md
 *   §10.6). It changes (`intento` + 1) only after the certifier definitively refused the
 *   previous XML, when nothing was certified under it.
 * - `fallo`: why the last attempt failed (the certifier client's motivo, or 'datos').
 * - `envioIncierto`: the current identificador went to the certifier and it has not said what
 *   became of it (no answer, a 5xx, a refusal because the identificador is in use, or a crash
 *   mid-send). Set before every send; cleared only by the certified document or by the
 *   certifier's own refusal of the content. While set, the same XML goes out again under the same
 *   identificador, never a new one, and the sale cannot be annulled locally.
 * - `contenido`: the lines and totals exactly as written in the XML, for the printed invoice.
 * - The annulment (GTAnulacionDocumento) lives in the `anulacion_*` columns: 10 in process,
 *   20 accepted, 40 refused (ESTADOS_ANULACION_FEL), with the same unknown-outcome rule.
 */
export const documentosFel = pgTable(
  'documentos_fel',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    /** The sale a FACT/FPEQ/FCAM/FCAP invoices; null for a credit note (it points at its origin instead). */
    ventaId: integer('venta_id').references(() => ventas.id),
    /** NCRE: the certified FACT/FCAM it credits (FEL.md §4.5); null for every other type. */
    documentoOrigenId: integer('documento_origen_id').references((): AnyPgColumn => documentosFel.id),
    /**
     * NCRE: the return that asked for it (`devoluciones.id`). A plain integer: the returns table
     * belongs to the returns domain; one credit note per return.
     */
    devolucionId: integer('devolucion_id'),
    /** NCRE: what the credit note says (lines, reason, receiver), kept so every fresh XML is built from it. */
    nota: jsonb('nota').$type<SolicitudNotaFel>(),
    tipo: varchar('tipo', { length: 4 }).notNull(),
    estado: smallint('estado').notNull().default(10),
    identificador: varchar('identificador', { length: 50 }).notNull(),
    intento: smallint('intento').notNull().default(1),
    /** Attempts sent so far (all identificadores), for the log and the lease below. */
    envios: integer('envios').notNull().default(0),
    /** A worker sending this document holds it until then; another waits. */
    ocupadoHasta: timestamp('ocupado_hasta', { withTimezone: true }),
    esPrueba: boolean('es_prueba').notNull().default(true),
    /** The receiver chosen at invoicing time (`data_cliente`), else the sale's customer. */
    receptor: jsonb('receptor').$type<{ tipoDocumento: number; nit: string; nombre: string; direccion: string }>(),
    xml: text('xml'),
    fechaHoraEmision: varchar('fecha_hora_emision', { length: 32 }),
    idReceptor: varchar('id_receptor', { length: 20 }),
    contenido: jsonb('contenido').$type<ContenidoDocumentoFel>(),
    uuid: varchar('uuid', { length: 36 }),
    serie: varchar('serie', { length: 20 }),
    numero: varchar('numero', { length: 20 }),
    fechaCertificacion: timestamp('fecha_certificacion', { withTimezone: true }),
    nitCertificador: varchar('nit_certificador', { length: 20 }),
    nombreCertificador: varchar('nombre_certificador', { length: 255 }),
    xmlCertificado: text('xml_certificado'),
    fallo: varchar('fallo', { length: 20 }),
    envioIncierto: boolean('envio_incierto').notNull().default(false),
    errores: jsonb('errores').$type<string[]>().notNull().default([]),
    respuesta: jsonb('respuesta'),
    anulacionEstado: smallint('anulacion_estado'),
    /** Like `intento`/`fallo` for the annulment's own identificador (`<identificador>-ANUL[-n]`). */
    anulacionIntento: smallint('anulacion_intento').notNull().default(0),
    anulacionFallo: varchar('anulacion_fallo', { length: 20 }),
    anulacionEnvioIncierto: boolean('anulacion_envio_incierto').notNull().default(false),
    anulacionMotivo: text('anulacion_motivo'),
    anulacionUsuarioId: integer('anulacion_usuario_id').references(() => usuarios.id),
    anulacionSolicitada: timestamp('anulacion_solicitada', { withTimezone: true }),
    anulacionFechaHora: varchar('anulacion_fecha_hora', { length: 32 }),
    anulacionXml: text('anulacion_xml'),
    anulacionErrores: jsonb('anulacion_errores').$type<string[]>().notNull().default([]),
    anulacionRespuesta: jsonb('anulacion_respuesta'),
    anulacionCertificada: timestamp('anulacion_certificada', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('documentos_fel_identificador_uq').on(t.empresaId, t.identificador),
    uniqueIndex('documentos_fel_venta_uq').on(t.ventaId),
    uniqueIndex('documentos_fel_devolucion_uq').on(t.devolucionId),
    index('documentos_fel_origen_idx').on(t.documentoOrigenId),
    index('documentos_fel_empresa_idx').on(t.empresaId, t.estado, t.creado),
    index('documentos_fel_uuid_idx').on(t.uuid),
    index('documentos_fel_sucursal_idx').on(t.sucursalId),
    // The certification dispatcher's queue: the few documents with work pending.
    index('documentos_fel_pendientes_idx')
      .on(t.empresaId, t.id)
      .where(sql`${t.estado} = 10 or ${t.anulacionEstado} = 10`),
    check('documentos_fel_tipo_ck', sql`${t.tipo} in ('FACT', 'FPEQ', 'FCAM', 'FCAP', 'NCRE')`),
    check('documentos_fel_estado_ck', sql`${t.estado} in (10, 20, 30, 40)`),
    check(
      'documentos_fel_nota_ck',
      sql`(${t.tipo} = 'NCRE') = (${t.documentoOrigenId} is not null and ${t.ventaId} is null and ${t.nota} is not null)`,
    ),
  ],
);

/** What the printed invoice needs of the XML sent: lines, totals, phrases and instalments as written. */
export interface ContenidoDocumentoFel {
  emisor: {
    nit: string;
    nombre: string;
    nombreComercial: string;
    direccion: string;
    codigoEstablecimiento: number;
    afiliacionIva: string;
  };
  receptor: { id: string; nombre: string; direccion: string };
  frases: { tipoFrase: number; codigoEscenario: number }[];
  lineas: {
    numeroLinea: number;
    bienOServicio: 'B' | 'S';
    cantidad: string;
    unidadMedida: string | null;
    descripcion: string;
    precioUnitario: string;
    descuento: string;
    total: string;
  }[];
  granTotal: string;
  totalIva: string | null;
  abonos: { numero: number; fechaVencimiento: string; monto: string }[];
  /** NCRE: the document it credits, as the ReferenciasNota complement names it. */
  referencia?: { uuid: string; serie: string; numero: string; fechaEmision: string; motivo: string };
}

/** One credited line of a credit note, IVA included; `total` is what is credited (Descuento = Precio − Total). */
export interface LineaNotaFel {
  descripcion: string;
  cantidad: string;
  precioUnitario: string;
  total: string;
  bienOServicio: 'B' | 'S';
  /** The origin's NumeroLinea, when the line credits one (FEL.md §4.5); else its position. */
  numeroLinea?: number;
  unidadMedida?: string;
}

/** What a credit note was asked to say (documentos_fel.nota). */
export interface SolicitudNotaFel {
  motivo: string;
  lineas: LineaNotaFel[];
}
