import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { categorias } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs } from '../../helpers/factories';
import { auditOf, createCategory, createProductViaApi } from '../../helpers/catalog';

const C = MENSAJES.categorias;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function categoryRow(id: number) {
  const [row] = await t.database.db.select().from(categorias).where(eq(categorias.id, id));
  return row!;
}

describe('category CRUD (generic resource `categoria`)', () => {
  it('creates familias and sub-familias, reads, lists, renames and deletes them', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.post('/api/categoria/', { nombre: '  Bebidas Frías ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data).toMatchObject({
      nombre: 'Bebidas Frías',
      slug: 'bebidas-frias',
      url_slug: 'bebidas-frias',
      nivel: 1,
      parent: null,
      parent_nombre: null,
      total_productos: 0,
      total_subfamilias: 0,
    });
    const familia = created.data;
    const sub = await company.owner.post('/api/categoria/', { nombre: 'Gaseosas', parent: familia.id });
    expect(sub.statusCode).toBe(201);
    expect(sub.data).toMatchObject({
      nombre: 'Gaseosas',
      slug: 'gaseosas',
      url_slug: 'bebidas-frias/gaseosas',
      nivel: 2,
      parent: familia.id,
      parent_nombre: 'Bebidas Frías',
    });
    await createCategory(company.owner, 'Abarrotes');

    expect((await company.owner.get(`/api/categoria/${sub.data.id}/`)).data).toEqual(sub.data);
    const list = (await company.owner.get('/api/categoria/')).data;
    // Ordered by slug path: each familia followed by its sub-familias.
    expect(list.results.map((c: { url_slug: string }) => c.url_slug)).toEqual([
      'abarrotes',
      'bebidas-frias',
      'bebidas-frias/gaseosas',
    ]);
    expect(list.results[1].total_subfamilias).toBe(1);
    expect(
      (await company.owner.get('/api/categoria/', { nivel: '2' })).data.results.map(
        (c: { nombre: string }) => c.nombre,
      ),
    ).toEqual(['Gaseosas']);
    expect((await company.owner.get('/api/categoria/', { parent: String(familia.id) })).data.count).toBe(1);
    expect(
      (await company.owner.get('/api/categoria/', { search: 'GASEO' })).data.results.map(
        (c: { nombre: string }) => c.nombre,
      ),
    ).toEqual(['Gaseosas']);

    // Renaming a familia moves its sub-familias' paths with it.
    const renamed = await company.owner.put(`/api/categoria/${familia.id}/`, { nombre: 'Bebidas' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.data).toMatchObject({ nombre: 'Bebidas', slug: 'bebidas', url_slug: 'bebidas' });
    expect((await company.owner.get(`/api/categoria/${sub.data.id}/`)).data).toMatchObject({
      url_slug: 'bebidas/gaseosas',
      parent_nombre: 'Bebidas',
    });

    const deleted = await company.owner.delete(`/api/categoria/${sub.data.id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data).toEqual({ detail: 'Registro eliminado.' });
    expect((await categoryRow(sub.data.id)).activo).toBe(false);
    expect((await company.owner.get(`/api/categoria/${sub.data.id}/`)).statusCode).toBe(404);
    // The name is free again.
    expect((await company.owner.post('/api/categoria/', { nombre: 'Gaseosas', parent: familia.id })).statusCode).toBe(
      201,
    );
  });

  it('names are unique among siblings (as their slugs), free elsewhere', async () => {
    const company = await createTestCompany(t.app, t.database);
    const bebidas = await createCategory(company.owner, 'Bebidas');
    const abarrotes = await createCategory(company.owner, 'Abarrotes');
    await createCategory(company.owner, 'Light', bebidas.id);
    for (const nombre of ['bebidas', 'BEBIDAS', 'Bébidas!']) {
      const dup = await company.owner.post('/api/categoria/', { nombre });
      expect(dup.statusCode, nombre).toBe(400);
      expect(dup.data).toEqual({
        code: 'VALIDATION',
        detail: C.nombreDuplicadoFamilia,
        nombre: [C.nombreDuplicadoFamilia],
      });
    }
    const dupSub = await company.owner.post('/api/categoria/', { nombre: 'light', parent: bebidas.id });
    expect(dupSub.data).toEqual({
      code: 'VALIDATION',
      detail: C.nombreDuplicadoSubfamilia,
      nombre: [C.nombreDuplicadoSubfamilia],
    });
    expect((await company.owner.post('/api/categoria/', { nombre: 'Light', parent: abarrotes.id })).statusCode).toBe(
      201,
    );
    expect((await company.owner.post('/api/categoria/', { nombre: 'Light' })).statusCode).toBe(201);
    const renameClash = await company.owner.put(`/api/categoria/${abarrotes.id}/`, { nombre: 'Bebidas' });
    expect(renameClash.statusCode).toBe(400);
    expect((await company.owner.put(`/api/categoria/${abarrotes.id}/`, { nombre: 'ABARROTES' })).statusCode).toBe(200);
  });

  it('checks the name and where the category goes (two levels only)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const bebidas = await createCategory(company.owner, 'Bebidas');
    const gaseosas = await createCategory(company.owner, 'Gaseosas', bebidas.id);
    const ajena = await createCategory(other.owner, 'Ajena');
    for (const [body, field, message] of [
      [{ nombre: '' }, 'nombre', MENSAJES.campos.required],
      [{ nombre: 'x'.repeat(101) }, 'nombre', MENSAJES.campos.maxLength(100)],
      [{ nombre: '¡¡!!' }, 'nombre', C.nombreSinLetras],
      [{ nombre: 'Sodas', parent: gaseosas.id }, 'parent', C.soloDosNiveles],
      [{ nombre: 'Sodas', parent: ajena.id }, 'parent', C.familiaNoExiste],
      [{ nombre: 'Sodas', parent: 999999 }, 'parent', C.familiaNoExiste],
    ] as const) {
      const response = await company.owner.post('/api/categoria/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.data[field], JSON.stringify(body)).toEqual([message]);
    }
    const itself = await company.owner.put(`/api/categoria/${bebidas.id}/`, { nombre: 'Bebidas', parent: bebidas.id });
    expect(itself.data.parent).toEqual([C.soloDosNiveles]);
  });

  it('a category with sub-familias or products cannot be deleted or moved', async () => {
    const company = await createTestCompany(t.app, t.database);
    const bebidas = await createCategory(company.owner, 'Bebidas');
    const abarrotes = await createCategory(company.owner, 'Abarrotes');
    const gaseosas = await createCategory(company.owner, 'Gaseosas', bebidas.id);
    const promo = await createCategory(company.owner, 'Promociones');

    const withChildren = await company.owner.delete(`/api/categoria/${bebidas.id}/`);
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.data).toEqual({ code: 'BAD_REQUEST', detail: C.eliminarConSubfamilias });
    const moveWithChildren = await company.owner.put(`/api/categoria/${bebidas.id}/`, {
      nombre: 'Bebidas',
      parent: abarrotes.id,
    });
    expect(moveWithChildren.data).toEqual({
      code: 'VALIDATION',
      detail: C.moverConSubfamilias,
      parent: [C.moverConSubfamilias],
    });

    const p = await createProductViaApi(company.owner, {
      categoria: bebidas.id,
      subfamilia: gaseosas.id,
      categorias: [promo.id],
    });
    for (const id of [gaseosas.id, promo.id]) {
      const response = await company.owner.delete(`/api/categoria/${id}/`);
      expect(response.statusCode).toBe(400);
      expect(response.data).toEqual({ code: 'BAD_REQUEST', detail: C.eliminarConProductos });
      expect((await categoryRow(id)).activo).toBe(true);
    }
    const moveWithProducts = await company.owner.put(`/api/categoria/${gaseosas.id}/`, {
      nombre: 'Gaseosas',
      parent: abarrotes.id,
    });
    expect(moveWithProducts.data).toEqual({
      code: 'VALIDATION',
      detail: C.moverConProductos,
      parent: [C.moverConProductos],
    });
    // Renaming in place is fine.
    expect(
      (await company.owner.put(`/api/categoria/${gaseosas.id}/`, { nombre: 'Sodas', parent: bebidas.id })).data
        .url_slug,
    ).toBe('bebidas/sodas');
    // Annulled products do not hold a category.
    await company.owner.put(`/api/productos/${p.id}/`, { categorias: [] });
    expect((await company.owner.delete(`/api/categoria/${promo.id}/`)).statusCode).toBe(200);
    await company.owner.delete(`/api/productos/${p.id}/`);
    expect((await company.owner.delete(`/api/categoria/${gaseosas.id}/`)).statusCode).toBe(200);
    expect((await company.owner.delete(`/api/categoria/${bebidas.id}/`)).statusCode).toBe(200);
  });
});

describe('GET categoria/tree', () => {
  it("is the company's tree with childs, ancestors, parent, slugs and product totals", async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    await createCategory(other.owner, 'Ajena');
    const bebidas = await createCategory(company.owner, 'Bebidas');
    const gaseosas = await createCategory(company.owner, 'Gaseosas', bebidas.id);
    const jugos = await createCategory(company.owner, 'Jugos', bebidas.id);
    const abarrotes = await createCategory(company.owner, 'Abarrotes');
    await createProductViaApi(company.owner, { categoria: bebidas.id, subfamilia: gaseosas.id });
    await createProductViaApi(company.owner, {
      categoria: bebidas.id,
      subfamilia: gaseosas.id,
      categorias: [bebidas.id, abarrotes.id],
    });
    await createProductViaApi(company.owner, { categoria: bebidas.id });
    const annulled = await createProductViaApi(company.owner, { categoria: bebidas.id, subfamilia: jugos.id });
    await company.owner.delete(`/api/productos/${annulled.id}/`);

    const response = await company.owner.get('/api/categoria/tree/');
    expect(response.statusCode).toBe(200);
    const ref = (c: { id: number; nombre: string; slug: string; url_slug: string }) => ({
      id: c.id,
      nombre: c.nombre,
      slug: c.slug,
      url_slug: c.url_slug,
    });
    expect(response.data).toEqual([
      { ...ref(abarrotes), nivel: 1, parent: null, ancestors: [], childs: [], total_productos: 1 },
      {
        ...ref(bebidas),
        nivel: 1,
        parent: null,
        ancestors: [],
        total_productos: 3,
        childs: [
          { ...ref(gaseosas), nivel: 2, parent: bebidas.id, ancestors: [ref(bebidas)], childs: [], total_productos: 2 },
          { ...ref(jugos), nivel: 2, parent: bebidas.id, ancestors: [ref(bebidas)], childs: [], total_productos: 0 },
        ],
      },
    ]);
  });
});

describe('option loaders', () => {
  it('familia lists level 1 with search; sub-familia filters by familia_id', async () => {
    const company = await createTestCompany(t.app, t.database);
    const bebidas = await createCategory(company.owner, 'Bebidas');
    const abarrotes = await createCategory(company.owner, 'Abarrotes');
    const gaseosas = await createCategory(company.owner, 'Gaseosas', bebidas.id);
    const granos = await createCategory(company.owner, 'Granos', abarrotes.id);
    const familias = (await company.owner.get('/api/familia/')).data;
    expect(familias.count).toBe(2);
    expect(familias.results).toEqual([
      { id: abarrotes.id, nombre: 'Abarrotes', slug: 'abarrotes', url_slug: 'abarrotes', parent: null },
      { id: bebidas.id, nombre: 'Bebidas', slug: 'bebidas', url_slug: 'bebidas', parent: null },
    ]);
    expect(
      (await company.owner.get('/api/familia/', { search: 'beb' })).data.results.map((c: { id: number }) => c.id),
    ).toEqual([bebidas.id]);
    expect((await company.owner.get('/api/sub-familia/')).data.results.map((c: { id: number }) => c.id)).toEqual([
      gaseosas.id,
      granos.id,
    ]);
    const deBebidas = (await company.owner.get('/api/sub-familia/', { familia_id: String(bebidas.id) })).data;
    expect(deBebidas.results).toEqual([
      { id: gaseosas.id, nombre: 'Gaseosas', slug: 'gaseosas', url_slug: 'bebidas/gaseosas', parent: bebidas.id },
    ]);
    expect(
      (await company.owner.get('/api/sub-familia/', { familia_id: String(abarrotes.id), search: 'xyz' })).data.count,
    ).toBe(0);
  });
});

describe('tenancy, permissions and audit', () => {
  it("another company's category is a 404 and stays unchanged", async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const theirs = await createCategory(other.owner, 'Suya');
    expect((await company.owner.get(`/api/categoria/${theirs.id}/`)).statusCode).toBe(404);
    expect((await company.owner.put(`/api/categoria/${theirs.id}/`, { nombre: 'Mía' })).statusCode).toBe(404);
    expect((await company.owner.delete(`/api/categoria/${theirs.id}/`)).statusCode).toBe(404);
    expect((await company.owner.get('/api/categoria/tree/')).data).toEqual([]);
    expect((await company.owner.get('/api/familia/')).data.count).toBe(0);
    expect(await categoryRow(theirs.id)).toMatchObject({ nombre: 'Suya', activo: true });
  });

  it('CRUD needs `producto`; the tree and option loaders are open to every user', async () => {
    const company = await createTestCompany(t.app, t.database);
    const bebidas = await createCategory(company.owner, 'Bebidas');
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.get('/api/categoria/')).statusCode).toBe(403);
    expect((await cajero.api.post('/api/categoria/', { nombre: 'X' })).statusCode).toBe(403);
    expect((await cajero.api.put(`/api/categoria/${bebidas.id}/`, { nombre: 'X' })).statusCode).toBe(403);
    expect((await cajero.api.delete(`/api/categoria/${bebidas.id}/`)).statusCode).toBe(403);
    expect((await cajero.api.get('/api/categoria/tree/')).statusCode).toBe(200);
    expect((await cajero.api.get('/api/familia/')).statusCode).toBe(200);
    expect((await cajero.api.get('/api/sub-familia/')).statusCode).toBe(200);
    const bodega = await createUserAs(t.app, company, 'es_bodeguero');
    expect((await bodega.api.post('/api/categoria/', { nombre: 'Limpieza' })).statusCode).toBe(201);
  });

  it('every create, edit and delete writes a bitácora entry (CATEGORIA)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const c = await createCategory(company.owner, 'Lácteos');
    await company.owner.put(`/api/categoria/${c.id}/`, { nombre: 'Lácteos y huevos' });
    await company.owner.delete(`/api/categoria/${c.id}/`);
    const entries = await auditOf(t.database.db, company.empresaId, 'CATEGORIA');
    expect(entries.map((e) => [e.accion, e.entidadId, e.descripcion])).toEqual([
      ['CREAR', c.id, 'Categoría lacteos'],
      ['EDITAR', c.id, 'Categoría lacteos-y-huevos'],
      ['ELIMINAR', c.id, 'Categoría lacteos-y-huevos'],
    ]);
    expect(entries[1]!.detalleAnterior).toMatchObject({ nombre: 'Lácteos' });
    expect(entries[1]!.detalle).toMatchObject({ nombre: 'Lácteos y huevos' });
    expect(entries[2]!.detalle).toBeNull();
  });
});
