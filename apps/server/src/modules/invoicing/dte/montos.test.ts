import { describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import { add, sum, toMoneyString } from '@pos/shared/money';
import { ErrorDte } from './errores';
import { abonosIguales, montosLinea, totalesDte } from './montos';
import type { LineaDte } from './tipos';

const linea = (cantidad: string, precioUnitario: string, descuento?: string): LineaDte => ({
  bienOServicio: 'B',
  cantidad,
  precioUnitario,
  descuento,
  descripcion: 'PRODUCTO',
});

describe('montosLinea: FEL.md §6, IVA incluido', () => {
  // [cantidad, precio unitario, descuento, Precio, Descuento, Total, MontoGravable, MontoImpuesto]
  const casos: [string, string, string | undefined, string, string, string, string, string][] = [
    ['2', '25.00', undefined, '50.00', '0.00', '50.00', '44.64', '5.36'],
    ['1', '15.50', '0.50', '15.50', '0.50', '15.00', '13.39', '1.61'],
    // The worst deviation from an exact 12 % (0.3456): IVA as the difference, never rounded on its own.
    ['1', '3.22', undefined, '3.22', '0.00', '3.22', '2.88', '0.34'],
    ['1', '0.05', undefined, '0.05', '0.00', '0.05', '0.04', '0.01'],
    ['1', '1.00', '0', '1.00', '0.00', '1.00', '0.89', '0.11'],
    // Weighed goods: 1.375 × 12.40 = 17.05 exactly; 0.755 × 13.99 = 10.56245 → 10.56.
    ['1.375', '12.40', undefined, '17.05', '0.00', '17.05', '15.22', '1.83'],
    ['0.755', '13.99', undefined, '10.56', '0.00', '10.56', '9.43', '1.13'],
    // Half-up on the price: 0.5 × 0.05 = 0.025 → 0.03.
    ['0.5', '0.05', undefined, '0.03', '0.00', '0.03', '0.03', '0.00'],
    // A discount equal to the price leaves a zero line (RCP314 allows Descuento = Precio).
    ['1', '10.00', '10.00', '10.00', '10.00', '0.00', '0.00', '0.00'],
    // The discount is rounded to cents, like every sent amount.
    ['3', '9.99', '1.005', '29.97', '1.01', '28.96', '25.86', '3.10'],
  ];

  it.each(casos)(
    '%s × %s − %s → Precio %s, Descuento %s, Total %s, base %s, IVA %s',
    (cantidad, pu, desc, precio, descuento, total, gravable, impuesto) => {
      const m = montosLinea(linea(cantidad, pu, desc), 1, true);
      expect(m).toMatchObject({ precio, descuento, total, montoGravable: gravable, montoImpuesto: impuesto });
      // base + IVA always equals the line total (FEL.md §6 step 4).
      expect(add(m.montoGravable!, m.montoImpuesto!).toFixed(2)).toBe(total);
    },
  );

  it('writes quantities and unit prices as given, prices with at least two decimals', () => {
    expect(montosLinea(linea('1.375', '12.4'), 3, true)).toMatchObject({
      numeroLinea: 3,
      cantidad: '1.375',
      precioUnitario: '12.40',
    });
    expect(montosLinea(linea('2', '25'), 1, true).precioUnitario).toBe('25.00');
    expect(montosLinea(linea('1', '12.125'), 1, true).precioUnitario).toBe('12.125');
  });

  it('accepts numbers as well as strings without float drift', () => {
    expect(montosLinea({ ...linea('3', '0'), cantidad: 3, precioUnitario: 0.1 }, 1, true)).toMatchObject({
      precio: '0.30',
      total: '0.30',
    });
  });

  it('FPEQ/FCAP lines carry no IVA: same totals, null tax fields', () => {
    const m = montosLinea(linea('2', '25.00'), 1, false);
    expect(m).toMatchObject({ precio: '50.00', total: '50.00', montoGravable: null, montoImpuesto: null });
  });

  it('refuses a discount greater than the price (RCP314)', () => {
    const error = (() => {
      try {
        montosLinea(linea('1', '10.00', '10.01'), 4, true);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ErrorDte);
    expect(error).toMatchObject({ codigo: 'lineas', message: MENSAJES.dte.descuentoMayorQuePrecio(4) });
  });

  it.each([
    ['zero quantity', linea('0', '1.00'), MENSAJES.dte.cantidadInvalida(1)],
    ['negative quantity', linea('-1', '1.00'), MENSAJES.dte.cantidadInvalida(1)],
    ['quantity with 11 decimals', linea('1.00000000001', '1.00'), MENSAJES.dte.cantidadInvalida(1)],
    ['non-numeric quantity', linea('dos', '1.00'), MENSAJES.dte.cantidadInvalida(1)],
    ['negative price', linea('1', '-1.00'), MENSAJES.dte.montoInvalido(1, 'el precio unitario')],
    ['negative discount', linea('1', '1.00', '-0.10'), MENSAJES.dte.montoInvalido(1, 'el descuento')],
  ])('refuses a %s', (_caso, l, mensaje) => {
    expect(() => montosLinea(l, 1, true)).toThrow(mensaje);
  });
});

describe('totalesDte', () => {
  it("adds the lines' own amounts: IVA 6.97 and GranTotal 65.00 for FEL.md §7", () => {
    const lineas = [montosLinea(linea('2', '25.00'), 1, true), montosLinea(linea('1', '15.50', '0.50'), 2, true)];
    expect(totalesDte(lineas, true)).toEqual({ lineas, totalIva: '6.97', granTotal: '65.00' });
  });

  it('never recomputes the IVA from the grand total', () => {
    // Three lines of 3.22: Σ IVA = 1.02, while 9.66 − round(9.66 / 1.12) = 9.66 − 8.63 = 1.03.
    const lineas = [1, 2, 3].map((n) => montosLinea(linea('1', '3.22'), n, true));
    expect(totalesDte(lineas, true)).toMatchObject({ totalIva: '1.02', granTotal: '9.66' });
  });

  it('has no IVA total without IVA (FPEQ/FCAP)', () => {
    const lineas = [montosLinea(linea('2', '25.00'), 1, false), montosLinea(linea('1', '15.50', '0.50'), 2, false)];
    expect(totalesDte(lineas, false)).toMatchObject({ totalIva: null, granTotal: '65.00' });
  });
});

describe('abonosIguales', () => {
  const fechas = (n: number) => Array.from({ length: n }, (_, i) => `2025-0${i + 4}-15`);

  it.each([
    ['65.00', 2, ['32.50', '32.50']],
    ['100.00', 3, ['33.33', '33.33', '33.34']],
    ['0.05', 3, ['0.01', '0.01', '0.03']],
    ['10', 1, ['10.00']],
    ['1000.01', 4, ['250.00', '250.00', '250.00', '250.01']],
  ] as const)('%s in %i instalments → %j (the cents go to the last one)', (total, n, montos) => {
    const plan = abonosIguales(total, fechas(n));
    expect(plan.map((a) => a.monto)).toEqual(montos);
    expect(plan.map((a) => a.fechaVencimiento)).toEqual(fechas(n));
    expect(toMoneyString(sum(plan.map((a) => a.monto)))).toBe(toMoneyString(total));
  });

  it('no dates, no plan', () => {
    expect(abonosIguales('65.00', [])).toEqual([]);
  });
});
