import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import PayablesPage from '../../src/features/payables/PayablesPage';
import { descuentoDe, pagoBody, PAGO_INICIAL, totalAPagar } from '../../src/features/payables/payment';
import { configuracion } from '../fixtures';
import { renderWithProviders } from '../providers';

afterEach(() => vi.unstubAllGlobals());

describe('payment arithmetic and body', () => {
  it('pays the balances less the discount, never below zero', () => {
    expect(totalAPagar(['60.00', '50.00'], '0')).toBe('110.00');
    expect(totalAPagar(['60.00', '50.00'], '5.25')).toBe('104.75');
    expect(totalAPagar(['0.10', '0.20'], '0')).toBe('0.30'); // decimal, not 0.30000000000000004
    expect(totalAPagar(['10.00'], '12')).toBe('0.00');
    expect(descuentoDe({ aplicar_descuento: false, descuento: '5' })).toBe('0');
    expect(descuentoDe({ aplicar_descuento: true, descuento: null })).toBe('0');
    expect(descuentoDe({ aplicar_descuento: true, descuento: '5' })).toBe('5');
  });

  it('a withdrawal is cash with no bank data; discount fields travel only when applied', () => {
    expect(pagoBody({ ...PAGO_INICIAL, forma_pago: 'TRA', banco: 'BI', num_documento: '9' })).toEqual({
      tipo_abono: 1000,
      forma_pago: 'EFE',
      num_documento: '',
      banco: '',
      observacion: '',
      aplicar_descuento: false,
    });
    expect(
      pagoBody({
        tipo_abono: 2000,
        forma_pago: 'CHE',
        num_documento: 'CH-1',
        banco: 'BI',
        aplicar_descuento: true,
        descuento: '3.00',
        nota_de_descuento: 'Pronto pago',
      }),
    ).toMatchObject({
      forma_pago: 'CHE',
      num_documento: 'CH-1',
      banco: 'BI',
      descuento: '3.00',
      nota_de_descuento: 'Pronto pago',
      numero_documento: '',
    });
  });
});

function orden(id: number, numero: string, total: string, saldo: string): OrdenCompra {
  return {
    id,
    fecha: '2026-11-02',
    proveedor: { id: 1, nombre: 'Distribuidora' },
    sucursal_destino: { id: 1, nombre: 'Central' },
    numero_documento: numero,
    tipo_compra: 1,
    origen: 2,
    tipo_cambio: '1.00',
    costo_importacion: '0.00',
    descripcion: '',
    banco: '',
    plazo_pago: '30',
    fecha_limite: '2026-12-02',
    periodo_pago: null,
    total,
    entrega_completada: false,
    pago_finalizado: false,
    finalizada: false,
    anulada: false,
    concepto_anulado: '',
    creado: '2026-11-02T10:00:00Z',
    cuenta_cobrarpagar: {
      id,
      saldo_inicial: total,
      saldo,
      fecha_vencimiento: '2026-12-02',
      estado: 1,
      abonos: [],
    },
    detalles: [],
    adjuntos: [],
    recepciones: [],
  };
}

function renderPage() {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/configuracion/me/') return json(configuracion());
    if (url.pathname === '/api/ordenes_compra/')
      return json({
        count: 2,
        next: null,
        previous: null,
        results: [orden(1, 'FAC-1', '100.00', '60.00'), orden(2, 'FAC-2', '50.00', '50.00')],
      });
    if (url.pathname === '/api/cuenta_pagar/finalizar_pago_multiple/' && init?.method === 'POST')
      return json({ abonos: [] }, 201);
    return json({ detail: 'No encontrado.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<PayablesPage />, { path: '/cuentas_por_pagar' });
  return fetchMock;
}

describe('/cuentas_por_pagar', { timeout: 30_000 }, () => {
  it('asks for a selection, then pays the selected accounts with a discount and one Idempotency-Key', async () => {
    const fetchMock = renderPage();
    await screen.findByText('FAC-1');
    fireEvent.click(screen.getByRole('button', { name: /Finalizar pago/ }));
    expect(await screen.findByText('Debe seleccionar al menos una cuenta para finalizar el pago.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar FAC-1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar FAC-2' }));
    fireEvent.click(screen.getByRole('button', { name: /Finalizar pago \(2\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('total-pagar').textContent).toBe('Total a pagar: Q 110.00');

    fireEvent.click(within(dialog).getByText('Pago directo'));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Aplicar descuento' }));
    const descuento = await within(dialog).findByRole('spinbutton', { name: 'Descuento' });
    fireEvent.focus(descuento);
    fireEvent.change(descuento, { target: { value: '10' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nota de descuento' }), {
      target: { value: 'Pronto pago' },
    });
    await waitFor(() => expect(within(dialog).getByTestId('total-pagar').textContent).toBe('Total a pagar: Q 100.00'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar Q 100.00' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('finalizar_pago_multiple'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('finalizar_pago_multiple'))!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      cuentas_a_pagar: [1, 2],
      total_pagar: '100.00',
      tipo_abono: 2000,
      aplicar_descuento: true,
      descuento: '10.00',
      nota_de_descuento: 'Pronto pago',
    });
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });
});
