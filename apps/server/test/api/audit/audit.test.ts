import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { ACCIONES_BITACORA, ENTIDADES_BITACORA } from '@pos/shared/domains/audit';
import { bitacora, configuraciones, sucursales, usuarios } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, unique, userBody, type TestCompany } from '../../helpers/factories';
import { pngImage } from '../../helpers/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Test-only triggers that make a write fail on purpose, to prove the audit entry lives and dies
  // with the change it records (one transaction):
  // 1. the bitácora insert itself fails for entries whose description has the marker;
  // 2. a branch whose name has the marker fails at COMMIT, after its audit entry was written.
  await t.database.db.execute(sql`
    create function test_falla_bitacora() returns trigger language plpgsql as $$
    begin
      if new.descripcion like '%falla-auditoria%' then raise exception 'falla de auditoría provocada'; end if;
      return new;
    end $$`);
  await t.database.db.execute(
    sql`create trigger test_falla_bitacora before insert on bitacora for each row execute function test_falla_bitacora()`,
  );
  await t.database.db.execute(sql`
    create function test_falla_al_confirmar() returns trigger language plpgsql as $$
    begin
      if new.nombre like '%falla-al-confirmar%' then raise exception 'falla al confirmar provocada'; end if;
      return new;
    end $$`);
  await t.database.db.execute(sql`
    create constraint trigger test_falla_al_confirmar after insert or update on sucursales
    deferrable initially deferred for each row execute function test_falla_al_confirmar()`);
});
afterAll(() => t.close());

async function entries(empresaId: number) {
  return t.database.db.select().from(bitacora).where(eq(bitacora.empresaId, empresaId)).orderBy(bitacora.id);
}

/** Runs a write and returns the bitácora entries it added. */
async function added<T>(
  empresaId: number,
  write: () => Promise<T>,
): Promise<{ result: T; nuevos: Awaited<ReturnType<typeof entries>> }> {
  const before = await entries(empresaId);
  const result = await write();
  const after = await entries(empresaId);
  return { result, nuevos: after.filter((e) => !before.some((b) => b.id === e.id)) };
}

async function ownerId(company: TestCompany): Promise<number> {
  return (await company.owner.get('/api/usuarios/me/')).data.id;
}

