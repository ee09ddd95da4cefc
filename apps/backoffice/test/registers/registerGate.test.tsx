import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { CajaActiva } from '@pos/shared/domains/registers';
import { RegisterGate } from '../../src/features/sales/pos/RegisterGate';
import { endSession, startSession } from '../../src/lib/session';
import { propietario } from '../fixtures';
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

/** The register screen behind the gate, with the two places the gate may send the user. */
function renderGate() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/punto_de_venta/caja"
        element={
          <RegisterGate>
            <p>Pantalla de cobro</p>
          </RegisterGate>
        }
      />
      <Route path="/abrir_caja" element={<p>Pantalla de apertura</p>} />
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

  it('sends a user without an open register to open one, saying why', async () => {
    startSession('t');
    stubApi([[/usuarios\/me/, 200, { ...propietario(), caja: null }]]);
    renderGate();
    expect(await screen.findByText('Pantalla de apertura')).toBeTruthy();
    expect(await screen.findByText('Debe abrir una caja antes de continuar.')).toBeTruthy();
  });

  it('sends a session from an earlier day that must be closed to the active register (P3-39)', async () => {
    startSession('t');
    stubApi([[/usuarios\/me/, 200, { ...propietario(), caja: caja(true) }]]);
    renderGate();
    expect(await screen.findByText('Pantalla de caja activa')).toBeTruthy();
    expect(
      await screen.findByText('La caja fue abierta en un día anterior; ciérrela antes de registrar nuevas ventas.'),
    ).toBeTruthy();
  });
});
