import { UNIDADES_POR_DEFECTO } from '@pos/shared/domains/catalog/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS_CONFIGURACION, FORMAS_PAGO, NOMBRES_FLAGS } from '@pos/shared/domains/companies/companies';
import { PERMISOS, ROLES, permisosPorRol, type Rol } from '@pos/shared/domains/users/permissions';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LEVELS: Record<Rol, number> = {
  es_admin: 75,
  es_encargado_tienda: 50,
  es_bodeguero: 50,
  es_cajero: 25,
  es_vendedor_mostrador: 25,
};
const LEVEL_NAMES: Record<number, string> = { 100: 'Propietario', 75: 'Administrador', 50: 'Bodeguero', 25: 'Cajero' };

function expectFlags(me: Record<string, unknown>, granted: readonly string[]) {
  for (const permiso of PERMISOS) expect(me[permiso], permiso).toBe(granted.includes(permiso));
}

describe('GET usuarios/me', () => {
  it("the owner: level 100, global, every permission, the company's branches, country, no register", async () => {
    const company = await createTestCompany(t.app, t.database);
    const me = (await company.owner.get('/api/usuarios/me/')).data;
    expectFlags(me, PERMISOS);
    expect(me).toMatchObject({
      email: company.ownerEmail,
      first_name: 'Dueño',
      last_name: 'Prueba',
      nombre: 'Dueño Prueba',
      rol: 100,
      rol_nombre: 'Propietario',
      es_propietario: true,
      es_admin: true,
      es_encargado_tienda: false,
      es_bodeguero: false,
      es_cajero: false,
      es_vendedor_mostrador: false,
      es_global: true,
      sucursales: [{ id: company.sucursalId, nombre: 'Central' }],
      sucursal: company.sucursalId,
      pais: 'GT',
      caja: null,
      bienvenida_visto: false,
      foto: null,
      activo: true,
      empresa: {
        id: company.empresaId,
        nombre: expect.stringMatching(/^Empresa emp-/),
        slug: expect.stringMatching(/^emp-/),
      },
    });
    expect(me.ultimo_ingreso).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Object.keys(me).filter((k) => /password|hash/i.test(k))).toEqual([]);
  });

  it.each(ROLES)('%s: its preset permissions, exactly one role flag and its level', async (rol) => {
    const company = await createTestCompany(t.app, t.database);
    const user = await createUserAs(t.app, company, rol);
    const response = await user.api.get('/api/usuarios/me/');
    expect(response.statusCode).toBe(200);
    const me = response.data;
    expectFlags(me, permisosPorRol(rol, 'PVN'));
    for (const other of ROLES) expect(me[other], other).toBe(other === rol);
    expect(me).toMatchObject({
      id: user.id,
      rol: LEVELS[rol],
      rol_nombre: LEVEL_NAMES[LEVELS[rol]],
      es_propietario: false,
      es_global: false,
      sucursales: [{ id: company.sucursalId, nombre: 'Central' }],
      sucursal: company.sucursalId,
      pais: 'GT',
      caja: null,
    });
  });

  it("defaults to the user's first branch in the user's order (P3-06)", async () => {
    const company = await createTestCompany(t.app, t.database);
    const norte = (
      await company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0108' })
    ).data;
    const sur = (await company.owner.post('/api/sucursales/', { nombre: 'Sur', departamento: '05', municipio: '0501' }))
      .data;
    const user = await createUserAs(t.app, company, 'es_bodeguero', { sucursales: [sur.id, company.sucursalId] });
    const me = (await user.api.get('/api/usuarios/me/')).data;
    expect(me.sucursales).toEqual([
      { id: sur.id, nombre: 'Sur' },
      { id: company.sucursalId, nombre: 'Central' },
    ]);
    expect(me.sucursal).toBe(sur.id);
    expect(me.sucursales.map((s: { id: number }) => s.id)).not.toContain(norte.id);
  });

  it('a global user lists every branch of the company, starting with their default', async () => {
    const company = await createTestCompany(t.app, t.database);
    const norte = (
      await company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0108' })
    ).data;
    const sur = (await company.owner.post('/api/sucursales/', { nombre: 'Sur', departamento: '05', municipio: '0501' }))
      .data;
    const admin = await createUserAs(t.app, company, 'es_admin', { es_global: true, sucursales: [sur.id] });
    const me = (await admin.api.get('/api/usuarios/me/')).data;
    expect(me.es_global).toBe(true);
    expect(me.sucursal).toBe(sur.id);
    expect(me.sucursales[0]).toEqual({ id: sur.id, nombre: 'Sur' });
    expect(me.sucursales.map((s: { id: number }) => s.id).sort()).toEqual(
      [company.sucursalId, norte.id, sur.id].sort(),
    );
    // The default is the branch the API uses when no `sucursal` is sent.
    const owner = (await company.owner.get('/api/usuarios/me/')).data;
    expect(owner.sucursal).toBe(owner.sucursales[0].id);
  });
});