describe('what gets audited', () => {
  it('user create, edit, profile save and delete: exactly one entry each, with who, what, before and after', async () => {
    const company = await createTestCompany(t.app, t.database);
    const owner = await ownerId(company);
    const body = userBody('es_cajero', [company.sucursalId]);

    const create = await added(company.empresaId, () => company.owner.post('/api/usuarios/', body));
    expect(create.result.statusCode).toBe(201);
    const id = create.result.data.id;
    expect(create.nuevos).toHaveLength(1);
    expect(create.nuevos[0]).toMatchObject({
      usuarioId: owner,
      accion: 'CREAR',
      entidad: 'USUARIO',
      entidadId: id,
      descripcion: `Usuario ${body.email}`,
      detalleAnterior: null,
    });
    expect(create.nuevos[0]!.detalle).toMatchObject({
      id,
      email: body.email,
      es_cajero: true,
      punto_venta: true,
      rol: 25,
    });
    expect(JSON.stringify(create.nuevos[0])).not.toMatch(/password|argon2|secreta123/);

    const edit = await added(company.empresaId, () =>
      company.owner.put(`/api/usuarios/${id}/`, { ...body, password: '', last_name: 'Cambiado' }),
    );
    expect(edit.result.statusCode).toBe(200);
    expect(edit.nuevos).toHaveLength(1);
    expect(edit.nuevos[0]).toMatchObject({ usuarioId: owner, accion: 'EDITAR', entidad: 'USUARIO', entidadId: id });
    expect(edit.nuevos[0]!.detalleAnterior).toMatchObject({ last_name: 'Prueba' });
    expect(edit.nuevos[0]!.detalle).toMatchObject({ last_name: 'Cambiado' });

    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const perfil = await added(company.empresaId, () =>
      cajero.api.put(`/api/usuarios/${cajero.id}/`, { first_name: 'Perfil' }),
    );
    expect(perfil.nuevos).toHaveLength(1);
    expect(perfil.nuevos[0]).toMatchObject({
      usuarioId: cajero.id,
      accion: 'EDITAR',
      entidad: 'USUARIO',
      entidadId: cajero.id,
    });
    expect(perfil.nuevos[0]!.detalle).toMatchObject({ first_name: 'Perfil' });

    const del = await added(company.empresaId, () => company.owner.delete(`/api/usuarios/${id}/`));
    expect(del.nuevos).toHaveLength(1);
    expect(del.nuevos[0]).toMatchObject({
      usuarioId: owner,
      accion: 'ELIMINAR',
      entidad: 'USUARIO',
      entidadId: id,
      detalle: null,
    });
    expect(del.nuevos[0]!.detalleAnterior).toMatchObject({ id, last_name: 'Cambiado' });

    // Reads and logins write nothing.
    const reads = await added(company.empresaId, async () => {
      await company.owner.get('/api/usuarios/');
      await company.owner.get(`/api/usuarios/${cajero.id}/`);
      await createUserAs(t.app, company, 'es_bodeguero').then((u) => u.api.get('/api/usuarios/me/'));
    });
    expect(reads.nuevos.map((e) => e.accion)).toEqual(['CREAR']);
  });

  it('branch create, edit and delete: exactly one entry each', async () => {
    const company = await createTestCompany(t.app, t.database);
    const owner = await ownerId(company);
    const create = await added(company.empresaId, () =>
      company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0108' }),
    );
    const id = create.result.data.id;
    expect(create.nuevos).toHaveLength(1);
    expect(create.nuevos[0]).toMatchObject({
      usuarioId: owner,
      accion: 'CREAR',
      entidad: 'SUCURSAL',
      entidadId: id,
      descripcion: 'Sucursal Norte',
      detalleAnterior: null,
    });
    expect(create.nuevos[0]!.detalle).toEqual(create.result.data);

    const edit = await added(company.empresaId, () =>
      company.owner.put(`/api/sucursales/${id}/`, { nombre: 'Norte 2', departamento: '01', municipio: '0108' }),
    );
    expect(edit.nuevos).toHaveLength(1);
    expect(edit.nuevos[0]).toMatchObject({
      accion: 'EDITAR',
      entidad: 'SUCURSAL',
      entidadId: id,
      descripcion: 'Sucursal Norte 2',
    });
    expect(edit.nuevos[0]!.detalleAnterior).toMatchObject({ nombre: 'Norte' });
    expect(edit.nuevos[0]!.detalle).toEqual(edit.result.data);

    const del = await added(company.empresaId, () => company.owner.delete(`/api/sucursales/${id}/`));
    expect(del.nuevos).toHaveLength(1);
    expect(del.nuevos[0]).toMatchObject({ accion: 'ELIMINAR', entidad: 'SUCURSAL', entidadId: id, detalle: null });
    expect(del.nuevos[0]!.detalleAnterior).toMatchObject({ nombre: 'Norte 2' });
  });

  it('configuration edit: one entry with the settings before and after', async () => {
    const company = await createTestCompany(t.app, t.database);
    const conf = (await company.owner.get('/api/configuracion/me/')).data;
    const edit = await added(company.empresaId, () =>
      company.owner.form(
        'PUT',
        `/api/configuracion/${conf.id}/`,
        { utiliza_fel: 'true', nombres_precios: ['A', 'B', 'C', 'D', 'E'] },
        [{ field: 'logo', filename: 'logo.png', content: Buffer.alloc(0) }],
      ),
    );
    expect(edit.result.statusCode, edit.result.body).toBe(200);
    expect(edit.nuevos).toHaveLength(1);
    const [entry] = edit.nuevos;
    expect(entry).toMatchObject({
      usuarioId: await ownerId(company),
      accion: 'EDITAR',
      entidad: 'CONFIGURACION',
      entidadId: conf.id,
    });
    expect(entry!.detalleAnterior).toMatchObject({
      utiliza_fel: false,
      nombres_precios: ['Precio', 'Precio 2', 'Precio 3', 'Precio 4', 'Precio 5'],
    });
    expect(entry!.detalle).toMatchObject({ utiliza_fel: true, nombres_precios: ['A', 'B', 'C', 'D', 'E'] });
    // The per-user welcome flag is not company configuration.
    expect(entry!.detalle).not.toHaveProperty('bienvenida_visto');
  });

  it('a refused write leaves no entry', async () => {
    const company = await createTestCompany(t.app, t.database);
    const conf = (await company.owner.get('/api/configuracion/me/')).data;
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const refused = await added(company.empresaId, async () => {
      expect(
        (
          await company.owner.post(
            '/api/usuarios/',
            userBody('es_cajero', [company.sucursalId], { email: company.ownerEmail }),
          )
        ).statusCode,
      ).toBe(400);
      expect(
        (await company.owner.post('/api/sucursales/', { nombre: 'Central', departamento: '01', municipio: '0101' }))
          .statusCode,
      ).toBe(400);
      expect((await company.owner.delete(`/api/sucursales/${company.sucursalId}/`)).statusCode).toBe(400);
      expect((await company.owner.put(`/api/configuracion/${conf.id}/`, { slug: 'login' })).statusCode).toBe(400);
      expect(
        (await cajero.api.post('/api/sucursales/', { nombre: 'X', departamento: '01', municipio: '0101' })).statusCode,
      ).toBe(403);
      expect((await company.owner.delete(`/api/usuarios/${await ownerId(company)}/`)).statusCode).toBe(400);
    });
    expect(refused.nuevos).toEqual([]);
  });
});

