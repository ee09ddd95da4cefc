import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES } from '@pos/shared';
import { ApiError, api } from '../../src/lib/api';
import { getToken, setSucursal, startSession } from '../../src/lib/session';

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body: unknown): void {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('la llamada debía fallar');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  startSession('secreto');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the token and the stored branch on every call', async () => {
    setSucursal('2');
    respond(200, { count: 0, results: [] });
    await api.get('usuarios', { search: 'ana', page: 1, vacio: '' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/usuarios/?sucursal=2&search=ana&page=1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Token secreto');
  });

  it('sends a multipart body with the fields as JSON in `data` and the files as parts', async () => {
    respond(200, { id: 3 });
    const foto = new File(['png'], 'foto.png', { type: 'image/png' });
    await api.send('PUT', 'usuarios/3', { data: { first_name: 'Ana', sucursales: [1] }, files: { foto, otra: null } });
    const body = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect(JSON.parse(String(body.get('data')))).toEqual({ first_name: 'Ana', sucursales: [1] });
    expect((body.get('foto') as File).name).toBe('foto.png');
    expect(body.has('otra')).toBe(false);
  });

  it('ends the session on 401', async () => {
    respond(401, { detail: 'Token inválido o expirado.' });
    const error = await failure(api.get('usuarios/me'));
    expect(error.status).toBe(401);
    expect(error.detail).toBe('Token inválido o expirado.');
    expect(getToken()).toBeNull();
  });

  it('ends the session on 403', async () => {
    respond(403, { detail: 'No tiene permiso para realizar esta acción.' });
    await failure(api.delete('usuarios/2'));
    expect(getToken()).toBeNull();
  });

  it('keeps the session when a dashboard call is refused', async () => {
    respond(403, { detail: 'No tiene permiso para realizar esta acción.' });
    await failure(api.get('dashboard'));
    respond(401, { detail: 'Token inválido o expirado.' });
    await failure(api.get('/dashboard/ventas'));
    expect(getToken()).toBe('secreto');
  });

  it('turns a lost connection into the spec’s network message and keeps the session', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(api.get('bitacora'));
    expect(error.status).toBeNull();
    expect(error.detail).toBe(MENSAJES.red.errorConexion);
    expect(getToken()).toBe('secreto');
  });

  it('normalises the detail (or `error`) and the field errors', async () => {
    respond(400, {
      detail: 'email: Este campo es requerido',
      email: ['Este campo es requerido'],
      password: 'Requerido',
    });
    const error = await failure(api.post('usuarios/token', {}));
    expect(error.detail).toBe('email: Este campo es requerido');
    expect(error.fields).toEqual({ email: ['Este campo es requerido'], password: ['Requerido'] });

    respond(500, { error: 'Algo salió mal' });
    expect((await failure(api.get('sucursales'))).detail).toBe('Algo salió mal');
  });
});
