import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tuFormIn, uiTexts } from '../ui-text';

const root = path.resolve(import.meta.dirname, '../..');
// What staff read: the back office's screens and the message catalogue the API answers from.
const SOURCES = ['apps/backoffice/src', 'packages/shared/src'];

describe('the staff interface says "usted"', () => {
  it.each(SOURCES)('no text in %s uses a "tú" form', (dir) => {
    const found = uiTexts(path.join(root, dir))
      .map((t) => ({ ...t, tu: tuFormIn(t.text) }))
      .filter((t) => t.tu !== null)
      .map((t) => `${path.relative(root, t.file)}:${t.line} «${t.tu}» ${t.text.trim().slice(0, 80)}`);
    expect(found).toEqual([]);
  });
});

describe('the "tú" finder', () => {
  it('finds common "tú" forms in sentences', () => {
    for (const texto of [
      '¿Olvidaste tu contraseña?',
      'Ha ocurrido un error, intenta más tarde.',
      'Ya tienes una fracción con ese nombre.',
      'Ahora puedes iniciar sesión',
      'Ingresa el código y selecciona la sucursal',
      '¿Estás seguro?',
      'Te hemos enviado un correo',
    ])
      expect(tuFormIn(texto), texto).not.toBeNull();
  });

  it('leaves "usted" wording, identifiers and words that only contain a "tú" form alone', () => {
    for (const texto of [
      '¿Olvidó su contraseña?',
      'Ha ocurrido un error, intente más tarde.',
      'Ingrese con su correo electrónico y contraseña.',
      'Seleccione una caja',
      'Cliente tuberculoso estatus',
      'es_cajero',
      'tienda_online',
      'tu',
    ])
      expect(tuFormIn(texto), texto).toBeNull();
  });
});
