import { describe, expect, it } from 'vitest';
import { chartScale } from '../src/features/sales-history/chartScale';
import { accionesFila } from '../src/features/sales-history/historyFilters';

describe('chartScale', () => {
  it.each([
    [['0', '0'], '0', ['0']],
    [['50', '10'], '80', ['0', '20', '40', '60', '80']],
    [['1234.50'], '2000', ['0', '500', '1000', '1500', '2000']],
    [['7'], '8', ['0', '2', '4', '6', '8']],
  ] as [string[], string, string[]][])('%j → top %s', (values, max, ticks) => {
    const scale = chartScale(values);
    expect(scale.max.toString()).toBe(max);
    expect(scale.ticks.map(String)).toEqual(ticks);
  });
});

describe('accionesFila (spec 000 §6, P3-16)', () => {
  it.each([
    [{ activo: true, caja_activa: true }, { reimprimir: true, anular: true }],
    [{ activo: true, caja_activa: false }, { reimprimir: true, anular: false }],
    [{ activo: false, caja_activa: true }, { reimprimir: false, anular: false }],
  ])('%j', (fila, acciones) => expect(accionesFila(fila)).toEqual(acciones));
});
