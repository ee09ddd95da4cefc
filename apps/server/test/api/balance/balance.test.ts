import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Balance, GraficaBalance } from '@pos/shared/domains/balance';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import { todayInGuatemala } from '@pos/shared/format';
import { add, dec, sub } from '@pos/shared/money';
import { configuraciones, ventas } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs } from '../../helpers/factories';
import { expectSellingLedgersHold, openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectSellingLedgersHold(t.database.db));

const db = () => t.database.db;
const HOY = todayInGuatemala();
const ANIO = Number(HOY.slice(0, 4));
const MES = Number(HOY.slice(5, 7));

const linea = (id: number, cantidad: string): VentaInput['productos'][number] => ({
  id,
  fraccion_id: null,
  cantidad,
  modelo_precio: 1,
  precio: '10.00',
  desc_porcentaje: '0',
});

/**
 * One company with every kind of document the balance reads (P3-52), each through its own API:
 * cash sales (one annulled, one moved to the prior year), a credit sale with an advance, a
 * returned line, other cash income, a purchase order and two expenses (one voided).
 */
async function setup() {
  const company = await createTestCompany(t.app, t.database);
  await db()
    .update(configuraciones)
    .set({ confVentasAlCredito: true })
    .where(eq(configuraciones.empresaId, company.empresaId));
  const sesion = await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId);
  const arroz = await createProduct(db(), company.empresaId, { codigo: 'ARR-01', nombre: 'Arroz', precio: '10' });
  await setStock(db(), company.empresaId, company.sucursalId, arroz.id, '500');
  const ok = <T extends { statusCode: number; body: string }>(r: T, status = 201) => {
    expect(r.statusCode, r.body).toBe(status);
    return r;
  };
  const sell = async (cantidad: string, extra: Partial<VentaInput> = {}) =>
    ok(
      await company.owner.post('/api/ventas/', {
        productos: [linea(arroz.id, cantidad)],
        cliente: { nit: '', nombre: '' },
        tipo_documento: 1,
        pagos: { efectivo: { monto: '10000' } },
        tipo_pago: 100,
        tipo_venta: 10000,
        ...extra,
      }),
    ).data as { id: number; codigo: string; total: string };

  const contado = await sell('3');
  const anulada = await sell('50');
  ok(await company.owner.put('/api/historial_ventas/anulacion/', { id: anulada.id, motivo: 'Prueba' }), 200);
  // 21:00 on 31 March of last year in Guatemala (03:00 UTC on 1 April): March, not April.
  const pasada = await sell('7');
  await db()
    .update(ventas)
    .set({ creado: new Date(`${ANIO - 1}-04-01T03:00:00Z`) })
    .where(eq(ventas.id, pasada.id));
  await sell('10', {
    tipo_venta: 30000,
    tipo_pago: 200,
    fecha_vencimiento: '2099-12-31',
    pagos: { efectivo: { monto: '30' }, tarjeta: { monto: '10' } },
  });
  const factura = (await company.owner.get('/api/devoluciones/getFactura/', { codigo: contado.codigo })).data;
  const devolucion = ok(
    await company.owner.post('/api/devoluciones/', {
      venta: contado.id,
      concepto: 'Devuelve uno',
      productos: [{ id: factura.productos[0].id, cantidad: '1', motivo: 10, ingreso_bodega: true }],
    }),
  ).data as { total: string };
  ok(
    await company.owner.post('/api/movimientos/', {
      tipo: 10,
      monto_efectivo: '25.00',
      apertura_cierre_caja: sesion,
      concepto: 'Cambio',
    }),
  );
  const proveedor = ok(
    await company.owner.post('/api/proveedores/', { nombre: 'Molino', tipo_proveedor: 1, limite_credito: '5000' }),
  ).data.id;
  const orden = ok(
    await company.owner.post('/api/ordenes_compra/', {
      proveedor,
      sucursal_destino: company.sucursalId,
      fecha: HOY,
      numero_documento: 'FAC-1',
      origen: 2,
      tipo_compra: 2,
      detalles: [{ producto: arroz.id, cantidad: '20', costo: '6.25' }],
      total: '1.00',
    }),
  ).data as { total: string };
  const gasto = (monto: string) =>
    company.owner.post('/api/gastos/', {
      data: { fecha: HOY, concepto: 'Luz', monto, gasto_fijo: true, forma_pago: 'EFE' },
      caja: false,
    });
  ok(await gasto('40.00'));
  const anulado = ok(await gasto('99.00')).data.id;
  ok(await company.owner.delete(`/api/gastos/${anulado}/`), 200);
  return { company, contado, pasada, devolucion, orden };
}

