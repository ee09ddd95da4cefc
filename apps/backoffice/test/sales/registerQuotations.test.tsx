import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Cotizacion } from '@pos/shared/domains/sales/sales.api';
import { RegisterQuotations } from '../../src/features/sales/pos/RegisterQuotations';
import { endSession, startSession } from '../../src/lib/session';
import { renderWithProviders } from '../providers';

const pedido: Cotizacion = {
  id: 6,
  codigo: 'COT-000006',
  creado: '2026-12-07T14:21:00-06:00',
  estado: 10,
  enviado_caja: true,
  sucursal_id: 1,
  cliente: { id: null, nit: 'C.F.', nombre: 'Cliente del pedido 6', direccion: '' },
  tipo_documento: 1,
  referencia: '',
  descripcion: '',
  vendedor: { id: 3, nombre: 'Valeria Vendedora' },
  subtotal: '30.00',
  descuento: '0.00',
  total: '30.00',
  venta_id: null,
};

beforeEach(() => {
  startSession('t');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ count: 1, next: null, previous: null, results: [pedido] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe("the cashier's orders sent to the register", () => {
  it('read the code and total on a line of their own, the buttons under them (issue 30: no "COT-" over "000006")', async () => {
    const onCargar = vi.fn();
    renderWithProviders(<RegisterQuotations cargada={null} cargando={null} onCargar={onCargar} confirm={vi.fn()} />);
    const orden = (await screen.findByText('COT-000006')).closest('li')!;
    // The code shares its line only with the total; that line never wraps (pos.css).
    const cabecera = screen.getByText('COT-000006').parentElement!;
    expect(cabecera.className).toBe('pos-order-head');
    expect(Array.from(cabecera.children).map((e) => e.textContent)).toEqual(['COT-000006', 'Q 30.00']);
    expect(within(cabecera).queryByRole('button')).toBeNull();
    // Who and when, each part whole: the date never over its time.
    const partes = Array.from(orden.querySelectorAll('.pos-order-meta .pos-nowrap')).map((e) => e.textContent);
    expect(partes).toEqual(['Cliente del pedido 6', 'Valeria Vendedora', '2026-12-07 14:21']);
    fireEvent.click(within(orden).getByRole('button', { name: 'Cargar COT-000006' }));
    expect(onCargar).toHaveBeenCalledWith(pedido);
    expect(within(orden).getByRole('button', { name: 'Eliminar COT-000006' })).toBeTruthy();
  });
});
