import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import { client, createTestApp, type TestApp } from '../helpers/app';
import { createTestCompany, login, PASSWORD } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST usuarios/token', () => {
  it('returns a token for the right password, accepted by usuarios/me', async () => {
    const company = await createTestCompany(t.app, t.database);
    const response = await client(t.app).post('/api/usuarios/token/', { email: company.ownerEmail.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.data.token).toMatch(/^[\w-]{40,}$/);
    const me = await client(t.app, response.data.token).get('/api/usuarios/me/');
    expect(me.statusCode).toBe(200);
    expect(me.data).toMatchObject({ email: company.ownerEmail, rol: 100, es_admin: true, es_global: true, pais: 'GT', caja: null, sucursal: company.sucursalId });
  });

  it('answers the spec message for a wrong password and an unknown e-mail', async () => {
    const company = await createTestCompany(t.app, t.database);
    for (const body of [{ email: company.ownerEmail, password: 'otra-clave' }, { email: 'nadie@prueba.gt', password: PASSWORD }]) {
      const response = await client(t.app).post('/api/usuarios/token/', body);
      expect(response.statusCode).toBe(400);
      expect(response.data.detail).toBe(MENSAJES.sesion.errorLogin);
    }
  });

  it('requires e-mail and password', async () => {
    const response = await client(t.app).post('/api/usuarios/token/', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.data.email).toEqual([MENSAJES.campos.required]);
    expect(response.data.password).toEqual([MENSAJES.campos.required]);
  });

  it('accepts the path without the trailing slash', async () => {
    const company = await createTestCompany(t.app, t.database);
    const response = await client(t.app).post('/api/usuarios/token', { email: company.ownerEmail, password: PASSWORD });
    expect(response.statusCode).toBe(200);
  });
});

describe('token lifecycle', () => {
  it('401 without a token and with a bad one', async () => {
    expect((await client(t.app).get('/api/usuarios/me/')).statusCode).toBe(401);
    const bad = await client(t.app, 'no-es-un-token').get('/api/usuarios/me/');
    expect(bad.statusCode).toBe(401);
    expect(bad.data.detail).toBeTypeOf('string');
  });

  it('logout revokes the token', async () => {
    const company = await createTestCompany(t.app, t.database);
    const token = await login(t.app, company.ownerEmail);
    expect((await client(t.app, token).post('/api/usuarios/logout/')).statusCode).toBe(200);
    expect((await client(t.app, token).get('/api/usuarios/me/')).statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    expect((await company.owner.get('/api/usuarios/me/')).statusCode).toBe(200);
  });
});
