import { describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared';
import { barrasDeGrafica, MAX_BARRAS_DIARIAS } from '../../src/features/expenses/chartBars';
import {
  cuerpoDeGasto,
  erroresDelFormulario,
  excesoDeCaja,
  valoresIniciales,
  type GastoFormValues,
} from '../../src/features/expenses/expenseForm';

const valores = (cambios: Partial<GastoFormValues> = {}): GastoFormValues => ({
  ...valoresIniciales('2026-11-20'),
  concepto: '  Pago de luz ',
  monto: '40.50',
  proveedor: ' EEGSA ',
  ...cambios,
});

describe('the expense form', () => {
  it('sends {data, caja} with trimmed texts and empty optional fields as ""', () => {
    expect(cuerpoDeGasto(valores({ forma_pago: 'TRA', gasto_fijo: true }))).toEqual({
      data: {
        fecha: '2026-11-20',
        concepto: 'Pago de luz',
        descripcion: '',
        monto: '40.50',
        gasto_fijo: true,
        proveedor: 'EEGSA',
        num_documento: '',
        forma_pago: 'TRA',
      },
      caja: false,
    });
  });

  it('pays in cash whatever was chosen when the expense leaves the register', () => {
    const body = cuerpoDeGasto(valores({ forma_pago: 'TAR', caja: true }));
    expect([body.caja, body.data.forma_pago]).toEqual([true, 'EFE']);
  });

  it("tells an amount above the register's cash before saving, only when paid from it", () => {
    expect(excesoDeCaja({ caja: true, monto: '100.01' }, '100.00')).toBe(MENSAJES.gastos.montoMayorAlEfectivo);
    expect(excesoDeCaja({ caja: true, monto: '100.00' }, '100.00')).toBeUndefined();
    expect(excesoDeCaja({ caja: false, monto: '500' }, '100.00')).toBeUndefined();
    // Unknown cash or amount: the server decides.
    expect(excesoDeCaja({ caja: true, monto: '500' }, undefined)).toBeUndefined();
    expect(excesoDeCaja({ caja: true, monto: null }, '1')).toBeUndefined();
  });

  it("puts the server's data.<field> errors under the form's fields", () => {
    expect(erroresDelFormulario({ 'data.concepto': ['Este campo es requerido'], monto: ['Muy alto'] })).toEqual({
      concepto: ['Este campo es requerido'],
      monto: ['Muy alto'],
    });
  });
});

describe("the expense report's chart", () => {
  it('draws a bar per day for a month or less', () => {
    expect(
      barrasDeGrafica([
        { fecha: '2026-01-05', total: '30.75' },
        { fecha: '2026-01-07', total: '5.00' },
      ]),
    ).toEqual([
      { etiqueta: '05/01', total: '30.75' },
      { etiqueta: '07/01', total: '5.00' },
    ]);
  });

  it('sums longer periods per month, in decimals', () => {
    const dias = Array.from({ length: MAX_BARRAS_DIARIAS + 1 }, (_, i) => ({
      fecha: i < 20 ? `2026-01-${String(i + 1).padStart(2, '0')}` : `2026-02-${String(i - 19).padStart(2, '0')}`,
      total: '0.10',
    }));
    expect(barrasDeGrafica(dias)).toEqual([
      { etiqueta: 'Ene 2026', total: '2' },
      { etiqueta: 'Feb 2026', total: '1.2' },
    ]);
  });
});