describe('GET configuracion/me', () => {
  it('every configuration flag with its default, the spec defaults spelled out', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    // Read at login by every user, whatever their permissions.
    const response = await cajero.api.get('/api/configuracion/me/');
    expect(response.statusCode).toBe(200);
    const conf = response.data;
    expect(NOMBRES_FLAGS).toHaveLength(21);
    for (const flag of NOMBRES_FLAGS) expect(conf[flag], flag).toBe(FLAGS_CONFIGURACION[flag]);
    // The three defaults the spec fixes (001 §9).
    expect(conf.conf_caja_forzar_cierre).toBe(true);
    expect(conf.conf_venta_imprimir_recibo).toBe(true);
    expect(conf.conf_venta_pedir_cliente).toBe(true);
    // Not in spec: the blind count starts off (the cashier sees the expected cash, as before).
    expect(conf.conf_caja_conteo_ciego).toBe(false);
    expect(conf).toMatchObject({
      id: expect.any(Number),
      empresa: { id: company.empresaId, pais: 'GT' },
      pais: 'GT',
      logo: null,
      banner: null,
      logo_ticket: null,
      formato_factura: 'ticket',
      items_por_factura: 10,
      tipo_punto_venta: 'PVN',
      conf_tipos_facturas: 'FACT',
      sucursal_tienda_online: { id: company.sucursalId, nombre: 'Central', direccion: '' },
      bienvenida_visto: false,
    });
    // A new company starts with the common units of measure, one kind after another.
    expect(conf.unidades_de_medida.map((u: { nombre: string }) => u.nombre)).toEqual(
      UNIDADES_POR_DEFECTO.map((u) => u.nombre),
    );
    expect(conf.unidades_de_medida.find((u: { nombre: string }) => u.nombre === 'Kilogramo')).toMatchObject({
      tipo: 30,
      capacidad: '2.204623',
    });
    expect(conf.nombres_precios).toEqual(['Precio', 'Precio 2', 'Precio 3', 'Precio 4', 'Precio 5']);
    expect(conf.tipos_facturas).toEqual([
      { codigo: 'FACT', nombre: 'Factura normal' },
      { codigo: 'FCAM', nombre: 'Factura cambiaria' },
    ]);
  });

  it('the payment methods (DEP with its bank fields) and delivery methods', async () => {
    const company = await createTestCompany(t.app, t.database);
    const conf = (await company.owner.get('/api/configuracion/me/')).data;
    expect(conf.metodos_pago.map((m: { prefijo: string }) => m.prefijo)).toEqual([
      'EFE',
      'TAR',
      'CHE',
      'DEP',
      'TRA',
      'TRE',
      'PCE',
      'PT',
    ]);
    for (const forma of FORMAS_PAGO) {
      const metodo = conf.metodos_pago.find((m: { prefijo: string }) => m.prefijo === forma.prefijo);
      expect(metodo).toEqual({
        id: expect.any(Number),
        nombre: forma.nombre,
        descripcion: '',
        prefijo: forma.prefijo,
        activo: forma.activo,
        banco_cuenta: '',
        no_cuenta: '',
        nombre_cuenta: '',
      });
    }
    expect(conf.metodos_entrega).toEqual([
      {
        id: expect.any(Number),
        nombre: 'Retirar en tienda',
        descripcion: expect.any(String),
        codigo: 'retirar_tienda',
        activo: true,
        precio_empresa: '0.00',
        precio: '0.00',
      },
      {
        id: expect.any(Number),
        nombre: 'Entrega a domicilio',
        descripcion: expect.any(String),
        codigo: 'enviar_direccion',
        activo: true,
        precio_empresa: '0.00',
        precio: '0.00',
      },
    ]);
  });

  it('follows the company: PVMCE and the country', async () => {
    const company = await createTestCompany(t.app, t.database, { tipoPuntoVenta: 'PVMCE' });
    expect((await company.owner.get('/api/configuracion/me/')).data.tipo_punto_venta).toBe('PVMCE');
  });
});

describe('POST bienvenida_usuario', () => {
  it('marks the welcome view as seen for this user only (P3-40)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const response = await cajero.api.post('/api/bienvenida_usuario/', { bienvenida: true });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ bienvenida_visto: true });
    expect((await cajero.api.get('/api/usuarios/me/')).data.bienvenida_visto).toBe(true);
    expect((await cajero.api.get('/api/configuracion/me/')).data.bienvenida_visto).toBe(true);
    expect((await company.owner.get('/api/usuarios/me/')).data.bienvenida_visto).toBe(false);
    expect((await company.owner.get('/api/configuracion/me/')).data.bienvenida_visto).toBe(false);
    // The company flag is untouched.
    expect((await cajero.api.get('/api/configuracion/me/')).data.vista_bienvenida).toBe(true);

    expect((await cajero.api.post('/api/bienvenida_usuario/', { bienvenida: 'false' })).data).toEqual({
      bienvenida_visto: false,
    });
    expect((await cajero.api.get('/api/usuarios/me/')).data.bienvenida_visto).toBe(false);
    expect((await cajero.api.post('/api/bienvenida_usuario/', {})).data).toEqual({ bienvenida_visto: true });
    const bad = await cajero.api.post('/api/bienvenida_usuario/', { bienvenida: 'quizás' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.bienvenida).toEqual(['Valor inválido']);
  });
});
