import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CotizacionInput, LineaVentaInput } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { bitacora, cajas, cotizaciones, ventas } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs } from '../../helpers/factories';
import { balanceOf } from '../../helpers/ledger';
import { expectSellingLedgersHold, openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectSellingLedgersHold(t.database.db));

const db = () => t.database.db;

// The PVMCE split of the point of sale (the user helper presets PVN permissions).
const MOSTRADOR = { punto_venta: false, punto_venta_mostrador: true };
const CAJERO = { punto_venta: false, punto_venta_caja: true };

/** A PVMCE company: a counter seller who quotes, a cashier with an open register, a product at Q 12.50. */
async function setup() {
  const company = await createTestCompany(t.app, t.database, { tipoPuntoVenta: 'PVMCE' });
  const mostrador = await createUserAs(t.app, company, 'es_vendedor_mostrador', MOSTRADOR);
  const cajero = await createUserAs(t.app, company, 'es_cajero', CAJERO);
  await openSession(db(), company.empresaId, company.sucursalId, cajero.id);
  const product = await createProduct(db(), company.empresaId, { codigo: 'CAF-01', nombre: 'Café', precio: '12.5' });
  await setStock(db(), company.empresaId, company.sucursalId, product.id, '50');
  return { company, mostrador, cajero, product };
}

const linea = (id: number, extra: Partial<LineaVentaInput> = {}): LineaVentaInput => ({
  id,
  fraccion_id: null,
  cantidad: '2',
  modelo_precio: 1,
  precio: '12.50',
  desc_porcentaje: '0',
  ...extra,
});
const cotizacion = (productos: LineaVentaInput[], extra: Partial<CotizacionInput> = {}): CotizacionInput => ({
  productos,
  cliente: { nit: '1252133-7', nombre: 'Comercial Norte' },
  tipo_documento: 1,
  enviado_caja: true,
  ...extra,
});

