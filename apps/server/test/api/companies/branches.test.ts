import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEPARTAMENTOS, MUNICIPIOS } from '@pos/shared/domains/companies/geografia';
import { MENSAJES } from '@pos/shared/messages';
import { sucursales, usuariosSucursales } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Norte',
  direccion: 'Calzada Roosevelt 22-43, Zona 11',
  telefono: '2440 1122',
  departamento: '01',
  municipio: '0108',
  datos_empresa: { nombre: 'Comercial Norte, S.A.', nombre_comercial: 'Tienda Norte', nit: '1252133-7' },
  ...overrides,
});

async function branchRow(id: number) {
  const [row] = await t.database.db.select().from(sucursales).where(eq(sucursales.id, id));
  return row!;
}

async function ownerId(company: TestCompany): Promise<number> {
  return (await company.owner.get('/api/usuarios/me/')).data.id;
}

describe('branch CRUD', () => {
  it('creates, reads, lists, edits and deletes a branch', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.post('/api/sucursales/', body());
    expect(created.statusCode).toBe(201);
    expect(created.data).toMatchObject({
      nombre: 'Norte',
      direccion: 'Calzada Roosevelt 22-43, Zona 11',
      telefono: '2440 1122',
      departamento: '01',
      departamento_nombre: 'Guatemala',
      municipio: '0108',
      municipio_nombre: 'Mixco',
      datos_empresa: {
        nombre: 'Comercial Norte, S.A.',
        nombre_comercial: 'Tienda Norte',
        nit: '1252133-7',
        logo_ticket: null,
      },
      total_usuarios: 0,
    });
    const id = created.data.id;
    expect(await branchRow(id)).toMatchObject({
      empresaId: company.empresaId,
      nombre: 'Norte',
      razonSocial: 'Comercial Norte, S.A.',
      nit: '1252133-7',
      activo: true,
    });
    expect((await company.owner.get(`/api/sucursales/${id}/`)).data).toEqual(created.data);
    const list = (await company.owner.get('/api/sucursales/')).data;
    expect(list.count).toBe(2);
    // Newest first (default ordering -creado).
    expect(list.results.map((s: { nombre: string }) => s.nombre)).toEqual(['Norte', 'Central']);
    expect(list.results[1].total_usuarios).toBe(1);

    const edited = await company.owner.put(
      `/api/sucursales/${id}/`,
      body({ nombre: 'Norte 2', departamento: '09', municipio: '0901', telefono: '' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.data).toMatchObject({
      nombre: 'Norte 2',
      departamento_nombre: 'Quetzaltenango',
      municipio: '0901',
      telefono: '',
    });

    const deleted = await company.owner.delete(`/api/sucursales/${id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data).toEqual({ detail: MENSAJES.sucursales.eliminado });
    // Retired, not erased.
    expect((await branchRow(id)).activo).toBe(false);
    expect((await company.owner.get(`/api/sucursales/${id}/`)).statusCode).toBe(404);
    expect((await company.owner.put(`/api/sucursales/${id}/`, body())).statusCode).toBe(404);
    expect((await company.owner.delete(`/api/sucursales/${id}/`)).statusCode).toBe(404);
    expect((await company.owner.get('/api/sucursales/')).data.count).toBe(1);
  });

  it('every one of the 340 municipalities is accepted with its own department', async () => {
    expect(DEPARTAMENTOS).toHaveLength(22);
    expect(MUNICIPIOS).toHaveLength(340);
    const company = await createTestCompany(t.app, t.database);
    const id = (await company.owner.post('/api/sucursales/', body())).data.id;
    const names = new Set<string>();
    for (const m of MUNICIPIOS) {
      const response = await company.owner.put(
        `/api/sucursales/${id}/`,
        body({ departamento: m.departamento, municipio: m.id }),
      );
      expect(response.statusCode, m.id).toBe(200);
      expect(response.data.municipio_nombre).toBe(m.nombre);
      names.add(`${response.data.departamento_nombre}/${m.nombre}`);
    }
    expect(names.size).toBe(340);
  });

  it('refuses a municipality of another department, an unknown one and an unknown department', async () => {
    const company = await createTestCompany(t.app, t.database);
    const mismatch = 'El municipio no pertenece al departamento seleccionado.';
    for (const [departamento, municipio, field, message] of [
      ['01', '0901', 'municipio', mismatch],
      ['22', '2118', 'municipio', mismatch],
      ['01', '0199', 'municipio', mismatch],
      ['23', '2301', 'departamento', 'Seleccione un departamento válido.'],
      ['', '0101', 'departamento', MENSAJES.campos.required],
      ['01', '', 'municipio', MENSAJES.campos.required],
    ]) {
      const response = await company.owner.post('/api/sucursales/', body({ departamento, municipio }));
      expect(response.statusCode, `${departamento}/${municipio}`).toBe(400);
      expect(response.data[field!], `${departamento}/${municipio}`).toContain(message);
    }
    expect((await company.owner.get('/api/sucursales/')).data.count).toBe(1);
  });

  it("checks the NIT ('Escriba un nit válido') and the phone", async () => {
    const company = await createTestCompany(t.app, t.database);
    for (const nit of ['1252133-8', 'CF', 'C/F', 'abc', '0']) {
      const response = await company.owner.post(
        '/api/sucursales/',
        body({ datos_empresa: { nombre: 'X', nombre_comercial: 'X', nit } }),
      );
      expect(response.statusCode, nit).toBe(400);
      expect(response.data['datos_empresa.nit'], nit).toEqual([MENSAJES.campos.nitSinCf]);
    }
    for (const nit of ['576937-K', '576937k', '12521337', '']) {
      const response = await company.owner.post(
        '/api/sucursales/',
        body({ nombre: `NIT ${nit || 'vacío'}`, datos_empresa: { nombre: 'X', nombre_comercial: 'X', nit } }),
      );
      expect(response.statusCode, nit).toBe(201);
    }
    for (const telefono of ['123', '2440 112', '+1 555 123 4567', 'teléfono', '2440-1122-9']) {
      const response = await company.owner.post('/api/sucursales/', body({ nombre: 'Tel', telefono }));
      expect(response.statusCode, telefono).toBe(400);
      expect(response.data.telefono, telefono).toEqual([MENSAJES.campos.phone]);
    }
    for (const telefono of ['24401122', '2440-1122', '+502 2440 1122', '']) {
      const response = await company.owner.post(
        '/api/sucursales/',
        body({ nombre: `Tel ${telefono || 'vacío'}`, telefono }),
      );
      expect(response.statusCode, telefono).toBe(201);
    }
  });

  it('requires a name and keeps names unique per company (case-insensitive), free again after deletion', async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const empty = await company.owner.post('/api/sucursales/', body({ nombre: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.data.nombre).toEqual([MENSAJES.campos.required]);
    const long = await company.owner.post('/api/sucursales/', body({ nombre: 'x'.repeat(101) }));
    expect(long.data.nombre).toEqual([MENSAJES.campos.maxLength(100)]);

    const norte = (await company.owner.post('/api/sucursales/', body())).data.id;
    for (const nombre of ['Norte', 'NORTE', ' norte ', 'central']) {
      const dup = await company.owner.post('/api/sucursales/', body({ nombre }));
      expect(dup.statusCode, nombre).toBe(400);
      expect(dup.data).toEqual({
        code: 'VALIDATION',
        detail: 'Ya existe una sucursal con este nombre.',
        nombre: ['Ya existe una sucursal con este nombre.'],
      });
    }
    // Renaming onto another branch's name is refused; keeping one's own name is fine.
    const rename = await company.owner.put(`/api/sucursales/${norte}/`, body({ nombre: 'Central' }));
    expect(rename.statusCode).toBe(400);
    expect((await company.owner.put(`/api/sucursales/${norte}/`, body({ nombre: 'NORTE' }))).statusCode).toBe(200);
    // Another company may use the same name.
    expect((await other.owner.post('/api/sucursales/', body())).statusCode).toBe(201);
    // Free again once the branch is deleted.
    expect((await company.owner.delete(`/api/sucursales/${norte}/`)).statusCode).toBe(200);
    expect((await company.owner.post('/api/sucursales/', body())).statusCode).toBe(201);
  });

  it('a branch with users assigned cannot be deleted', async () => {
    const company = await createTestCompany(t.app, t.database);
    const norte = (await company.owner.post('/api/sucursales/', body())).data.id;
    const cajero = await createUserAs(t.app, company, 'es_cajero', { sucursales: [norte] });
    const refused = await company.owner.delete(`/api/sucursales/${norte}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.data).toEqual({ code: 'BAD_REQUEST', detail: MENSAJES.sucursales.eliminarConUsuarios });
    expect((await branchRow(norte)).activo).toBe(true);
    expect((await company.owner.get(`/api/sucursales/${norte}/`)).data.total_usuarios).toBe(1);
    // Once the user is gone (deleted users do not count), the branch can go.
    expect((await company.owner.delete(`/api/usuarios/${cajero.id}/`)).statusCode).toBe(200);
    expect((await company.owner.get(`/api/sucursales/${norte}/`)).data.total_usuarios).toBe(0);
    expect((await company.owner.delete(`/api/sucursales/${norte}/`)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(usuariosSucursales).where(eq(usuariosSucursales.sucursalId, norte)),
    ).toEqual([]);
  });

  it("the company's only branch, and the online store's branch, cannot be deleted", async () => {
    const company = await createTestCompany(t.app, t.database);
    const owner = await ownerId(company);
    // The owner (global) leaves the branch, so only the "last branch" rule stands in the way.
    const me = (await company.owner.get(`/api/usuarios/${owner}/`)).data;
    const leave = await company.owner.put(`/api/usuarios/${owner}/`, { ...me, password: '', sucursales: [] });
    expect(leave.statusCode, leave.body).toBe(200);
    const only = await company.owner.delete(`/api/sucursales/${company.sucursalId}/`);
    expect(only.statusCode).toBe(400);
    expect(only.data).toEqual({ code: 'BAD_REQUEST', detail: 'No se puede eliminar la única sucursal de la empresa.' });
    expect((await branchRow(company.sucursalId)).activo).toBe(true);
    // With a second branch, the first is still the store's pickup branch.
    await company.owner.post('/api/sucursales/', body());
    const store = await company.owner.delete(`/api/sucursales/${company.sucursalId}/`);
    expect(store.statusCode).toBe(400);
    expect(store.data).toEqual({
      code: 'BAD_REQUEST',
      detail: 'No se puede eliminar la sucursal porque es la sucursal de la tienda en línea.',
    });
    expect((await branchRow(company.sucursalId)).activo).toBe(true);
  });

  it('a creator who is not global joins the branch they create', async () => {
    const company = await createTestCompany(t.app, t.database);
    const admin = await createUserAs(t.app, company, 'es_admin');
    const created = await admin.api.post('/api/sucursales/', body());
    expect(created.statusCode).toBe(201);
    const me = (await admin.api.get('/api/usuarios/me/')).data;
    expect(me.sucursales.map((s: { id: number }) => s.id)).toEqual([company.sucursalId, created.data.id]);
    expect((await admin.api.get('/api/usuarios/me/', { sucursal: String(created.data.id) })).statusCode).toBe(200);
    // The global owner does not become a member.
    const byOwner = (await company.owner.post('/api/sucursales/', body({ nombre: 'Sur' }))).data.id;
    const memberships = await t.database.db
      .select()
      .from(usuariosSucursales)
      .where(and(eq(usuariosSucursales.sucursalId, byOwner)));
    expect(memberships).toEqual([]);
  });

  it('search finds branches by name or address', async () => {
    const company = await createTestCompany(t.app, t.database);
    await company.owner.post('/api/sucursales/', body());
    await company.owner.post(
      '/api/sucursales/',
      body({ nombre: 'Sur', direccion: 'Avenida Petapa', departamento: '01', municipio: '0101' }),
    );
    expect(
      (await company.owner.get('/api/sucursales/', { search: 'petapa' })).data.results.map(
        (s: { nombre: string }) => s.nombre,
      ),
    ).toEqual(['Sur']);
    expect(
      (await company.owner.get('/api/sucursales/', { search: 'NOR' })).data.results.map(
        (s: { nombre: string }) => s.nombre,
      ),
    ).toEqual(['Norte']);
  });
});
