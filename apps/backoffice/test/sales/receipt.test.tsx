import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Receipt } from '../../src/features/sales/receipt/Receipt';
import { reciboVenta as recibo } from '../fixtures';

const money = (value: string) => `Q ${value}`;

describe('Receipt: the IVA exemption is an amount of the sale, not a payment (P3-04)', () => {
  it('prints the exemption as its own line after the payments', () => {
    render(<Receipt recibo={recibo({})} money={money} />);
    expect(screen.getByText('Exención de IVA').nextSibling?.textContent).toBe('Q 12.00');
    expect(screen.getByText('Efectivo').nextSibling?.textContent).toBe('Q 100.00');
  });

  it('prints no exemption line when the sale has none', () => {
    render(<Receipt recibo={recibo({ exencion_iva: '0.00' })} money={money} />);
    expect(screen.queryByText('Exención de IVA')).toBeNull();
  });

  it('prints a redeemed voucher with its code as its own line, apart from the payments (issue 13)', () => {
    render(
      <Receipt
        recibo={recibo({ nota_credito: { codigo: 'K7P2M9QX4A', monto: '20.00', nota_credito_fel: false } })}
        money={money}
      />,
    );
    expect(screen.getByText('Vale K7P2M9QX4A').nextSibling?.textContent).toBe('Q 20.00');
  });

  it('prints the ticket logo from its absolute /media/ URL', () => {
    render(
      <Receipt
        recibo={recibo({ empresa: { ...recibo({}).empresa, logo_ticket: '/media/1/empresa/logo.png' } })}
        money={money}
      />,
    );
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/media/1/empresa/logo.png');
  });
});
