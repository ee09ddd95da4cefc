import { z } from 'zod';
import { MENSAJES } from '../messages';
import { parseMoneyInput } from '../money';
import type { DecimalesMoneda } from '../money';
import { isEmptyValue } from './fields';
import type { Validator } from './fields';
import { isValidEmail } from './email';
import { CONSUMIDOR_FINAL, esConsumidorFinal, isValidNit, normalizeNit } from './nit';

/*
 * zod 4 adapters, so the server checks requests with the same rules and Spanish messages as the
 * forms. A missing or empty required value always reads 'Este campo es requerido'.
 */

const M = MENSAJES.campos;

/** Error map for a type mismatch: empty input means "required", anything else `invalido`. */
function typeError(invalido: string) {
  return (issue: { input?: unknown }) => (isEmptyValue(issue.input) ? M.required : invalido);
}

/** Runs field validators on the parsed value; the first message becomes the issue. */
export function withValidators<T extends z.ZodType>(schema: T, ...validators: Validator[]): T {
  return schema.superRefine((value, ctx) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message !== undefined) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  });
}

/**
 * Makes a field optional the way forms send it: '', whitespace, null or a missing key all become
 * null, and anything else must pass `schema`.
 */
export function zOptional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isEmptyValue(value) ? null : value), schema.nullable());
}

/** Required, trimmed text, optionally with a maximum length. */
export function zRequiredString(max?: number) {
  // Empty text reads only "required", not also the checks chained after it (length, e-mail…).
  const base = z
    .string({ error: typeError(M.valorInvalido) })
    .trim()
    .min(1, { message: M.required, abort: true });
  return max === undefined ? base : base.max(max, M.maxLength(max));
}

/** Required e-mail (trimmed), DECISIONS P3-35 pattern. */
export function zEmail(message: string = M.email) {
  return zRequiredString().refine(isValidEmail, message);
}

export interface ZNitOptions {
  /** Accept consumidor final (default true); its output is 'C.F.'. */
  permitirCf?: boolean;
}

/**
 * Required NIT. Output: 'C.F.' for consumidor final, otherwise the normalized NIT SAT expects
 * (uppercase K, no hyphen, no leading zeros), so the same customer is never stored twice.
 */
export function zNit({ permitirCf = true }: ZNitOptions = {}) {
  const message = permitirCf ? M.nit : M.nitSinCf;
  return zRequiredString().transform((text, ctx) => {
    const esCf = esConsumidorFinal(text) || normalizeNit(text) === 'CF';
    if (esCf && permitirCf) return CONSUMIDOR_FINAL.nit;
    if (!esCf && isValidNit(text)) return normalizeNit(text);
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** Integer digits a stored amount may have (numeric(14,4) columns, DECISIONS P3-02). */
export const MONEY_MAX_INTEGER_DIGITS = 10;

/**
 * Required money amount from a string ("1,234.5") or a number; output is the normalized decimal
 * string with the company's decimals ("1234.50"). Negative amounts are refused.
 */
export function zMoney(decimales: DecimalesMoneda = 2) {
  return z.union([z.string(), z.number()], { error: typeError(M.money) }).transform((value, ctx) => {
    if (isEmptyValue(value)) {
      ctx.addIssue({ code: 'custom', message: M.required });
      return z.NEVER;
    }
    const parsed = parseMoneyInput(value, decimales);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: M.money });
      return z.NEVER;
    }
    // Money columns are numeric(14,4): at most 10 integer digits.
    if (parsed.split('.')[0]!.replace('-', '').length > MONEY_MAX_INTEGER_DIGITS) {
      ctx.addIssue({ code: 'custom', message: M.maxValue(`1${'0'.repeat(MONEY_MAX_INTEGER_DIGITS)}`) });
      return z.NEVER;
    }
    return parsed;
  });
}

/** Integer digits a quantity may have: numeric(18,4) columns hold it times a fraction's content. */
export const CANTIDAD_MAX_INTEGER_DIGITS = 9;

/**
 * Required quantity greater than 0, from a string ("1,250.5") or a number, with at most 3
 * decimals; output is the decimal string with 3 decimals ("1250.500"). Whether the product takes
 * decimals at all (only bulk products do) is checked where the product is known.
 */
