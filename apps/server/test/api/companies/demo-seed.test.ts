import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { FLAGS_CONFIGURACION, NOMBRES_FLAGS } from '@pos/shared/domains/companies/companies';
import { PERMISOS, ROLES, permisosPorRol, type Permiso, type Rol } from '@pos/shared/domains/users/permissions';
import {
  bitacora,
  configuraciones,
  empresas,
  metodosPagoEntrega,
  sucursales,
  usuarios,
} from '../../../src/db/schema/index';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../../src/db/seed/demo';
import { client, createTestApp, type TestApp } from '../../helpers/app';
import { login } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The six demo logins (README), with the role, level and branches each one has. */
const LOGINS: { email: string; rol: Rol | 'propietario'; nivel: number; sucursales: string[] }[] = [
  { email: 'propietario@demo.gt', rol: 'propietario', nivel: 100, sucursales: ['Central', 'Norte'] },
  { email: 'admin@demo.gt', rol: 'es_admin', nivel: 75, sucursales: ['Central', 'Norte'] },
  { email: 'bodega@demo.gt', rol: 'es_bodeguero', nivel: 50, sucursales: ['Central'] },
  { email: 'encargado@demo.gt', rol: 'es_encargado_tienda', nivel: 50, sucursales: ['Norte'] },
  { email: 'cajero@demo.gt', rol: 'es_cajero', nivel: 25, sucursales: ['Central'] },
  { email: 'vendedor@demo.gt', rol: 'es_vendedor_mostrador', nivel: 25, sucursales: ['Central'] },
];

async function counts() {
  const db = t.database.db;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    empresas: await n(empresas),
    sucursales: await n(sucursales),
    usuarios: await n(usuarios),
    configuraciones: await n(configuraciones),
    metodos: await n(metodosPagoEntrega),
    bitacora: await n(bitacora),
  };
}

describe('seedDemoIfEmpty', () => {
  it('on an empty database creates company "Demo" with its branches and six logins, once', async () => {
    expect((await counts()).empresas).toBe(0);
    expect(await seedDemoIfEmpty(t.database.db, t.fel.box)).toBe(true);

    const [empresa] = await t.database.db.select().from(empresas);
    expect(empresa).toMatchObject({ nombre: 'Demo', slug: 'demo', pais: 'GT', activo: true });
    const branches = await t.database.db
      .select()
      .from(sucursales)
      .where(eq(sucursales.empresaId, empresa!.id))
      .orderBy(sucursales.id);
    expect(branches.map((b) => b.nombre)).toEqual(['Central', 'Norte']);
    for (const b of branches) expect(b.nit).toBe('1234567-9');
    const [conf] = await t.database.db.select().from(configuraciones).where(eq(configuraciones.empresaId, empresa!.id));
    expect(conf).toMatchObject({
      tipoPuntoVenta: 'PVMCE',
      confCajaForzarCierre: true,
      confVentaImprimirRecibo: true,
      confVentaPedirCliente: true,
    });
    const users = await t.database.db.select().from(usuarios).where(eq(usuarios.empresaId, empresa!.id));
    expect(users.map((u) => u.email).sort()).toEqual(LOGINS.map((l) => l.email).sort());

    // Running it again does nothing.
    const before = await counts();
    expect(await seedDemoIfEmpty(t.database.db, t.fel.box)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it.each(LOGINS)(
    '$email logs in with demo1234 and sees its role ($rol)',
    async ({ email, rol, nivel, sucursales: branchNames }) => {
      const [empresa] = await t.database.db.select().from(empresas).where(eq(empresas.slug, 'demo'));
      expect(empresa, 'the seed test runs first').toBeDefined();
      expect(DEMO_PASSWORD).toBe('demo1234');
      const api = client(t.app, await login(t.app, email, 'demo1234'));
      const me = (await api.get('/api/usuarios/me/')).data;
      const expected: readonly Permiso[] = rol === 'propietario' ? PERMISOS : permisosPorRol(rol, 'PVMCE');
      for (const permiso of PERMISOS) expect(me[permiso], permiso).toBe(expected.includes(permiso));
      for (const r of ROLES) expect(me[r], r).toBe(r === (rol === 'propietario' ? 'es_admin' : rol));
      expect(me).toMatchObject({
        rol: nivel,
        es_propietario: rol === 'propietario',
        es_global: rol === 'propietario',
        pais: 'GT',
        caja: null,
        empresa: { slug: 'demo', nombre: 'Demo' },
      });
      expect(me.sucursales.map((s: { nombre: string }) => s.nombre)).toEqual(branchNames);
      expect(me.sucursal).toBe(me.sucursales[0].id);
      const conf = (await api.get('/api/configuracion/me/')).data;
      expect(conf).toMatchObject({
        slug: 'demo',
        tipo_punto_venta: 'PVMCE',
        telefono_tienda: '2230 4455',
        correo_tienda: 'tienda@demo.gt',
      });
      // The spec's defaults, except that the demo invoices electronically (on the sandbox).
      for (const flag of NOMBRES_FLAGS)
        expect(conf[flag], flag).toBe(flag === 'utiliza_fel' ? true : FLAGS_CONFIGURACION[flag]);
      // What the role may open, it can open.
      expect((await api.get('/api/usuarios/')).statusCode).toBe(expected.includes('conf_usuario') ? 200 : 403);
      expect((await api.get('/api/bitacora/')).statusCode).toBe(expected.includes('bitacora') ? 200 : 403);
    },
  );

  it('the demo set-up is in the audit log, by the owner', async () => {
    const [owner] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'propietario@demo.gt'));
    const entries = await t.database.db
      .select()
      .from(bitacora)
      .where(eq(bitacora.empresaId, owner!.empresaId))
      .orderBy(bitacora.id);
    expect(entries.map((e) => `${e.entidad} ${e.accion}`)).toEqual([
      'EMPRESA CREAR',
      'SUCURSAL CREAR',
      ...Array(5).fill('USUARIO CREAR'),
      'CAJA CREAR',
      'CAJA CREAR',
      'CONFIGURACION CREAR',
    ]);
    expect(entries.every((e) => e.usuarioId === owner!.id)).toBe(true);
  });

  it('invoices on the sandbox: issuer settings and one establishment code per branch', async () => {
    const api = client(t.app, await login(t.app, 'propietario@demo.gt', 'demo1234'));
    const fel = (await api.get('/api/configuracion_fel/')).data;
    expect(fel).toMatchObject({
      configurada: true,
      utiliza_fel: true,
      nit_emisor: '12345679',
      afiliacion_iva: 'GEN',
      certificador: 'sandbox',
      documentos: { factura: 'FACT', credito: 'FACT' },
    });
    expect(
      fel.establecimientos.map((e: { sucursal: { nombre: string }; codigo_establecimiento: number }) => [
        e.sucursal.nombre,
        e.codigo_establecimiento,
      ]),
    ).toEqual([
      ['Central', 1],
      ['Norte', 2],
    ]);
  });

  it('does nothing when any company exists', async () => {
    const before = await counts();
    expect(await seedDemoIfEmpty(t.database.db, t.fel.box)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
