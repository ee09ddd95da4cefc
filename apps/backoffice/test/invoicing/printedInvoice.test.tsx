import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { formatMoney } from '@pos/shared';
import { PrintedInvoice } from '../../src/features/invoicing/print/PrintedInvoice';
import { printFactura } from '../../src/features/invoicing/print/printFactura';
import { facturaFel, linea } from './facturaFixture';

const money = (value: string) => formatMoney(value, { pais: 'GT', decimales: 2 });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the printed electronic invoice', () => {
  it.each(['ticket', 'carta'] as const)(
    '%s: test band, serie, número, authorization, receiver, lines and totals',
    (formato) => {
      render(<PrintedInvoice factura={facturaFel({ formato })} money={money} />);
      const factura = screen.getByTestId('factura-fel');
      expect(factura.dataset.formato).toBe(formato);
      expect(screen.getAllByText('DOCUMENTO DE PRUEBA — sin validez fiscal').length).toBeGreaterThanOrEqual(1);
      expect(screen.getByText('FACTURA')).toBeTruthy();
      const texto = factura.textContent ?? '';
      for (const esperado of [
        'A1B2C3D4',
        '305419297',
        'A1B2C3D4-1234-4321-ABCD-0123456789AB',
        'Número de autorización',
        '39525503',
        'Marta López',
        'Producto 1',
        'Martillo',
        'Q 80.00',
        'Q 5.00',
        'Q 90.00',
        'IVA incluido',
        'Q 9.64',
        'Sujeto a pagos trimestrales ISR',
        'Certificador: INFILE, SOCIEDAD ANONIMA · NIT 12521337',
        'V-0012',
        'Ferretería Demo',
        'NIT: 576937K',
        '2026-03-02 10:15',
      ]) {
        expect(texto, esperado).toContain(esperado);
      }
      expect(texto).not.toContain('ANULADA');
    },
  );

  it('a certified document (not a test) has no test band; a small taxpayer shows no IVA', () => {
    render(
      <PrintedInvoice
        factura={facturaFel({ es_prueba: false, iva: null, tipo: 'FPEQ', titulo: 'FACTURA PEQUEÑO CONTRIBUYENTE' })}
        money={money}
      />,
    );
    expect(screen.queryByText('DOCUMENTO DE PRUEBA — sin validez fiscal')).toBeNull();
    expect(screen.queryByText('IVA incluido')).toBeNull();
    expect(screen.getByText('FACTURA PEQUEÑO CONTRIBUYENTE')).toBeTruthy();
  });

  it('an exchange invoice prints its instalments; an annulled one says ANULADA', () => {
    const abonos = [
      { numero: 1, fecha_vencimiento: '2026-04-01', monto: '45.00' },
      { numero: 2, fecha_vencimiento: '2026-05-01', monto: '45.00' },
    ];
    render(
      <PrintedInvoice
        factura={facturaFel({ tipo: 'FCAM', titulo: 'FACTURA CAMBIARIA', abonos, anulada: true })}
        money={money}
      />,
    );
    const tabla = screen.getByRole('table', { name: 'Abonos' });
    expect(within(tabla).getAllByRole('row')).toHaveLength(3);
    expect(tabla.textContent).toContain('2026-05-01');
    expect(tabla.textContent).toContain('Q 45.00');
    expect(screen.getAllByText('ANULADA').length).toBeGreaterThanOrEqual(1);
  });

  it('carta: pages of items_por_pagina lines, the heading on every page, totals on the last', () => {
    const lineas = Array.from({ length: 12 }, (_, i) => linea(i + 1));
    render(
      <PrintedInvoice
        factura={facturaFel({ formato: 'carta', items_por_pagina: 5, lineas, total: '120.00' })}
        money={money}
      />,
    );
    const paginas = screen.getAllByTestId('factura-pagina');
    expect(paginas).toHaveLength(3);
    expect(paginas.map((p) => p.querySelectorAll('tbody tr').length)).toEqual([5, 5, 2]);
    for (const [i, pagina] of paginas.entries()) {
      expect(pagina.textContent).toContain('305419297');
      expect(pagina.textContent).toContain('DOCUMENTO DE PRUEBA — sin validez fiscal');
      expect(pagina.textContent).toContain(`Página ${i + 1} de 3`);
    }
    expect(paginas[0]!.textContent).not.toContain('TOTAL');
    expect(paginas[2]!.textContent).toContain('Q 120.00');
  });

  it('printFactura puts the invoice in its own print area on the paper of its format and opens the dialog', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    printFactura(facturaFel({ formato: 'carta' }), money);
    expect(print).toHaveBeenCalledOnce();
    const area = document.querySelector('.print-area.factura-print-carta');
    expect(area?.querySelector('[data-testid="factura-fel"]')).toBeTruthy();
    // A reprint replaces it: never two invoices on paper.
    printFactura(facturaFel(), money);
    expect(document.querySelectorAll('.factura-print')).toHaveLength(1);
    expect(document.querySelector('.factura-print-ticket')).toBeTruthy();
  });
});
