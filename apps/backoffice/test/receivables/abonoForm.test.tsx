import { describe, expect, it } from 'vitest';
import type { CuentaCobrar } from '@pos/shared/domains/receivables';
import { bodyOf, draftFor, totalsOf } from '../../src/features/receivables/abonoForm';

const cuenta = (id: number, saldo: string) =>
  ({ id, orden_compra: { id: 100 + id, codigo: `V-${id}` }, saldo, cliente: { id: 7 } }) as unknown as CuentaCobrar;

describe('the payment modal draft', () => {
  it('starts with each balance as its payment and is complete once the forms cover it', () => {
    const draft = draftFor([cuenta(1, '70.00'), cuenta(2, '30.00')]);
    expect(totalsOf(draft)).toMatchObject({ aPagar: '100.00', recibido: '0.00', falta: '100.00', completo: false });
    const pagado = { ...draft, formas: { tarjeta: '40', efectivo: '100' } };
    expect(totalsOf(pagado)).toMatchObject({ recibido: '140.00', vuelto: '40.00', falta: '0.00', completo: true });
  });

  it('never gives change out of a card or a voucher', () => {
    const draft = { ...draftFor([cuenta(1, '50.00')]), formas: { tarjeta: '60' } };
    expect(totalsOf(draft)).toMatchObject({ excedeSinEfectivo: true, completo: false });
    const vale = {
      ...draftFor([cuenta(1, '50.00')]),
      vale: { codigo: 'VALE-1', monto: '20.00' },
      formas: { efectivo: '30' },
    };
    expect(totalsOf(vale)).toMatchObject({ recibido: '50.00', vuelto: '0.00', completo: true });
  });

  it('sends only the forms with an amount and the orders that receive one', () => {
    const draft = {
      ...draftFor([cuenta(1, '70.00'), cuenta(2, '30.00')]),
      montos: { 101: '20.00', 102: null },
      formas: { efectivo: '20', cheque: '' },
      num_documento: 'CH-1',
    };
    expect(bodyOf(draft, 7)).toEqual({
      efectivo: '20',
      codigo_nota_credito: '',
      num_documento: 'CH-1',
      banco: '',
      observacion: '',
      cliente: 7,
      ordenes_ventas: [{ id: 101, monto: '20.00' }],
    });
  });
});
