import { describe, expect, it } from 'vitest';
import { MENSAJES } from '../src/messages';
import {
  compose,
  dpi,
  email,
  emailRecuperacion,
  integer,
  isEmptyValue,
  match,
  maxLength,
  maxValue,
  minLength,
  minValue,
  money,
  nit,
  nitSinCf,
  notNull,
  oneOf,
  percent,
  phone,
  required,
} from '../src/validation/fields';
import type { Validator } from '../src/validation/fields';
import { EMAIL_PATTERN, isValidEmail } from '../src/validation/email';
import { isValidPhone } from '../src/validation/phone';

/** [value, expected message or undefined] */
type Caso = [unknown, string | undefined];

const EMPTY_VALUES: unknown[] = [undefined, null, '', '   ', []];

function table(name: string, validator: Validator, cases: Caso[]) {
  describe(name, () => {
    it.each(cases)(`${name}(%j) → %j`, (value, expected) => {
      expect(validator(value)).toBe(expected);
    });
  });
}

describe('catalogue wording', () => {
  it.each<[string, string]>([
    [MENSAJES.campos.required, 'Este campo es requerido'],
    [MENSAJES.campos.notNull, 'Requerido'],
    [MENSAJES.campos.email, 'Correo electrónico inválido'],
    [MENSAJES.campos.emailRecuperacion, 'Dirección de correo inválida'],
    [MENSAJES.campos.phone, 'Número telefónico inválido'],
    [MENSAJES.campos.minLength(8), 'Debe tener al menos 8 caracteres'],
    [MENSAJES.campos.maxLength(30), 'Debe tener no más de 30 caracteres'],
    [MENSAJES.campos.integer, 'Debe ser un número entero'],
    [MENSAJES.campos.oneOf(['A', 'B', 10]), 'Debe ser uno de los siguientes: A, B, 10'],
    [MENSAJES.campos.match, 'No coinciden'],
    [MENSAJES.campos.minValue(0), 'Debe ser mayor que 0'],
    [MENSAJES.campos.maxValue('100'), 'Debe ser menor que 100'],
    [MENSAJES.campos.nit, 'Escriba un nit válido o CF'],
    [MENSAJES.campos.nitSinCf, 'Escriba un nit válido'],
    [MENSAJES.campos.dpi, 'DPI inválido'],
    [MENSAJES.campos.money, 'Número inválido'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('isEmptyValue', () => {
  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['  \t', true],
    [[], true],
    [0, false],
    [false, false],
    ['a', false],
    [[0], false],
    [{}, false],
  ])('isEmptyValue(%j) = %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

table('required', required, [
  ...EMPTY_VALUES.map((v): Caso => [v, 'Este campo es requerido']),
  ['a', undefined],
  [' a ', undefined],
  [0, undefined],
  [false, undefined],
  [[1], undefined],
  [{}, undefined],
]);

table('notNull', notNull, [
  [null, 'Requerido'],
  [undefined, 'Requerido'],
  ['', 'Requerido'],
  [0, undefined],
  [false, undefined],
  ['x', undefined],
  [[], undefined],
]);

// Every other validator lets empty values through, so optional fields compose with `required`.
const OPTIONAL_VALIDATORS: [string, Validator][] = [
  ['email', email],
  ['emailRecuperacion', emailRecuperacion],
  ['phone()', phone()],
  ['phone(US)', phone('US')],
  ['minLength(3)', minLength(3)],
  ['maxLength(3)', maxLength(3)],
  ['integer', integer],
  ['oneOf', oneOf(['a'])],
  ['match', match('abc')],
  ['minValue(0)', minValue(0)],
  ['maxValue(0)', maxValue(0)],
  ['nit', nit],
  ['nitSinCf', nitSinCf],
  ['dpi', dpi],
  ['money()', money()],
  ['percent()', percent()],
];
describe('empty values pass every validator except required/notNull', () => {
  it.each(OPTIONAL_VALIDATORS.flatMap(([name, v]) => EMPTY_VALUES.map((value) => [name, v, value] as const)))(
    '%s(%j) passes',
    (_name, validator, value) => {
      expect(validator(value)).toBeUndefined();
    },
  );
});

const CORREOS: [string, boolean][] = [
  ['ana@example.com', true],
  ['ana.lopez+pos@mi-tienda.com.gt', true],
  ['VENTAS@EMPRESA.GT', true],
  ['a@b.online', true],
  ['a@b.store', true],
  ['a@b.travel', true],
  ['a@b.international', true],
  [' ana@example.com ', true],
  ['a@b.c', false],
  ['a@b.abcdefghijklmnopqrstuvwxy', false], // 25 letters
  ['a@b.c0m', false],
  ['ana@example', false],
  ['ana.example.com', false],
  ['ana@@example.com', false],
  ['ana @example.com', false],
  ['@example.com', false],
  ['ana@.com', false],
];

describe('email pattern (DECISIONS P3-35: endings of 2–24 letters)', () => {
  it.each(CORREOS)('isValidEmail(%j) = %s', (text, expected) => {
    expect(isValidEmail(text)).toBe(expected);
  });

  it('EMAIL_PATTERN is a RegExp', () => {
    expect(EMAIL_PATTERN.test('a@b.gt')).toBe(true);
  });
});

table('email', email, [
  ...CORREOS.map(([text, ok]): Caso => [text, ok ? undefined : 'Correo electrónico inválido']),
  [123, 'Correo electrónico inválido'],
  [{}, 'Correo electrónico inválido'],
]);

table('emailRecuperacion', emailRecuperacion, [
  ['ana@example.com', undefined],
  ['ana@example', 'Dirección de correo inválida'],
  ['x', 'Dirección de correo inválida'],
]);

const TELEFONOS: [string, string | undefined, boolean][] = [
  ['55551234', 'GT', true],
  ['5555-1234', 'GT', true],
  ['5555 1234', 'GT', true],
  ['+502 5555 1234', 'GT', true],
  ['+502-5555-1234', 'GT', true],
  ['+50255551234', 'GT', true],
  ['2222-3333', undefined, true],
  ['55551234', 'gt', true],
  ['5555123', 'GT', false],
  ['555512345', 'GT', false],
  ['502 5555 1234', 'GT', false],
  ['+503 5555 1234', 'GT', false],
  ['5555.1234', 'GT', false],
  ['(502) 5555-1234', 'GT', false],
  ['abcdefgh', 'GT', false],
  ['+1 (555) 123-4567', 'US', true],
  ['555 1234', 'US', true],
  ['123456789012345', 'MX', true],
  ['+52 55 1234 5678', 'MX', true],
  ['123456', 'US', false],
  ['1234567890123456', 'US', false],
  ['555-CALL-NOW', 'US', false],
  ['++1 555 123 4567', 'US', false],
];

describe('phone pattern (DECISIONS P3-36)', () => {
  it.each(TELEFONOS)('isValidPhone(%j, %j) = %s', (text, pais, expected) => {
    expect(isValidPhone(text, pais)).toBe(expected);
  });
});

describe('phone validator', () => {
  it.each(TELEFONOS)('phone(%j) with pais %j', (text, pais, ok) => {
    expect(phone(pais)(text)).toBe(ok ? undefined : 'Número telefónico inválido');
  });

  it.each<Caso>([
    [55551234, undefined],
    [{}, 'Número telefónico inválido'],
  ])('phone()(%j) → %j', (value, expected) => {
    expect(phone()(value)).toBe(expected);
  });
});

table('minLength(3)', minLength(3), [
  ['abc', undefined],
  ['abcd', undefined],
  ['ab', 'Debe tener al menos 3 caracteres'],
  [' a', 'Debe tener al menos 3 caracteres'],
  [12, 'Debe tener al menos 3 caracteres'],
  [123, undefined],
]);

table('maxLength(5)', maxLength(5), [
  ['abcde', undefined],
  ['abcdef', 'Debe tener no más de 5 caracteres'],
  [123456, 'Debe tener no más de 5 caracteres'],
  ['ñandú', undefined],
]);

table('integer', integer, [
  [0, undefined],
  [42, undefined],
  [-3, undefined],
  ['42', undefined],
  [' 42 ', undefined],
  ['-7', undefined],
  [1.5, 'Debe ser un número entero'],
  ['1.5', 'Debe ser un número entero'],
  ['1.0', 'Debe ser un número entero'],
  ['1e3', 'Debe ser un número entero'],
  ['abc', 'Debe ser un número entero'],
  [Number.NaN, 'Debe ser un número entero'],
  [true, 'Debe ser un número entero'],
]);

table('oneOf([10, 20, "PVN"])', oneOf([10, 20, 'PVN']), [
  [10, undefined],
  ['20', undefined],
  ['PVN', undefined],
  [30, 'Debe ser uno de los siguientes: 10, 20, PVN'],
  ['pvn', 'Debe ser uno de los siguientes: 10, 20, PVN'],
  [{}, 'Debe ser uno de los siguientes: 10, 20, PVN'],
]);

table('match("secreta1")', match('secreta1'), [
  ['secreta1', undefined],
  ['secreta2', 'No coinciden'],
  ['Secreta1', 'No coinciden'],
]);

describe('match variants', () => {
  it('reads a getter at check time', () => {
    let password = 'uno';
    const confirm = match(() => password);
    expect(confirm('uno')).toBeUndefined();
    password = 'dos';
    expect(confirm('uno')).toBe('No coinciden');
  });

  it('takes the password-reset message (DECISIONS P2-02g)', () => {
    expect(match('a', MENSAJES.sesion.contrasenasNoCoinciden)('b')).toBe('Las contraseñas no coinciden');
  });
});

table('minValue(0)', minValue(0), [
  ['0.01', undefined],
  [1, undefined],
  ['1,000', undefined],
  ['1,00', 'Debe ser mayor que 0'],
  [0, 'Debe ser mayor que 0'],
  ['0.00', 'Debe ser mayor que 0'],
  [-1, 'Debe ser mayor que 0'],
  ['abc', 'Debe ser mayor que 0'],
]);

table('minValue("0.5")', minValue('0.5'), [
  ['0.51', undefined],
  ['0.5', 'Debe ser mayor que 0.5'],
]);

table('maxValue(100)', maxValue(100), [
  [99.99, undefined],
  ['-5', undefined],
  [100, 'Debe ser menor que 100'],
  ['100.01', 'Debe ser menor que 100'],
  ['x', 'Debe ser menor que 100'],
]);

table('nit (CF allowed)', nit, [
  ['1252133-7', undefined],
  ['576937-k', undefined],
  ['104747498', undefined],
  ['CF', undefined],
  ['cf', undefined],
  ['C/F', undefined],
  ['C.F.', undefined],
  ['8977112-0', 'Escriba un nit válido o CF'],
  ['576937-0', 'Escriba un nit válido o CF'],
  ['abc', 'Escriba un nit válido o CF'],
  [12521337, undefined],
  [{}, 'Escriba un nit válido o CF'],
]);

table('nitSinCf', nitSinCf, [
  ['1252133-7', undefined],
  ['576937-K', undefined],
  ['7108-0', undefined],
  ['CF', 'Escriba un nit válido'],
  ['c/f', 'Escriba un nit válido'],
  ['C.F.', 'Escriba un nit válido'],
  ['C-F', 'Escriba un nit válido'],
  ['12521338', 'Escriba un nit válido'],
  ['1234567890123', 'Escriba un nit válido'],
]);

table('dpi', dpi, [
  ['1234567890101', undefined],
  ['1234 56789 0101', undefined],
  ['1234567890514', undefined],
  ['1000000700101', undefined], // ambiguous check digit: passes, the UI may warn
  ['1234567800101', 'DPI inválido'],
  ['1234567890118', 'DPI inválido'],
  ['1234567892301', 'DPI inválido'],
  ['1234-56789-0101', 'DPI inválido'],
  ['123456789', 'DPI inválido'],
  [1234567890101, 'DPI inválido'],
]);

table('money() — 2 decimals', money(), [
  ['0', undefined],
  ['12', undefined],
  ['12.5', undefined],
  ['12.50', undefined],
  ['1,234.56', undefined],
  [12.5, undefined],
  [0, undefined],
  ['12.505', 'Número inválido'],
  ['-1', 'Número inválido'],
  [-1, 'Número inválido'],
  ['abc', 'Número inválido'],
  ['1.2.3', 'Número inválido'],
  [true, 'Número inválido'],
]);

table('money(3)', money(3), [
  ['12.505', undefined],
  ['12.5055', 'Número inválido'],
]);

table('percent() — 1 to 100', percent(), [
  [1, undefined],
  ['50', undefined],
  ['12.5', undefined],
  [100, undefined],
  [0, 'Debe estar entre 1 y 100'],
  ['0.5', 'Debe estar entre 1 y 100'],
  [100.01, 'Debe estar entre 1 y 100'],
  ['1,000', 'Debe estar entre 1 y 100'],
  ['.', 'Número inválido'],
  ['-5', 'Debe estar entre 1 y 100'],
  ['12.345', 'Número inválido'],
  ['abc', 'Número inválido'],
]);

table('percent({ min: 0 }) — discounts', percent({ min: 0 }), [
  [0, undefined],
  ['100', undefined],
  ['101', 'Debe estar entre 0 y 100'],
]);

table('percent({ min: 0, max: 1000, decimales: 4 })', percent({ min: 0, max: 1000, decimales: 4 }), [
  ['250.1234', undefined],
  ['1000.5', 'Debe estar entre 0 y 1000'],
]);

describe('compose', () => {
  const correoRequerido = compose(required, email, maxLength(20));

  it.each<Caso>([
    ['', 'Este campo es requerido'],
    [null, 'Este campo es requerido'],
    ['nope', 'Correo electrónico inválido'],
    ['muy.largo.el.correo@example.com', 'Debe tener no más de 20 caracteres'],
    ['a@b.gt', undefined],
  ])('compose(required, email, maxLength(20))(%j) → %j', (value, expected) => {
    expect(correoRequerido(value)).toBe(expected);
  });

  it('an optional field skips the rest when empty', () => {
    expect(compose(email, maxLength(3))('')).toBeUndefined();
  });

  it('skips falsy entries (conditional rules)', () => {
    const enviarCorreo = false as boolean;
    expect(compose(enviarCorreo && required, email)('')).toBeUndefined();
    expect(compose(null, undefined, required)('')).toBe('Este campo es requerido');
  });

  it('with no validators passes', () => {
    expect(compose()('anything')).toBeUndefined();
  });
});
