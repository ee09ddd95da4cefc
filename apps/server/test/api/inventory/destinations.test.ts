import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import type { DestinoSalida } from '@pos/shared/domains/inventory';
import { bitacora, destinosSalida } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs } from '../../helpers/factories';
import { expectLedgerMatchesBalances } from '../../helpers/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerMatchesBalances(t.database.db));

const db = () => t.database.db;

async function row(id: number) {
  const [found] = await db().select().from(destinosSalida).where(eq(destinosSalida.id, id));
  return found!;
}

async function audit(empresaId: number) {
  return db()
    .select()
    .from(bitacora)
    .where(and(eq(bitacora.empresaId, empresaId), eq(bitacora.entidad, 'DESTINO_SALIDA')))
    .orderBy(bitacora.id);
}

describe('destinos_salida', () => {
  it('creates, reads, lists, edits and retires a destination, each change audited', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.post('/api/destinos_salida/', {
      nombre: '  Feria patronal ',
      descripcion: 'Stand de la feria',
    });
    expect(created.statusCode).toBe(201);
    const destino: DestinoSalida = created.data;
    expect(destino).toEqual({
      id: expect.any(Number),
      nombre: 'Feria patronal',
      descripcion: 'Stand de la feria',
      activo: true,
      creado: expect.any(String),
      modificado: expect.any(String),
    });
    expect((await company.owner.get(`/api/destinos_salida/${destino.id}/`)).data).toEqual(destino);
    await company.owner.post('/api/destinos_salida/', { nombre: 'Consumo interno' });
    const list = (await company.owner.get('/api/destinos_salida/', { ordering: 'nombre' })).data;
    // Alphabetical when asked: the salida screen's picker (the default is -creado, 000 §9).
    expect(list.results.map((d: DestinoSalida) => d.nombre)).toEqual(['Consumo interno', 'Feria patronal']);
    expect(
      (await company.owner.get('/api/destinos_salida/', { search: 'stand' })).data.results.map(
        (d: DestinoSalida) => d.id,
      ),
    ).toEqual([destino.id]);
    expect((await company.owner.get('/api/destinos_salida/')).data.results[0].nombre).toBe('Consumo interno');

    const edited = await company.owner.put(`/api/destinos_salida/${destino.id}/`, {
      nombre: 'Feria de agosto',
      descripcion: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.data).toMatchObject({ nombre: 'Feria de agosto', descripcion: '' });

    const deleted = await company.owner.delete(`/api/destinos_salida/${destino.id}/`);
    expect([deleted.statusCode, deleted.data]).toEqual([200, { detail: MENSAJES.general.registroEliminado }]);
    expect((await row(destino.id)).activo).toBe(false);
    expect((await company.owner.get(`/api/destinos_salida/${destino.id}/`)).statusCode).toBe(404);
    expect((await company.owner.put(`/api/destinos_salida/${destino.id}/`, { nombre: 'X' })).statusCode).toBe(404);
    expect((await company.owner.delete(`/api/destinos_salida/${destino.id}/`)).statusCode).toBe(404);
    expect((await company.owner.get('/api/destinos_salida/')).data.count).toBe(1);

    const entries = await audit(company.empresaId);
    expect(entries.map((e) => [e.accion, e.entidadId, e.descripcion])).toEqual([
      ['CREAR', destino.id, 'Destino de salida Feria patronal'],
      ['CREAR', expect.any(Number), 'Destino de salida Consumo interno'],
      ['EDITAR', destino.id, 'Destino de salida Feria de agosto'],
      ['ELIMINAR', destino.id, 'Destino de salida Feria de agosto'],
    ]);
    expect(entries[2]!.detalleAnterior).toMatchObject({ nombre: 'Feria patronal' });
  });

  it('requires a name and keeps names unique per company (case-insensitive), free again once retired', async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    for (const [body, field, message] of [
      [{}, 'nombre', MENSAJES.campos.required],
      [{ nombre: '   ' }, 'nombre', MENSAJES.campos.required],
      [{ nombre: 'x'.repeat(101) }, 'nombre', MENSAJES.campos.maxLength(100)],
      [{ nombre: 'Ok', descripcion: 'x'.repeat(256) }, 'descripcion', MENSAJES.campos.maxLength(255)],
    ] as const) {
      const response = await company.owner.post('/api/destinos_salida/', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.data[field]).toEqual([message]);
    }
    const first = (await company.owner.post('/api/destinos_salida/', { nombre: 'Bodega central' })).data.id;
    const dup = await company.owner.post('/api/destinos_salida/', { nombre: ' BODEGA CENTRAL ' });
    expect([dup.statusCode, dup.data]).toEqual([
      400,
      { code: 'VALIDATION', detail: MENSAJES.bodega.destinoDuplicado, nombre: [MENSAJES.bodega.destinoDuplicado] },
    ]);
    const second = (await company.owner.post('/api/destinos_salida/', { nombre: 'Otro' })).data.id;
    expect((await company.owner.put(`/api/destinos_salida/${second}/`, { nombre: 'bodega central' })).statusCode).toBe(
      400,
    );
    expect((await company.owner.put(`/api/destinos_salida/${first}/`, { nombre: 'BODEGA CENTRAL' })).statusCode).toBe(
      200,
    );
    expect((await other.owner.post('/api/destinos_salida/', { nombre: 'Bodega central' })).statusCode).toBe(201);
    await company.owner.delete(`/api/destinos_salida/${first}/`);
    expect((await company.owner.post('/api/destinos_salida/', { nombre: 'Bodega central' })).statusCode).toBe(201);
  });

  it("another company's destination is a 404 for every verb and nothing changes", async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const theirs = (await other.owner.post('/api/destinos_salida/', { nombre: 'Suyo' })).data.id;
    const before = await row(theirs);
    for (const response of [
      await company.owner.get(`/api/destinos_salida/${theirs}/`),
      await company.owner.put(`/api/destinos_salida/${theirs}/`, { nombre: 'Mío' }),
      await company.owner.delete(`/api/destinos_salida/${theirs}/`),
    ]) {
      expect([response.statusCode, response.data]).toEqual([
        404,
        { code: 'NOT_FOUND', detail: MENSAJES.bodega.destinoNoEncontrado },
      ]);
    }
    expect(await row(theirs)).toEqual(before);
    expect((await company.owner.get('/api/destinos_salida/')).data.count).toBe(0);
    for (const id of ['abc', '0', '-1', '99999999999'])
      expect((await company.owner.get(`/api/destinos_salida/${id}/`)).statusCode, id).toBe(404);
  });

  it('conf_destino_salida manages them; salida_mercaderia may only read them; a cashier gets 403', async () => {
    const company = await createTestCompany(t.app, t.database);
    const id = (await company.owner.post('/api/destinos_salida/', { nombre: 'Evento' })).data.id;
    const bodeguero = await createUserAs(t.app, company, 'es_bodeguero');
    expect((await bodeguero.api.get('/api/destinos_salida/')).statusCode).toBe(200);
    expect((await bodeguero.api.get(`/api/destinos_salida/${id}/`)).statusCode).toBe(200);
    for (const response of [
      await bodeguero.api.post('/api/destinos_salida/', { nombre: 'Nuevo' }),
      await bodeguero.api.put(`/api/destinos_salida/${id}/`, { nombre: 'Cambio' }),
      await bodeguero.api.delete(`/api/destinos_salida/${id}/`),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.get('/api/destinos_salida/')).statusCode).toBe(403);
    const admin = await createUserAs(t.app, company, 'es_cajero', { conf_destino_salida: true });
    expect((await admin.api.post('/api/destinos_salida/', { nombre: 'Nuevo' })).statusCode).toBe(201);
    expect((await row(id)).nombre).toBe('Evento');
  });

  it('honours Idempotency-Key on create', async () => {
    const company = await createTestCompany(t.app, t.database);
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await company.owner.post('/api/destinos_salida/', { nombre: 'Una vez' }, headers);
    const retry = await company.owner.post('/api/destinos_salida/', { nombre: 'Una vez' }, headers);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.data).toEqual(first.data);
    expect((await company.owner.get('/api/destinos_salida/')).data.count).toBe(1);
  });
});
