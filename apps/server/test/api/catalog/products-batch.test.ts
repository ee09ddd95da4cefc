import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { productoInputSchema } from '@pos/shared/domains/catalog/products.api';
import { MENSAJES } from '@pos/shared/messages';
import { productos } from '../../../src/db/schema/index';
import type { Actor } from '../../../src/lib/actor';
import { HttpError } from '../../../src/lib/http-errors';
import { catalogSettings, createProductos, type CatalogContext } from '../../../src/modules/catalog';
import { createTestApp, type TestApp } from '../../helpers/app';
import { auditOf, createCategory, createProductViaApi, fractionsBody, productBody } from '../../helpers/catalog';
import { createTestCompany, type TestCompany } from '../../helpers/factories';

/** `createProductos`, the catalog's many-at-once create (the demo catalogue uses it). */

const P = MENSAJES.productos;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function contextOf(company: TestCompany): Promise<CatalogContext> {
  const actor: Actor = {
    usuarioId: company.propietarioId,
    empresaId: company.empresaId,
    email: company.ownerEmail,
    rol: 100,
    esAdmin: true,
    esGlobal: true,
    permisos: new Set(),
    sucursalIds: [company.sucursalId],
    tokenId: 0,
  };
  return { actor, sucursalId: company.sucursalId, settings: await catalogSettings(db(), company.empresaId) };
}

const parse = (body: Record<string, unknown>) => productoInputSchema(2).parse(body);

async function createMany(company: TestCompany, bodies: Record<string, unknown>[]) {
  const ctx = await contextOf(company);
  return db().transaction((tx) => createProductos(tx, ctx, bodies.map(parse)));
}

async function refusal(company: TestCompany, bodies: Record<string, unknown>[]): Promise<HttpError> {
  const error = await createMany(company, bodies).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

async function productCount(empresaId: number): Promise<number> {
  return (await db().select({ n: count() }).from(productos).where(eq(productos.empresaId, empresaId)))[0]!.n;
}

describe('createProductos', () => {
  it('creates every product with its fractions and categories, as the API would read them, one audit entry each', async () => {
    const company = await createTestCompany(t.app, t.database);
    const familia = await createCategory(company.owner, 'Bebidas');
    const sub = await createCategory(company.owner, 'Gaseosas', familia.id);
    const created = await createMany(company, [
      productBody({ codigo: 'GAS-1', nombre: 'Gaseosa 600 ml', codigo_barras: '7401234000019', precio: '6' }),
      productBody({
        codigo: 'GAS-2',
        nombre: 'Gaseosa lata',
        tipo_producto: 100,
        categoria: familia.id,
        subfamilia: sub.id,
        fracciones: fractionsBody([{ codigo_barras: '7401234000026' }]),
      }),
      // The same name twice: the second gets its own slug.
      productBody({ codigo: 'GAS-3', nombre: 'Gaseosa 600 ml', precio: '6.50', precio2: '6.00' }),
    ]);
    expect(created.map((p) => p.codigo)).toEqual(['GAS-1', 'GAS-2', 'GAS-3']);
    expect(created.map((p) => p.slug)).toEqual(['gaseosa-600-ml', 'gaseosa-lata', 'gaseosa-600-ml-2']);
    for (const producto of created) {
      const read = await company.owner.get(`/api/productos/${producto.id}/`);
      expect(read.data).toEqual(producto);
    }
    expect(created[1]).toMatchObject({
      tipo_producto: 100,
      categoria: { id: familia.id },
      subfamilia: { id: sub.id },
      fracciones: [
        { nombre: 'Caja de 12', contenido: '12', codigo_barras: '7401234000026', precio: '110.00', orden: 0 },
        { nombre: 'Unidad', contenido: '1', codigo_barras: '', precio: '10.00', orden: 1 },
      ],
    });
    expect(created[2]).toMatchObject({ precio: '6.50', precio2: '6.00', porcent_precio2: '92.31' });
    const audit = await auditOf(db(), company.empresaId, 'PRODUCTO');
    expect(audit.map((e) => [e.accion, e.entidadId, e.usuarioId])).toEqual(
      created.map((p) => ['CREAR', p.id, company.propietarioId]),
    );
    expect(audit[1]!.detalle).toEqual(created[1]);
  });

  it('refuses the whole list when two of its products share a code or a barcode', async () => {
    const company = await createTestCompany(t.app, t.database);
    const codigo = await refusal(company, [productBody({ codigo: 'DUP-1' }), productBody({ codigo: 'dup-1' })]);
    expect(codigo.statusCode).toBe(400);
    expect(codigo.message).toBe(P.codigoDuplicado);
    expect(codigo.fields).toEqual({ 'productos.1.codigo': [P.codigoDuplicado] });

    const barras = await refusal(company, [
      productBody({ nombre: 'Primero', codigo_barras: '7401234000033' }),
      productBody({ tipo_producto: 100, fracciones: fractionsBody([{ codigo_barras: '7401234000033' }]) }),
    ]);
    expect(barras.fields).toEqual({
      'productos.1.fracciones.0.codigo_barras': [P.codigoBarrasDuplicado('7401234000033', 'Primero')],
    });
    expect(await productCount(company.empresaId)).toBe(0);
  });

  it('checks each product against the catalogue and against its own rules, naming its position', async () => {
    const company = await createTestCompany(t.app, t.database);
    const existing = await createProductViaApi(company.owner, { codigo: 'OLD-1', codigo_barras: '7401234000040' });
    const error = await refusal(company, [
      productBody(),
      productBody({ codigo: 'old-1' }),
      productBody({ codigo_barras: '7401234000040' }),
      productBody({ tipo_producto: 1000 }),
      productBody({ tipo_producto: 100, fracciones: [{ nombre: 'Caja', contenido: 12, precio: '10' }] }),
    ]);
    expect(error.fields).toEqual({
      'productos.1.codigo': [P.codigoDuplicado],
      'productos.2.codigo_barras': [P.codigoBarrasDuplicado('7401234000040', existing.nombre)],
      'productos.3.unidad_de_medida': [P.granelPesoUnidad],
      'productos.4.fracciones': [P.minimoFracciones],
    });
    expect(await productCount(company.empresaId)).toBe(1);
  });
});
