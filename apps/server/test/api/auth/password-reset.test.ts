import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { bitacora, restablecimientosContrasena, tokensSesion, usuarios } from '../../../src/db/schema/index';
import { createMailer } from '../../../src/lib/mailer';
import { client, createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, login, PASSWORD } from '../../helpers/factories';
import { silentLogger } from '../../helpers/logger';
import { startSmtpServer } from '../../helpers/smtp';

/** Not the default (60), so the tests prove the setting is read. */
const RESET_MINUTES = 30;
const NEW_PASSWORD = 'nueva-clave-456';
const MAIL_PATH = '/api/usuarios/pass_reset_mail/';
const RESET_PATH = '/api/usuarios/pass_reset/';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'Punto de Venta <no-responder@pos.test>',
    outboxDir: '/nonexistent',
    log: silentLogger,
  });
  t = await createTestApp({ mailer, config: { passwordResetMinutes: RESET_MINUTES } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const anon = () => client(t.app);

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  return row!.id;
}

async function resetRows(usuarioId: number) {
  return t.database.db
    .select()
    .from(restablecimientosContrasena)
    .where(eq(restablecimientosContrasena.usuarioId, usuarioId));
}

async function mailJobsCount(): Promise<number> {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'enviar-correo'`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}

/** Asks for the link and reads it from the e-mail the SMTP server received. */
async function requestLink(
  email: string,
  skip = 0,
  typed = email,
): Promise<{ link: string; token: string; text: string; subject: string; from: string }> {
  const response = await anon().post(MAIL_PATH, { email: typed });
  expect(response.statusCode).toBe(200);
  const mail = await smtp.waitFor(email, skip);
  const match = /(http:\/\/pos\.test\/reestablecer_contrase%C3%B1a\/([A-Za-z0-9_-]{20,}))/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  expect(mail.html).toContain(`href="${match![1]}"`);
  return { link: match![1]!, token: match![2]!, text: mail.text, subject: mail.subject, from: mail.from };
}

describe('POST usuarios/pass_reset_mail', () => {
  it('requires the e-mail: "Campo requerido"', async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const response = await anon().post(MAIL_PATH, body);
      expect(response.statusCode).toBe(400);
      expect(response.data.email).toEqual([MENSAJES.campos.campoRequerido]);
      expect(response.data.detail).toContain(MENSAJES.campos.campoRequerido);
    }
  });

  it('checks the address: "Dirección de correo inválida"', async () => {
    for (const email of ['no-es-un-correo', 'ana@', 'ana@dominio', 'ana@dominio.c', 'ana lopez@dominio.com']) {
      const response = await anon().post(MAIL_PATH, { email });
      expect(response.statusCode, email).toBe(400);
      expect(response.data.email).toEqual([MENSAJES.campos.emailRecuperacion]);
    }
  });

  it('gives the same answer for an unknown or deleted e-mail, and sends nothing', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await company.owner.delete(`/api/usuarios/${cajero.id}/`)).statusCode).toBe(200);
    const jobs = await mailJobsCount();
    const known = await anon().post(MAIL_PATH, { email: company.ownerEmail, enTienda: 1, subdominio: 'demo' });
    const jobsAfterKnown = await mailJobsCount();
    expect(jobsAfterKnown).toBe(jobs + 1);
    for (const email of ['nadie-existe@prueba.gt', cajero.email]) {
      const unknown = await anon().post(MAIL_PATH, { email });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.data).toEqual(known.data);
    }
    expect(known.data).toEqual({ detail: MENSAJES.sesion.correoRecuperacionEnviado });
    expect(await mailJobsCount()).toBe(jobsAfterKnown);
    expect(await resetRows(cajero.id)).toHaveLength(0);
    await smtp.waitFor(company.ownerEmail);
  });

  it('e-mails a one-time link (stored hashed, valid for passwordResetMinutes) over real SMTP', async () => {
    const company = await createTestCompany(t.app, t.database);
    const before = Date.now();
    const mail = await requestLink(company.ownerEmail, 0, `  ${company.ownerEmail.toUpperCase()} `);
    // The address is matched case-insensitively; the mail goes to the stored address.
    const received = smtp.received.filter((m) => m.to.includes(company.ownerEmail));
    expect(received).toHaveLength(1);
    expect(mail.subject).toBe('Restablecer contraseña');
    expect(mail.from).toBe('no-responder@pos.test');
    expect(mail.text).toContain(`válido por ${RESET_MINUTES} minutos`);
    // Staff are addressed as "usted".
    expect(mail.text).toContain('la contraseña de su cuenta');
    expect(mail.text).not.toMatch(/\b(tu|abre|ignora|solicitaste)\b/);
    const [row] = await resetRows(await userIdOf(company.ownerEmail));
    expect(row!.tokenHash).toBe(crypto.createHash('sha256').update(mail.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(mail.token);
    const minutes = (row!.expira.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(RESET_MINUTES - 1);
    expect(minutes).toBeLessThan(RESET_MINUTES + 1);
    expect(row!.usado).toBeNull();
  });

  it('sends at most 3 links per account and hour, answering the same', async () => {
    const company = await createTestCompany(t.app, t.database);
    for (let i = 0; i < 5; i++) {
      const response = await anon().post(MAIL_PATH, { email: company.ownerEmail });
      expect(response.statusCode).toBe(200);
      expect(response.data).toEqual({ detail: MENSAJES.sesion.correoRecuperacionEnviado });
    }
    expect(await resetRows(await userIdOf(company.ownerEmail))).toHaveLength(3);
  });
});

describe('POST usuarios/pass_reset', () => {
  it('resets the password with the e-mailed link, once, and ends every session', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const otherSession = await login(t.app, cajero.email);
    const { token } = await requestLink(cajero.email);

    const reset = await anon().post(RESET_PATH, { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.data).toEqual({ detail: MENSAJES.sesion.contrasenaRestablecida });

    // Every session of the user ends; the owner's do not.
    for (const session of [cajero.token, otherSession])
      expect((await client(t.app, session).get('/api/usuarios/me/')).statusCode).toBe(401);
    const open = await t.database.db
      .select()
      .from(tokensSesion)
      .where(and(eq(tokensSesion.usuarioId, cajero.id), sql`${tokensSesion.revocado} is null`));
    expect(open).toHaveLength(0);
    expect((await company.owner.get('/api/usuarios/me/')).statusCode).toBe(200);

    // The new password works, the old one does not.
    const old = await anon().post('/api/usuarios/token/', { email: cajero.email, password: PASSWORD });
    expect(old.statusCode).toBe(400);
    expect(old.data.detail).toBe(MENSAJES.sesion.credencialesIncorrectas);
    await login(t.app, cajero.email, NEW_PASSWORD);

    // The link works once.
    const again = await anon().post(RESET_PATH, {
      token,
      password: 'otra-clave-789',
      confirm_password: 'otra-clave-789',
    });
    expect(again.statusCode).toBe(400);
    expect(again.data.detail).toBe(MENSAJES.sesion.enlaceInvalido);
    expect(again.data.token).toEqual([MENSAJES.sesion.enlaceInvalido]);
    await login(t.app, cajero.email, NEW_PASSWORD);

    // Audited as an edit of the user, by the user, without the password.
    const entries = await t.database.db
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.entidad, 'USUARIO'), eq(bitacora.entidadId, cajero.id), eq(bitacora.accion, 'EDITAR')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.usuarioId).toBe(cajero.id);
    expect(entries[0]!.descripcion).toContain('contraseña restablecida');
    expect(JSON.stringify(entries[0])).not.toContain(NEW_PASSWORD);
  });

  it('refuses an expired link: "El enlace no es válido o ha expirado."', async () => {
    const company = await createTestCompany(t.app, t.database);
    const { token } = await requestLink(company.ownerEmail);
    await t.database.db
      .update(restablecimientosContrasena)
      .set({ expira: sql`now() - interval '1 second'` })
      .where(eq(restablecimientosContrasena.tokenHash, crypto.createHash('sha256').update(token).digest('hex')));
    const response = await anon().post(RESET_PATH, { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.data.detail).toBe(MENSAJES.sesion.enlaceInvalido);
    // Nothing changed: the old password still works and the session is alive.
    await login(t.app, company.ownerEmail);
    expect((await company.owner.get('/api/usuarios/me/')).statusCode).toBe(200);
  });

  it('refuses an unknown token and a link of a deleted user', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const { token } = await requestLink(cajero.email);
    expect((await company.owner.delete(`/api/usuarios/${cajero.id}/`)).statusCode).toBe(200);
    for (const candidate of [token, crypto.randomBytes(32).toString('base64url')]) {
      const response = await anon().post(RESET_PATH, {
        token: candidate,
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.data.detail).toBe(MENSAJES.sesion.enlaceInvalido);
    }
  });

  it('a newer link makes the older ones useless once used', async () => {
    const company = await createTestCompany(t.app, t.database);
    const first = await requestLink(company.ownerEmail);
    const second = await requestLink(company.ownerEmail, 1);
    expect(second.token).not.toBe(first.token);
    expect(
      (await anon().post(RESET_PATH, { token: second.token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const old = await anon().post(RESET_PATH, {
      token: first.token,
      password: 'otra-clave-789',
      confirm_password: 'otra-clave-789',
    });
    expect(old.statusCode).toBe(400);
    expect(old.data.detail).toBe(MENSAJES.sesion.enlaceInvalido);
  });

  it('checks the fields: required, length, confirmation "Las contraseñas no coinciden"', async () => {
    const company = await createTestCompany(t.app, t.database);
    const { token } = await requestLink(company.ownerEmail);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ token, confirm_password: NEW_PASSWORD }, 'password', MENSAJES.campos.required],
      [{ token, password: '', confirm_password: '' }, 'password', MENSAJES.campos.required],
      [{ token, password: 'corta', confirm_password: 'corta' }, 'password', MENSAJES.campos.minLength(8)],
      [{ token, password: NEW_PASSWORD }, 'confirm_password', MENSAJES.campos.required],
      [
        { token, password: NEW_PASSWORD, confirm_password: 'distinta-123' },
        'confirm_password',
        MENSAJES.sesion.contrasenasNoCoinciden,
      ],
      [
        { token, password: NEW_PASSWORD, pass_confirmation: 'distinta-123' },
        'confirm_password',
        MENSAJES.sesion.contrasenasNoCoinciden,
      ],
      [{ password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }, 'token', MENSAJES.sesion.enlaceInvalido],
    ];
    for (const [body, field, message] of cases) {
      const response = await anon().post(RESET_PATH, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.data[field], JSON.stringify(body)).toEqual([message]);
      expect(response.data.detail).toContain(message);
    }
    // None of them used the link.
    const [row] = await resetRows(await userIdOf(company.ownerEmail));
    expect(row!.usado).toBeNull();
  });

  it.each(['confirm_password', 'pass_confirmation', 'confirmation'])(
    'accepts the confirmation as %s (P3-77)',
    async (field) => {
      const company = await createTestCompany(t.app, t.database);
      const { token } = await requestLink(company.ownerEmail);
      const response = await anon().post(RESET_PATH, { token, password: NEW_PASSWORD, [field]: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
      await login(t.app, company.ownerEmail, NEW_PASSWORD);
    },
  );
});
