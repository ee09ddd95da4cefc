import { eq } from 'drizzle-orm';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import { configuraciones, fracciones } from '../../../src/db/schema/index';
import type { TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany } from '../../helpers/factories';
import { openSession } from '../../helpers/sales';

type Flags = Partial<typeof configuraciones.$inferInsert>;

/**
 * A company whose owner has an open register, a simple product (Arroz, Q 10.00, 100 in stock), a
 * boxed one (Galletas, Caja of 12 at Q 100.00, 240 units) and a bulk one (Azúcar, Q 5.00 a pound).
 */
export async function setupReturns(t: TestApp, flags: Flags = {}) {
  const db = t.database.db;
  const company = await createTestCompany(t.app, t.database);
  if (Object.keys(flags).length > 0)
    await db.update(configuraciones).set(flags).where(eq(configuraciones.empresaId, company.empresaId));
  const sesionId = await openSession(db, company.empresaId, company.sucursalId, company.propietarioId);
  const simple = await createProduct(db, company.empresaId, {
    codigo: 'ARR-01',
    nombre: 'Arroz',
    precio: '10',
    costo: '6',
  });
  const boxed = await createProduct(db, company.empresaId, {
    codigo: 'GAL-01',
    nombre: 'Galletas',
    precio: '9',
    costo: '7',
    fracciones: [{ nombre: 'Caja', contenido: '12' }],
  });
  const caja = boxed.fracciones[0]!;
  await db.update(fracciones).set({ precio: '100' }).where(eq(fracciones.id, caja.id));
  const bulk = await createProduct(db, company.empresaId, {
    codigo: 'AZU-01',
    nombre: 'Azúcar',
    precio: '5',
    costo: '3',
    tipoProducto: 1000,
  });
  await setStock(db, company.empresaId, company.sucursalId, simple.id, '100');
  await setStock(db, company.empresaId, company.sucursalId, boxed.id, '240');
  await setStock(db, company.empresaId, company.sucursalId, bulk.id, '50');
  return { company, sesionId, simple, boxed, caja, bulk };
}

export const linea = (
  id: number,
  extra: Partial<VentaInput['productos'][number]> = {},
): VentaInput['productos'][number] => ({
  id,
  fraccion_id: null,
  cantidad: '1',
  modelo_precio: 1,
  precio: '10.00',
  desc_porcentaje: '0',
  ...extra,
});

export function venta(productos: VentaInput['productos'], extra: Partial<VentaInput> = {}): VentaInput {
  return {
    productos,
    cliente: { nit: '', nombre: '' },
    tipo_documento: 1,
    pagos: { efectivo: { monto: '10000' } },
    tipo_pago: 100,
    tipo_venta: 10000,
    ...extra,
  };
}
