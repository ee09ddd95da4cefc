import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import type { Proveedor } from '@pos/shared/domains/purchasing';
import { bitacora, proveedores } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('proveedores (001 §3 Supplier, P3-42, P3-50)', () => {
  it('creates, searches, edits partially and retires, each audited', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.post('/api/proveedores/', {
      nombre: 'Distribuidora La Económica',
      tipo_proveedor: 2,
      limite_credito: '5,000.5',
      nit: '576937K',
      correo: 'ventas@economica.gt',
    });
    expect(created.statusCode, created.body).toBe(201);
    const proveedor: Proveedor = created.data;
    expect(proveedor).toMatchObject({ tipo_proveedor: 2, limite_credito: '5000.50', telefono: '', direccion: '' });
    const importador = await company.owner.post('/api/proveedores/', { nombre: 'Import Co', tipo_proveedor: 1 });
    expect(importador.data.limite_credito).toBe('0.00');

    expect((await company.owner.get('/api/proveedores/', { search: 'econ' })).data.results).toEqual([proveedor]);
    expect((await company.owner.get('/api/proveedores/')).data.count).toBe(2);
    expect((await company.owner.get(`/api/proveedores/${proveedor.id}/`)).data).toEqual(proveedor);

    const edited = await company.owner.put(`/api/proveedores/${proveedor.id}/`, { limite_credito: '7500' });
    expect(edited.statusCode, edited.body).toBe(200);
    // A partial edit: the fields it leaves out keep their value.
    expect(edited.data).toMatchObject({
      nombre: 'Distribuidora La Económica',
      tipo_proveedor: 2,
      limite_credito: '7500.00',
      correo: 'ventas@economica.gt',
    });
    const deleted = await company.owner.delete(`/api/proveedores/${proveedor.id}/`);
    expect([deleted.statusCode, deleted.data.detail]).toEqual([200, MENSAJES.general.registroEliminado]);
    expect((await company.owner.get(`/api/proveedores/${proveedor.id}/`)).statusCode).toBe(404);
    expect((await company.owner.get('/api/proveedores/')).data.count).toBe(1);

    const entries = await db()
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.empresaId, company.empresaId), eq(bitacora.entidad, 'PROVEEDOR')));
    expect(entries.map((e) => e.accion)).toEqual(['CREAR', 'CREAR', 'EDITAR', 'ELIMINAR']);
    expect(entries[0]!.descripcion).toBe(MENSAJES.bitacora.descripcion.proveedor('Distribuidora La Económica'));
  });

  it('refuses bad input with Spanish messages and stores nothing', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tipo_proveedor: 1 }, 'nombre', MENSAJES.campos.required],
      [{ nombre: 'X', tipo_proveedor: 4 }, 'tipo_proveedor', MENSAJES.campos.oneOf([1, 2, 3])],
      [{ nombre: 'X', tipo_proveedor: 1, limite_credito: '-5' }, 'limite_credito', MENSAJES.campos.money],
      [{ nombre: 'X', tipo_proveedor: 1, correo: 'no' }, 'correo', MENSAJES.campos.email],
      [{ nombre: 'X', tipo_proveedor: 1, telefono: 'abc' }, 'telefono', MENSAJES.campos.phone],
    ];
    for (const [body, field, message] of cases) {
      const refused = await company.owner.post('/api/proveedores/', body);
      expect([refused.statusCode, refused.data.code, refused.data[field]], field).toEqual([
        400,
        'VALIDATION',
        [message],
      ]);
    }
    const stored = await db().select().from(proveedores).where(eq(proveedores.empresaId, company.empresaId));
    expect(stored).toEqual([]);

    const ok = await company.owner.post('/api/proveedores/', { nombre: 'Válido', tipo_proveedor: 3 });
    const bad = await company.owner.put(`/api/proveedores/${ok.data.id}/`, { tipo_proveedor: 9 });
    expect([bad.statusCode, bad.data.tipo_proveedor]).toEqual([400, [MENSAJES.campos.oneOf([1, 2, 3])]]);
    expect((await company.owner.get(`/api/proveedores/${ok.data.id}/`)).data.tipo_proveedor).toBe(3);
  });

  it('lets orden_compra read and create, only conf_proveedor edit; other companies get 404', async () => {
    const company = await createTestCompany(t.app, t.database);
    const comprador = await createUserAs(t.app, company, 'es_cajero', { orden_compra: true });
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const created = await comprador.api.post('/api/proveedores/', { nombre: 'Del comprador', tipo_proveedor: 2 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.data.id as number;
    expect((await comprador.api.get(`/api/proveedores/${id}/`)).statusCode).toBe(200);
    const denied = await comprador.api.put(`/api/proveedores/${id}/`, { nombre: 'Otro' });
    expect([denied.statusCode, denied.data.code]).toEqual([403, 'PERMISSION_DENIED']);
    expect((await comprador.api.delete(`/api/proveedores/${id}/`)).statusCode).toBe(403);
    expect((await cajero.api.get('/api/proveedores/')).statusCode).toBe(403);
    expect((await cajero.api.post('/api/proveedores/', { nombre: 'X', tipo_proveedor: 2 })).statusCode).toBe(403);

    const admin = await createUserAs(t.app, company, 'es_cajero', { conf_proveedor: true });
    expect((await admin.api.put(`/api/proveedores/${id}/`, { nombre: 'Renombrado' })).data.nombre).toBe('Renombrado');

    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get(`/api/proveedores/${id}/`)).statusCode).toBe(404);
    expect((await other.owner.put(`/api/proveedores/${id}/`, { nombre: 'Robado' })).statusCode).toBe(404);
    expect((await other.owner.delete(`/api/proveedores/${id}/`)).statusCode).toBe(404);
    expect((await other.owner.get('/api/proveedores/')).data.count).toBe(0);
    expect((await company.owner.get(`/api/proveedores/${id}/`)).data.nombre).toBe('Renombrado');
  });
});

describe('retiring a supplier with active purchase orders', () => {
  it('is refused while an order is neither finished nor annulled, and allowed after', async () => {
    const company = await createTestCompany(t.app, t.database);
    const id = (await company.owner.post('/api/proveedores/', { nombre: 'Con órdenes', tipo_proveedor: 2 })).data
      .id as number;
    const producto = await createProduct(db(), company.empresaId);
    const orden = await company.owner.post('/api/ordenes_compra/', {
      proveedor: id,
      sucursal_destino: company.sucursalId,
      fecha: '2026-11-02',
      numero_documento: 'F-1',
      origen: 2,
      tipo_compra: 2,
      detalles: [{ producto: producto.id, cantidad: '1', costo: '5.00' }],
    });
    expect(orden.statusCode, orden.body).toBe(201);

    const refused = await company.owner.delete(`/api/proveedores/${id}/`);
    expect([refused.statusCode, refused.data.detail]).toEqual([400, MENSAJES.proveedores.conOrdenesActivas]);
    const [row] = await db().select().from(proveedores).where(eq(proveedores.id, id));
    expect(row!.activo).toBe(true);

    await company.owner.post('/api/ordenes_compra/anular_ODC/', { id: orden.data.id, concepto_anulado: 'error' });
    expect((await company.owner.delete(`/api/proveedores/${id}/`)).statusCode).toBe(200);
    expect((await company.owner.get(`/api/proveedores/${id}/`)).statusCode).toBe(404);
  });
});
