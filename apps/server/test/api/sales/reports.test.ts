import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import type { GananciaBruta, ProductoMasVendido } from '@pos/shared/domains/sales/reports';
import { add, dec, mul, sub } from '@pos/shared/money';
import { fracciones, ventas, ventasDetalle } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs } from '../../helpers/factories';
import { downloadedRows } from '../../helpers/exports';
import { expectSellingLedgersHold, openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectSellingLedgersHold(t.database.db));

const db = () => t.database.db;

const linea = (id: number, extra: Partial<VentaInput['productos'][number]> = {}): VentaInput['productos'][number] => ({
  id,
  fraccion_id: null,
  cantidad: '1',
  modelo_precio: 1,
  precio: '10.00',
  desc_porcentaje: '0',
  ...extra,
});
const venta = (productos: VentaInput['productos']): VentaInput => ({
  productos,
  cliente: { nit: '', nombre: '' },
  tipo_documento: 1,
  pagos: { efectivo: { monto: '1000' } },
  tipo_pago: 100,
  tipo_venta: 10000,
});

async function setup() {
  const company = await createTestCompany(t.app, t.database);
  await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId);
  const arroz = await createProduct(db(), company.empresaId, {
    codigo: 'ARR-01',
    nombre: 'Arroz',
    precio: '10',
    costo: '6',
  });
  const galletas = await createProduct(db(), company.empresaId, {
    codigo: 'GAL-01',
    nombre: 'Galletas',
    precio: '9',
    costo: '7',
    fracciones: [{ nombre: 'Caja', contenido: '12' }],
  });
  const caja = galletas.fracciones[0]!;
  await db().update(fracciones).set({ precio: '100' }).where(eq(fracciones.id, caja.id));
  await setStock(db(), company.empresaId, company.sucursalId, arroz.id, '100');
  await setStock(db(), company.empresaId, company.sucursalId, galletas.id, '240');
  const sell = async (productos: VentaInput['productos']) => {
    const r = await company.owner.post('/api/ventas/', venta(productos));
    expect(r.statusCode, r.body).toBe(201);
    return r.data.id as number;
  };
  const primera = await sell([
    linea(arroz.id, { cantidad: '3' }),
    linea(galletas.id, { fraccion_id: caja.id, cantidad: '2', precio: '100.00' }),
  ]);
  await sell([linea(arroz.id, { cantidad: '5' }), linea(galletas.id, { cantidad: '4', precio: '9.00' })]);
  const annulled = await sell([linea(arroz.id, { cantidad: '50' })]);
  const r = await company.owner.put('/api/historial_ventas/anulacion/', { id: annulled, motivo: 'Prueba' });
  expect(r.statusCode, r.body).toBe(200);
  return { company, arroz, galletas, caja, primera };
}

/** The lines of the company's sales in force, as stored: what every report total is recomputed from. */
async function lineasVigentes(empresaId: number) {
  return db()
    .select({
      productoId: ventasDetalle.productoId,
      fraccionId: ventasDetalle.fraccionId,
      cantidad: ventasDetalle.cantidad,
      cantidadBase: ventasDetalle.cantidadBase,
      total: ventasDetalle.totalImporte,
      costo: ventasDetalle.costo,
      activo: ventas.activo,
    })
    .from(ventasDetalle)
    .innerJoin(ventas, eq(ventas.id, ventasDetalle.ventaId))
    .where(eq(ventas.empresaId, empresaId))
    .then((rows) => rows.filter((r) => r.activo));
}

const money = (x: Parameters<typeof dec>[0]) => dec(x).toFixed(2);

