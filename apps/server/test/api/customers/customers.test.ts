import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import type { Cliente } from '@pos/shared/domains/customers';
import { bitacora, clientes } from '../../../src/db/schema/index';
import { resolveSaleCustomer } from '../../../src/modules/customers/clientes.service';
import type { Actor } from '../../../src/lib/actor';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

const actorOf = (company: TestCompany): Actor => ({
  usuarioId: company.propietarioId,
  empresaId: company.empresaId,
  email: company.ownerEmail,
  rol: 100,
  esAdmin: true,
  esGlobal: true,
  permisos: new Set(),
  sucursalIds: [company.sucursalId],
  tokenId: 0,
});

describe('clientes', () => {
  it('creates with a validated document, finds by NIT and name, edits and retires, each audited', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.post('/api/clientes/', {
      nombre: 'Ferretería El Martillo',
      nit: '576937-k',
      tipo_cliente: 2,
      correo: 'ventas@martillo.gt',
    });
    expect(created.statusCode, created.body).toBe(201);
    const cliente: Cliente = created.data;
    expect(cliente).toMatchObject({
      nit: '576937K',
      tipo_documento: 1,
      tipo_cliente: 2,
      sucursal_id: company.sucursalId,
    });

    const dup = await company.owner.post('/api/clientes/', { nombre: 'Otro', nit: '576937K' });
    expect([dup.statusCode, dup.data.nit]).toEqual([400, [MENSAJES.clientes.nitDuplicado('576937K')]]);
    expect((await company.owner.post('/api/clientes/', { nombre: 'X', nit: '1234567' })).data.nit).toEqual([
      MENSAJES.campos.nit,
    ]);
    expect(
      (await company.owner.post('/api/clientes/', { nombre: 'X', nit: '1234', tipo_documento: 2 })).data.nit,
    ).toEqual([MENSAJES.campos.dpi]);
    expect(
      (await company.owner.post('/api/clientes/', { nombre: 'Extranjero', nit: 'P-12345', tipo_documento: 3 }))
        .statusCode,
    ).toBe(201);
    // C.F. customers may repeat.
    expect((await company.owner.post('/api/clientes/', { nombre: 'Juan', nit: 'c/f' })).data.nit).toBe('C.F.');
    expect((await company.owner.post('/api/clientes/', { nombre: 'Ana', nit: 'CF' })).statusCode).toBe(201);

    expect((await company.owner.get('/api/clientes/576937-K/por_nit/')).data.id).toBe(cliente.id);
    expect((await company.owner.get(`/api/clientes/${encodeURIComponent('C/F')}/por_nit/`)).data).toMatchObject({
      id: null,
      nit: 'C.F.',
      nombre: 'Consumidor Final',
    });
    expect((await company.owner.get('/api/clientes/1252133-7/por_nit/')).statusCode).toBe(404);
    const porNombre = await company.owner.get(`/api/clientes/${company.sucursalId}/por_nombre/`, {
      search: 'martillo',
    });
    expect(porNombre.data.map((c: Cliente) => c.id)).toEqual([cliente.id]);
    expect((await company.owner.get('/api/clientes/', { search: 'ferre' })).data.count).toBe(1);
    expect((await company.owner.get('/api/clientes/', { sucursal_id: String(company.sucursalId) })).data.count).toBe(4);

    const edited = await company.owner.put(`/api/clientes/${cliente.id}/`, {
      nombre: 'El Martillo S.A.',
      nit: '576937K',
      direccion: 'Zona 1',
    });
    // A partial edit: the type and e-mail it leaves out keep their value.
    expect(edited.data).toMatchObject({
      nombre: 'El Martillo S.A.',
      direccion: 'Zona 1',
      tipo_cliente: 2,
      correo: 'ventas@martillo.gt',
    });
    expect((await company.owner.delete(`/api/clientes/${cliente.id}/`)).statusCode).toBe(200);
    expect((await company.owner.get(`/api/clientes/${cliente.id}/`)).statusCode).toBe(404);
    // Retired: its NIT is free again.
    expect((await company.owner.post('/api/clientes/', { nombre: 'Nuevo dueño', nit: '576937K' })).statusCode).toBe(
      201,
    );

    const entries = await db()
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.empresaId, company.empresaId), eq(bitacora.entidad, 'CLIENTE')));
    expect(entries.map((e) => e.accion).filter((a) => a !== 'CREAR')).toEqual(['EDITAR', 'ELIMINAR']);
  });

  it('checks the phone like users and branches: Número telefónico inválido', async () => {
    const company = await createTestCompany(t.app, t.database);
    for (const telefono of ['abc', '1234', '5555-12345']) {
      const refused = await company.owner.post('/api/clientes/', { nombre: 'Tel', nit: 'CF', telefono });
      expect([refused.statusCode, refused.data.telefono], telefono).toEqual([400, [MENSAJES.campos.phone]]);
    }
    const created = await company.owner.post('/api/clientes/', { nombre: 'Tel', nit: 'CF', telefono: '5555 1234' });
    expect(created.statusCode, created.body).toBe(201);
    const edited = await company.owner.put(`/api/clientes/${created.data.id}/`, {
      nombre: 'Tel',
      nit: 'CF',
      telefono: 'x',
    });
    expect([edited.statusCode, edited.data.telefono]).toEqual([400, [MENSAJES.campos.phone]]);
  });

  it('lets POS users read and create, only conf_cliente edit; other companies get 404', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const bodeguero = await createUserAs(t.app, company, 'es_bodeguero');
    const created = await cajero.api.post('/api/clientes/', { nombre: 'Cliente de caja', nit: '12521337' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await cajero.api.get('/api/clientes/12521337/por_nit/')).statusCode).toBe(200);
    expect(
      (await cajero.api.put(`/api/clientes/${created.data.id}/`, { nombre: 'X', nit: '12521337' })).statusCode,
    ).toBe(403);
    expect((await cajero.api.delete(`/api/clientes/${created.data.id}/`)).statusCode).toBe(403);
    expect((await bodeguero.api.get('/api/clientes/')).statusCode).toBe(403);

    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get(`/api/clientes/${created.data.id}/`)).statusCode).toBe(404);
    expect((await other.owner.get('/api/clientes/12521337/por_nit/')).statusCode).toBe(404);
    expect((await other.owner.delete(`/api/clientes/${created.data.id}/`)).statusCode).toBe(404);
    expect(
      (await other.owner.get(`/api/clientes/${company.sucursalId}/por_nombre/`, { search: 'caja' })).statusCode,
    ).toBe(404);
  });
  it("guards the branch with the one branch-access guard: 404 for another company, 403 for a branch not the user's", async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const norte = (
      await company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0101' })
    ).data.id as number;
    const cajero = await createUserAs(t.app, company, 'es_cajero', { conf_cliente: true });
    const notFound = { code: 'NOT_FOUND', detail: MENSAJES.sucursales.noEncontrada };
    const denied = { code: 'PERMISSION_DENIED', detail: MENSAJES.sucursales.sinAcceso };
    const answer = (r: { statusCode: number; data: unknown }) => [r.statusCode, r.data];

    // Another company's branch is not revealed, in a body, a list filter or a path.
    const ajena = { nombre: 'Ajena', nit: 'CF', sucursal_id: other.sucursalId };
    expect(answer(await company.owner.post('/api/clientes/', ajena))).toEqual([404, notFound]);
    expect(answer(await company.owner.get('/api/clientes/', { sucursal_id: String(other.sucursalId) }))).toEqual([
      404,
      notFound,
    ]);
    expect(answer(await company.owner.get(`/api/clientes/${other.sucursalId}/por_nombre/`))).toEqual([404, notFound]);

    // An own branch the user does not work in is 403.
    const enNorte = { nombre: 'Del norte', nit: 'CF', sucursal_id: norte };
    expect(answer(await cajero.api.post('/api/clientes/', enNorte))).toEqual([403, denied]);
    expect(answer(await cajero.api.get('/api/clientes/', { sucursal_id: String(norte) }))).toEqual([403, denied]);
    expect(answer(await cajero.api.get(`/api/clientes/${norte}/por_nombre/`))).toEqual([403, denied]);

    // A customer created in that branch by the owner stays editable: only a new branch is checked.
    const created = await company.owner.post('/api/clientes/', enNorte);
    expect(created.statusCode, created.body).toBe(201);
    const edited = await cajero.api.put(`/api/clientes/${created.data.id}/`, { nombre: 'Del norte (editado)' });
    expect([edited.statusCode, edited.data.sucursal_id]).toEqual([200, norte]);
    const moved = await cajero.api.put(`/api/clientes/${created.data.id}/`, { sucursal_id: company.sucursalId });
    expect([moved.statusCode, moved.data.sucursal_id]).toEqual([200, company.sucursalId]);
    expect(answer(await cajero.api.put(`/api/clientes/${created.data.id}/`, { sucursal_id: norte }))).toEqual([
      403,
      denied,
    ]);
    expect(
      answer(await company.owner.put(`/api/clientes/${created.data.id}/`, { sucursal_id: other.sucursalId })),
    ).toEqual([404, notFound]);
    expect((await company.owner.put(`/api/clientes/${created.data.id}/`, { sucursal_id: norte })).statusCode).toBe(200);
  });
});

