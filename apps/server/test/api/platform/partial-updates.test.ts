import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import { PERMISOS } from '@pos/shared/domains/users/permissions';
import { createTestApp, type Client, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs } from '../../helpers/factories';

/**
 * Issue 12: a PUT keeps every field its body leaves out. Each route gets a record with every
 * optional field set, a body with one field, and a GET that finds the rest as it was; an explicit
 * empty value still clears, and a bad value is still a Spanish 400 that changes nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Record_ = Record<string, unknown>;

/** The record as read again: only `changes` differ (and the modification time, when it has one). */
async function expectOnly(api: Client, url: string, before: Record_, changes: Record_): Promise<Record_> {
  const read = await api.get(url);
  expect(read.statusCode, read.body).toBe(200);
  const after = read.data as Record_;
  const expected = { ...before, ...changes };
  if ('modificado' in before) expected.modificado = after.modificado;
  expect(after).toEqual(expected);
  return after;
}

/** A refused partial body: 400 with the Spanish message under the field, and the record untouched. */
async function expectRefused(
  api: Client,
  url: string,
  body: Record_,
  field: string,
  message: string,
  before: Record_,
): Promise<void> {
  const refused = await api.put(url, body);
  expect(refused.statusCode, refused.body).toBe(400);
  expect(refused.data).toMatchObject({ code: 'VALIDATION', [field]: [message] });
  expect(refused.data.detail).toContain(message);
  expect((await api.get(url)).data).toEqual(before);
}

