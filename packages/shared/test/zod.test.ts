import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compose, email, maxLength, nitSinCf, phone, required } from '../src/validation/fields';
import {
  configureZodErrors,
  withValidators,
  zBooleanish,
  zEmail,
  zIntId,
  zMoney,
  zNit,
  zOptional,
  zRequiredString,
  zodErrorMap,
} from '../src/validation/zod';

const REQUERIDO = 'Este campo es requerido';

/** Parses `{ campo: value }` (or `{}` when value is the MISSING marker) and returns data or the first message. */
const MISSING = Symbol('missing');
function parseField(schema: z.ZodType, value: unknown): { ok: true; data: unknown } | { ok: false; message: string } {
  const input = value === MISSING ? {} : { campo: value };
  const result = z.object({ campo: schema }).safeParse(input);
  if (result.success) return { ok: true, data: (result.data as { campo: unknown }).campo };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}
const ok = (data: unknown) => ({ ok: true, data });
const fail = (message: string) => ({ ok: false, message });

describe('zRequiredString', () => {
  it.each<[unknown, unknown]>([
    [MISSING, fail(REQUERIDO)],
    [undefined, fail(REQUERIDO)],
    [null, fail(REQUERIDO)],
    ['', fail(REQUERIDO)],
    ['   ', fail(REQUERIDO)],
    [' Sucursal Centro ', ok('Sucursal Centro')],
    [5, fail('Valor inválido')],
    [{}, fail('Valor inválido')],
  ])('zRequiredString()(%j)', (value, expected) => {
    expect(parseField(zRequiredString(), value)).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    ['abcde', ok('abcde')],
    ['  abcde  ', ok('abcde')],
    ['abcdef', fail('Debe tener no más de 5 caracteres')],
    ['', fail(REQUERIDO)],
  ])('zRequiredString(5)(%j)', (value, expected) => {
    expect(parseField(zRequiredString(5), value)).toEqual(expected);
  });
});

