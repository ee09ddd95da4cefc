import { z } from 'zod';
import { MENSAJES } from '../../messages';
import { isValidEmail } from '../../validation/email';
import { referenciaSchema, zDate } from '../../api';
import { zIntId, zNit, zRequiredString } from '../../validation/zod';
import type { TipoFactura } from '../companies/companies';

/**
 * The company's FEL settings (spec 000 §7, FEL.md §1, §3.2, §3.4, §10.1; DECISIONS P3-70): the
 * issuer data every DTE carries, its phrases, the certifier and its credentials. The wire shapes
 * of `GET/PUT /api/configuracion_fel/`.
 */

const M = MENSAJES.felConfiguracion;

/**
 * IVA affiliations the point of sale can issue for (FEL.md §1). PEE/AGR/AGE issue agricultural or
 * electronic-regime documents the DTE builder does not produce; EXE is legacy.
 */
export const AFILIACIONES_IVA = [
  { codigo: 'GEN', nombre: 'Régimen general' },
  { codigo: 'PEQ', nombre: 'Pequeño contribuyente' },
] as const;
export type AfiliacionIva = (typeof AFILIACIONES_IVA)[number]['codigo'];

export const CERTIFICADORES = [
  { codigo: 'sandbox', nombre: 'Ambiente de pruebas (sin validez fiscal)' },
  { codigo: 'infile', nombre: 'Infile' },
] as const;
export type Certificador = (typeof CERTIFICADORES)[number]['codigo'];

/**
 * What the company's invoice type means for its affiliation (P3-70, FEL_RCP316/317): a small
 * taxpayer issues FPEQ instead of FACT and FCAP instead of FCAM. `credito` is the document of a
 * credit sale (30000, P3-15); `factura` that of an invoice sale (20000).
 */
export function documentosFel(
  afiliacion: AfiliacionIva,
  tipoFactura: TipoFactura,
): { factura: 'FACT' | 'FPEQ'; credito: 'FACT' | 'FPEQ' | 'FCAM' | 'FCAP' } {
  const factura = afiliacion === 'PEQ' ? 'FPEQ' : 'FACT';
  if (tipoFactura === 'FACT') return { factura, credito: factura };
  return { factura, credito: afiliacion === 'PEQ' ? 'FCAP' : 'FCAM' };
}

/**
 * The issuer-level phrases of SAT's catalogue (CatalogoFrases-0.2.0, FEL.md §3.4): they come from
 * the issuer's RTU and go on every document. Type 4 (legal basis of an exempt line) belongs to
 * the lines that need it, not to the settings.
 */
export const FRASES_EMISOR = [
  {
    tipo: 1,
    nombre: 'Retención del ISR',
    escenarios: [
      { codigo: 1, texto: 'Sujeto a pagos trimestrales ISR' },
      { codigo: 2, texto: 'Sujeto a retención definitiva ISR' },
      { codigo: 3, texto: 'Sujeto a pago directo ISR (con resolución)' },
      { codigo: 4, texto: 'Exento del ISR' },
    ],
  },
  { tipo: 2, nombre: 'Agente de retención del IVA', escenarios: [{ codigo: 1, texto: 'Agente de Retención del IVA' }] },
  {
    tipo: 3,
    nombre: 'No genera derecho a crédito fiscal',
    escenarios: [{ codigo: 1, texto: 'No genera derecho a crédito fiscal' }],
  },
] as const;

/** ISR "pago directo" (1/3) must name SAT's resolution and its date (FEL.md §3.4). */
const escenarioConResolucion = (tipo: number, escenario: number) => tipo === 1 && escenario === 3;

/** The four values Infile issues per issuer (FEL.md §10.1), stored encrypted. */
export const CREDENCIALES_INFILE = ['usuario_firma', 'llave_firma', 'usuario_api', 'llave_api'] as const;
export type CredencialInfile = (typeof CREDENCIALES_INFILE)[number];

export const NOMBRES_CREDENCIALES: Record<CredencialInfile, string> = {
  usuario_firma: 'Usuario de firma',
  llave_firma: 'Llave de firma',
  usuario_api: 'Usuario de API',
  llave_api: 'Llave de API',
};

/** What answers show instead of a stored secret; sending it back keeps the secret. */
export const MASCARA_SECRETO = '••••';

/** `••••` plus the last 4 characters, and only the mask for short values (nothing to guess from). */
export function enmascarar(secreto: string): string {
  return secreto.length >= 8 ? `${MASCARA_SECRETO}${secreto.slice(-4)}` : MASCARA_SECRETO;
}

