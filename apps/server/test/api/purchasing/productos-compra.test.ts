import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductoCompra } from '@pos/shared/domains/purchasing';
import { TIPOS_PRODUCTO } from '@pos/shared/domains/catalog/catalog';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('GET ordenes_compra/productos (the new order product panel)', () => {
  it('lists active inventoried products with last cost in Q and $, last supplier and branch stock', async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const tornillo = await createProduct(db(), company.empresaId, { nombre: 'Tornillo ZX', costo: '2.50' });
    const arena = await createProduct(db(), company.empresaId, {
      nombre: 'Arena ZX',
      tipoProducto: TIPOS_PRODUCTO.GRANEL_PESO,
    });
    await createProduct(db(), company.empresaId, { nombre: 'Servicio ZX', inventariable: false });
    await createProduct(db(), company.empresaId, { nombre: 'Retirado ZX', activo: false });
    await createProduct(db(), other.empresaId, { nombre: 'Ajeno ZX' });
    const proveedor = (
      await company.owner.post('/api/proveedores/', {
        nombre: 'Importadora ZX',
        tipo_proveedor: 1,
        limite_credito: '900',
      })
    ).data.id as number;
    // An import received: 4 units at $1.50 × 7.80 = Q 11.70 set the last costs and supplier.
    const orden = await company.owner.post('/api/ordenes_compra/', {
      proveedor,
      sucursal_destino: company.sucursalId,
      fecha: '2026-11-02',
      numero_documento: 'IMP-1',
      origen: 1,
      tipo_compra: 2,
      tipo_cambio: '7.80',
      costo_importacion: '0',
      detalles: [{ producto: tornillo.id, cantidad: '4', costo: '1.50' }],
    });
    expect(orden.statusCode, orden.body).toBe(201);
    const received = await company.owner.put(`/api/recepcion_ordenes_compra/${orden.data.id}/`, {
      detalles: [{ id: orden.data.detalles[0].id, a_recibir: '4' }],
    });
    expect(received.statusCode, received.body).toBe(200);

    const res = await company.owner.get('/api/ordenes_compra/productos/', {
      search: 'zx',
      sucursal: String(company.sucursalId),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.data.results as ProductoCompra[];
    expect(rows.map((r) => r.nombre)).toEqual(['Arena ZX', 'Tornillo ZX']);
    expect(rows[1]).toEqual({
      id: tornillo.id,
      codigo: tornillo.codigo,
      nombre: 'Tornillo ZX',
      codigo_barras: '',
      a_granel: false,
      inventario: '4',
      ultimo_costo: '11.70',
      costo_dolares: '1.50',
      ultimo_proveedor: { id: proveedor, nombre: 'Importadora ZX' },
    });
    expect(rows[0]).toMatchObject({ id: arena.id, a_granel: true, inventario: '0.000', ultimo_proveedor: null });

    const byCode = await company.owner.get('/api/ordenes_compra/productos/', { search: tornillo.codigo });
    expect((byCode.data.results as ProductoCompra[]).map((r) => r.id)).toEqual([tornillo.id]);
  });

  it('refuses an unknown ordering with a 400', async () => {
    const company = await createTestCompany(t.app, t.database);
    const res = await company.owner.get('/api/ordenes_compra/productos/', { ordering: 'precio' });
    expect(res.statusCode).toBe(400);
    expect(res.data.code).toBe('VALIDATION');
  });
});
