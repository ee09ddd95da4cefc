import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bitacora,
  configuraciones,
  empresas,
  metodosPagoEntrega,
  sucursales,
  usuarios,
  usuariosSucursales,
} from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, userBody, type TestCompany } from '../../helpers/factories';
import { pngImage } from '../../helpers/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every row a company owns in the foundation's tables. */
async function snapshot(empresaId: number) {
  const db = t.database.db;
  const users = await db.select().from(usuarios).where(eq(usuarios.empresaId, empresaId)).orderBy(usuarios.id);
  const memberships = [];
  for (const u of users)
    memberships.push(...(await db.select().from(usuariosSucursales).where(eq(usuariosSucursales.usuarioId, u.id))));
  return {
    empresa: await db.select().from(empresas).where(eq(empresas.id, empresaId)),
    usuarios: users,
    memberships,
    sucursales: await db.select().from(sucursales).where(eq(sucursales.empresaId, empresaId)).orderBy(sucursales.id),
    configuracion: await db.select().from(configuraciones).where(eq(configuraciones.empresaId, empresaId)),
    metodos: await db
      .select()
      .from(metodosPagoEntrega)
      .where(eq(metodosPagoEntrega.empresaId, empresaId))
      .orderBy(metodosPagoEntrega.id),
    bitacora: await db.select().from(bitacora).where(eq(bitacora.empresaId, empresaId)).orderBy(bitacora.id),
  };
}

interface Tenants {
  a: TestCompany;
  b: TestCompany;
  bUser: { id: number; email: string };
  bBranch: number;
  bConfig: number;
  bAudit: number;
  bMetodoPago: number;
  bMetodoEntrega: number;
}

async function tenants(): Promise<Tenants> {
  const a = await createTestCompany(t.app, t.database);
  const b = await createTestCompany(t.app, t.database);
  const bUser = await createUserAs(t.app, b, 'es_cajero');
  const bBranch = (
    await b.owner.post('/api/sucursales/', { nombre: 'Sucursal B', departamento: '01', municipio: '0101' })
  ).data.id;
  const bConf = (await b.owner.get('/api/configuracion/me/')).data;
  const bAudit = (await b.owner.get('/api/bitacora/')).data.results[0].id;
  return {
    a,
    b,
    bUser,
    bBranch,
    bConfig: bConf.id,
    bAudit,
    bMetodoPago: bConf.metodos_pago[0].id,
    bMetodoEntrega: bConf.metodos_entrega[0].id,
  };
}

const NOT_FOUND = {
  usuario: { code: 'NOT_FOUND', detail: 'Usuario no encontrado.' },
  sucursal: { code: 'NOT_FOUND', detail: 'Sucursal no encontrada.' },
  configuracion: { code: 'NOT_FOUND', detail: 'Configuración no encontrada.' },
  bitacora: { code: 'NOT_FOUND', detail: 'Registro no encontrado.' },
};