export const esMascara = (valor: string): boolean => valor.startsWith(MASCARA_SECRETO);

/** A credential in an edit: absent, '', null or a mask keep the stored value; other text replaces it. */
const credencialInput = z
  .string({ error: MENSAJES.campos.valorInvalido })
  .trim()
  .max(500, MENSAJES.campos.maxLength(500))
  .nullish()
  .transform((valor) => (!valor || esMascara(valor) ? null : valor));

const fechaIso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.fechaResolucion)
  .refine((f) => !Number.isNaN(Date.parse(f)), M.fechaResolucion);

const fraseInput = z
  .object({
    tipo_frase: z.coerce.number({ error: MENSAJES.campos.integer }).int(MENSAJES.campos.integer),
    codigo_escenario: z.coerce.number({ error: MENSAJES.campos.integer }).int(MENSAJES.campos.integer),
    numero_resolucion: z.string().trim().max(50, MENSAJES.campos.maxLength(50)).nullish(),
    fecha_resolucion: fechaIso.nullish(),
  })
  .transform((f): FraseFel => ({
    tipo_frase: f.tipo_frase,
    codigo_escenario: f.codigo_escenario,
    numero_resolucion: escenarioConResolucion(f.tipo_frase, f.codigo_escenario) ? f.numero_resolucion || null : null,
    fecha_resolucion: escenarioConResolucion(f.tipo_frase, f.codigo_escenario) ? f.fecha_resolucion || null : null,
  }));

/** `correo_copia`: '' or addresses separated by ';' (FEL.md §3.2 CorreoEmisor). */
const correosInput = z
  .string({ error: MENSAJES.campos.valorInvalido })
  .trim()
  .max(254, MENSAJES.campos.maxLength(254))
  .nullish()
  .transform((texto) =>
    (texto ?? '')
      .split(/[;,]/)
      .map((c) => c.trim())
      .filter(Boolean),
  )
  .refine((correos) => correos.every(isValidEmail), MENSAJES.campos.email)
  .transform((correos) => correos.join(';'));

const establecimientoInput = z.object({
  sucursal: zIntId(),
  codigo_establecimiento: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: M.codigoEstablecimiento })
      .int(M.codigoEstablecimiento)
      .min(1, M.codigoEstablecimiento)
      .max(9999, M.codigoEstablecimiento)
      .nullable(),
  ),
});

/** Checks of the phrase list as a whole against the catalogue and the affiliation (RCP318/321). */
function revisarFrases(
  afiliacion: AfiliacionIva,
  frases: FraseFel[],
): { indice: number | null; campo?: string; mensaje: string }[] {
  const problemas: { indice: number | null; campo?: string; mensaje: string }[] = [];
  const tipos = new Set<number>();
  frases.forEach((frase, indice) => {
    const tipo = FRASES_EMISOR.find((t) => t.tipo === frase.tipo_frase);
    if (!tipo) problemas.push({ indice, campo: 'tipo_frase', mensaje: M.fraseNoExiste });
    else if (!tipo.escenarios.some((e) => e.codigo === frase.codigo_escenario))
      problemas.push({ indice, campo: 'codigo_escenario', mensaje: M.escenarioNoExiste });
    if (tipos.has(frase.tipo_frase)) problemas.push({ indice, campo: 'tipo_frase', mensaje: M.fraseRepetida });
    tipos.add(frase.tipo_frase);
    if (escenarioConResolucion(frase.tipo_frase, frase.codigo_escenario)) {
      if (!frase.numero_resolucion)
        problemas.push({ indice, campo: 'numero_resolucion', mensaje: MENSAJES.campos.required });
      if (!frase.fecha_resolucion)
        problemas.push({ indice, campo: 'fecha_resolucion', mensaje: MENSAJES.campos.required });
    }
  });
  if (afiliacion === 'PEQ' && !tipos.has(3)) problemas.push({ indice: null, mensaje: M.pequenoSinFrase3 });
  if (afiliacion === 'GEN' && tipos.has(3)) problemas.push({ indice: null, mensaje: M.generalConFrase3 });
  if (afiliacion === 'GEN' && !tipos.has(1)) problemas.push({ indice: null, mensaje: M.generalSinFraseIsr });
  return problemas;
}

