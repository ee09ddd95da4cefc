import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { PERMISOS, ROLES, permisosPorRol, type Permiso } from '@pos/shared/domains/users/permissions';
import { tokensSesion, usuarios, usuariosSucursales } from '../../../src/db/schema/index';
import { IMAGE_FORMAT_MESSAGE } from '../../../src/lib/uploads';
import { client, createTestApp, type Client, type TestApp } from '../../helpers/app';
import {
  createTestCompany,
  createUserAs,
  login,
  PASSWORD,
  unique,
  userBody,
  type TestCompany,
} from '../../helpers/factories';
import { fakeImage, gifImage, jpegImage, pngImage } from '../../helpers/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, id));
  return row!;
}

async function branchesOf(id: number): Promise<number[]> {
  const rows = await t.database.db
    .select()
    .from(usuariosSucursales)
    .where(eq(usuariosSucursales.usuarioId, id))
    .orderBy(usuariosSucursales.orden);
  return rows.map((r) => r.sucursalId);
}

async function ownerId(company: TestCompany): Promise<number> {
  return (await company.owner.get('/api/usuarios/me/')).data.id;
}

async function newBranch(company: TestCompany, nombre = unique('Sucursal')): Promise<number> {
  const response = await company.owner.post('/api/sucursales/', { nombre, departamento: '01', municipio: '0101' });
  expect(response.statusCode).toBe(201);
  return response.data.id;
}

/** Files under the media folder, relative to it. */
function mediaFiles(): string[] {
  if (!fs.existsSync(t.mediaDir)) return [];
  return (fs.readdirSync(t.mediaDir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(t.mediaDir, f)).isFile())
    .sort();
}

