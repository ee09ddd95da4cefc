/**
 * Customers (000 §3 Customer, §5 Customer; DECISIONS P3-32, P3-33): the document rules shared by
 * the customer API, the sale's customer and the point-of-sale customer form.
 */
import { z } from 'zod';
import { zDateTime, zDecimal, zId } from '../api';
import { MENSAJES } from '../messages';
import { checkDpi } from '../validation/dpi';
import { isValidEmail } from '../validation/email';
import { CONSUMIDOR_FINAL, esConsumidorFinal, isValidNit, normalizeNit } from '../validation/nit';
import { phone } from '../validation/fields';
import { withValidators, zIntId, zMoney, zOptional, zRequiredString } from '../validation/zod';
import {
  TIPOS_CLIENTE,
  TIPOS_DOCUMENTO_CLIENTE,
  tipoDocumentoClienteSchema,
  type TipoCliente,
  type TipoDocumentoCliente,
} from './sales/sales';

export const MAX_DOCUMENTO_CLIENTE = 30;

export type DocumentoRevisado = { ok: true; documento: string } | { ok: false; message: string };

/** True for every way of writing "consumidor final": C.F., CF, C/F, cf… */
export function esNitConsumidorFinal(text: string): boolean {
  return esConsumidorFinal(text) || normalizeNit(text) === 'CF';
}

/**
 * A customer's document as stored: a NIT normalised the way SAT expects (CF forms become C.F.),
 * a DPI as its 13 digits, a foreign document as typed (trimmed).
 */
export function revisarDocumento(tipo: TipoDocumentoCliente, text: string): DocumentoRevisado {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: MENSAJES.campos.required };
  if (trimmed.length > MAX_DOCUMENTO_CLIENTE)
    return { ok: false, message: MENSAJES.campos.maxLength(MAX_DOCUMENTO_CLIENTE) };
  if (tipo === TIPOS_DOCUMENTO_CLIENTE.NIT) {
    if (esNitConsumidorFinal(trimmed)) return { ok: true, documento: CONSUMIDOR_FINAL.nit };
    return isValidNit(trimmed)
      ? { ok: true, documento: normalizeNit(trimmed) }
      : { ok: false, message: MENSAJES.campos.nit };
  }
  if (tipo === TIPOS_DOCUMENTO_CLIENTE.DPI) {
    const dpi = checkDpi(trimmed);
    return dpi.ok ? { ok: true, documento: dpi.cui } : { ok: false, message: MENSAJES.campos.dpi };
  }
  return { ok: true, documento: trimmed };
}

const VALORES_DOCUMENTO = Object.values(TIPOS_DOCUMENTO_CLIENTE);
const VALORES_CLIENTE = Object.values(TIPOS_CLIENTE);

const codigo = <T extends number>(valores: readonly T[]) =>
  z.coerce
    .number({ error: MENSAJES.campos.oneOf(valores) })
    .refine((v): v is T => (valores as readonly number[]).includes(v), MENSAJES.campos.oneOf(valores));

const texto = (max: number) =>
  z
    .string({ error: MENSAJES.campos.valorInvalido })
    .trim()
    .max(max, MENSAJES.campos.maxLength(max))
    .optional()
    .default('');

/** Body of `POST clientes` and `PUT clientes/{id}`. `nit` is the document, whatever its type. */
export const clienteInputSchema = z
  .object({
    nombre: zRequiredString(200),
    tipo_documento: codigo<TipoDocumentoCliente>(VALORES_DOCUMENTO).optional().default(TIPOS_DOCUMENTO_CLIENTE.NIT),
    nit: z.string({ error: MENSAJES.campos.required }),
    tipo_cliente: codigo<TipoCliente>(VALORES_CLIENTE).optional().default(TIPOS_CLIENTE.MINORISTA),
    correo: texto(254).refine((v) => v === '' || isValidEmail(v), MENSAJES.campos.email),
    direccion: texto(300),
    direcciones: z
      .array(z.string().trim().min(1, MENSAJES.campos.required).max(300, MENSAJES.campos.maxLength(300)))
      .max(20, MENSAJES.campos.maxLength(20))
      .optional()
      .default([]),
    nombre_encargado: texto(200),
    // The same phone rule as users and branches (000 §5 'Número telefónico inválido').
    telefono: withValidators(texto(30), phone('GT')),
    extra: texto(1000),
    sucursal_id: zOptional(zIntId()).optional(),
    /** Credit limit of the open receivables (P3-30): empty or null means no check. */
    limite_credito: zOptional(zMoney()).optional().default(null),
    /** Default payment term in days offered to the customer (P3-30). */
    dias_credito: z.coerce
      .number({ error: MENSAJES.campos.valorInvalido })
      .int(MENSAJES.campos.valorInvalido)
      .min(0, MENSAJES.campos.minValue(0))
      .max(3650, MENSAJES.campos.maxValue(3650))
      .optional()
      .default(0),
  })
  .transform((data, ctx) => {
    const revisado = revisarDocumento(data.tipo_documento, data.nit);
    if (!revisado.ok) {
      ctx.addIssue({ code: 'custom', path: ['nit'], message: revisado.message });
      return z.NEVER;
    }
    return { ...data, nit: revisado.documento };
  });
export type ClienteInput = z.input<typeof clienteInputSchema>;
export type ClienteDatos = z.output<typeof clienteInputSchema>;

/** A customer as the API returns it. */
export const clienteSchema = z.object({
  id: zId,
  nombre: z.string(),
  tipo_documento: tipoDocumentoClienteSchema,
  nit: z.string(),
  tipo_cliente: z.literal(VALORES_CLIENTE),
  correo: z.string(),
  direccion: z.string(),
  direcciones: z.array(z.string()),
  nombre_encargado: z.string(),
  telefono: z.string(),
  extra: z.string(),
  sucursal_id: zId.nullable(),
  limite_credito: zDecimal.nullable(),
  dias_credito: z.number().int(),
  /** Has branches (P3-31: `clientes_formal`). */
  es_formal: z.boolean(),
  activo: z.boolean(),
  creado: zDateTime,
  modificado: zDateTime,
});
export type Cliente = z.infer<typeof clienteSchema>;

/** `GET clientes/{nit}/por_nit`: a stored customer, or the final consumer (never stored, id null). */
export const clientePorNitSchema = z.union([
  clienteSchema,
  z.object({ id: z.null(), nit: z.string(), nombre: z.string(), direccion: z.string() }),
]);

/** A branch of a formal customer (P3-31): where orders are delivered. */
export const clienteSucursalSchema = z.object({
  id: zId,
  nombre: z.string(),
  direccion: z.string(),
  departamento: z.string(),
  municipio: z.string(),
});
export type ClienteSucursal = z.infer<typeof clienteSucursalSchema>;

/**
 * `POST clientes/cliente_ov` (P3-31): a formal customer with its first branch, created from the
 * sales-order wizard's new-customer modal.
 */
export const clienteOvInputSchema = z.intersection(
  clienteInputSchema,
  z.object({
    nombre_sucursal: zRequiredString(200),
    direccion_sucursal: zRequiredString(300),
    departamento_sucursal: texto(100),
    municipio_sucursal: texto(100),
  }),
);
export type ClienteOvInput = z.input<typeof clienteOvInputSchema>;
export const clienteOvSchema = clienteSchema.extend({ sucursal: clienteSucursalSchema });
export type ClienteOv = z.infer<typeof clienteOvSchema>;