describe('PUT sucursales/{id}', () => {
  it('keeps the address, phone and legal data a one-field body leaves out', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.post('/api/sucursales/', {
      nombre: 'Norte',
      direccion: 'Calzada Roosevelt 22-43, Zona 11',
      telefono: '2440 1122',
      departamento: '01',
      municipio: '0108',
      datos_empresa: { nombre: 'Comercial Norte, S.A.', nombre_comercial: 'Tienda Norte', nit: '1252133-7' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/sucursales/${created.data.id}/`;
    const before = (await company.owner.get(url)).data;

    const renamed = await company.owner.put(url, { nombre: 'Norte 2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    let current = await expectOnly(company.owner, url, before, { nombre: 'Norte 2' });

    // The legal data is a group of the branch's own fields: one of them alone keeps the others.
    const nit = await company.owner.put(url, { datos_empresa: { nit: '576937-K' } });
    expect(nit.statusCode, nit.body).toBe(200);
    current = await expectOnly(company.owner, url, current, {
      datos_empresa: { ...(current.datos_empresa as Record_), nit: '576937-K' },
    });

    // An explicit empty value still clears.
    expect((await company.owner.put(url, { direccion: '', datos_empresa: { nombre_comercial: '' } })).statusCode).toBe(
      200,
    );
    current = await expectOnly(company.owner, url, current, {
      direccion: '',
      datos_empresa: { ...(current.datos_empresa as Record_), nombre_comercial: '' },
    });

    await expectRefused(company.owner, url, { telefono: '12' }, 'telefono', MENSAJES.campos.phone, current);
    // The merged branch is checked as a whole: a department alone must still hold the stored municipality.
    await expectRefused(
      company.owner,
      url,
      { departamento: '05' },
      'municipio',
      'El municipio no pertenece al departamento seleccionado.',
      current,
    );
  });
});

describe('PUT clientes/{id}', () => {
  it('keeps the document type, customer type, contact data and addresses a one-field body leaves out', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.post('/api/clientes/', {
      nombre: 'Ferretería El Martillo',
      tipo_documento: 2,
      nit: '1234 56789 0101',
      tipo_cliente: 2,
      correo: 'ventas@martillo.gt',
      direccion: 'Zona 1',
      direcciones: ['Bodega 3, Zona 12', 'Km 17 carretera al Pacífico'],
      nombre_encargado: 'Luis Pérez',
      telefono: '2233 4455',
      extra: 'Paga a 30 días',
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/clientes/${created.data.id}/`;
    const before = (await company.owner.get(url)).data;
    expect(before).toMatchObject({ tipo_documento: 2, tipo_cliente: 2 });

    const phone = await company.owner.put(url, { telefono: '5566 7788' });
    expect(phone.statusCode, phone.body).toBe(200);
    let current = await expectOnly(company.owner, url, before, { telefono: '5566 7788' });

    expect((await company.owner.put(url, { correo: '', direcciones: [], extra: '' })).statusCode).toBe(200);
    current = await expectOnly(company.owner, url, current, { correo: '', direcciones: [], extra: '' });

    await expectRefused(company.owner, url, { correo: 'no-es-correo' }, 'correo', MENSAJES.campos.email, current);
    // The stored DPI is checked against the document type the body names.
    await expectRefused(company.owner, url, { tipo_documento: 1 }, 'nit', MENSAJES.campos.nit, current);
  });
});

describe('PUT destinos_salida/{id}', () => {
  it('keeps the description a name-only body leaves out', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.post('/api/destinos_salida/', {
      nombre: 'Feria patronal',
      descripcion: 'Stand de la feria',
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/destinos_salida/${created.data.id}/`;
    const before = (await company.owner.get(url)).data;

    expect((await company.owner.put(url, { nombre: 'Feria de agosto' })).statusCode).toBe(200);
    let current = await expectOnly(company.owner, url, before, { nombre: 'Feria de agosto' });

    expect((await company.owner.put(url, { descripcion: '' })).statusCode).toBe(200);
    current = await expectOnly(company.owner, url, current, { descripcion: '' });

    await expectRefused(company.owner, url, { nombre: '  ' }, 'nombre', MENSAJES.campos.required, current);
  });
});

describe('PUT categoria/{id}', () => {
  it('a rename keeps a sub-familia under its familia; an explicit null parent makes it a familia', async () => {
    const company = await createTestCompany(t.app, t.database);
    const familia = await company.owner.post('/api/categoria/', { nombre: 'Bebidas' });
    const sub = await company.owner.post('/api/categoria/', { nombre: 'Gaseosas', parent: familia.data.id });
    expect(sub.statusCode, sub.body).toBe(201);
    const url = `/api/categoria/${sub.data.id}/`;
    const before = (await company.owner.get(url)).data;
    expect(before).toMatchObject({ nivel: 2, parent: familia.data.id });

    expect((await company.owner.put(url, { nombre: 'Refrescos' })).statusCode).toBe(200);
    const current = await expectOnly(company.owner, url, before, {
      nombre: 'Refrescos',
      slug: 'refrescos',
      url_slug: 'bebidas/refrescos',
    });

    await expectRefused(company.owner, url, { nombre: '' }, 'nombre', MENSAJES.campos.required, current);

    expect((await company.owner.put(url, { parent: null })).statusCode).toBe(200);
    await expectOnly(company.owner, url, current, {
      parent: null,
      parent_nombre: null,
      nivel: 1,
      url_slug: 'refrescos',
    });
  });
});

describe('PUT cotizaciones/{id}', () => {
  it('keeps the cart, customer, notes and register flag a one-field body leaves out', async () => {
    const company = await createTestCompany(t.app, t.database, { tipoPuntoVenta: 'PVMCE' });
    const mostrador = await createUserAs(t.app, company, 'es_vendedor_mostrador', {
      punto_venta: false,
      punto_venta_mostrador: true,
    });
    const product = await createProduct(t.database.db, company.empresaId, {
      codigo: 'CAF-01',
      nombre: 'Café',
      precio: '12.5',
    });
    await setStock(t.database.db, company.empresaId, company.sucursalId, product.id, '50');
    const created = await mostrador.api.post('/api/cotizaciones/', {
      productos: [{ id: product.id, fraccion_id: null, cantidad: '3', modelo_precio: 1, precio: '12.50' }],
      cliente: { nit: '1252133-7', nombre: 'Comercial Norte', direccion: '6a avenida 1-20, Zona 4' },
      tipo_documento: 1,
      enviado_caja: true,
      referencia: 'Mesa 4',
      descripcion: 'Entregar por la tarde',
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/cotizaciones/${created.data.id}/`;
    // The lines are written anew by each save: compare them without their ids.
    const read = async () => {
      const { detalles, ...rest } = (await mostrador.api.get(url)).data;
      return { ...rest, detalles: detalles.map(({ id: _id, ...linea }: Record_) => linea) };
    };
    const before = await read();
    expect(before).toMatchObject({
      enviado_caja: true,
      referencia: 'Mesa 4',
      cliente: { nit: '12521337', nombre: 'Comercial Norte', direccion: '6a avenida 1-20, Zona 4' },
      total: '37.50',
    });

    const saved = await mostrador.api.put(url, { referencia: 'Mesa 5' });
    expect(saved.statusCode, saved.body).toBe(200);
    let current = await read();
    expect(current).toEqual({ ...before, referencia: 'Mesa 5' });

    expect((await mostrador.api.put(url, { descripcion: '' })).statusCode).toBe(200);
    expect(await read()).toEqual({ ...current, descripcion: '' });
    current = await read();

    const refused = await mostrador.api.put(url, { enviado_caja: 'quizás' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.data).toMatchObject({ code: 'VALIDATION', enviado_caja: [MENSAJES.campos.valorInvalido] });
    const empty = await mostrador.api.put(url, { productos: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.detail).toBe(MENSAJES.ventas.sinProductos);
    expect(await read()).toEqual(current);
  });
});

describe('PUT usuarios/{id}', () => {
  const flags = (user: Record_) => Object.fromEntries(PERMISOS.map((p) => [p, user[p]]));

  it('keeps the name, phone, reach, branches, role and permission flags a one-field body leaves out', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero', {
      last_name: 'Caja',
      telefono: '5555-1234',
      es_global: true,
      reporte_venta: true,
    });
    const url = `/api/usuarios/${cajero.id}/`;
    const before = (await company.owner.get(url)).data;
    expect(before).toMatchObject({ es_cajero: true, es_global: true, reporte_venta: true, punto_venta: true });
    expect(before.sucursales).toHaveLength(1);

    expect((await company.owner.put(url, { first_name: 'Carla' })).statusCode).toBe(200);
    let current = await expectOnly(company.owner, url, before, { first_name: 'Carla', nombre: 'Carla Caja' });

    // An explicit false or empty value still clears.
    expect((await company.owner.put(url, { telefono: '', reporte_venta: false })).statusCode).toBe(200);
    current = await expectOnly(company.owner, url, current, { telefono: '', reporte_venta: false });

    // The role flags are one choice: naming another role replaces the stored one, permissions stay.
    const role = await company.owner.put(url, { es_bodeguero: true });
    expect(role.statusCode, role.body).toBe(200);
    current = await expectOnly(company.owner, url, current, {
      es_cajero: false,
      es_bodeguero: true,
      rol: role.data.rol,
      rol_nombre: role.data.rol_nombre,
    });
    expect(flags(current)).toEqual({ ...flags(before as Record_), reporte_venta: false });

    await expectRefused(company.owner, url, { email: 'no-es-correo' }, 'email', MENSAJES.campos.email, current);
    await expectRefused(company.owner, url, { telefono: '12' }, 'telefono', MENSAJES.campos.phone, current);
  });

  it('nobody gains a permission by leaving it out, and a grant they lack is still refused', async () => {
    const company = await createTestCompany(t.app, t.database);
    const gestor = await createUserAs(t.app, company, 'es_bodeguero', { conf_usuario: true });
    const cajero = await createUserAs(t.app, company, 'es_cajero', { dashboard: true });
    const url = `/api/usuarios/${cajero.id}/`;
    const before = (await company.owner.get(url)).data;

    // The keeper lacks `punto_venta` and `dashboard`: the cashier keeps them, untouched.
    const renamed = await gestor.api.put(url, { first_name: 'Sigue' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const current = await expectOnly(company.owner, url, before, {
      first_name: 'Sigue',
      nombre: `Sigue ${before.last_name}`,
    });
    const grant = await gestor.api.put(url, { bitacora: true });
    expect(grant.statusCode).toBe(403);
    expect(grant.data.detail).toBe(MENSAJES.usuarios.otorgarPermisosAjenos('bitacora'));
    expect((await company.owner.get(url)).data).toEqual(current);

    // Editing oneself with the role flags (a user-form save) leaves out no access either.
    const self = await gestor.api.put(`/api/usuarios/${gestor.id}/`, { es_bodeguero: true, last_name: 'Gestor' });
    expect(self.statusCode, self.body).toBe(200);
    const escalate = await gestor.api.put(`/api/usuarios/${gestor.id}/`, { es_bodeguero: true, bitacora: true });
    expect(escalate.statusCode).toBe(400);
    expect(escalate.data.detail).toBe(MENSAJES.usuarios.cambiarAccesoPropio);
  });

  it('"Mi perfil" keeps the last name and phone a first-name-only save leaves out', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero', { last_name: 'Caja', telefono: '5555-1234' });
    const url = `/api/usuarios/${cajero.id}/`;
    const before = (await cajero.api.get(url)).data;

    const saved = await cajero.api.put(url, { first_name: 'Carla' });
    expect(saved.statusCode, saved.body).toBe(200);
    const current = await expectOnly(cajero.api, url, before, { first_name: 'Carla', nombre: 'Carla Caja' });

    await expectRefused(cajero.api, url, { telefono: '12' }, 'telefono', MENSAJES.campos.phone, current);
    expect((await cajero.api.put(url, { last_name: '' })).statusCode).toBe(200);
    await expectOnly(cajero.api, url, current, { last_name: '', nombre: 'Carla' });
  });

  it('a form that sends its branch keys all unchecked sends no branches', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const url = `/api/usuarios/${cajero.id}/`;
    const before = (await company.owner.get(url)).data;
    const kept = await company.owner.form('PUT', url, { first_name: 'Sin cambio de sucursal' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.data.sucursales).toEqual(before.sucursales);
    const cleared = await company.owner.form('PUT', url, { [`sucursal-${company.sucursalId}`]: 'false' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.data.sucursales).toEqual([MENSAJES.usuarios.sinSucursales]);
  });
});

describe('the body of a partial PUT', () => {
  it('must be an object; an empty one changes nothing', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.post('/api/destinos_salida/', { nombre: 'Feria', descripcion: 'Stand' });
    const url = `/api/destinos_salida/${created.data.id}/`;
    const before = (await company.owner.get(url)).data;
    const list = await company.owner.put(url, [{ nombre: 'X' }]);
    expect(list.statusCode).toBe(400);
    expect(list.data).toMatchObject({ code: 'BAD_REQUEST', detail: MENSAJES.campos.valorInvalido });
    expect((await company.owner.put(url, {})).statusCode).toBe(200);
    await expectOnly(company.owner, url, before, {});
  });
});