export function zCantidad() {
  return z.union([z.string(), z.number()], { error: typeError(M.money) }).transform((value, ctx) => {
    if (isEmptyValue(value)) {
      ctx.addIssue({ code: 'custom', message: M.required });
      return z.NEVER;
    }
    const parsed = parseMoneyInput(value, 3, { negativo: true });
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: M.money });
      return z.NEVER;
    }
    if (parsed.startsWith('-') || !/[1-9]/.test(parsed)) {
      ctx.addIssue({ code: 'custom', message: M.minValue(0) });
      return z.NEVER;
    }
    if (parsed.split('.')[0]!.length > CANTIDAD_MAX_INTEGER_DIGITS) {
      ctx.addIssue({ code: 'custom', message: M.maxValue(`1${'0'.repeat(CANTIDAD_MAX_INTEGER_DIGITS)}`) });
      return z.NEVER;
    }
    return parsed;
  });
}

const VERDADEROS = new Set(['true', '1', 'on']);
const FALSOS = new Set(['false', '0', 'off']);

/** A boolean, or the strings multipart forms post: 'true'/'false', '1'/'0', 'on'/'off'. */
export function zBooleanish() {
  return z
    .union([z.boolean(), z.string(), z.number()], { error: typeError(M.valorInvalido) })
    .transform((value, ctx) => {
      if (typeof value === 'boolean') return value;
      const text = String(value).trim().toLowerCase();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: M.required });
        return z.NEVER;
      }
      if (VERDADEROS.has(text)) return true;
      if (FALSOS.has(text)) return false;
      ctx.addIssue({ code: 'custom', message: M.valorInvalido });
      return z.NEVER;
    });
}

/** The largest id a serial (int4) column holds. */
export const MAX_INT_ID = 2_147_483_647;

/** A positive integer id from a number or a numeric string. */
export function zIntId() {
  return z.union([z.number(), z.string()], { error: typeError(M.integer) }).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: M.required });
      return z.NEVER;
    }
    if (!/^[+-]?\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: M.integer });
      return z.NEVER;
    }
    const n = Number(text);
    if (n <= 0) {
      ctx.addIssue({ code: 'custom', message: M.minValue(0) });
      return z.NEVER;
    }
    // Ids are serial (int4) columns: anything larger names no record and must not reach SQL.
    if (!Number.isSafeInteger(n) || n > MAX_INT_ID) {
      ctx.addIssue({ code: 'custom', message: M.valorInvalido });
      return z.NEVER;
    }
    return n;
  });
}

/**
 * Spanish messages for plain zod schemas, from the catalogue where one fits: a missing or empty
 * value is 'Este campo es requerido', string lengths use minLength/maxLength, exclusive number
 * bounds use minValue/maxValue, enums use oneOf. Returning undefined falls back to zod's own
 * Spanish locale (see configureZodErrors).
 */
export const zodErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmptyValue(issue.input)) return M.required;
      if (issue.expected === 'int') return M.integer;
      return issue.expected === 'number' || issue.expected === 'bigint' ? M.money : M.valorInvalido;
    case 'too_small':
      if (issue.exact) return undefined;
      if ((issue.origin === 'string' || issue.origin === 'array') && Number(issue.minimum) <= 1) return M.required;
      if (issue.origin === 'string') return M.minLength(Number(issue.minimum));
      if ((issue.origin === 'number' || issue.origin === 'int') && !issue.inclusive)
        return M.minValue(Number(issue.minimum));
      return undefined;
    case 'too_big':
      if (issue.exact) return undefined;
      if (issue.origin === 'string') return M.maxLength(Number(issue.maximum));
      if ((issue.origin === 'number' || issue.origin === 'int') && !issue.inclusive)
        return M.maxValue(Number(issue.maximum));
      return undefined;
    case 'invalid_format':
      return issue.format === 'email' ? M.email : undefined;
    case 'invalid_value':
      return isEmptyValue(issue.input) ? M.required : M.oneOf(issue.values);
    default:
      return undefined;
  }
};

/** Call once at start-up (server and apps): zod's Spanish locale plus the catalogue's messages. */
export function configureZodErrors(): void {
  z.config({ ...z.locales.es(), customError: zodErrorMap });
}
