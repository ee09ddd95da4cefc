import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, lazy, type ComponentType } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import type { CajaActiva } from '@pos/shared/domains/registers';
import OpenRegisterPage from '../../src/features/registers/OpenRegisterPage';
import { RegisterGate } from '../../src/features/sales/pos/RegisterGate';
import { endSession, startSession } from '../../src/lib/session';
import { configuracion, propietario } from '../fixtures';
import { renderWithProviders } from '../providers';
import { stubApi } from '../renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

const caja = (requiere_cierre: boolean): CajaActiva => ({
  id: 7,
  apertura_id: 7,
  caja: { id: 3, nombre: 'Caja 1' },
  nombre: 'Caja 1',
  sucursal_id: 1,
  fecha_apertura: '2026-11-21T14:00:00Z',
  requiere_cierre,
});

const gated = (
  <RegisterGate>
    <p>Pantalla de cobro</p>
  </RegisterGate>
);

/** The register screen behind the gate, with the two places the gate may send the user. */
function renderGate(apertura = <p>Pantalla de apertura</p>) {
  return renderWithProviders(
    <Routes>
      <Route path="/punto_de_venta/caja" element={gated} />
      <Route path="/abrir_caja" element={apertura} />
      <Route path="/caja_activa" element={<p>Pantalla de caja activa</p>} />
    </Routes>,
    { path: '/punto_de_venta/caja' },
  );
}

describe('the register gate of the charging screens', () => {
  it('lets the cashier sell with an open register', async () => {
    startSession('t');
    stubApi([[/usuarios\/me/, 200, { ...propietario(), caja: caja(false) }]]);
    renderGate();
    expect(await screen.findByText('Pantalla de cobro')).toBeTruthy();
  });

  it('sends a user without an open register to open one, where the page says why until it is open', async () => {
    startSession('t');
    let abierta = false;
    stubApi([
      // usuarios/me answers the register as it is: none until the page opens one.
      [
        /usuarios\/me/,
        200,
        {
          ...propietario(),
          get caja() {
            return abierta ? caja(false) : null;
          },
        },
      ],
      [/configuracion\/me/, 200, configuracion({ tipo_punto_venta: 'PVMCE' })],
      [/cajas\/all/, 200, [{ id: 3, nombre: 'Caja 1', abierta: false }]],
      [
        /aperturas_cierres_caja\/?$/,
        201,
        {
          get caja() {
            abierta = true;
            return { id: 3, nombre: 'Caja 1' };
          },
          total_apertura: '0.00',
        },
      ],
    ]);
    renderGate(<OpenRegisterPage />);
    expect(await screen.findByRole('heading', { name: 'Abrir caja' })).toBeTruthy();
    expect(screen.getAllByText('Debe abrir una caja antes de continuar.')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir caja' }));
    expect(await screen.findByText('Pantalla de cobro')).toBeTruthy();
    // Its reason gone, the warning is gone too: no toast left over the register screen.
    expect(screen.queryByText('Debe abrir una caja antes de continuar.')).toBeNull();
  });

  it('opened again while the page it redirected to is still loading, the screen redirects again', async () => {
    startSession('t');
    stubApi([[/usuarios\/me/, 200, { ...propietario(), caja: null }]]);
    let cargar: (() => void) | null = null;
    const Apertura = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          cargar = () => resolve({ default: () => <p>Pantalla de apertura</p> });
        }),
    );
    // The menu outside the screens, as in the app: the cashier clicks "Caja" before the page loads.
    renderWithProviders(
      <>
        <Link to="/punto_de_venta/caja">Caja</Link>
        <Suspense fallback={<p>Cargando</p>}>
          <Routes>
            <Route path="/punto_de_venta/caja" element={gated} />
            <Route path="/abrir_caja" element={<Apertura />} />
          </Routes>
        </Suspense>
      </>,
      { path: '/punto_de_venta/caja' },
    );
    await waitFor(() => expect(cargar).not.toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Caja' }));
    await act(async () => cargar!());
    expect(await screen.findByText('Pantalla de apertura')).toBeTruthy();
  });

  it('sends a session from an earlier day that must be closed to the active register (P3-39)', async () => {
    startSession('t');
    stubApi([[/usuarios\/me/, 200, { ...propietario(), caja: caja(true) }]]);
    renderGate();
    // That page says why, as long as the session still needs closing (ActiveRegisterPage).
    expect(await screen.findByText('Pantalla de caja activa')).toBeTruthy();
  });
});
