import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { empresas, intentosLogin, tokensSesion, usuarios } from '../../../src/db/schema/index';
import { client, createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, login, PASSWORD, unique } from '../../helpers/factories';

/** Not the default (12 h), so the idle tests prove the setting is read. */
const IDLE_MINUTES = 5;
const waitFor = (wait: string) =>
  `Demasiados intentos fallidos de inicio de sesión. Espere ${wait} e intente de nuevo.`;
/** An address refused for the whole window. */
const THROTTLED = waitFor('15 minutos');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { tokenIdleMinutes: IDLE_MINUTES } });
});
afterAll(() => t.close());

describe('POST usuarios/token', () => {
  it('returns a token for the right password, accepted by usuarios/me', async () => {
    const company = await createTestCompany(t.app, t.database);
    const response = await client(t.app).post('/api/usuarios/token/', {
      email: company.ownerEmail.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.data.token).toMatch(/^[\w-]{40,}$/);
    const me = await client(t.app, response.data.token).get('/api/usuarios/me/');
    expect(me.statusCode).toBe(200);
    expect(me.data).toMatchObject({
      email: company.ownerEmail,
      rol: 100,
      es_admin: true,
      es_global: true,
      pais: 'GT',
      caja: null,
      sucursal: company.sucursalId,
    });
  });

  it('answers the spec message for a wrong password and an unknown e-mail', async () => {
    const company = await createTestCompany(t.app, t.database);
    for (const body of [
      { email: company.ownerEmail, password: 'otra-clave' },
      { email: 'nadie@prueba.gt', password: PASSWORD },
    ]) {
      const response = await client(t.app).post('/api/usuarios/token/', body);
      expect(response.statusCode).toBe(400);
      expect(response.data.detail).toBe(MENSAJES.sesion.credencialesIncorrectas);
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

/** Each throttling test logs in from its own address, so failures of one never block another. */
function fromIp(ip: string) {
  return (email: string, password: string) =>
    client(t.app).post('/api/usuarios/token/', { email, password }, { 'x-forwarded-for': ip });
}
const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

describe('login throttling', () => {
  it('5 failures of one account from one address answer 429 for that pair only: the owner elsewhere still logs in', async () => {
    const company = await createTestCompany(t.app, t.database);
    const attacker = fromIp(randomIp());
    for (let i = 0; i < 5; i++) {
      const failed = await attacker(company.ownerEmail, 'equivocada');
      expect(failed.statusCode).toBe(400);
      expect(failed.data.detail).toBe(MENSAJES.sesion.credencialesIncorrectas);
    }
    // Even the right password is refused from that address for now…
    const blocked = await attacker(company.ownerEmail.toUpperCase(), PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.data).toEqual({ code: 'TOO_MANY_REQUESTS', detail: waitFor('15 segundos') });
    // …but the owner at the shop's own address is never locked out by someone elsewhere.
    const shop = fromIp(randomIp());
    expect((await shop(company.ownerEmail, PASSWORD)).statusCode).toBe(200);
    // Another account from the attacker's address is not affected.
    const other = await createTestCompany(t.app, t.database);
    expect((await attacker(other.ownerEmail, PASSWORD)).statusCode).toBe(200);
    // Once the failures are older than the window, the pair opens again.
    await t.database.db
      .update(intentosLogin)
      .set({ creado: sql`now() - interval '16 minutes'` })
      .where(eq(intentosLogin.email, company.ownerEmail));
    expect((await attacker(company.ownerEmail, PASSWORD)).statusCode).toBe(200);
  });

  it('each further failure of a pair doubles its wait: 15 s, 30 s, 1 min… up to 15 minutes', async () => {
    const company = await createTestCompany(t.app, t.database);
    const ip = randomIp();
    const attempt = fromIp(ip);
    /** Moves the pair's attempts back in time, as if the client had waited. */
    const wait = (seconds: number) =>
      t.database.db
        .update(intentosLogin)
        .set({ creado: sql`${intentosLogin.creado} - make_interval(secs => ${seconds})` })
        .where(and(eq(intentosLogin.email, company.ownerEmail), eq(intentosLogin.ip, ip)));
    for (let i = 0; i < 5; i++) expect((await attempt(company.ownerEmail, 'equivocada')).statusCode).toBe(400);
    for (const [owed, text] of [
      [15, '15 segundos'],
      [30, '30 segundos'],
      [60, '1 minuto'],
      [120, '2 minutos'],
    ] as const) {
      expect((await attempt(company.ownerEmail, PASSWORD)).data).toEqual({
        code: 'TOO_MANY_REQUESTS',
        detail: waitFor(text),
      });
      await wait(owed - 2);
      expect((await attempt(company.ownerEmail, 'equivocada')).statusCode, `${owed} s`).toBe(429);
      await wait(2);
      // The wait is served: the next guess is heard (and fails, which doubles the wait).
      expect((await attempt(company.ownerEmail, 'equivocada')).statusCode, `${owed} s`).toBe(400);
    }
    // The right password, once the wait is served, opens the account and clears the pair.
    await wait(240);
    expect((await attempt(company.ownerEmail, PASSWORD)).statusCode).toBe(200);
    expect((await attempt(company.ownerEmail, 'equivocada')).statusCode).toBe(400);
  });

  it('4 failures do not block, and a successful login resets the account counter', async () => {
    const company = await createTestCompany(t.app, t.database);
    const attempt = fromIp(randomIp());
    for (let i = 0; i < 4; i++) expect((await attempt(company.ownerEmail, 'equivocada')).statusCode).toBe(400);
    expect((await attempt(company.ownerEmail, PASSWORD)).statusCode).toBe(200);
    // Four more failures after the success: still allowed (the earlier four no longer count).
    for (let i = 0; i < 4; i++) expect((await attempt(company.ownerEmail, 'equivocada')).statusCode).toBe(400);
    expect((await attempt(company.ownerEmail, PASSWORD)).statusCode).toBe(200);
    // Five failures after the last success: blocked.
    for (let i = 0; i < 5; i++) expect((await attempt(company.ownerEmail, 'equivocada')).statusCode).toBe(400);
    expect((await attempt(company.ownerEmail, PASSWORD)).statusCode).toBe(429);
  });

  it('30 failures from one address within 15 minutes answer 429 for every account from that address', async () => {
    const company = await createTestCompany(t.app, t.database);
    const ip = randomIp();
    const attempt = fromIp(ip);
    // Thirty different (unknown) accounts, so the per-account limit never applies.
    const failures = await Promise.all(
      Array.from({ length: 30 }, () => attempt(`${unique('nadie')}@prueba.gt`, 'equivocada')),
    );
    expect(failures.map((r) => r.statusCode)).toEqual(Array(30).fill(400));
    const blocked = await attempt(company.ownerEmail, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.data).toEqual({ code: 'TOO_MANY_REQUESTS', detail: THROTTLED });
    // The same account from another address is fine: it is the address that is throttled.
    expect((await fromIp(randomIp())(company.ownerEmail, PASSWORD)).statusCode).toBe(200);
    // A success does not clear an address's failures.
    expect((await attempt(company.ownerEmail, PASSWORD)).statusCode).toBe(429);
    const rows = await t.database.db.select().from(intentosLogin).where(eq(intentosLogin.ip, ip));
    expect(rows.filter((r) => !r.exitoso)).toHaveLength(30);
  });
});

describe('session tokens', () => {
  it('are stored hashed: the raw token never appears in tokens_sesion', async () => {
    const company = await createTestCompany(t.app, t.database);
    const token = await login(t.app, company.ownerEmail);
    const [owner] = await t.database.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, company.ownerEmail));
    const rows = await t.database.db.select().from(tokensSesion).where(eq(tokensSesion.usuarioId, owner!.id));
    expect(rows).toHaveLength(2);
    const hash = crypto.createHash('sha256').update(token).digest('hex');
    expect(rows.map((r) => r.tokenHash)).toContain(hash);
    for (const secret of [token, company.ownerToken]) {
      expect(JSON.stringify(rows)).not.toContain(secret);
      const { rows: raw } = (await t.database.db.execute(
        sql`select * from tokens_sesion where token_hash = ${secret} or ip = ${secret}`,
      )) as unknown as { rows: unknown[] };
      expect(raw).toHaveLength(0);
    }
    // Knowing the stored hash is not enough to log in.
    expect((await client(t.app, hash).get('/api/usuarios/me/')).statusCode).toBe(401);
  });

  it(`expire after tokenIdleMinutes (${IDLE_MINUTES}) without use, and each use slides the window`, async () => {
    const company = await createTestCompany(t.app, t.database);
    const token = await login(t.app, company.ownerEmail);
    const ageToken = (minutes: number) =>
      t.database.db
        .update(tokensSesion)
        .set({ ultimoUso: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(tokensSesion.tokenHash, crypto.createHash('sha256').update(token).digest('hex')));

    await ageToken(IDLE_MINUTES - 1);
    expect((await client(t.app, token).get('/api/usuarios/me/')).statusCode).toBe(200);
    // The use moved ultimo_uso to now: the token is fresh again.
    const [row] = await t.database.db
      .select()
      .from(tokensSesion)
      .where(eq(tokensSesion.tokenHash, crypto.createHash('sha256').update(token).digest('hex')));
    expect(Date.now() - row!.ultimoUso.getTime()).toBeLessThan(60_000);

    await ageToken(IDLE_MINUTES + 1);
    const expired = await client(t.app, token).get('/api/usuarios/me/');
    expect(expired.statusCode).toBe(401);
    expect(expired.data).toEqual({ code: 'UNAUTHENTICATED', detail: 'Token inválido o expirado.' });
    // Other sessions of the user keep working.
    expect((await company.owner.get('/api/usuarios/me/')).statusCode).toBe(200);
  });

  it('stop working when the user is deleted or the company is deactivated', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.get('/api/usuarios/me/')).statusCode).toBe(200);
    await t.database.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, cajero.id));
    expect((await cajero.api.get('/api/usuarios/me/')).statusCode).toBe(401);
    await t.database.db.update(empresas).set({ activo: false }).where(eq(empresas.id, company.empresaId));
    expect((await company.owner.get('/api/usuarios/me/')).statusCode).toBe(401);
    const relogin = await client(t.app).post(
      '/api/usuarios/token/',
      { email: company.ownerEmail, password: PASSWORD },
      { 'x-forwarded-for': randomIp() },
    );
    expect(relogin.statusCode).toBe(400);
    expect(relogin.data.detail).toBe(MENSAJES.sesion.credencialesIncorrectas);
  });

  it('accepts only the "Token <secret>" scheme', async () => {
    const company = await createTestCompany(t.app, t.database);
    for (const authorization of [
      `Bearer ${company.ownerToken}`,
      company.ownerToken,
      'Token',
      `Token ${company.ownerToken} extra`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/usuarios/me/', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/usuarios/me/',
      headers: { authorization: `token ${company.ownerToken}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('logout of a revoked token answers 401 and records the revocation time', async () => {
    const company = await createTestCompany(t.app, t.database);
    const token = await login(t.app, company.ownerEmail);
    const first = await client(t.app, token).post('/api/usuarios/logout/');
    expect(first.statusCode).toBe(200);
    expect((await client(t.app, token).post('/api/usuarios/logout/')).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(tokensSesion)
      .where(eq(tokensSesion.tokenHash, crypto.createHash('sha256').update(token).digest('hex')));
    expect(row!.revocado).toBeInstanceOf(Date);
  });
});
