import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import { queryRows } from '../../../src/db/client';
import { configuraciones } from '../../../src/db/schema/index';
import type { Client, TestApp } from '../../helpers/app';
import { createProduct, type TestProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { receive } from '../../helpers/inventory';

/** A company selling on credit: a cashier at an open register (through the API) and a stocked product at Q 25. */
export interface Tienda {
  company: TestCompany;
  cajero: { id: number; api: Client };
  apertura: number;
  cafe: TestProduct;
}

export async function tienda(t: TestApp): Promise<Tienda> {
  const company = await createTestCompany(t.app, t.database);
  await t.database.db
    .update(configuraciones)
    .set({ confVentasAlCredito: true, confVentaRedondeoTotal: false })
    .where(eq(configuraciones.empresaId, company.empresaId));
  const cajero = await createUserAs(t.app, company, 'es_cajero', { first_name: 'Carla', last_name: 'Cajera' });
  const caja = await company.owner.post('/api/cajas/', { nombre: 'Caja 1' });
  const apertura = await cajero.api.post('/api/aperturas_cierres_caja/', { caja: caja.data.id, total_apertura: '100' });
  expect(apertura.statusCode, apertura.body).toBe(201);
  const cafe = await createProduct(t.database.db, company.empresaId, {
    nombre: 'Café molido',
    precio: '25',
    costo: '15',
  });
  await receive(company.owner, [{ producto: cafe.id, cantidad: 100, costo: '15' }]);
  return { company, cajero, apertura: apertura.data.id, cafe };
}

/**
 * A POS credit sale (`tipo_pago` 200) of `unidades` × Q 25 with `anticipo` paid in cash now:
 * its receivable holds the rest. Answers the sale (the order the payments name).
 */
export async function ventaCredito(
  s: Tienda,
  unidades: number,
  opciones: { anticipo?: string; nit?: string; nombre?: string; vence?: string } = {},
): Promise<{ id: number; codigo: string; total: string }> {
  const body: VentaInput = {
    cliente: { nit: opciones.nit ?? '1252133-7', nombre: opciones.nombre ?? 'María López' },
    tipo_documento: 1,
    datos_cliente_nuveo: true,
    productos: [
      {
        id: s.cafe.id,
        fraccion_id: null,
        cantidad: String(unidades),
        modelo_precio: 1,
        precio: '25',
        desc_porcentaje: '0',
      },
    ],
    pagos: opciones.anticipo ? { efectivo: { monto: opciones.anticipo } } : {},
    tipo_pago: 200,
    tipo_venta: 10000,
    fecha_vencimiento: opciones.vence ?? '2099-12-31',
  };
  const r = await s.cajero.api.post('/api/ventas/', body);
  expect(r.statusCode, r.body).toBe(201);
  return r.data;
}

/**
 * The receivables invariant: for every live account, Σ its payments in force (money, vouchers,
 * discounts) = initial balance − balance, and the balance stays within 0 … initial balance.
 */
export async function expectReceivablesHold(t: TestApp, empresaId: number): Promise<void> {
  const problems = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select c.id, c.monto::text, c.saldo::text, coalesce(sum(a.monto) filter (where a.activo), 0)::text as pagado
          from cuentas_cobrar c left join abonos_cuenta_cobrar a on a.cuenta_cobrar_id = c.id
         where c.empresa_id = ${empresaId} and c.activo
         group by c.id
        having coalesce(sum(a.monto) filter (where a.activo), 0) <> c.monto - c.saldo or c.saldo < 0 or c.saldo > c.monto`,
  );
  expect(problems, 'Σ abonos ≠ saldo inicial − saldo').toEqual([]);
}
