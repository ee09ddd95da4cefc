import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AperturaCierre, Caja } from '@pos/shared/domains/registers';
import { MENSAJES } from '@pos/shared';
import ActiveRegisterPage from '../../src/features/registers/ActiveRegisterPage';
import OpenRegisterPage from '../../src/features/registers/OpenRegisterPage';
import { endSession, startSession } from '../../src/lib/session';
import { propietario } from '../fixtures';
import { CloseRegisterModal } from '../../src/features/registers/CloseRegisterModal';
import { renderWithProviders } from '../providers';
import { stubApi } from '../renderApp';

afterEach(() => vi.unstubAllGlobals());

const caja = (id: number, nombre: string, abierta = false): Caja => ({
  id,
  nombre,
  sucursal: { id: 1, nombre: 'Central' },
  abierta,
  activo: true,
  creado: '2026-12-01T14:00:00Z',
  modificado: '2026-12-01T14:00:00Z',
});

const sesion = (over: Partial<AperturaCierre>): AperturaCierre => ({
  id: 9,
  caja: { id: 3, nombre: 'Caja 1' },
  sucursal: { id: 1, nombre: 'Central' },
  usuario: { id: 1, nombre: 'Ana' },
  usuario_cierre: null,
  abierta: true,
  requiere_cierre: false,
  fecha_apertura: '2026-12-07T14:00:00Z',
  fecha_cierre: null,
  total_apertura: '311.00',
  total_efectivo: '311.00',
  total_efectivo_cierre: null,
  concepto_cierre: null,
  total_actual: null,
  diferencia: null,
  conteo_apertura: null,
  conteo_cierre: null,
  totales: [],
  esperado_oculto: false,
  ...over,
});

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: RegExp) => {
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
  const call = calls.find(([url]) => path.test(url));
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : null;
};

describe('opening a register says what was opened', () => {
  it('preselects the only register free to open, and the toast names it and its cash', async () => {
    const fetchMock = stubApi([
      [/cajas\/all/, 200, [caja(3, 'Caja 1'), caja(4, 'Caja 2', true)]],
      [/aperturas_cierres_caja\/?$/, 201, sesion({})],
    ]);
    renderWithProviders(<OpenRegisterPage />, { path: '/abrir_caja' });
    expect(await screen.findByText('Caja 1')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Cantidad de billetes de Q 100' }), {
      target: { value: '3' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Cantidad de billetes de Q 10' }), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Cantidad de monedas de Q 1' }), {
      target: { value: '1' },
    });
    const abrir = screen.getByRole('button', { name: 'Abrir caja' });
    expect(abrir.hasAttribute('disabled')).toBe(false);
    fireEvent.click(abrir);
    expect(await screen.findByText('Caja 1 abierta con Q 311.00')).toBeTruthy();
    expect(bodyOf(fetchMock, /aperturas_cierres_caja/)).toMatchObject({ caja: 3, total_apertura: '311.00' });
  });

  it('with two free registers the cashier chooses', async () => {
    stubApi([[/cajas\/all/, 200, [caja(3, 'Caja 1'), caja(5, 'Caja 3')]]]);
    renderWithProviders(<OpenRegisterPage />, { path: '/abrir_caja' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir caja' }).hasAttribute('disabled')).toBe(true));
    expect(screen.getByText('Seleccione una caja')).toBeTruthy();
  });
});

describe('closing a register says the difference', () => {
  it('the toast tells the missing cash after the count', async () => {
    stubApi([
      [
        /aperturas_cierres_caja\/cierre/,
        200,
        sesion({ abierta: false, total_efectivo_cierre: '310.62', total_actual: '311.00', diferencia: '-0.38' }),
      ],
    ]);
    const onClosed = vi.fn();
    renderWithProviders(<CloseRegisterModal open onClose={() => undefined} onClosed={onClosed} />);
    fireEvent.change(screen.getByLabelText('Concepto de cierre'), { target: { value: 'Fin del turno' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    expect(await screen.findByText('Caja cerrada · diferencia -Q 0.38')).toBeTruthy();
    expect(onClosed).toHaveBeenCalledOnce();
  });
});

describe('a blind count (conf_caja_conteo_ciego)', () => {
  it('the active register shows no expected cash, and says when it will', async () => {
    stubApi([
      [
        /usuarios\/me/,
        200,
        {
          ...propietario(),
          caja: {
            id: 9,
            apertura_id: 9,
            caja: { id: 3, nombre: 'Caja 1' },
            nombre: 'Caja 1',
            sucursal_id: 1,
            fecha_apertura: '2026-12-07T14:00:00Z',
            requiere_cierre: false,
          },
        },
      ],
      [/movimientos/, 200, { count: 0, next: null, previous: null, results: [] }],
      [
        /aperturas_cierres_caja\/9/,
        200,
        sesion({
          total_efectivo: null,
          esperado_oculto: true,
          totales: [{ forma_pago: 'EFE', nombre: 'Efectivo', esperado: null, contado: null, diferencia: null }],
        }),
      ],
    ]);
    startSession('t');
    renderWithProviders(<ActiveRegisterPage />, { path: '/caja_activa' });
    expect(await screen.findByText(MENSAJES.cajas.esperadoOculto)).toBeTruthy();
    expect(screen.getByText('Cierre ciego')).toBeTruthy();
    // The only amount on the page is the opening the cashier counted.
    expect(screen.getAllByText(/Q \d/).map((n) => n.textContent)).toEqual(['Q 311.00']);
    endSession();
  });
});
