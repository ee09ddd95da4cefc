import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setSucursal, startSession } from '../../src/lib/session';
import { permisos, propietario } from '../fixtures';
import { renderApp, stubApi } from '../renderApp';

/** The login screen's subtitle. */
const LOGIN = 'Ingrese con su correo electrónico y contraseña.';
const cajero = permisos(['punto_venta_caja', 'perfil']);

afterEach(() => vi.unstubAllGlobals());

describe('session and route guard', () => {
  const cajeroActual = {
    ...propietario(),
    ...cajero,
    first_name: 'Carlos',
    nombre: 'Carlos Cajero',
    es_propietario: false,
    es_admin: false,
    es_cajero: true,
    es_global: false,
  };

  it('redirects a private route without a token to the login', async () => {
    stubApi([]);
    renderApp('/configuracion/usuarios');
    expect(await screen.findByText(LOGIN)).toBeTruthy();
  });

  it('shows the 404 page for a screen the user may not open', async () => {
    startSession('t');
    stubApi([[/usuarios\/me/, 200, cajeroActual]]);
    renderApp('/configuracion/usuarios');
    expect(await screen.findByText('404 Página no encontrada')).toBeTruthy();
  });

  it('sends a signed-in user from the login to their home', async () => {
    startSession('t');
    // A user who may open no screen lands on the welcome page; every other home is in routeAccess.test.
    stubApi([[/usuarios\/me/, 200, { ...cajeroActual, ...permisos(['perfil']) }]]);
    renderApp('/');
    expect(await screen.findByText('Hola, Carlos')).toBeTruthy();
  });

  it('goes back to the login when a call answers 401', async () => {
    startSession('t');
    stubApi([
      [/usuarios\/me/, 200, propietario()],
      [/^\/api\/usuarios\/$/, 401, { detail: 'Token inválido o expirado.' }],
    ]);
    renderApp('/configuracion/usuarios');
    // The first visit to a lazy route transforms its modules on demand: with every core busy
    // (a full parallel run) that alone passed 10 s. The test's own 30 s still catches a hang.
    expect(await screen.findByText(LOGIN, {}, { timeout: 25_000 })).toBeTruthy();
  });

  it('reloads the screen with the new branch when the branch changes', async () => {
    startSession('t');
    const fetchMock = stubApi([
      [/usuarios\/me/, 200, propietario()],
      [/^\/api\/sucursales\/$/, 200, { count: 0, next: null, previous: null, results: [] }],
    ]);
    renderApp('/configuracion/sucursales');
    await screen.findByText('Aún no hay registros');
    setSucursal('2');
    const listCalls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/sucursales/?'));
    await waitFor(() => expect(listCalls().some((url) => url.includes('sucursal=2'))).toBe(true));
  });
});