describe('one transaction: the change and its entry commit or fail together', () => {
  it('when the audit insert fails, the branch is not created', async () => {
    const company = await createTestCompany(t.app, t.database);
    const nombre = `falla-auditoria ${unique('s')}`;
    const response = await company.owner.post('/api/sucursales/', { nombre, departamento: '01', municipio: '0101' });
    expect(response.statusCode).toBe(500);
    expect(response.data).toEqual({ code: 'INTERNAL', detail: 'Ha ocurrido un error inesperado, intente más tarde.' });
    expect(await t.database.db.select().from(sucursales).where(eq(sucursales.nombre, nombre))).toEqual([]);
  });

  it('when the audit insert fails, the user is not created and their photo is removed', async () => {
    const company = await createTestCompany(t.app, t.database);
    const email = `falla-auditoria-${unique('u')}@prueba.gt`;
    const mediaBefore = fs.existsSync(t.mediaDir) ? fs.readdirSync(t.mediaDir, { recursive: true }).length : 0;
    const response = await company.owner.form(
      'POST',
      '/api/usuarios/',
      userBody('es_cajero', [company.sucursalId], { email }),
      [{ field: 'foto', filename: 'f.png', content: await pngImage() }],
    );
    expect(response.statusCode).toBe(500);
    expect(await t.database.db.select().from(usuarios).where(eq(usuarios.email, email))).toEqual([]);
    const dir = path.join(t.mediaDir, String(company.empresaId), 'usuarios');
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    expect(
      fs.existsSync(t.mediaDir) ? fs.readdirSync(t.mediaDir, { recursive: true }).length : 0,
    ).toBeGreaterThanOrEqual(mediaBefore);
  });

  it('when the audit insert fails, the configuration keeps its values', async () => {
    const company = await createTestCompany(t.app, t.database);
    const conf = (await company.owner.get('/api/configuracion/me/')).data;
    const response = await company.owner.put(`/api/configuracion/${conf.id}/`, {
      nombre: 'falla-auditoria',
      utiliza_fel: true,
      metodos_entrega: [{ nombre: 'Nuevo', precio_empresa: '5' }],
    });
    expect(response.statusCode).toBe(500);
    const after = (await company.owner.get('/api/configuracion/me/')).data;
    expect(after).toEqual(conf);
    const [row] = await t.database.db.select().from(configuraciones).where(eq(configuraciones.id, conf.id));
    expect(row!.utilizaFel).toBe(false);
  });

  it('when the change fails at commit, its audit entry is gone too', async () => {
    const company = await createTestCompany(t.app, t.database);
    const nombre = `falla-al-confirmar ${unique('s')}`;
    const create = await added(company.empresaId, () =>
      company.owner.post('/api/sucursales/', { nombre, departamento: '01', municipio: '0101' }),
    );
    expect(create.result.statusCode).toBe(500);
    expect(create.nuevos).toEqual([]);
    const norte = (
      await company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0101' })
    ).data.id;
    const edit = await added(company.empresaId, () =>
      company.owner.put(`/api/sucursales/${norte}/`, { nombre, departamento: '01', municipio: '0101' }),
    );
    expect(edit.result.statusCode).toBe(500);
    expect(edit.nuevos).toEqual([]);
    expect((await company.owner.get(`/api/sucursales/${norte}/`)).data.nombre).toBe('Norte');
  });
});