describe('zEmail', () => {
  it.each<[unknown, unknown]>([
    [MISSING, fail(REQUERIDO)],
    ['', fail(REQUERIDO)],
    [' ana@example.com ', ok('ana@example.com')],
    ['ventas@tienda.store', ok('ventas@tienda.store')],
    ['ana@example', fail('Correo electrónico inválido')],
    [42, fail('Valor inválido')],
  ])('zEmail()(%j)', (value, expected) => {
    expect(parseField(zEmail(), value)).toEqual(expected);
  });

  it('an empty address reads only "required"', () => {
    const result = z.object({ campo: zEmail() }).safeParse({ campo: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([REQUERIDO]);
  });

  it('takes the recovery message', () => {
    expect(parseField(zEmail('Dirección de correo inválida'), 'x')).toEqual(fail('Dirección de correo inválida'));
  });
});

describe('zNit', () => {
  it.each<[unknown, unknown]>([
    [MISSING, fail(REQUERIDO)],
    ['', fail(REQUERIDO)],
    ['1252133-7', ok('12521337')],
    ['576937-k', ok('576937K')],
    [' 001252133-7 ', ok('12521337')],
    ['CF', ok('C.F.')],
    ['c/f', ok('C.F.')],
    ['C.F.', ok('C.F.')],
    ['8977112-0', fail('Escriba un nit válido o CF')],
    ['abc', fail('Escriba un nit válido o CF')],
  ])('zNit()(%j)', (value, expected) => {
    expect(parseField(zNit(), value)).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    ['1252133-7', ok('12521337')],
    ['CF', fail('Escriba un nit válido')],
    ['C.F.', fail('Escriba un nit válido')],
    ['12521338', fail('Escriba un nit válido')],
  ])('zNit({ permitirCf: false })(%j)', (value, expected) => {
    expect(parseField(zNit({ permitirCf: false }), value)).toEqual(expected);
  });
});

describe('zMoney', () => {
  it.each<[unknown, unknown]>([
    [MISSING, fail(REQUERIDO)],
    [null, fail(REQUERIDO)],
    ['', fail(REQUERIDO)],
    ['  ', fail(REQUERIDO)],
    ['1250.5', ok('1250.50')],
    ['1,250.5', ok('1250.50')],
    [1250.5, ok('1250.50')],
    [0, ok('0.00')],
    ['0', ok('0.00')],
    ['12.345', fail('Número inválido')],
    ['-1', fail('Número inválido')],
    [-1, fail('Número inválido')],
    ['abc', fail('Número inválido')],
    [true, fail('Número inválido')],
    [{}, fail('Número inválido')],
    ['9999999999.99', ok('9999999999.99')],
    ['10000000000', fail('Debe ser menor que 10000000000')],
    [1e21, fail('Debe ser menor que 10000000000')],
  ])('zMoney(2)(%j)', (value, expected) => {
    expect(parseField(zMoney(2), value)).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    ['12.345', ok('12.345')],
    [7, ok('7.000')],
    ['12.3456', fail('Número inválido')],
  ])('zMoney(3)(%j)', (value, expected) => {
    expect(parseField(zMoney(3), value)).toEqual(expected);
  });

  it('defaults to 2 decimals', () => {
    expect(zMoney().parse('3')).toBe('3.00');
  });
});

describe('zBooleanish', () => {
  it.each<[unknown, unknown]>([
    [true, ok(true)],
    [false, ok(false)],
    ['true', ok(true)],
    ['false', ok(false)],
    ['TRUE', ok(true)],
    [' False ', ok(false)],
    ['1', ok(true)],
    ['0', ok(false)],
    [1, ok(true)],
    [0, ok(false)],
    ['on', ok(true)],
    ['off', ok(false)],
    [MISSING, fail(REQUERIDO)],
    [null, fail(REQUERIDO)],
    ['', fail(REQUERIDO)],
    ['yes', fail('Valor inválido')],
    [2, fail('Valor inválido')],
    [{}, fail('Valor inválido')],
  ])('zBooleanish()(%j)', (value, expected) => {
    expect(parseField(zBooleanish(), value)).toEqual(expected);
  });

  it('composes with optional and default for unchecked checkboxes', () => {
    expect(parseField(zBooleanish().optional().default(false), MISSING)).toEqual(ok(false));
    expect(parseField(zBooleanish().optional(), MISSING)).toEqual(ok(undefined));
  });
});

describe('zIntId', () => {
  it.each<[unknown, unknown]>([
    [1, ok(1)],
    [42, ok(42)],
    ['42', ok(42)],
    [' 7 ', ok(7)],
    [MISSING, fail(REQUERIDO)],
    [null, fail(REQUERIDO)],
    ['', fail(REQUERIDO)],
    [0, fail('Debe ser mayor que 0')],
    ['-3', fail('Debe ser mayor que 0')],
    [1.5, fail('Debe ser un número entero')],
    ['1.5', fail('Debe ser un número entero')],
    ['abc', fail('Debe ser un número entero')],
    [{}, fail('Debe ser un número entero')],
    ['99999999999999999999', fail('Valor inválido')],
    [2147483647, ok(2147483647)],
    ['2147483648', fail('Valor inválido')],
  ])('zIntId()(%j)', (value, expected) => {
    expect(parseField(zIntId(), value)).toEqual(expected);
  });

  it('can be nullable and optional', () => {
    expect(parseField(zIntId().nullable().optional(), null)).toEqual(ok(null));
    expect(parseField(zIntId().optional(), MISSING)).toEqual(ok(undefined));
  });
});

describe('withValidators (the form rules on the server)', () => {
  const correo = withValidators(z.string().trim(), required, email, maxLength(20));
  it.each<[unknown, unknown]>([
    ['', fail(REQUERIDO)],
    ['  ', fail(REQUERIDO)],
    ['nope', fail('Correo electrónico inválido')],
    ['muy.largo.el.correo@example.com', fail('Debe tener no más de 20 caracteres')],
    [' a@b.gt ', ok('a@b.gt')],
  ])('withValidators(string, required, email, maxLength(20))(%j)', (value, expected) => {
    expect(parseField(correo, value)).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    ['', ok('')],
    [MISSING, ok('')],
    ['5555-1234', ok('5555-1234')],
    ['123', fail('Número telefónico inválido')],
  ])('optional phone with default (%j)', (value, expected) => {
    expect(parseField(withValidators(z.string().trim().optional().default(''), phone('GT')), value)).toEqual(expected);
  });

  it('reports only the first message', () => {
    const result = z
      .object({ nit: withValidators(z.string(), compose(required, nitSinCf), maxLength(3)) })
      .safeParse({ nit: 'CF-1234' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Escriba un nit válido']);
  });
});

describe('zOptional', () => {
  it.each<[unknown, unknown]>([
    [MISSING, ok(null)],
    [null, ok(null)],
    ['', ok(null)],
    ['  ', ok(null)],
    ['ana@example.com', ok('ana@example.com')],
    ['nope', fail('Correo electrónico inválido')],
  ])('zOptional(zEmail())(%j)', (value, expected) => {
    expect(parseField(zOptional(zEmail()), value)).toEqual(expected);
  });
});

describe('zodErrorMap / configureZodErrors', () => {
  beforeAll(() => configureZodErrors());

  it.each<[string, z.ZodType, unknown, string]>([
    ['missing string', z.string(), MISSING, REQUERIDO],
    ['null string', z.string(), null, REQUERIDO],
    ['empty string with min(1)', z.string().min(1), '', REQUERIDO],
    ['short string', z.string().min(8), 'abc', 'Debe tener al menos 8 caracteres'],
    ['long string', z.string().max(3), 'abcd', 'Debe tener no más de 3 caracteres'],
    ['number given text', z.number(), 'x', 'Número inválido'],
    ['int given decimal', z.number().int(), 1.5, 'Debe ser un número entero'],
    ['string given number', z.string(), 5, 'Valor inválido'],
    ['positive number', z.number().positive(), 0, 'Debe ser mayor que 0'],
    ['lt number', z.number().lt(10), 10, 'Debe ser menor que 10'],
    ['enum', z.enum(['ticket', 'carta']), 'a4', 'Debe ser uno de los siguientes: ticket, carta'],
    ['missing enum', z.enum(['ticket', 'carta']), MISSING, REQUERIDO],
    ['empty array', z.array(z.number()).min(1), [], REQUERIDO],
    ['zod email', z.email(), 'x', 'Correo electrónico inválido'],
  ])('%s', (_label, schema, value, expected) => {
    expect(parseField(schema, value)).toEqual(fail(expected));
  });

  it('falls back to zod’s Spanish locale for the rest', () => {
    const result = parseField(z.number().min(5), 1);
    expect(result.ok).toBe(false);
    expect((result as { message: string }).message).toMatch(/5/);
    expect((result as { message: string }).message).not.toMatch(/Too small/);
  });

  it('never overrides a schema’s own message', () => {
    expect(parseField(z.string({ error: 'Propio' }), MISSING)).toEqual(fail('Propio'));
    expect(zodErrorMap).toBeTypeOf('function');
  });
});