function balance(figuras: Partial<Record<keyof Balance, string>>): Balance {
  const f = (k: keyof Balance) => dec(figuras[k] ?? '0');
  const ingresos = add(add(f('ventas'), f('cobros')), f('otros_ingresos'));
  const egresos = add(add(f('devoluciones'), f('compras')), f('gastos'));
  const money = (x: ReturnType<typeof dec>) => x.toFixed(2);
  return {
    ventas: money(f('ventas')),
    cobros: money(f('cobros')),
    otros_ingresos: money(f('otros_ingresos')),
    devoluciones: money(f('devoluciones')),
    compras: money(f('compras')),
    gastos: money(f('gastos')),
    ingresos: money(ingresos),
    egresos: money(egresos),
    resultado: money(sub(ingresos, egresos)),
  };
}

describe('movimientos/balance_general (P3-52)', () => {
  it('adds up each document in force of the period: in, out and the result', async () => {
    const { company, contado, devolucion, orden } = await setup();
    // Cash sale 30; the credit sale's 30 + 10 advance; cash income 25; one returned unit (10);
    // 20 × 6.25 bought; 40 of expenses (the voided 99 and the annulled sale stay out).
    const hoy = balance({
      ventas: contado.total,
      cobros: '40',
      otros_ingresos: '25',
      devoluciones: devolucion.total,
      compras: orden.total,
      gastos: '40',
    });
    expect([contado.total, devolucion.total, orden.total]).toEqual(['30.00', '10.00', '125.00']);
    expect(hoy).toMatchObject({ ingresos: '95.00', egresos: '175.00', resultado: '-80.00' });
    const cases: { query: Record<string, string>; expected: Balance }[] = [
      { query: {}, expected: hoy },
      { query: { fecha_inicial: HOY, fecha_final: HOY }, expected: hoy },
      {
        query: { fecha_inicial: `${ANIO - 1}-03-31`, fecha_final: `${ANIO - 1}-03-31` },
        expected: balance({ ventas: '70' }),
      },
      { query: { fecha_inicial: `${ANIO - 1}-04-01`, fecha_final: `${ANIO - 1}-04-30` }, expected: balance({}) },
    ];
    for (const c of cases) {
      const r = await company.owner.get('/api/movimientos/balance_general/', c.query);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.data, JSON.stringify(c.query)).toEqual(c.expected);
    }
  });

  it('charts the 12 months of the year against the prior year', async () => {
    const { company } = await setup();
    const r = await company.owner.get('/api/movimientos/grafica_balance_general/');
    expect(r.statusCode, r.body).toBe(200);
    const grafica = r.data as GraficaBalance;
    expect([grafica.anio_actual, grafica.anio_pasado, grafica.meses.length]).toEqual([ANIO, ANIO - 1, 12]);
    const hoy = (await company.owner.get('/api/movimientos/balance_general/')).data;
    for (const m of grafica.meses) {
      expect(m.actual, `mes ${m.mes} actual`).toEqual(m.mes === MES ? hoy : balance({}));
      expect(m.pasado, `mes ${m.mes} pasado`).toEqual(m.mes === 3 ? balance({ ventas: '70' }) : balance({}));
    }
    const otro = await company.owner.get('/api/movimientos/grafica_balance_general/', {
      anio_actual: String(ANIO - 1),
      anio_pasado: '2001',
    });
    expect(otro.data.meses[2].actual.ventas).toBe('70.00');
    expect(otro.data.meses[2].pasado.ventas).toBe('0.00');
  });

  it('refuses bad filters with 400, scopes to the company and checks the flag', async () => {
    const { company } = await setup();
    const bad = [
      ['/api/movimientos/balance_general/', { fecha_inicial: '2026-02-10', fecha_final: '2026-02-01' }],
      ['/api/movimientos/balance_general/', { fecha_inicial: '2026-02-30' }],
      ['/api/movimientos/balance_general/', { fecha_inicial: '2999-01-01', fecha_final: '2999-01-02' }],
      ['/api/movimientos/grafica_balance_general/', { anio_actual: 'dos mil' }],
      ['/api/movimientos/grafica_balance_general/', { anio_pasado: '1500' }],
    ] as const;
    for (const [path, query] of bad) {
      const r = await company.owner.get(path, query);
      expect([r.statusCode, r.data.code], JSON.stringify(query)).toEqual([400, expect.any(String)]);
    }
    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get('/api/movimientos/balance_general/')).data).toEqual(balance({}));
    const cajero = await createUserAs(t.app, company, 'es_cajero', { reporte_balance_general: false });
    expect((await cajero.api.get('/api/movimientos/balance_general/')).statusCode).toBe(403);
    expect((await cajero.api.get('/api/movimientos/grafica_balance_general/')).statusCode).toBe(403);
  });
});
