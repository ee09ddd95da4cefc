import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { CajaActiva } from '@pos/shared/domains/registers';
import ExpenseDetailPage from '../../src/features/expenses/ExpenseDetailPage';
import ExpenseFormPage from '../../src/features/expenses/ExpenseFormPage';
import { endSession, setSucursal, startSession } from '../../src/lib/session';
import { configuracion, propietario } from '../fixtures';
import { renderWithProviders } from '../providers';
import { stubApi, type FakeApi } from '../renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

const caja: CajaActiva = {
  id: 7,
  apertura_id: 7,
  caja: { id: 3, nombre: 'Caja 1' },
  nombre: 'Caja 1',
  sucursal_id: 1,
  fecha_apertura: '2026-11-21T14:00:00Z',
  requiere_cierre: false,
};

const api = (extra: FakeApi = []): FakeApi => [
  ...extra,
  [/usuarios\/me/, 200, { ...propietario(), caja }],
  [/configuracion\/me/, 200, configuracion()],
  [/aperturas_cierres_caja\/7/, 200, { id: 7, total_efectivo: '100.00' }],
];

function renderAt(path: string, screenUnderTest: 'form' | 'detail') {
  return renderWithProviders(
    <Routes>
      <Route path="/gastos/crear" element={screenUnderTest === 'form' ? <ExpenseFormPage /> : null} />
      <Route path="/gastos/:id" element={screenUnderTest === 'detail' ? <ExpenseDetailPage /> : null} />
      <Route path="/gastos" element={<p>Lista de gastos</p>} />
    </Routes>,
    { path },
  );
}

describe('the expense screens', () => {
  it('asks for a branch when working on every branch at once', async () => {
    startSession('t');
    setSucursal('empresa');
    stubApi(api());
    renderAt('/gastos/crear', 'form');
    expect(await screen.findByText('Ha ocurrido un error, seleccione una sucursal')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it("pays an expense from the open register in cash, refusing more than the register's cash first", async () => {
    startSession('t');
    setSucursal('1');
    const fetchMock = stubApi(api([[/^\/api\/gastos\/$/, 201, { id: 9 }]]));
    const user = userEvent.setup({ delay: null });
    renderAt('/gastos/crear', 'form');
    await user.type(await screen.findByRole('textbox', { name: /Concepto/ }), 'Agua pura');
    const monto = screen.getByRole('spinbutton', { name: 'Monto' });
    await user.type(monto, '120');
    const deCaja = screen.getByRole('switch', { name: 'Pagar con efectivo de la caja' });
    await waitFor(() => expect((deCaja as HTMLButtonElement).disabled).toBe(false));
    expect(await screen.findByText('Caja 1: Q 100.00 en efectivo')).toBeTruthy();
    await user.click(deCaja);
    expect((await screen.findAllByText('El monto del gasto es mayor al efectivo en caja.')).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // stubApi's mock reads only the URL; fetch is called with its init too.
    const calls = () => fetchMock.mock.calls as unknown as [RequestInfo, RequestInit | undefined][];
    const posted = () => calls().filter(([, init]) => init?.method === 'POST');
    expect(posted()).toHaveLength(0);

    await user.clear(monto);
    await user.type(monto, '25.5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Lista de gastos')).toBeTruthy();
    expect(posted()).toHaveLength(1);
    expect(JSON.parse(String(posted()[0]![1]!.body))).toMatchObject({
      data: { concepto: 'Agua pura', monto: '25.50', forma_pago: 'EFE', gasto_fijo: false },
      caja: true,
    });
  });

  it('goes back to the expense list when the expense cannot be read', async () => {
    startSession('t');
    setSucursal('1');
    stubApi(api([[/gastos\/99/, 404, { detail: 'Gasto no encontrado.', code: 'NOT_FOUND' }]]));
    renderAt('/gastos/99', 'detail');
    expect(await screen.findByText('Lista de gastos')).toBeTruthy();
    expect(await screen.findByText('Gasto no encontrado.')).toBeTruthy();
  });
});
