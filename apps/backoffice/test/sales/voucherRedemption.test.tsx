import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ConsultaNotaCredito } from '@pos/shared/domains/returns';
import { TIPOS_PAGO, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { CollectionPanel } from '../../src/features/sales/pos/CollectionPanel';
import { revisarVale } from '../../src/features/sales/pos/voucherRedemption';
import { configuracion } from '../fixtures';
import { renderWithProviders } from '../providers';
import { stubApi } from '../renderApp';

afterEach(() => vi.unstubAllGlobals());

const vale = (total_importe: string, nota_credito_fel = false): ConsultaNotaCredito => ({
  id: 3,
  codigo: 'K7P2M9QX4A',
  total_importe,
  nota_credito_fel,
});

describe('redeeming a code at the till (000 §5 Payments)', () => {
  it('a voucher below the sale total is applied with its amount', () => {
    expect(revisarVale(vale('53.50'), '80.00')).toEqual({
      ok: true,
      vale: { codigo: 'K7P2M9QX4A', monto: '53.50', notaCreditoFel: false },
    });
  });

  it('a voucher that reaches or passes the total is refused with the spec message', () => {
    for (const total of ['53.50', '40.00'])
      expect(revisarVale(vale('53.50'), total)).toEqual({
        ok: false,
        tipo: 'error',
        mensaje: 'El monto de descuento por vale no debe sobrepasar ni igualar el total de la venta',
      });
  });

  it('a credit note larger than the total is refused with an info message; one equal to it like a voucher', () => {
    expect(revisarVale(vale('90.00', true), '80.00')).toEqual({
      ok: false,
      tipo: 'info',
      mensaje: 'El monto de la nota de crédito no puede ser mayor al total de la venta.',
    });
    // The server's payment check refuses a code that covers the whole sale, whatever its kind.
    expect(revisarVale(vale('80.00', true), '80.00')).toMatchObject({ ok: false, tipo: 'error' });
    expect(revisarVale(vale('79.99', true), '80.00')).toMatchObject({ ok: true });
  });

  it('a negative amount becomes 0', () => {
    expect(revisarVale(vale('-5.00'), '80.00')).toMatchObject({ ok: true, vale: { monto: '0.00' } });
  });
});

function renderPanel() {
  const onConfirm = vi.fn();
  renderWithProviders(
    <CollectionPanel
      open
      total="80.00"
      tipoVenta={TIPOS_VENTA.ENVIO}
      redondeoTotal={false}
      ventasAlCredito={false}
      cobrando={false}
      onCancel={() => {}}
      afterClose={() => {}}
      tomarTeclas={() => []}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

const campoVale = () => screen.getByRole('textbox', { name: 'Código de vale o nota de crédito' });
const enter = (el: HTMLElement) => fireEvent.keyDown(el, { key: 'Enter', code: 'Enter', keyCode: 13 });

describe('the voucher in the payment dialog', { timeout: 30_000 }, () => {
  it('F3 reaches the code; Enter there looks it up and never confirms the charge; a refusal is shown', async () => {
    stubApi([
      [/notas_credito_fel\/consultar/, 400, { detail: 'El código ingresado no es válido', code: 'BAD_REQUEST' }],
      [/configuracion/, 200, configuracion()],
    ]);
    const onConfirm = renderPanel();
    fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Efectivo' }), { key: 'F3', code: 'F3' });
    await waitFor(() => expect(document.activeElement).toBe(campoVale()));
    fireEvent.change(campoVale(), { target: { value: 'NOPE' } });
    enter(campoVale());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('El código ingresado no es válido'));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('an applied voucher lowers what is left to pay and travels as codigo_nota_credito with its amount', async () => {
    stubApi([
      [/notas_credito_fel\/consultar/, 200, vale('53.50')],
      [/configuracion/, 200, configuracion()],
    ]);
    const onConfirm = renderPanel();
    fireEvent.change(campoVale(), { target: { value: 'k7p2m9qx4a' } });
    enter(campoVale());
    await waitFor(() => expect(screen.getByLabelText('Total a cobrar').textContent).toBe('Q 26.50'));
    expect(screen.getByLabelText('Monto del vale').textContent).toBe('− Q 53.50');
    // The cash received comes next.
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Efectivo' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Efectivo' }), { target: { value: '30' } });
    await waitFor(() => expect(screen.getByLabelText('Cambio').textContent).toBe('Q 3.50'));
    fireEvent.click(screen.getByRole('button', { name: /Confirmar cobro/ }));
    expect(onConfirm).toHaveBeenCalledWith({
      pagos: { efectivo: { monto: '30.00', descripcion: '' }, nota_credito: '53.50' },
      tipo_pago: TIPOS_PAGO.PAGO_TOTAL,
      redondeo: null,
      fecha_vencimiento: null,
      codigo_nota_credito: 'K7P2M9QX4A',
    });
  });

  it('Quitar takes the voucher off: the whole total is due again', async () => {
    stubApi([
      [/notas_credito_fel\/consultar/, 200, vale('53.50')],
      [/configuracion/, 200, configuracion()],
    ]);
    renderPanel();
    fireEvent.change(campoVale(), { target: { value: 'K7P2M9QX4A' } });
    fireEvent.click(screen.getByText('Aplicar').closest('button')!);
    await waitFor(() => expect(screen.getByLabelText('Total a cobrar').textContent).toBe('Q 26.50'));
    fireEvent.click(screen.getByText('Quitar').closest('button')!);
    await waitFor(() => expect(screen.getByLabelText('Total a cobrar').textContent).toBe('Q 80.00'));
    expect(campoVale()).toBeTruthy();
  });
});