/** `PUT /api/configuracion_fel/`: the whole settings; credentials only when they change. */
export const configuracionFelInputSchema = z
  .object({
    nit_emisor: zNit({ permitirCf: false }),
    nombre_emisor: zRequiredString(255),
    nombre_comercial: zRequiredString(255),
    afiliacion_iva: z.enum(['GEN', 'PEQ'], { error: MENSAJES.campos.oneOf(AFILIACIONES_IVA.map((a) => a.codigo)) }),
    correo_copia: correosInput,
    frases: z.array(fraseInput, { error: MENSAJES.campos.valorInvalido }).max(10, MENSAJES.campos.valorInvalido),
    certificador: z.enum(['sandbox', 'infile'], { error: MENSAJES.campos.oneOf(CERTIFICADORES.map((c) => c.codigo)) }),
    credenciales: z
      .object(
        Object.fromEntries(CREDENCIALES_INFILE.map((c) => [c, credencialInput])) as Record<
          CredencialInfile,
          typeof credencialInput
        >,
      )
      .optional()
      .default({
        usuario_firma: null,
        llave_firma: null,
        usuario_api: null,
        llave_api: null,
      }),
    establecimientos: z.array(establecimientoInput, { error: MENSAJES.campos.valorInvalido }).optional().default([]),
  })
  .superRefine((value, ctx) => {
    for (const p of revisarFrases(value.afiliacion_iva, value.frases)) {
      ctx.addIssue({
        code: 'custom',
        path: p.indice === null ? ['frases'] : ['frases', p.indice, p.campo!],
        message: p.mensaje,
      });
    }
    const vistos = new Map<number, number>();
    value.establecimientos.forEach((e, indice) => {
      if (e.codigo_establecimiento === null) return;
      if (vistos.has(e.codigo_establecimiento))
        ctx.addIssue({
          code: 'custom',
          path: ['establecimientos', indice, 'codigo_establecimiento'],
          message: M.codigoRepetido,
        });
      vistos.set(e.codigo_establecimiento, indice);
    });
  });
export type ConfiguracionFelInput = z.input<typeof configuracionFelInputSchema>;
export type ConfiguracionFelDatos = z.output<typeof configuracionFelInputSchema>;

export const credencialEstadoSchema = z.object({
  configurada: z.boolean(),
  /** `••••1234`; null when none is stored. Never the whole value. */
  mascara: z.string().nullable(),
});
export type CredencialEstado = z.infer<typeof credencialEstadoSchema>;

export const establecimientoFelSchema = z.object({
  sucursal: referenciaSchema,
  codigo_establecimiento: z.number().int().nullable(),
});
export type EstablecimientoFel = z.infer<typeof establecimientoFelSchema>;

export const fraseFelSchema = z.object({
  tipo_frase: z.number().int(),
  codigo_escenario: z.number().int(),
  numero_resolucion: z.string().nullable(),
  /** YYYY-MM-DD. */
  fecha_resolucion: zDate.nullable(),
});
export type FraseFel = z.infer<typeof fraseFelSchema>;

/** `GET/PUT /api/configuracion_fel/`. Before the first save `configurada` is false and the issuer fields are empty. */
export const configuracionFelSchema = z.object({
  configurada: z.boolean(),
  utiliza_fel: z.boolean(),
  nit_emisor: z.string(),
  nombre_emisor: z.string(),
  nombre_comercial: z.string(),
  afiliacion_iva: z.enum(AFILIACIONES_IVA.map((a) => a.codigo)),
  correo_copia: z.string(),
  frases: z.array(fraseFelSchema),
  certificador: z.enum(CERTIFICADORES.map((c) => c.codigo)),
  credenciales: z.object(
    Object.fromEntries(CREDENCIALES_INFILE.map((c) => [c, credencialEstadoSchema])) as Record<
      CredencialInfile,
      typeof credencialEstadoSchema
    >,
  ),
  /** The company's invoice type (configuracion.conf_tipos_facturas) and what it issues (P3-70). */
  tipo_factura: z.enum(['FACT', 'FCAM']) satisfies z.ZodType<TipoFactura>,
  documentos: z.object({ factura: z.enum(['FACT', 'FPEQ']), credito: z.enum(['FACT', 'FPEQ', 'FCAM', 'FCAP']) }),
  /** Every active branch, with its SAT establishment code (null: not set, the branch cannot certify). */
  establecimientos: z.array(establecimientoFelSchema),
  /** The installation sends every company to the sandbox (FEL_CERTIFIER=sandbox): no document has fiscal value. */
  solo_pruebas: z.boolean(),
});
export type ConfiguracionFel = z.infer<typeof configuracionFelSchema>;
