import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FraseFel } from '@pos/shared/domains/fel-configuracion';
import { timestamps } from './columns';
import { empresas } from './companies';

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
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
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