describe('quotations', () => {
  it('the counter seller quotes: numbered, pending, priced at the branch, audited, and listed for the cashier', async () => {
    const { company, mostrador, cajero, product } = await setup();
    const created = await mostrador.api.post(
      '/api/cotizaciones/',
      cotizacion([linea(product.id)], { referencia: 'Mesa 4' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data).toMatchObject({
      codigo: 'COT-000001',
      estado: 10,
      enviado_caja: true,
      cliente: { nit: '12521337', nombre: 'Comercial Norte' },
      referencia: 'Mesa 4',
      vendedor: { id: mostrador.id },
      total: '25.00',
      venta_id: null,
      detalles: [
        { producto: { id: product.id, codigo: 'CAF-01' }, cantidad: '2', precio: '12.50', total_importe: '25.00' },
      ],
    });
    const audit = await db()
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.empresaId, company.empresaId), eq(bitacora.entidad, 'COTIZACION')));
    expect(audit.map((a) => a.accion)).toEqual(['CREAR']);

    const list = await cajero.api.get('/api/cotizaciones/', { estado: '10', enviado_caja: 'true' });
    expect(list.statusCode).toBe(200);
    expect(list.data.count).toBe(1);
    expect(list.data.results[0]).toMatchObject({ id: created.data.id, codigo: 'COT-000001' });
    expect((await cajero.api.get('/api/cotizaciones/', { enviado_caja: 'false' })).data.count).toBe(0);
    expect((await cajero.api.get('/api/cotizaciones/', { search: 'norte' })).data.count).toBe(1);
    const [caja] = await db().select().from(cajas).where(eq(cajas.empresaId, company.empresaId));
    expect(
      (await cajero.api.get('/api/cotizaciones/', { caja_id: String(caja!.id), vendedor_id: String(mostrador.id) }))
        .data.count,
    ).toBe(1);
    expect((await cajero.api.get('/api/cotizaciones/', { vendedor_id: String(cajero.id) })).data.count).toBe(0);
    expect(
      (await cajero.api.get('/api/cotizaciones/', { fecha_inicial: '2020-01-01', fecha_final: '2020-01-31' })).data
        .count,
    ).toBe(0);
    const detalles = await cajero.api.get('/api/cotizaciones/detalles/', { cotizacion_id: String(created.data.id) });
    expect(detalles.data).toHaveLength(1);
    // A quotation moves neither stock nor cash.
    expect(await balanceOf(db(), company.sucursalId, product.id)).toBe('50.0000');
  });

  it('applies the cart rules', async () => {
    const { mostrador, product } = await setup();
    const r = await mostrador.api.post('/api/cotizaciones/', cotizacion([linea(product.id, { precio: '1' })]));
    expect(r.statusCode).toBe(400);
    expect(r.data.detail).toBe(MENSAJES.ventas.precioNoEditable('Café'));
    const empty = await mostrador.api.post('/api/cotizaciones/', cotizacion([]));
    expect(empty.data.detail).toBe(MENSAJES.ventas.sinProductos);
  });

  it('edits a pending quotation and annuls it (estado 30, never deleted); a finished one cannot change', async () => {
    const { mostrador, cajero, product } = await setup();
    const { data } = await mostrador.api.post('/api/cotizaciones/', cotizacion([linea(product.id)]));
    const edited = await mostrador.api.put(
      `/api/cotizaciones/${data.id}/`,
      cotizacion([linea(product.id, { cantidad: '4' })]),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data).toMatchObject({ total: '50.00', detalles: [{ cantidad: '4' }] });

    const removed = await mostrador.api.delete(`/api/cotizaciones/${data.id}/`);
    expect(removed.statusCode).toBe(204);
    const [row] = await db().select().from(cotizaciones).where(eq(cotizaciones.id, data.id));
    expect(row!.estado).toBe(30);
    expect((await mostrador.api.get('/api/cotizaciones/', { activo: 'true' })).data.count).toBe(0);
    const again = await mostrador.api.delete(`/api/cotizaciones/${data.id}/`);
    expect(again.statusCode).toBe(400);
    expect(again.data.detail).toBe(MENSAJES.pedidos.noPendiente);
    const charge = await cajero.api.post('/api/ventas/cotizacion/', {
      cotizacion: data.id,
      productos: [linea(product.id)],
      pagos: { efectivo: { monto: '25' } },
      tipo_pago: 100,
      tipo_venta: 10000,
    });
    expect(charge.statusCode).toBe(400);
    expect(charge.data.detail).toBe(MENSAJES.pedidos.noPendiente);
  });

  it("answers 404 for another company's quotation", async () => {
    const { mostrador, product } = await setup();
    const other = await setup();
    const { data } = await mostrador.api.post('/api/cotizaciones/', cotizacion([linea(product.id)]));
    expect((await other.mostrador.api.get(`/api/cotizaciones/${data.id}/`)).statusCode).toBe(404);
    expect(
      (await other.mostrador.api.get('/api/cotizaciones/detalles/', { cotizacion_id: String(data.id) })).statusCode,
    ).toBe(404);
    expect((await other.mostrador.api.delete(`/api/cotizaciones/${data.id}/`)).statusCode).toBe(404);
    expect(
      (await other.mostrador.api.put(`/api/cotizaciones/${data.id}/`, cotizacion([linea(other.product.id)])))
        .statusCode,
    ).toBe(404);
    const charge = await other.cajero.api.post('/api/ventas/cotizacion/', {
      cotizacion: data.id,
      productos: [linea(other.product.id)],
      pagos: { efectivo: { monto: '25' } },
      tipo_pago: 100,
      tipo_venta: 10000,
    });
    expect(charge.statusCode).toBe(404);
  });

  it('the counter seller cannot charge', async () => {
    const { mostrador, product } = await setup();
    const r = await mostrador.api.post('/api/ventas/', {
      productos: [linea(product.id)],
      pagos: { efectivo: { monto: '25' } },
      tipo_pago: 100,
      tipo_venta: 10000,
    });
    expect(r.statusCode, r.body).toBe(403);
  });
  it('refuses a finished one in its own word: a "pedido" sent to the register, else a "cotización"', async () => {
    const { mostrador, product } = await setup();
    for (const enviado_caja of [true, false]) {
      const { data } = await mostrador.api.post(
        '/api/cotizaciones/',
        cotizacion([linea(product.id)], { enviado_caja }),
      );
      await mostrador.api.delete(`/api/cotizaciones/${data.id}/`);
      const again = await mostrador.api.delete(`/api/cotizaciones/${data.id}/`);
      expect(again.data.detail).toBe(
        enviado_caja ? 'El pedido ya fue cobrado o anulado.' : 'La cotización ya fue cobrada o anulada.',
      );
    }
  });

  it('audits an order the counter sent as "Pedido COT-…" and a quotation proper as "Cotización COT-…"', async () => {
    const { company, mostrador, product } = await setup();
    for (const [enviado_caja, palabra] of [
      [true, 'Pedido'],
      [false, 'Cotización'],
    ] as const) {
      const { data } = await mostrador.api.post(
        '/api/cotizaciones/',
        cotizacion([linea(product.id)], { enviado_caja }),
      );
      await mostrador.api.put(
        `/api/cotizaciones/${data.id}/`,
        cotizacion([linea(product.id, { cantidad: '3' })], { enviado_caja }),
      );
      await mostrador.api.delete(`/api/cotizaciones/${data.id}/`);
      const audit = await db()
        .select({ accion: bitacora.accion, descripcion: bitacora.descripcion })
        .from(bitacora)
        .where(
          and(
            eq(bitacora.empresaId, company.empresaId),
            eq(bitacora.entidad, 'COTIZACION'),
            eq(bitacora.entidadId, data.id),
          ),
        )
        .orderBy(bitacora.id);
      const descripcion = `${palabra} ${data.codigo}`;
      expect(audit).toEqual([
        { accion: 'CREAR', descripcion },
        { accion: 'EDITAR', descripcion },
        { accion: 'ANULAR', descripcion },
      ]);
    }
  });
});