describe('resolveSaleCustomer (000 §5 Customer)', () => {
  it('applies the final-consumer rules and never stores C.F.', async () => {
    const company = await createTestCompany(t.app, t.database);
    const actor = actorOf(company);
    const run = (input: Partial<Parameters<typeof resolveSaleCustomer>[2]>) =>
      db().transaction((tx) =>
        resolveSaleCustomer(tx, actor, {
          nit: '',
          nombre: '',
          tipoDocumento: 1,
          crear: true,
          actualizar: false,
          ...input,
        }),
      );
    expect(await run({})).toEqual({ clienteId: null, nit: 'C.F.', nombre: 'Consumidor Final', direccion: '' });
    expect(await run({ nit: 'cf' })).toEqual({
      clienteId: null,
      nit: 'C.F.',
      nombre: 'Consumidor Final',
      direccion: '',
    });
    expect(await run({ nit: 'C/F', nombre: 'María', direccion: 'Ciudad' })).toEqual({
      clienteId: null,
      nit: 'C.F.',
      nombre: 'María',
      direccion: 'Ciudad',
    });
    await expect(run({ nit: '12521337' })).rejects.toMatchObject({
      statusCode: 400,
      detail: MENSAJES.ventas.ingreseNombreCliente,
    });
    await expect(run({ nit: '1234567', nombre: 'X' })).rejects.toMatchObject({
      statusCode: 400,
      detail: MENSAJES.campos.nit,
    });
    expect(await db().select().from(clientes).where(eq(clientes.empresaId, company.empresaId))).toHaveLength(0);
  });

  it('finds, creates when asked and updates when asked', async () => {
    const company = await createTestCompany(t.app, t.database);
    const actor = actorOf(company);
    const run = (input: Partial<Parameters<typeof resolveSaleCustomer>[2]>) =>
      db().transaction((tx) =>
        resolveSaleCustomer(tx, actor, {
          nit: '',
          nombre: '',
          tipoDocumento: 1,
          crear: false,
          actualizar: false,
          ...input,
        }),
      );
    expect(await run({ nit: '1252133-7', nombre: 'Tienda Sol' })).toMatchObject({ clienteId: null, nit: '12521337' });
    const creado = await run({ nit: '1252133-7', nombre: 'Tienda Sol', direccion: 'Zona 3', crear: true });
    expect(creado).toEqual({
      clienteId: expect.any(Number),
      nit: '12521337',
      nombre: 'Tienda Sol',
      direccion: 'Zona 3',
    });
    // Found by NIT: no second row, even when asked to create.
    expect((await run({ nit: '12521337', nombre: 'Tienda Sol', crear: true })).clienteId).toBe(creado.clienteId);
    expect(
      await run({
        id: creado.clienteId,
        nit: '12521337',
        nombre: 'Tienda Sol S.A.',
        direccion: 'Zona 4',
        actualizar: true,
      }),
    ).toEqual({ ...creado, nombre: 'Tienda Sol S.A.', direccion: 'Zona 4' });
    const [row] = await db().select().from(clientes).where(eq(clientes.id, creado.clienteId!));
    expect(row).toMatchObject({ nombre: 'Tienda Sol S.A.', direccion: 'Zona 4' });
    await expect(run({ id: 999999, nit: '12521337', nombre: 'X' })).rejects.toMatchObject({ statusCode: 404 });
  });
});
