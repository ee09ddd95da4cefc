import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MENSAJES } from '@pos/shared';
import { endSession, getToken } from '../../src/lib/session';
import { permisos, propietario } from '../fixtures';
import { renderApp } from '../renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

const DOS_EMPRESAS = {
  detail: MENSAJES.sesion.elegirEmpresa,
  code: 'COMPANY_CHOICE_REQUIRED',
  empresa: [MENSAJES.sesion.elegirEmpresa],
  empresas: ['demo', 'ferreteria-el-martillo'],
  nombres_empresas: ['Demo', 'Ferretería El Martillo'],
};

/** The API of an e-mail that is staff of two companies with one password. */
function stubLogin() {
  const cuerpos: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (path === '/api/usuarios/token/') {
      const cuerpo = JSON.parse(String(init?.body)) as Record<string, unknown>;
      cuerpos.push(cuerpo);
      return cuerpo.empresa ? json(200, { token: `token-${String(cuerpo.empresa)}` }) : json(400, DOS_EMPRESAS);
    }
    if (path === '/api/usuarios/me/') return json(200, { ...propietario(), ...permisos(['perfil']) });
    return json(404, { detail: 'No encontrado.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return cuerpos;
}

async function ingresar(email: string, password: string) {
  // The login page loads lazily.
  fireEvent.change(await screen.findByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('login with an e-mail that is staff of several companies', () => {
  it('asks which company and signs in to the one picked', async () => {
    const cuerpos = stubLogin();
    renderApp('/');
    await ingresar('contador@demo.gt', 'demo1234');
    expect(await screen.findByText(MENSAJES.sesion.elegirEmpresa)).toBeTruthy();
    const martillo = await screen.findByRole('radio', { name: 'Ferretería El Martillo' });
    expect(screen.getByRole('radio', { name: 'Demo' })).toBeTruthy();
    expect(getToken()).toBeNull();

    // Without a choice nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText(MENSAJES.campos.required)).toBeTruthy();
    expect(cuerpos).toHaveLength(1);

    fireEvent.click(martillo);
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(getToken()).toBe('token-ferreteria-el-martillo'));
    expect(cuerpos[1]).toEqual({ email: 'contador@demo.gt', password: 'demo1234', empresa: 'ferreteria-el-martillo' });
  });

  it('other credentials drop the companies offered', async () => {
    stubLogin();
    renderApp('/');
    await ingresar('contador@demo.gt', 'demo1234');
    expect(await screen.findByRole('radio', { name: 'Demo' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'otro@demo.gt' } });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Demo' })).toBeNull());
    expect(screen.queryByText(MENSAJES.sesion.elegirEmpresa)).toBeNull();
  });
});
