import { describe, expect, it } from 'vitest';
import { escapeLike, planBusqueda } from './productos-venta.search';

describe('planBusqueda', () => {
  it.each([
    [undefined, null],
    ['   ', null],
    ['P000123', { exacto: 'P000123', codigoPrimero: true, palabras: ['p000123'], prefijo: null }],
    ['7501055300075', { exacto: '7501055300075', codigoPrimero: true, palabras: ['7501055300075'], prefijo: null }],
    [
      '  Aceite  IDEAL ',
      { exacto: 'Aceite  IDEAL', codigoPrimero: false, palabras: ['aceite', 'ideal'], prefijo: null },
    ],
    ['437 g', { exacto: '437 g', codigoPrimero: false, palabras: ['437', 'g'], prefijo: null }],
    [
      'café ideal café',
      { exacto: 'café ideal café', codigoPrimero: false, palabras: ['café', 'ideal'], prefijo: null },
    ],
    ['ac', { exacto: 'ac', codigoPrimero: false, palabras: [], prefijo: 'ac' }],
    ['a1', { exacto: 'a1', codigoPrimero: true, palabras: [], prefijo: 'a1' }],
    ['a b', { exacto: 'a b', codigoPrimero: false, palabras: [], prefijo: 'a b' }],
    ['a b c d e f g h', { exacto: 'a b c d e f g h', codigoPrimero: false, palabras: [], prefijo: 'a b c d e f' }],
  ])('%j', (search, plan) => {
    expect(planBusqueda(search)).toEqual(plan);
  });

  it('without name search only codes and barcodes are looked up', () => {
    expect(planBusqueda('aceite', false)).toEqual({
      exacto: 'aceite',
      codigoPrimero: false,
      palabras: [],
      prefijo: null,
    });
  });
});

describe('escapeLike', () => {
  it.each([
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['c:\\x', 'c:\\\\x'],
    ['normal', 'normal'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });
});