describe("another company's records by id", () => {
  it('every GET/PUT/DELETE answers 404 and changes nothing', async () => {
    const { a, b, bUser, bBranch, bConfig, bAudit } = await tenants();
    const beforeB = await snapshot(b.empresaId);
    const beforeA = await snapshot(a.empresaId);
    const calls: [string, () => Promise<{ statusCode: number; data: unknown }>, unknown][] = [
      ['GET usuario', () => a.owner.get(`/api/usuarios/${bUser.id}/`), NOT_FOUND.usuario],
      [
        'PUT usuario',
        () =>
          a.owner.put(`/api/usuarios/${bUser.id}/`, {
            ...userBody('es_cajero', [a.sucursalId]),
            email: bUser.email,
            password: '',
          }),
        NOT_FOUND.usuario,
      ],
      [
        'PUT usuario multipart',
        async () =>
          a.owner.form(
            'PUT',
            `/api/usuarios/${bUser.id}/`,
            { ...userBody('es_cajero', [a.sucursalId]), email: bUser.email, password: '' },
            [{ field: 'foto', filename: 'f.png', content: await pngImage() }],
          ),
        NOT_FOUND.usuario,
      ],
      ['DELETE usuario', () => a.owner.delete(`/api/usuarios/${bUser.id}/`), NOT_FOUND.usuario],
      ['GET sucursal', () => a.owner.get(`/api/sucursales/${bBranch}/`), NOT_FOUND.sucursal],
      [
        'PUT sucursal',
        () => a.owner.put(`/api/sucursales/${bBranch}/`, { nombre: 'Robada', departamento: '01', municipio: '0101' }),
        NOT_FOUND.sucursal,
      ],
      ['DELETE sucursal', () => a.owner.delete(`/api/sucursales/${bBranch}/`), NOT_FOUND.sucursal],
      [
        'PUT configuracion',
        () => a.owner.put(`/api/configuracion/${bConfig}/`, { utiliza_fel: true, nombre: 'Robada' }),
        NOT_FOUND.configuracion,
      ],
      [
        'PUT configuracion multipart',
        async () =>
          a.owner.form('PUT', `/api/configuracion/${bConfig}/`, { utiliza_fel: 'true' }, [
            { field: 'logo', filename: 'l.png', content: await pngImage() },
          ]),
        NOT_FOUND.configuracion,
      ],
      ['GET bitacora', () => a.owner.get(`/api/bitacora/${bAudit}/`), NOT_FOUND.bitacora],
    ];
    for (const [name, call, body] of calls) {
      const response = await call();
      expect(response.statusCode, name).toBe(404);
      expect(response.data, name).toEqual(body);
    }
    expect(await snapshot(b.empresaId)).toEqual(beforeB);
    // Refused calls write no audit entry for the caller either, and leave no uploaded file.
    expect(await snapshot(a.empresaId)).toEqual(beforeA);
    for (const empresaId of [a.empresaId, b.empresaId]) {
      const dir = path.join(t.mediaDir, String(empresaId));
      const files = fs.existsSync(dir)
        ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())
        : [];
      expect(files).toEqual([]);
    }
    // B still works as before.
    expect((await b.owner.get(`/api/usuarios/${bUser.id}/`)).statusCode).toBe(200);
  });

  it("no list shows another company's rows", async () => {
    const { a, b, bUser, bBranch } = await tenants();
    const usuariosA = (await a.owner.get('/api/usuarios/', { page_size: '1000' })).data;
    expect(usuariosA.count).toBe(1);
    expect(usuariosA.results.map((u: { email: string }) => u.email)).toEqual([a.ownerEmail]);
    const opciones = (await a.owner.get('/api/usuarios/opciones/', { page_size: '1000' })).data;
    expect(opciones.results.map((u: { id: number }) => u.id)).not.toContain(bUser.id);
    const sucursalesA = (await a.owner.get('/api/sucursales/', { page_size: '1000' })).data;
    expect(sucursalesA.results.map((s: { id: number }) => s.id)).toEqual([a.sucursalId]);
    expect(sucursalesA.results.map((s: { id: number }) => s.id)).not.toContain(bBranch);
    const bitacoraA = (await a.owner.get('/api/bitacora/', { page_size: '1000' })).data;
    const bIds = (await b.owner.get('/api/bitacora/', { page_size: '1000' })).data.results.map(
      (e: { id: number }) => e.id,
    );
    expect(bitacoraA.results.map((e: { id: number }) => e.id).filter((id: number) => bIds.includes(id))).toEqual([]);
    expect((await a.owner.get('/api/bitacora/', { usuario__id: String(bUser.id) })).data.count).toBe(0);
    const metodosA = (await a.owner.get('/api/metodos_pago_entrega/')).data.results.map((m: { id: number }) => m.id);
    const metodosB = (await b.owner.get('/api/metodos_pago_entrega/')).data.results.map((m: { id: number }) => m.id);
    expect(metodosA.filter((id: number) => metodosB.includes(id))).toEqual([]);
    const searched = (await a.owner.get('/api/usuarios/', { search: bUser.email })).data;
    expect(searched.count).toBe(0);
  });

  it("another company's ids inside a body are refused and change nothing", async () => {
    const { a, b, bBranch, bConfig, bMetodoPago, bMetodoEntrega } = await tenants();
    const aConfig = (await a.owner.get('/api/configuracion/me/')).data.id;
    const beforeB = await snapshot(b.empresaId);
    const beforeA = await snapshot(a.empresaId);

    const user = await a.owner.post('/api/usuarios/', userBody('es_cajero', [a.sucursalId, bBranch]));
    expect(user.statusCode).toBe(400);
    expect(user.data.sucursales).toEqual(['Una de las sucursales seleccionadas no existe.']);
    const store = await a.owner.put(`/api/configuracion/${aConfig}/`, { sucursal_tienda_online: bBranch });
    expect(store.statusCode).toBe(400);
    expect(store.data.sucursal_tienda_online).toEqual(['Sucursal no encontrada.']);
    const pago = await a.owner.put(`/api/configuracion/${aConfig}/`, {
      metodos_pago: [{ id: bMetodoPago, activo: false }],
    });
    expect(pago.statusCode).toBe(400);
    expect(pago.data.metodos_pago).toEqual(['Método de pago no encontrado.']);
    for (const entrega of [
      { id: bMetodoEntrega, nombre: 'Robado', precio_empresa: '1.00' },
      { id: bMetodoEntrega, nombre: 'Robado', precio_empresa: '1.00', eliminar: true },
    ]) {
      const response = await a.owner.put(`/api/configuracion/${aConfig}/`, { metodos_entrega: [entrega] });
      expect(response.statusCode).toBe(400);
      expect(response.data.metodos_entrega).toEqual(['Método de entrega no encontrado.']);
    }
    expect(bConfig).not.toBe(aConfig);
    expect(await snapshot(b.empresaId)).toEqual(beforeB);
    expect(await snapshot(a.empresaId)).toEqual(beforeA);
  });
});
