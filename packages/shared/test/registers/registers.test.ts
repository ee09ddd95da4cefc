import { describe, expect, it } from 'vitest';
import { BILLETES, MONEDAS, claveBillete, claveMoneda } from '../../src/domains/sales/sales';
import {
  aperturaInputSchema,
  CLAVES_FORMULARIO,
  conteoSchema,
  subtotalDenominacion,
  totalConteo,
  VALOR_DENOMINACION,
} from '../../src/domains/registers';
import { MENSAJES } from '../../src/messages';

describe('count totals (000 §9, P3-11)', () => {
  it.each([
    [{}, '0.00'],
    [{ b100: 3 }, '300.00'],
    [{ b1000: 1, b500: 1, b200: 1 }, '1700.00'],
    [{ b1: 2, b5: 1, b10: 1, b20: 1, b50: 1 }, '87.00'],
    [{ m1: 1 }, '0.01'],
    [{ m5: 3, m10: 2, m25: 1 }, '0.60'],
    [{ m50: 3, m100: 2, m200: 1 }, '5.50'],
    [{ m500: 1, m1000: 1, m2000: 1 }, '35.00'],
    [{ m20: 5 }, '1.00'],
    [{ b100: 1, m25: 3, m1: 7 }, '100.82'],
    // 0.1 + 0.2 is never 0.30000000000000004: decimal arithmetic.
    [{ m10: 1, m20: 1 }, '0.30'],
    [{ b100: 0, m50: 0 }, '0.00'],
    [{ desconocida: 10, b5: 1 }, '5.00'],
  ])('%j adds up to %s', (conteo, total) => {
    expect(totalConteo(conteo)).toBe(total);
  });

  it('values every form key: bills 1…1000 and coins 1…2000 centavos', () => {
    expect(CLAVES_FORMULARIO).toHaveLength(BILLETES.length + MONEDAS.length);
    expect(CLAVES_FORMULARIO[0]).toBe('b1000');
    expect(CLAVES_FORMULARIO.at(-1)).toBe('m1');
    expect(CLAVES_FORMULARIO).not.toContain('m20');
    for (const b of BILLETES) expect(VALOR_DENOMINACION[claveBillete(b)]).toBe(String(b));
    for (const m of MONEDAS) expect(Number(VALOR_DENOMINACION[claveMoneda(m)])).toBeCloseTo(m / 100, 10);
  });

  it('takes form text: empty quantities count as nothing', () => {
    expect(subtotalDenominacion('b20', '')).toBe('0.00');
    expect(subtotalDenominacion('b20', '4')).toBe('80.00');
    expect(totalConteo({ b20: '4', m25: null, m50: undefined })).toBe('80.00');
  });

  it('refuses unknown keys, negative and fractional quantities, and drops zeros', () => {
    expect(conteoSchema.safeParse({ b3: 1 }).success).toBe(false);
    expect(conteoSchema.safeParse({ b5: -1 }).success).toBe(false);
    expect(conteoSchema.safeParse({ b5: 1.5 }).success).toBe(false);
    expect(conteoSchema.parse({ b5: '2', m25: 0 })).toEqual({ b5: 2 });
  });

  it('an opening count must match its amount', () => {
    expect(
      aperturaInputSchema.safeParse({ total_apertura: '150.25', caja: 1, conteo: { b100: 1, b50: 1, m25: 1 } }).success,
    ).toBe(true);
    const wrong = aperturaInputSchema.safeParse({ total_apertura: '150', caja: 1, conteo: { b100: 1 } });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(MENSAJES.cajas.conteoNoCoincide);
    expect(aperturaInputSchema.safeParse({ total_apertura: '150', caja: 1 }).success).toBe(true);
  });
});