describe('sales reports', () => {
  it('best sellers by presentation, -cantidad by default, recomputed from the sales, annulled ones left out', async () => {
    const { company, arroz, galletas, caja } = await setup();
    const r = await company.owner.get('/api/ventas/reporte_productos_mas_vendidos/');
    expect(r.statusCode, r.body).toBe(200);
    const lines = await lineasVigentes(company.empresaId);
    const expected = [
      { producto: arroz.id, fraccion: null },
      { producto: galletas.id, fraccion: null },
      { producto: galletas.id, fraccion: caja.id },
    ].map(({ producto, fraccion }) => {
      const own = lines.filter((l) => l.productoId === producto && l.fraccionId === fraccion);
      return {
        id: fraccion,
        producto,
        cantidad: own.reduce((s, l) => add(s, l.cantidad), dec(0)).toFixed(3),
        total_ventas: money(own.reduce((s, l) => add(s, l.total), dec(0))),
      };
    });
    expect(expected.map((e) => e.cantidad)).toEqual(['8.000', '4.000', '2.000']);
    expect(
      r.data.results.map((p: ProductoMasVendido) => ({
        id: p.fraccion_data.id,
        producto: p.fraccion_data.producto,
        cantidad: p.cantidad,
        total_ventas: p.total_ventas,
      })),
    ).toEqual(expected);
    const byTotal = await company.owner.get('/api/ventas/reporte_productos_mas_vendidos/', { sort: '-total_ventas' });
    expect(byTotal.data.results[0].total_ventas).toBe('200.00');
    expect((await company.owner.get('/api/ventas/reporte_productos_mas_vendidos/', { search: 'arr' })).data.count).toBe(
      1,
    );
    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get('/api/ventas/reporte_productos_mas_vendidos/')).data.count).toBe(0);
    const bad = await company.owner.get('/api/ventas/reporte_productos_mas_vendidos/', { sort: 'costo' });
    expect([bad.statusCode, bad.data.code]).toEqual([400, 'VALIDATION']);
  });

  it('gross profit per product: sales minus the cost at the time of sale, margin, by name', async () => {
    const { company, arroz, galletas } = await setup();
    const r = await company.owner.get('/api/ventas/reporte_ganacia_bruta/');
    expect(r.statusCode, r.body).toBe(200);
    const lines = await lineasVigentes(company.empresaId);
    const expected = [arroz.id, galletas.id].map((id) => {
      const own = lines.filter((l) => l.productoId === id);
      const total = own.reduce((s, l) => add(s, l.total), dec(0));
      const costo = own.reduce((s, l) => add(s, mul(l.costo, l.cantidad)), dec(0));
      return {
        id,
        total_ventas: money(total),
        costo: money(costo),
        ganancia_bruta: money(sub(total, costo)),
        margen: sub(total, costo).div(total).mul(100).toFixed(2),
      };
    });
    // Arroz: 8 × 10 = 80 sold at cost 8 × 6 = 48; Galletas: 2 cajas (200) + 4 units (36) at cost 24 × 7 + 4 × 7 = 196.
    expect(expected.map((e) => [e.total_ventas, e.costo])).toEqual([
      ['80.00', '48.00'],
      ['236.00', '196.00'],
    ]);
    expect(
      r.data.results.map((g: GananciaBruta) => ({
        id: g.producto.id,
        total_ventas: g.total_ventas,
        costo: g.costo,
        ganancia_bruta: g.ganancia_bruta,
        margen: g.margen,
      })),
    ).toEqual(expected);
    expect(r.data.results.map((g: GananciaBruta) => g.cantidad)).toEqual(['8.000', '28.000']);
  });

  it('gross profit nets the returns in force: their units, money and cost at sale leave the figures', async () => {
    const { company, arroz, galletas, primera } = await setup();
    const [venta] = await db().select({ codigo: ventas.codigo }).from(ventas).where(eq(ventas.id, primera));
    const factura = (await company.owner.get('/api/devoluciones/getFactura/', { codigo: venta!.codigo! })).data;
    const lineaDe = (nombre: string) => factura.productos.find((p: { nombre: string }) => p.nombre.startsWith(nombre));
    const devolucion = await company.owner.post('/api/devoluciones/', {
      venta: primera,
      concepto: 'Cliente devuelve',
      productos: [
        { id: lineaDe('Arroz').id, cantidad: '2', motivo: 10, ingreso_bodega: true },
        { id: lineaDe('Galletas').id, cantidad: '1', motivo: 10, ingreso_bodega: true },
      ],
    });
    expect(devolucion.statusCode, devolucion.body).toBe(201);
    const figures = async () =>
      (await company.owner.get('/api/ventas/reporte_ganacia_bruta/')).data.results.map((g: GananciaBruta) => [
        g.producto.id,
        g.cantidad,
        g.total_ventas,
        g.costo,
        g.ganancia_bruta,
        g.margen,
      ]);
    // Arroz: 8 − 2 units, 80 − 20 sold, cost 48 − 12. Galletas: one Caja (12 units, Q 100, cost 84) back.
    const cases = [
      {
        when: 'with the return in force',
        expected: [
          [arroz.id, '6.000', '60.00', '36.00', '24.00', '40.00'],
          [galletas.id, '16.000', '136.00', '112.00', '24.00', '17.65'],
        ],
      },
      {
        when: 'after the return is annulled',
        expected: [
          [arroz.id, '8.000', '80.00', '48.00', '32.00', '40.00'],
          [galletas.id, '28.000', '236.00', '196.00', '40.00', '16.95'],
        ],
      },
    ];
    expect(await figures(), cases[0]!.when).toEqual(cases[0]!.expected);
    const anulada = await company.owner.put(`/api/devoluciones/${devolucion.data.id}/anular/`, { motivo: 'Error' });
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect(await figures(), cases[1]!.when).toEqual(cases[1]!.expected);
  });

  it('exports both reports to Excel with the rows, filters and order of the screen', async () => {
    const { company } = await setup();
    const cases = [
      {
        path: '/api/ventas/descargar_excel_producto_mas_vendido/',
        header: ['Código', 'Producto', 'Cantidad', 'Total de ventas'],
        rows: [
          ['ARR-01', 'Arroz', 8, 80],
          ['GAL-01', 'Galletas', 4, 36],
        ],
      },
      {
        path: '/api/ventas/descargar_excel_reporte_ganancia_bruta/',
        header: ['Código', 'Producto', 'Cantidad', 'Total de ventas', 'Costo', 'Ganancia bruta', 'Margen %'],
        rows: [['ARR-01', 'Arroz', 8, 80, 48, 32, '40.00']],
      },
    ];
    for (const c of cases) {
      const r = await company.owner.get(c.path, { search: c.rows.length === 1 ? 'arroz' : '', sort: '-cantidad' });
      expect(r.statusCode, r.body).toBe(200);
      const rows = await downloadedRows(company.owner, r.data.id);
      expect(rows[0]).toEqual(c.header);
      expect(
        rows.slice(1, 1 + c.rows.length).map((row) => row.slice(0, c.header.length)),
        c.path,
      ).toEqual(c.rows.map((row) => expect.arrayContaining(row)));
      const bad = await company.owner.get(c.path, { fecha_inicial: '2026-02-10', fecha_final: '2026-02-01' });
      expect(bad.statusCode, c.path).toBe(400);
    }
  });

  it('checks each report flag on the server', async () => {
    const company = await createTestCompany(t.app, t.database);
    const cajero = await createUserAs(t.app, company, 'es_cajero', {
      reporte_productos_mas_vendidos: false,
      reporte_ganancia_bruta: false,
    });
    expect((await cajero.api.get('/api/ventas/reporte_productos_mas_vendidos/')).statusCode).toBe(403);
    expect((await cajero.api.get('/api/ventas/reporte_ganacia_bruta/')).statusCode).toBe(403);
    expect((await cajero.api.get('/api/ventas/descargar_excel_producto_mas_vendido/')).statusCode).toBe(403);
    expect((await cajero.api.get('/api/ventas/descargar_excel_reporte_ganancia_bruta/')).statusCode).toBe(403);
  });
});