describe('GET bitacora', () => {
  /** A company with a known history: entries at fixed Guatemala times, by two users. */
  async function history() {
    const company = await createTestCompany(t.app, t.database);
    const owner = await ownerId(company);
    const admin = await createUserAs(t.app, company, 'es_admin');
    const norte = (await admin.api.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0108' }))
      .data.id;
    await admin.api.put(`/api/sucursales/${norte}/`, {
      nombre: 'Norte Remodelada',
      departamento: '01',
      municipio: '0108',
    });
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    await company.owner.delete(`/api/usuarios/${cajero.id}/`);
    const all = await entries(company.empresaId);
    // EMPRESA CREAR, USUARIO CREAR (admin), SUCURSAL CREAR, SUCURSAL EDITAR, USUARIO CREAR (cajero), USUARIO ELIMINAR
    expect(all.map((e) => `${e.entidad} ${e.accion}`)).toEqual([
      'EMPRESA CREAR',
      'USUARIO CREAR',
      'SUCURSAL CREAR',
      'SUCURSAL EDITAR',
      'USUARIO CREAR',
      'USUARIO ELIMINAR',
    ]);
    // Guatemala is UTC−6: 2024-03-10T05:30Z is still 9 March there.
    const times = [
      '2024-03-01T12:00:00Z',
      '2024-03-09T18:00:00Z',
      '2024-03-10T05:30:00Z',
      '2024-03-10T06:00:00Z',
      '2024-03-15T23:59:00Z',
      '2024-03-16T05:59:59Z',
    ];
    for (const [i, entry] of all.entries()) {
      await t.database.db
        .update(bitacora)
        .set({ creado: new Date(times[i]!) })
        .where(eq(bitacora.id, entry.id));
    }
    return { company, owner, admin, cajero, norte, ids: all.map((e) => e.id) };
  }

  const idsOf = (data: { results: { id: number }[] }) => data.results.map((e) => e.id);

  it('lists newest first with who did it, filters by Guatemala days, action, entity, user and text', async () => {
    const h = await history();
    const list = async (query: Record<string, string>) => {
      const response = await h.company.owner.get('/api/bitacora/', { page_size: '100', ...query });
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      return response.data;
    };
    const all = await list({});
    expect(all.count).toBe(6);
    expect(idsOf(all)).toEqual([...h.ids].reverse());
    expect(all.results[0]).toMatchObject({
      accion: 'ELIMINAR',
      entidad: 'USUARIO',
      entidad_id: h.cajero.id,
      usuario: { id: h.owner, email: h.company.ownerEmail, nombre: 'Dueño Prueba' },
    });
    expect(all.results[0].creado).toBe('2024-03-16T05:59:59.000Z');

    expect(idsOf(await list({ fecha_inicial: '2024-03-09', fecha_final: '2024-03-09' }))).toEqual([h.ids[2], h.ids[1]]);
    expect(idsOf(await list({ fecha_inicial: '2024-03-10', fecha_final: '2024-03-10' }))).toEqual([h.ids[3]]);
    expect(idsOf(await list({ fecha_inicial: '2024-03-15' }))).toEqual([h.ids[5], h.ids[4]]);
    expect(idsOf(await list({ fecha_final: '2024-03-01' }))).toEqual([h.ids[0]]);
    expect(idsOf(await list({ accion: 'ELIMINAR' }))).toEqual([h.ids[5]]);
    expect(idsOf(await list({ entidad: 'SUCURSAL' }))).toEqual([h.ids[3], h.ids[2]]);
    expect(idsOf(await list({ accion: 'CREAR', entidad: 'USUARIO' }))).toEqual([h.ids[4], h.ids[1]]);
    expect(idsOf(await list({ usuario__id: String(h.admin.id) }))).toEqual([h.ids[3], h.ids[2]]);
    expect(
      idsOf(
        await list({
          usuario__id: String(h.admin.id),
          accion: 'EDITAR',
          fecha_inicial: '2024-03-10',
          fecha_final: '2024-03-10',
        }),
      ),
    ).toEqual([h.ids[3]]);
    expect(idsOf(await list({ search: 'remodelada' }))).toEqual([h.ids[3]]);
    expect(idsOf(await list({ search: '100%_' }))).toEqual([]);
    expect(idsOf(await list({ ordering: 'creado' }))).toEqual(h.ids);
  });

  it('pages the list', async () => {
    const h = await history();
    const first = (await h.company.owner.get('/api/bitacora/', { page_size: '4' })).data;
    expect(first.count).toBe(6);
    expect(idsOf(first)).toEqual([h.ids[5], h.ids[4], h.ids[3], h.ids[2]]);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const second = (await h.company.owner.get('/api/bitacora/', { page_size: '4', page: '2' })).data;
    expect(idsOf(second)).toEqual([h.ids[1], h.ids[0]]);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('page=1');
  });

  it('shows one entry in detail', async () => {
    const h = await history();
    const detail = await h.company.owner.get(`/api/bitacora/${h.ids[3]}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.data).toMatchObject({
      id: h.ids[3],
      accion: 'EDITAR',
      entidad: 'SUCURSAL',
      entidad_id: h.norte,
      descripcion: 'Sucursal Norte Remodelada',
      usuario: { id: h.admin.id, email: h.admin.email },
      detalle_anterior: { nombre: 'Norte' },
      detalle: { nombre: 'Norte Remodelada' },
      creado: '2024-03-10T06:00:00.000Z',
    });
    const missing = await h.company.owner.get('/api/bitacora/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.data).toEqual({ code: 'NOT_FOUND', detail: 'Registro no encontrado.' });
  });

  it('needs the `bitacora` permission', async () => {
    const h = await history();
    const bodega = await createUserAs(t.app, h.company, 'es_bodeguero');
    expect((await bodega.api.get('/api/bitacora/')).statusCode).toBe(403);
    expect((await bodega.api.get(`/api/bitacora/${h.ids[0]}/`)).statusCode).toBe(403);
    const auditor = await createUserAs(t.app, h.company, 'es_bodeguero', { bitacora: true });
    expect((await auditor.api.get('/api/bitacora/')).statusCode).toBe(200);
    expect((await auditor.api.get(`/api/bitacora/${h.ids[0]}/`)).statusCode).toBe(200);
  });

  it('refuses bad filters with a Spanish 400', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cases: [Record<string, string>, string, string][] = [
      [{ accion: 'BORRAR' }, 'accion', MENSAJES.campos.oneOf([...ACCIONES_BITACORA])],
      [{ entidad: 'PRODUCTO_X' }, 'entidad', MENSAJES.campos.oneOf([...ENTIDADES_BITACORA])],
      [{ fecha_inicial: '01/03/2024' }, 'fecha_inicial', 'Fecha inválida, use el formato AAAA-MM-DD.'],
      [{ fecha_final: '2024-13-01' }, 'fecha_final', 'Fecha inválida, use el formato AAAA-MM-DD.'],
      [{ fecha_final: '2024-02-30' }, 'fecha_final', 'Fecha inválida, use el formato AAAA-MM-DD.'],
      [
        { fecha_inicial: '2024-03-10', fecha_final: '2024-03-09' },
        'fecha_inicial',
        'La fecha inicial no puede ser posterior a la fecha final.',
      ],
    ];
    for (const [query, field, message] of cases) {
      const response = await company.owner.get('/api/bitacora/', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.data[field], JSON.stringify(query)).toEqual([message]);
    }
    for (const usuario__id of ['abc', '0', '-1', '99999999999', '1.5']) {
      const response = await company.owner.get('/api/bitacora/', { usuario__id });
      expect(response.statusCode, usuario__id).toBe(400);
      expect(typeof response.data.usuario__id?.[0], usuario__id).toBe('string');
    }
    expect((await company.owner.get('/api/bitacora/', { fecha_final: '2024-02-29' })).statusCode).toBe(200);
  });
});

describe('entries are per company', () => {
  it('usuario__id of another company finds nothing, and the entries of a company are never shown to another', async () => {
    const a = await createTestCompany(t.app, t.database);
    const b = await createTestCompany(t.app, t.database);
    const bOwner = await ownerId(b);
    const response = await a.owner.get('/api/bitacora/', { usuario__id: String(bOwner) });
    expect(response.data.count).toBe(0);
    const rows = await t.database.db
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.empresaId, a.empresaId), eq(bitacora.usuarioId, bOwner)));
    expect(rows).toEqual([]);
  });
});