const mediaPath = (url: string) => path.join(t.mediaDir, url.replace(/^\/media\//, ''));

/**
 * The user form's body (role flags and permission flags) for a role, as every field the form posts:
 * every permission flag as a boolean, as the back office sends it (a PUT keeps the flags left out).
 */
function formBody(rol: (typeof ROLES)[number], sucursales: number[], overrides: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = userBody(rol, sucursales);
  return { ...Object.fromEntries(PERMISOS.map((p) => [p, body[p] === true])), ...body, ...overrides };
}

describe('user CRUD', () => {
  it('creates, reads, lists, edits and deletes a user (JSON)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const body = formBody('es_cajero', [company.sucursalId], {
      telefono: '5555-1234',
      first_name: '  Carla ',
      last_name: 'Caja',
    });
    const created = await company.owner.post('/api/usuarios/', body);
    expect(created.statusCode).toBe(201);
    const id = created.data.id;
    expect(created.data).toMatchObject({
      email: body.email,
      first_name: 'Carla',
      last_name: 'Caja',
      nombre: 'Carla Caja',
      telefono: '5555-1234',
      rol: 25,
      rol_nombre: 'Cajero',
      es_cajero: true,
      es_admin: false,
      es_global: false,
      es_propietario: false,
      sucursales: [{ id: company.sucursalId, nombre: 'Central' }],
      foto: null,
      activo: true,
      ultimo_ingreso: null,
    });
    expect(Object.keys(created.data).filter((k) => /password|hash/i.test(k))).toEqual([]);

    // Stored: the level, one role flag, the preset permissions and an argon2id hash, never the password.
    const row = await userRow(id);
    expect(row).toMatchObject({
      empresaId: company.empresaId,
      rol: 25,
      esCajero: true,
      esAdmin: false,
      esGlobal: false,
      activo: true,
    });
    expect([...row.permisos].sort()).toEqual(permisosPorRol('es_cajero', 'PVN').sort());
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(await branchesOf(id)).toEqual([company.sucursalId]);

    const read = await company.owner.get(`/api/usuarios/${id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.data).toEqual(created.data);
    const list = await company.owner.get('/api/usuarios/');
    expect(list.data.results.map((u: { id: number }) => u.id)).toContain(id);

    const edited = await company.owner.put(
      `/api/usuarios/${id}/`,
      formBody('es_bodeguero', [company.sucursalId], {
        email: body.email,
        first_name: 'Carla',
        last_name: 'Bodega',
        password: '',
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.data).toMatchObject({ rol: 50, es_bodeguero: true, es_cajero: false, last_name: 'Bodega' });
    const editedRow = await userRow(id);
    expect([...editedRow.permisos].sort()).toEqual(permisosPorRol('es_bodeguero', 'PVN').sort());
    // Without a new password the old one stays.
    expect(editedRow.passwordHash).toBe(row.passwordHash);

    const deleted = await company.owner.delete(`/api/usuarios/${id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data).toEqual({ detail: MENSAJES.usuarios.eliminado });
    expect((await userRow(id)).activo).toBe(false);
    const gone = await company.owner.get(`/api/usuarios/${id}/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.data).toEqual({ code: 'NOT_FOUND', detail: 'Usuario no encontrado.' });
    expect((await company.owner.get('/api/usuarios/')).data.results.map((u: { id: number }) => u.id)).not.toContain(id);
    expect((await company.owner.put(`/api/usuarios/${id}/`, body)).statusCode).toBe(404);
    expect((await company.owner.delete(`/api/usuarios/${id}/`)).statusCode).toBe(404);
  });

  it('stores each role with its preset permissions', async () => {
    const company = await createTestCompany(t.app, t.database);
    for (const rol of ROLES) {
      const created = await company.owner.post('/api/usuarios/', formBody(rol, [company.sucursalId]));
      expect(created.statusCode, rol).toBe(201);
      const row = await userRow(created.data.id);
      expect([...row.permisos].sort(), rol).toEqual(permisosPorRol(rol, 'PVN').sort());
      for (const flag of ROLES) expect(created.data[flag], `${rol} ${flag}`).toBe(flag === rol);
    }
  });

  it('checks the fields with the spec messages', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'no-es-correo' }, 'email', MENSAJES.campos.email],
      [{ email: '' }, 'email', MENSAJES.campos.required],
      [{ first_name: '' }, 'first_name', MENSAJES.campos.required],
      [{ first_name: 'x'.repeat(101) }, 'first_name', MENSAJES.campos.maxLength(100)],
      [{ password: '' }, 'password', MENSAJES.campos.required],
      [{ password: 'corta' }, 'password', MENSAJES.campos.minLength(8)],
      [{ telefono: '123' }, 'telefono', MENSAJES.campos.phone],
      [{ es_global: 'quizás' }, 'es_global', MENSAJES.campos.valorInvalido],
      [{ sucursales: [] }, 'sucursales', 'Seleccione al menos una sucursal.'],
      [{ sucursales: [999999] }, 'sucursales', 'Una de las sucursales seleccionadas no existe.'],
    ];
    for (const [override, field, message] of cases) {
      const response = await company.owner.post(
        '/api/usuarios/',
        formBody('es_cajero', [company.sucursalId], override),
      );
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.data[field], JSON.stringify(override)).toEqual([message]);
      expect(response.data.detail).toContain(message);
    }
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from usuarios where empresa_id = ${company.empresaId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
    // A global user may have no branch of their own.
    const global = await company.owner.post('/api/usuarios/', formBody('es_admin', [], { es_global: true }));
    expect(global.statusCode).toBe(201);
  });

  it('a role is required, and only one (spec 001 §5)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const none = { ...userBody('es_cajero', [company.sucursalId]), es_cajero: false };
    const noRole = await company.owner.post('/api/usuarios/', none);
    expect(noRole.statusCode).toBe(400);
    expect(noRole.data.rol).toEqual(['Seleccione un rol para el usuario.']);
    const two = await company.owner.post('/api/usuarios/', { ...none, es_cajero: true, es_bodeguero: 'true' });
    expect(two.statusCode).toBe(400);
    expect(two.data.rol).toEqual(['Seleccione un solo rol para el usuario.']);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const edit = await company.owner.put(`/api/usuarios/${cajero.id}/`, {
      ...userBody('es_cajero', [company.sucursalId]),
      email: cajero.email,
      es_admin: true,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.data.rol).toEqual(['Seleccione un solo rol para el usuario.']);
    expect((await userRow(cajero.id)).rol).toBe(25);
  });

  it('ignores the group toggle keys and stores only individual flags (P3-69)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const body = {
      email: `${unique('grupo')}@prueba.gt`,
      first_name: 'Grupo',
      password: PASSWORD,
      sucursales: [company.sucursalId],
      es_bodeguero: true,
      // Group toggles: UI-only. `bodega` is also the permission of the same name.
      reporte: true,
      configuracion: true,
      despacho: true,
      punto_venta_mostrador_caja: true,
      bodega: true,
      igreso_mercaderia: true,
      perfil: 'true',
      producto: false,
    };
    const created = await company.owner.post('/api/usuarios/', body);
    expect(created.statusCode).toBe(201);
    expect([...(await userRow(created.data.id)).permisos].sort()).toEqual(['bodega', 'igreso_mercaderia', 'perfil']);
    for (const permiso of PERMISOS)
      expect(created.data[permiso], permiso).toBe(['bodega', 'igreso_mercaderia', 'perfil'].includes(permiso));
    expect(created.data).not.toHaveProperty('reporte');
    expect(created.data).not.toHaveProperty('configuracion');
  });

  it('e-mail addresses are unique within the company, and free again after deletion', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    for (const email of [cajero.email.toUpperCase(), ` ${cajero.email} `]) {
      const response = await company.owner.post(
        '/api/usuarios/',
        formBody('es_cajero', [company.sucursalId], { email }),
      );
      expect(response.statusCode, email).toBe(400);
      expect(response.data.email).toEqual([MENSAJES.usuarios.correoDuplicado]);
    }
    // Editing another user onto a taken address is refused too.
    const bodega = await createUserAs(t.app, company, 'es_bodeguero');
    const taken = await company.owner.put(
      `/api/usuarios/${bodega.id}/`,
      formBody('es_bodeguero', [company.sucursalId], { email: cajero.email }),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.data.email).toEqual([MENSAJES.usuarios.correoDuplicado]);

    expect((await company.owner.delete(`/api/usuarios/${cajero.id}/`)).statusCode).toBe(200);
    const reused = await company.owner.post(
      '/api/usuarios/',
      formBody('es_cajero', [company.sucursalId], { email: cajero.email }),
    );
    expect(reused.statusCode).toBe(201);
    await login(t.app, cajero.email);
  });

  it("creating a user never reveals another company's user: the same e-mail is free in every company", async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    for (const email of [cajero.email, company.ownerEmail]) {
      const response = await other.owner.post('/api/usuarios/', formBody('es_cajero', [other.sucursalId], { email }));
      expect(response.statusCode, `${email}: ${response.body}`).toBe(201);
    }
  });

  it('logs in the account the password opens when one e-mail is staff of several companies', async () => {
    const a = await createTestCompany(t.app, t.database);
    const b = await createTestCompany(t.app, t.database);
    const email = `${unique('doble')}@prueba.gt`;
    const enA = await a.owner.post('/api/usuarios/', formBody('es_cajero', [a.sucursalId], { email }));
    const enB = await b.owner.post(
      '/api/usuarios/',
      formBody('es_bodeguero', [b.sucursalId], { email, password: 'otraClave456' }),
    );
    expect([enA.statusCode, enB.statusCode]).toEqual([201, 201]);
    const whoIs = async (token: string) => (await client(t.app, token).get('/api/usuarios/me/')).data.id;
    expect(await whoIs(await login(t.app, email))).toBe(enA.data.id);
    expect(await whoIs(await login(t.app, email, 'otraClave456'))).toBe(enB.data.id);

    // The same password in both: the answer asks which company, and only then names them.
    await b.owner.put(`/api/usuarios/${enB.data.id}/`, formBody('es_bodeguero', [b.sucursalId], { email }));
    const slugOf = (c: TestCompany) => c.ownerEmail.split('@')[0]!;
    const ambiguous = await client(t.app).post('/api/usuarios/token/', { email, password: PASSWORD });
    expect(ambiguous.statusCode).toBe(400);
    const ambos = [a, b].sort((x, y) => slugOf(x).localeCompare(slugOf(y)));
    expect(ambiguous.data).toMatchObject({
      detail: MENSAJES.sesion.elegirEmpresa,
      code: 'COMPANY_CHOICE_REQUIRED',
      empresas: ambos.map(slugOf),
      // The login screen offers the companies by name, in the slugs' order.
      nombres_empresas: ambos.map((c) => `Empresa ${slugOf(c)}`),
    });
    const chosen = await client(t.app).post('/api/usuarios/token/', { email, password: PASSWORD, empresa: slugOf(b) });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await whoIs(chosen.data.token)).toBe(enB.data.id);
    // A wrong password still says nothing about either account.
    const wrong = await client(t.app).post('/api/usuarios/token/', { email, password: 'equivocada' });
    expect(wrong.data).toEqual({ code: 'INVALID_CREDENTIALS', detail: MENSAJES.sesion.credencialesIncorrectas });
  });

  it('deleting a user ends their sessions', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const second = await login(t.app, cajero.email);
    expect((await company.owner.delete(`/api/usuarios/${cajero.id}/`)).statusCode).toBe(200);
    for (const token of [cajero.token, second])
      expect((await client(t.app, token).get('/api/usuarios/me/')).statusCode).toBe(401);
    const open = await t.database.db
      .select()
      .from(tokensSesion)
      .where(and(eq(tokensSesion.usuarioId, cajero.id), sql`${tokensSesion.revocado} is null`));
    expect(open).toEqual([]);
    const relogin = await client(t.app).post('/api/usuarios/token/', { email: cajero.email, password: PASSWORD });
    expect(relogin.statusCode).toBe(400);
  });

  it("an admin's new password for another user ends that user's sessions", async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const edited = await company.owner.put(
      `/api/usuarios/${cajero.id}/`,
      formBody('es_cajero', [company.sucursalId], { email: cajero.email, password: 'cambiada-por-admin' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await cajero.api.get('/api/usuarios/me/')).statusCode).toBe(401);
    await login(t.app, cajero.email, 'cambiada-por-admin');
    expect((await company.owner.get('/api/usuarios/me/')).statusCode).toBe(200);
  });
});

describe('multipart user form', () => {
  it('creates a user with a cropped photo served under /media, replaces and removes it', async () => {
    const company = await createTestCompany(t.app, t.database);
    const norte = await newBranch(company, 'Norte');
    const sur = await newBranch(company, 'Sur');
    const fields = {
      ...formBody('es_cajero', []),
      sucursales: undefined,
      es_global: 'false',
      es_cajero: 'true',
      [`sucursal-${sur}`]: 'true',
      [`sucursal-${company.sucursalId}`]: 'false',
      [`sucursal-${norte}`]: 'true',
    };
    const created = await company.owner.form('POST', '/api/usuarios/', fields, [
      { field: 'foto', filename: 'retrato.png', content: await pngImage(600, 300), type: 'image/png' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data.es_cajero).toBe(true);
    expect(created.data.es_global).toBe(false);
    // In the order the form lists them.
    expect(await branchesOf(created.data.id)).toEqual([sur, norte]);
    const foto: string = created.data.foto;
    expect(foto).toMatch(new RegExp(`^/media/${company.empresaId}/usuarios/[0-9a-f-]{36}\\.png$`));
    expect(fs.existsSync(mediaPath(foto))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: foto });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);

    // Replacing the photo (a JPEG, edit form) removes the old file.
    const replaced = await company.owner.form(
      'PUT',
      `/api/usuarios/${created.data.id}/`,
      { ...fields, email: created.data.email, password: '' },
      [{ field: 'foto', filename: 'nueva.JPG', content: await jpegImage(300, 500), type: 'image/jpeg' }],
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.data.foto).toMatch(/\.jpg$/);
    expect(fs.existsSync(mediaPath(foto))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: foto })).statusCode).toBe(404);
    expect(fs.existsSync(mediaPath(replaced.data.foto))).toBe(true);

    // eliminar_foto clears it and removes the file.
    const cleared = await company.owner.form('PUT', `/api/usuarios/${created.data.id}/`, {
      ...fields,
      email: created.data.email,
      eliminar_foto: 'true',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.data.foto).toBeNull();
    expect(fs.existsSync(mediaPath(replaced.data.foto))).toBe(false);
    expect((await userRow(created.data.id)).foto).toBeNull();
  });

  it('accepts the fields as a JSON `data` part and `sucursales` as a JSON list', async () => {
    const company = await createTestCompany(t.app, t.database);
    const body = formBody('es_vendedor_mostrador', [company.sucursalId]);
    const created = await company.owner.form('POST', '/api/usuarios/', { data: body });
    expect(created.statusCode, created.body).toBe(201);
    const listed = await company.owner.form('POST', '/api/usuarios/', {
      ...formBody('es_cajero', []),
      sucursales: [company.sucursalId],
    });
    expect(listed.statusCode, listed.body).toBe(201);
    expect(await branchesOf(listed.data.id)).toEqual([company.sucursalId]);
  });

  it.each([
    ['a GIF', 'foto.gif', gifImage],
    ['a PNG named .gif', 'foto.gif', () => pngImage()],
    ['text named .png', 'foto.png', async () => fakeImage()],
    ['a GIF named .png', 'foto.png', gifImage],
    ['a file without extension', 'foto', () => pngImage()],
  ])('refuses %s with the Spanish message and leaves nothing behind', async (_, filename, content) => {
    const company = await createTestCompany(t.app, t.database);
    const before = mediaFiles();
    const body = formBody('es_cajero', [company.sucursalId]);
    const response = await company.owner.form('POST', '/api/usuarios/', body, [
      { field: 'foto', filename, content: await content() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.data).toEqual({ code: 'VALIDATION', detail: IMAGE_FORMAT_MESSAGE, foto: [IMAGE_FORMAT_MESSAGE] });
    expect(
      await t.database.db
        .select()
        .from(usuarios)
        .where(eq(usuarios.email, body.email as string)),
    ).toEqual([]);
    expect(mediaFiles()).toEqual(before);
  });

  it('removes the uploaded photo when the save fails', async () => {
    const company = await createTestCompany(t.app, t.database);
    const before = mediaFiles();
    const response = await company.owner.form(
      'POST',
      '/api/usuarios/',
      formBody('es_cajero', [company.sucursalId], { email: company.ownerEmail }),
      [{ field: 'foto', filename: 'foto.png', content: await pngImage() }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.data.email).toEqual(['Ya existe un usuario con este correo electrónico.']);
    expect(mediaFiles()).toEqual(before);
  });

  it('refuses an image over 5 MB', async () => {
    const company = await createTestCompany(t.app, t.database);
    const response = await company.owner.form('POST', '/api/usuarios/', formBody('es_cajero', [company.sucursalId]), [
      { field: 'foto', filename: 'enorme.png', content: Buffer.alloc(5 * 1024 * 1024 + 1, 7) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.data.foto).toEqual(['La imagen no debe pesar más de 5 MB.']);
  });
});

describe('level rules (P3-05)', () => {
  /** A warehouse keeper who may also manage users: level 50, without most permissions. */
  async function bodegueroGestor(company: TestCompany) {
    return createUserAs(t.app, company, 'es_bodeguero', { conf_usuario: true });
  }

  it('a user cannot edit or delete a user of a higher level, nor the owner', async () => {
    const company = await createTestCompany(t.app, t.database);
    const gestor = await bodegueroGestor(company);
    const admin = await createUserAs(t.app, company, 'es_admin');
    const owner = await ownerId(company);
    const before = await userRow(admin.id);
    for (const [api, target] of [
      [gestor.api, admin.id],
      [gestor.api, owner],
      [admin.api, owner],
    ] as [Client, number][]) {
      const edit = await api.put(
        `/api/usuarios/${target}/`,
        formBody('es_cajero', [company.sucursalId], { email: `${unique('x')}@prueba.gt` }),
      );
      expect(edit.statusCode).toBe(403);
      expect(edit.data).toEqual({
        code: 'PERMISSION_DENIED',
        detail: 'No puede modificar un usuario de un nivel superior al suyo.',
      });
    }
    const del = await gestor.api.delete(`/api/usuarios/${admin.id}/`);
    expect(del.statusCode).toBe(403);
    expect(del.data.detail).toBe('No puede modificar un usuario de un nivel superior al suyo.');
    const delOwner = await admin.api.delete(`/api/usuarios/${owner}/`);
    expect(delOwner.statusCode).toBe(403);
    expect(delOwner.data.detail).toBe('No se puede eliminar al propietario de la empresa.');
    expect(await userRow(admin.id)).toEqual(before);
    expect((await userRow(owner)).activo).toBe(true);
    // Same level is fine: an admin edits another admin.
    const admin2 = await createUserAs(t.app, company, 'es_admin');
    const same = await admin.api.put(
      `/api/usuarios/${admin2.id}/`,
      formBody('es_admin', [company.sucursalId], { email: admin2.email, first_name: 'Par' }),
    );
    expect(same.statusCode).toBe(200);
    // Lower level is fine: the warehouse keeper edits a cashier with the cashier's preset.
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const lower = await gestor.api.put(
      `/api/usuarios/${cajero.id}/`,
      formBody('es_cajero', [company.sucursalId], { email: cajero.email, first_name: 'Editado' }),
    );
    expect(lower.statusCode, lower.body).toBe(200);
  });

  it('a user cannot grant a higher role or permissions they lack', async () => {
    const company = await createTestCompany(t.app, t.database);
    const gestor = await bodegueroGestor(company);
    const higher = await gestor.api.post('/api/usuarios/', formBody('es_admin', [company.sucursalId]));
    expect(higher.statusCode).toBe(403);
    expect(higher.data.detail).toBe('No puede asignar un rol de nivel superior al suyo.');
    const base = {
      email: `${unique('g')}@prueba.gt`,
      first_name: 'G',
      password: PASSWORD,
      sucursales: [company.sucursalId],
      es_cajero: true,
      perfil: true,
    };
    const lacking = await gestor.api.post('/api/usuarios/', { ...base, bitacora: true, reporte_venta: true });
    expect(lacking.statusCode).toBe(403);
    expect(lacking.data.detail).toBe('No puede otorgar permisos que usted no tiene: bitacora, reporte_venta.');
    // The cashier preset (PVN: punto_venta, perfil) is not all held by the keeper either.
    const preset = await gestor.api.post('/api/usuarios/', formBody('es_cajero', [company.sucursalId]));
    expect(preset.statusCode).toBe(403);
    expect(preset.data.detail).toBe('No puede otorgar permisos que usted no tiene: punto_venta.');
    const ok = await gestor.api.post('/api/usuarios/', formBody('es_bodeguero', [company.sucursalId]));
    expect(ok.statusCode).toBe(201);
    expect((await gestor.api.post('/api/usuarios/', base)).statusCode).toBe(201);
    // Editing: adding a permission the editor lacks is refused; keeping one is fine.
    const cajero = await createUserAs(t.app, company, 'es_cajero', { reporte_venta: true });
    const add = await gestor.api.put(
      `/api/usuarios/${cajero.id}/`,
      formBody('es_cajero', [company.sucursalId], { email: cajero.email, dashboard: true, reporte_venta: true }),
    );
    expect(add.statusCode).toBe(403);
    expect(add.data.detail).toBe('No puede otorgar permisos que usted no tiene: dashboard.');
    const keep = await gestor.api.put(
      `/api/usuarios/${cajero.id}/`,
      formBody('es_cajero', [company.sucursalId], { email: cajero.email, reporte_venta: true, first_name: 'Sigue' }),
    );
    expect(keep.statusCode, keep.body).toBe(200);
    // Only a global user makes users global.
    const global = await gestor.api.post(
      '/api/usuarios/',
      formBody('es_bodeguero', [company.sucursalId], { es_global: true }),
    );
    expect(global.statusCode).toBe(403);
    expect(global.data.detail).toBe('No puede crear usuarios globales sin ser global.');
  });

  it('a user cannot change their own role, permissions or global reach', async () => {
    const company = await createTestCompany(t.app, t.database);
    const admin = await createUserAs(t.app, company, 'es_admin');
    const mine = (extra: Record<string, unknown>) =>
      formBody('es_admin', [company.sucursalId], { email: admin.email, password: '', ...extra });
    const before = await userRow(admin.id);
    for (const change of [{ es_admin: false, es_bodeguero: true }, { bitacora: false }, { es_global: true }]) {
      const response = await admin.api.put(`/api/usuarios/${admin.id}/`, mine(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.data.detail).toBe('No puede cambiar su propio rol, permisos ni alcance global.');
    }
    expect(await userRow(admin.id)).toEqual(before);
    const rename = await admin.api.put(`/api/usuarios/${admin.id}/`, mine({ first_name: 'Renombrada' }));
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.data.first_name).toBe('Renombrada');
    // The owner keeps the owner's role whatever the form sends.
    const owner = await ownerId(company);
    const ownerSave = await company.owner.put(`/api/usuarios/${owner}/`, {
      ...formBody('es_admin', [company.sucursalId], { email: company.ownerEmail, es_global: true, password: '' }),
      ...Object.fromEntries(PERMISOS.map((p) => [p, true])),
    });
    expect(ownerSave.statusCode, ownerSave.body).toBe(200);
    expect(ownerSave.data).toMatchObject({ rol: 100, es_propietario: true, es_global: true });
    const ownerDemote = await company.owner.put(
      `/api/usuarios/${owner}/`,
      formBody('es_cajero', [company.sucursalId], { email: company.ownerEmail, es_global: true }),
    );
    expect(ownerDemote.statusCode).toBe(400);
  });

  it('a user cannot delete themselves; nobody deletes the owner', async () => {
    const company = await createTestCompany(t.app, t.database);
    const admin = await createUserAs(t.app, company, 'es_admin');
    const self = await admin.api.delete(`/api/usuarios/${admin.id}/`);
    expect(self.statusCode).toBe(400);
    expect(self.data).toEqual({ code: 'BAD_REQUEST', detail: 'No puede eliminar su propio usuario.' });
    const owner = await ownerId(company);
    const ownerSelf = await company.owner.delete(`/api/usuarios/${owner}/`);
    expect(ownerSelf.statusCode).toBe(400);
    expect((await userRow(owner)).activo).toBe(true);
    expect((await userRow(admin.id)).activo).toBe(true);
  });

  it('changing my own password from the user form needs the current password', async () => {
    const company = await createTestCompany(t.app, t.database);
    const admin = await createUserAs(t.app, company, 'es_admin');
    const other = await login(t.app, admin.email);
    const body = (extra: Record<string, unknown>) =>
      formBody('es_admin', [company.sucursalId], { email: admin.email, ...extra });
    for (const extra of [{ password: 'nueva-clave-1' }, { password: 'nueva-clave-1', password_actual: 'equivocada' }]) {
      const refused = await admin.api.put(`/api/usuarios/${admin.id}/`, body(extra));
      expect(refused.statusCode).toBe(400);
      expect(refused.data.password_actual).toEqual(['La contraseña actual no es correcta.']);
    }
    await login(t.app, admin.email);
    const changed = await admin.api.put(
      `/api/usuarios/${admin.id}/`,
      body({ password: 'nueva-clave-1', password_actual: PASSWORD }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await login(t.app, admin.email, 'nueva-clave-1');
    // The session that made the change stays; the other one ends.
    expect((await admin.api.get('/api/usuarios/me/')).statusCode).toBe(200);
    expect((await client(t.app, other).get('/api/usuarios/me/')).statusCode).toBe(401);
  });
});

describe('"Mi perfil" (P3-61)', () => {
  it('a user with only `perfil` saves their own name, phone and photo', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const before = await userRow(cajero.id);
    const saved = await cajero.api.put(`/api/usuarios/${cajero.id}/`, {
      first_name: 'Nuevo',
      last_name: 'Nombre',
      telefono: '+502 4444 5555',
      // Not part of a profile save: ignored.
      email: 'otro@prueba.gt',
      conf_usuario: true,
      es_global: true,
      sucursales: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data).toMatchObject({
      first_name: 'Nuevo',
      last_name: 'Nombre',
      telefono: '+502 4444 5555',
      email: cajero.email,
      conf_usuario: false,
      es_global: false,
    });
    const after = await userRow(cajero.id);
    expect(after.permisos).toEqual(before.permisos);
    expect(after.email).toBe(cajero.email);
    expect(await branchesOf(cajero.id)).toEqual([company.sucursalId]);

    const photo = await cajero.api.form('PUT', `/api/usuarios/${cajero.id}/`, { first_name: 'Nuevo' }, [
      { field: 'foto', filename: 'yo.jpeg', content: await jpegImage() },
    ]);
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.data.foto).toMatch(/\.jpg$/);
    const read = await cajero.api.get(`/api/usuarios/${cajero.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.data.foto).toBe(photo.data.foto);
  });

  it('a profile save cannot carry role flags, edit others, or happen without `perfil`', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const withRole = await cajero.api.put(`/api/usuarios/${cajero.id}/`, { first_name: 'X', es_cajero: true });
    expect(withRole.statusCode).toBe(403);
    const otherUser = await createUserAs(t.app, company, 'es_vendedor_mostrador');
    expect((await cajero.api.put(`/api/usuarios/${otherUser.id}/`, { first_name: 'X' })).statusCode).toBe(403);
    expect((await cajero.api.get(`/api/usuarios/${otherUser.id}/`)).statusCode).toBe(403);
    const sinPerfil = await createUserAs(t.app, company, 'es_cajero', { perfil: false });
    const refused = await sinPerfil.api.put(`/api/usuarios/${sinPerfil.id}/`, { first_name: 'X' });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.detail).toBe('No tiene permiso para realizar esta acción.');
    expect((await userRow(sinPerfil.id)).firstName).toBe('Usuario');
    expect((await userRow(cajero.id)).firstName).toBe('Usuario');
  });

  it('a password change needs password_actual and ends the other sessions', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const other = await login(t.app, cajero.email);
    for (const extra of [{}, { password_actual: 'equivocada' }]) {
      const refused = await cajero.api.put(`/api/usuarios/${cajero.id}/`, {
        first_name: 'Usuario',
        password: 'nueva-clave-2',
        ...extra,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.data.password_actual).toEqual(['La contraseña actual no es correcta.']);
    }
    const short = await cajero.api.put(`/api/usuarios/${cajero.id}/`, {
      first_name: 'Usuario',
      password: 'corta',
      password_actual: PASSWORD,
    });
    expect(short.statusCode).toBe(400);
    expect(short.data.password).toEqual([MENSAJES.campos.minLength(8)]);
    const ok = await cajero.api.put(`/api/usuarios/${cajero.id}/`, {
      first_name: 'Usuario',
      password: 'nueva-clave-2',
      password_actual: PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await login(t.app, cajero.email, 'nueva-clave-2');
    expect((await cajero.api.get('/api/usuarios/me/')).statusCode).toBe(200);
    expect((await client(t.app, other).get('/api/usuarios/me/')).statusCode).toBe(401);
  });
});

describe('GET usuarios/opciones', () => {
  it("lists the company's active users for pickers, to any user, with id, name and e-mail only", async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const vendedor = await createUserAs(t.app, company, 'es_vendedor_mostrador', {
      first_name: 'Valeria',
      last_name: 'Ventas',
    });
    const borrado = await createUserAs(t.app, company, 'es_bodeguero');
    await company.owner.delete(`/api/usuarios/${borrado.id}/`);
    await createUserAs(t.app, other, 'es_cajero');

    const response = await cajero.api.get('/api/usuarios/opciones/', { page_size: '100' });
    expect(response.statusCode).toBe(200);
    expect(response.data.count).toBe(3);
    expect(response.data.results).toContainEqual({ id: vendedor.id, nombre: 'Valeria Ventas', email: vendedor.email });
    const ids = response.data.results.map((u: { id: number }) => u.id).sort();
    expect(ids).toEqual([await ownerId(company), cajero.id, vendedor.id].sort());
    for (const row of response.data.results) expect(Object.keys(row).sort()).toEqual(['email', 'id', 'nombre']);
    const found = await cajero.api.get('/api/usuarios/opciones/', { search: 'valeria ven' });
    expect(found.data.results.map((u: { id: number }) => u.id)).toEqual([vendedor.id]);
    // The full list stays behind conf_usuario.
    expect((await cajero.api.get('/api/usuarios/')).statusCode).toBe(403);
  });
});

describe('stored permission names', () => {
  it('are always known flags', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.post(
      '/api/usuarios/',
      formBody('es_cajero', [company.sucursalId], { superpoder: true, conf_usuario: 'true' }),
    );
    expect(created.statusCode).toBe(201);
    const permisos = (await userRow(created.data.id)).permisos as Permiso[];
    expect(permisos.every((p) => (PERMISOS as readonly string[]).includes(p))).toBe(true);
    expect(permisos).toContain('conf_usuario');
  });
});