describe('POST ventas/cotizacion', () => {
  it('charges a pending quotation: the sale names its seller, the quotation is finished with the sale', async () => {
    const { company, mostrador, cajero, product } = await setup();
    const { data } = await mostrador.api.post('/api/cotizaciones/', cotizacion([linea(product.id)]));
    const sale = await cajero.api.post('/api/ventas/cotizacion/', {
      cotizacion: data.id,
      productos: [linea(product.id)],
      cliente: { nit: '1252133-7', nombre: 'Comercial Norte' },
      pagos: { efectivo: { monto: '30' } },
      tipo_pago: 100,
      tipo_venta: 20000,
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.data).toMatchObject({ total: '25.00', vuelto_efectivo: '5.00' });
    const [q] = await db().select().from(cotizaciones).where(eq(cotizaciones.id, data.id));
    expect(q).toMatchObject({ estado: 20, ventaId: sale.data.id });
    const [v] = await db().select().from(ventas).where(eq(ventas.id, sale.data.id));
    expect(v).toMatchObject({ cotizacionId: data.id, vendedorId: mostrador.id, usuarioId: cajero.id });
    expect(await balanceOf(db(), company.sucursalId, product.id)).toBe('48.0000');
  });

  it('two cashiers charging the same quotation at once: one sale, the other is refused', async () => {
    const { company, mostrador, cajero, product } = await setup();
    const otro = await createUserAs(t.app, company, 'es_cajero', CAJERO);
    await openSession(db(), company.empresaId, company.sucursalId, otro.id);
    const { data } = await mostrador.api.post('/api/cotizaciones/', cotizacion([linea(product.id)]));
    const body = {
      cotizacion: data.id,
      productos: [linea(product.id)],
      pagos: { efectivo: { monto: '25' } },
      tipo_pago: 100,
      tipo_venta: 10000,
    };
    const responses = await Promise.all([
      cajero.api.post('/api/ventas/cotizacion/', body),
      otro.api.post('/api/ventas/cotizacion/', body),
      cajero.api.post('/api/ventas/cotizacion/', body),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const r of responses.filter((x) => x.statusCode === 400))
      expect(r.data.detail).toBe(MENSAJES.pedidos.noPendiente);
    expect(await db().select().from(ventas).where(eq(ventas.empresaId, company.empresaId))).toHaveLength(1);
    expect(await balanceOf(db(), company.sucursalId, product.id)).toBe('48.0000');
  });
});
