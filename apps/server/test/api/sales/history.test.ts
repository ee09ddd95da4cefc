import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales/history';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows } from '../../../src/db/client';
import { aperturasCierresCaja, bitacora, configuraciones, cuentasCobrar } from '../../../src/db/schema/index';
import { createTestApp, type Client, type TestApp } from '../../helpers/app';
import { createProduct, type TestProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { receive } from '../../helpers/inventory';
import { balanceOf, expectLedgerMatchesBalances, kardexOf } from '../../helpers/ledger';
import { expectRegistersMatchMovements } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guatemala' }).format(new Date());

interface Tienda {
  company: TestCompany;
  cajero: { id: number; api: Client };
  apertura: number;
  cafe: TestProduct;
  azucar: TestProduct;
}

/** A company with a cashier selling at an open register (through the registers API) and two stocked products. */
async function tienda(): Promise<Tienda> {
  const company = await createTestCompany(t.app, t.database);
  await db()
    .update(configuraciones)
    .set({ confVentasAlCredito: true, confVentaRedondeoTotal: false })
    .where(eq(configuraciones.empresaId, company.empresaId));
  const cajero = await createUserAs(t.app, company, 'es_cajero', { first_name: 'Carla', last_name: 'Cajera' });
  const caja = await company.owner.post('/api/cajas/', { nombre: 'Caja 1' });
  expect(caja.statusCode, caja.body).toBe(201);
  const apertura = await cajero.api.post('/api/aperturas_cierres_caja/', { caja: caja.data.id, total_apertura: '100' });
  expect(apertura.statusCode, apertura.body).toBe(201);
  const cafe = await createProduct(db(), company.empresaId, { nombre: 'Café molido', precio: '25', costo: '15' });
  const azucar = await createProduct(db(), company.empresaId, { nombre: 'Azúcar', precio: '10', costo: '6' });
  await receive(company.owner, [
    { producto: cafe.id, cantidad: 20, costo: '15' },
    { producto: azucar.id, cantidad: 20, costo: '6' },
  ]);
  return { company, cajero, apertura: apertura.data.id, cafe, azucar };
}

const linea = (p: TestProduct, cantidad: number, precio: string) => ({
  id: p.id,
  fraccion_id: null,
  cantidad: String(cantidad),
  modelo_precio: 1,
  precio,
  desc_porcentaje: '0',
});

async function vender(api: Client, overrides: Partial<VentaInput> & Pick<VentaInput, 'productos'>) {
  const body: VentaInput = {
    cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
    tipo_documento: 1,
    pagos: {},
    tipo_pago: 100,
    tipo_venta: 10000,
    ...overrides,
  };
  const response = await api.post('/api/ventas/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.data as { id: number; codigo: string; total: string };
}

const historial = (api: Client, query: Record<string, string> = {}) => api.get('/api/historial_ventas/', query);
const codigos = (rows: FilaHistorialVenta[]) => rows.map((r) => r.codigo);
const anular = (api: Client, id: number, motivo = 'Cliente se arrepintió') =>
  api.put('/api/historial_ventas/anulacion/', { id, motivo });

describe('historial_ventas (sales history)', () => {
  it('lists today’s active sales in the spec’s row shape, with the total of every matching row', async () => {
    const s = await tienda();
    const v1 = await vender(s.cajero.api, {
      productos: [linea(s.cafe, 2, '25')],
      pagos: { efectivo: { monto: '100' } },
      referencia: 'Pedido 7',
    });
    const v2 = await vender(s.cajero.api, {
      productos: [linea(s.azucar, 3, '10')],
      cliente: { nit: '1252133-7', nombre: 'María López' },
      pagos: { tarjeta: { monto: '30', descripcion: 'VISA 1234' } },
      tipo_venta: 20000,
    });

    const r = await historial(s.company.owner);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.count).toBe(2);
    expect(r.data.total).toBe('80.00');
    expect(codigos(r.data.results)).toEqual([v2.codigo, v1.codigo]);
    expect(r.data.results[1]).toMatchObject({
      id: v1.id,
      codigo: v1.codigo,
      movimiento: { tipo: 30, tipo_movimiento: 10000, total_cobrar_pagar: '50.00' },
      datos_fel: null,
      cuenta_cobrar: null,
      usuario: { id: s.cajero.id, nombre: 'Carla Cajera' },
      cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
      referencia: 'Pedido 7',
      anulado_por: null,
      activo: true,
      caja_activa: true,
      recibo_caja: false,
    });
    expect(Date.parse(r.data.results[1].creado)).not.toBeNaN();

    // P3-47: the total covers every matching row, not just the page.
    const page = await historial(s.company.owner, { page_size: '1', page: '2' });
    expect([page.data.count, page.data.results.length, page.data.total]).toEqual([2, 1, '80.00']);
  });

  it('filters by dates, search, type, seller, customer, state and orders by whitelisted fields', async () => {
    const s = await tienda();
    const otro = await createUserAs(t.app, s.company, 'es_cajero', { first_name: 'Otto', last_name: 'Otro' });
    const caja2 = await s.company.owner.post('/api/cajas/', { nombre: 'Caja 2' });
    await otro.api.post('/api/aperturas_cierres_caja/', { caja: caja2.data.id, total_apertura: '0' });
    const cf = await vender(s.cajero.api, {
      productos: [linea(s.cafe, 1, '25')],
      pagos: { efectivo: { monto: '25' } },
    });
    const maria = await vender(otro.api, {
      productos: [linea(s.azucar, 1, '10')],
      cliente: { nit: '1252133-7', nombre: 'María López' },
      datos_cliente_nuveo: true,
      pagos: { efectivo: { monto: '10' } },
      tipo_venta: 20000,
    });
    const clienteId = (await historial(s.company.owner, { search: 'maría' })).data.results[0].cliente.id;
    expect(clienteId).toEqual(expect.any(Number));

    const cases: [Record<string, string>, string[]][] = [
      [{}, [maria.codigo, cf.codigo]],
      [{ fecha_inicial: '2020-01-01', fecha_final: '2020-01-31' }, []],
      [{ fecha_inicial: '2020-01-01' }, [maria.codigo, cf.codigo]],
      [{ fecha_final: hoy() }, [maria.codigo, cf.codigo]],
      [{ search: 'lópez' }, [maria.codigo]],
      [{ search: '1252133' }, [maria.codigo]],
      [{ search: cf.codigo }, [cf.codigo]],
      [{ tipo: '20000' }, [maria.codigo]],
      [{ tipo: '10000' }, [cf.codigo]],
      [{ usuario_id: String(otro.id) }, [maria.codigo]],
      [{ cliente_id: String(clienteId) }, [maria.codigo]],
      [{ activo: 'false' }, []],
      [{ activo: '' }, [maria.codigo, cf.codigo]],
      [{ filtro_por: 'fecha_factura' }, [maria.codigo, cf.codigo]],
      // Without FEL the invoice state means nothing and is ignored (spec 000 §2).
      [{ estado_factura: '50' }, [maria.codigo, cf.codigo]],
      [{ ordering: 'total' }, [maria.codigo, cf.codigo]],
      [{ ordering: '-total' }, [cf.codigo, maria.codigo]],
      [{ ordering: 'codigo' }, [cf.codigo, maria.codigo]],
    ];
    for (const [query, expected] of cases) {
      const r = await historial(s.company.owner, query);
      expect(r.statusCode, `${JSON.stringify(query)} ${r.body}`).toBe(200);
      expect(codigos(r.data.results), JSON.stringify(query)).toEqual(expected);
    }
    expect((await historial(s.company.owner, { tipo: '10000' })).data.total).toBe('25.00');

    // With FEL, 50 = active invoice and credit sales not yet certified (P3-17).
    await db()
      .update(configuraciones)
      .set({ utilizaFel: true })
      .where(eq(configuraciones.empresaId, s.company.empresaId));
    expect(codigos((await historial(s.company.owner, { estado_factura: '50' })).data.results)).toEqual([maria.codigo]);
    expect(codigos((await historial(s.company.owner, { estado_factura: '20' })).data.results)).toEqual([]);

    const bad: [Record<string, string>, string][] = [
      [{ fecha_inicial: '2099-01-01' }, 'fecha_inicial'],
      [{ fecha_inicial: hoy(), fecha_final: '2020-01-01' }, 'fecha_inicial'],
      [{ fecha_final: '2024-02-30' }, 'fecha_final'],
      [{ tipo: '40000' }, 'tipo'],
      [{ activo: 'quizá' }, 'activo'],
      [{ filtro_por: 'fecha_x' }, 'filtro_por'],
      [{ usuario_id: 'x' }, 'usuario_id'],
      [{ estado_factura: '60' }, 'estado_factura'],
      [{ ordering: 'costo' }, 'ordering'],
    ];
    for (const [query, field] of bad) {
      const r = await historial(s.company.owner, query);
      expect(r.statusCode, JSON.stringify(query)).toBe(400);
      expect(r.data[field], JSON.stringify(query)).toEqual([expect.any(String)]);
    }
  });

  it('is scoped to the branch and the company, and needs reporte_venta', async () => {
    const s = await tienda();
    await vender(s.cajero.api, { productos: [linea(s.cafe, 1, '25')], pagos: { efectivo: { monto: '25' } } });
    const otra = await createTestCompany(t.app, t.database);
    expect((await historial(otra.owner)).data.count).toBe(0);
    const norte = await s.company.owner.post('/api/sucursales/', {
      nombre: 'Norte',
      departamento: '01',
      municipio: '0101',
    });
    expect(norte.statusCode, norte.body).toBe(201);
    expect((await historial(s.company.owner, { sucursal: String(norte.data.id) })).data.count).toBe(0);
    expect((await historial(s.company.owner, { sucursal: 'empresa' })).data.count).toBe(1);
    expect((await historial(s.cajero.api)).statusCode).toBe(403);
    expect((await s.cajero.api.get('/api/dashboard/')).statusCode).toBe(403);
  });

  it('answers the detail with lines, payments and customer; another company gets 404', async () => {
    const s = await tienda();
    const v = await vender(s.cajero.api, {
      productos: [linea(s.cafe, 2, '25'), linea(s.azucar, 1, '10')],
      pagos: { efectivo: { monto: '100' } },
    });
    const r = await s.company.owner.get(`/api/historial_ventas/${v.id}/`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toMatchObject({
      id: v.id,
      codigo: v.codigo,
      sucursal: { id: s.company.sucursalId },
      caja: { nombre: 'Caja 1' },
      cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
      subtotal: '60.00',
      total: '60.00',
      total_pagado: '100.00',
      vuelto_efectivo: '40.00',
      pagos: [{ forma_pago: 'EFE', nombre: 'Efectivo', monto: '60.00' }],
      tipos_reimpresion: ['comprobante'],
    });
    expect(
      r.data.detalles.map((d: { producto: { nombre: string }; cantidad: string; total_importe: string }) => [
        d.producto.nombre,
        d.cantidad,
        d.total_importe,
      ]),
    ).toEqual([
      ['Café molido', '2', '50.00'],
      ['Azúcar', '1', '10.00'],
    ]);
    const otra = await createTestCompany(t.app, t.database);
    expect((await otra.owner.get(`/api/historial_ventas/${v.id}/`)).statusCode).toBe(404);
    expect((await s.company.owner.get('/api/historial_ventas/999999/')).statusCode).toBe(404);
  });

  it('offers the company’s sellers for the filter and the monthly chart of this year and the last', async () => {
    const s = await tienda();
    await vender(s.cajero.api, { productos: [linea(s.cafe, 2, '25')], pagos: { efectivo: { monto: '50' } } });
    const usuarios = await s.company.owner.get('/api/historial_ventas/usuarios/', { search: 'carla' });
    expect(usuarios.data).toEqual([{ id: s.cajero.id, nombre: 'Carla Cajera', email: expect.any(String) }]);

    const anio = Number(hoy().slice(0, 4));
    const mes = Number(hoy().slice(5, 7));
    const r = await s.company.owner.get('/api/historial_ventas/grafica/', {
      anio_actual: String(anio),
      anio_pasado: String(anio - 1),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.ventas_actual).toHaveLength(12);
    expect(r.data.ventas_pasado).toEqual(Array(12).fill('0.00'));
    expect(r.data.ventas_actual[mes - 1]).toBe('50.00');
    expect(r.data.ventas_actual.filter((v: string) => v !== '0.00')).toHaveLength(1);
    expect((await s.company.owner.get('/api/historial_ventas/grafica/', { anio_actual: 'x' })).statusCode).toBe(400);
  });
});

describe('GET ventas (000 §7: ordering, search)', () => {
  it('lists every active sale of any date, newest first, orders by whitelisted fields and searches', async () => {
    const s = await tienda();
    const v1 = await vender(s.cajero.api, {
      productos: [linea(s.cafe, 1, '25')],
      pagos: { efectivo: { monto: '25' } },
    });
    const v2 = await vender(s.cajero.api, {
      productos: [linea(s.azucar, 1, '10')],
      cliente: { nit: '1252133-7', nombre: 'María López' },
      pagos: { efectivo: { monto: '10' } },
    });
    const v3 = await vender(s.cajero.api, {
      productos: [linea(s.cafe, 2, '25')],
      pagos: { efectivo: { monto: '50' } },
    });
    // A sale of last month is still listed: GET ventas has no date filter.
    await db().execute(sql`update ventas set creado = creado - interval '40 days' where id = ${v1.id}`);
    expect((await anular(s.company.owner, v3.id)).statusCode).toBe(200);

    const all = await s.company.owner.get('/api/ventas/');
    expect(all.statusCode, all.body).toBe(200);
    expect(codigos(all.data.results)).toEqual([v2.codigo, v1.codigo]);
    expect(all.data).toMatchObject({ count: 2, total: '35.00' });

    const oldestFirst = await s.company.owner.get('/api/ventas/', { ordering: 'creado' });
    expect(codigos(oldestFirst.data.results)).toEqual([v1.codigo, v2.codigo]);
    const found = await s.company.owner.get('/api/ventas/', { search: 'maría' });
    expect(codigos(found.data.results)).toEqual([v2.codigo]);
    // The cashier reads the sales of the branch too; another company sees none of them.
    expect((await s.cajero.api.get('/api/ventas/')).data.count).toBe(2);
    expect((await (await tienda()).company.owner.get('/api/ventas/')).data.count).toBe(0);
  });
});

describe('historial_ventas/reimpresion_venta', () => {
  it('prints the comprobante of a cash sale with the cash handed over and the change', async () => {
    const s = await tienda();
    const v = await vender(s.cajero.api, {
      productos: [linea(s.cafe, 2, '25')],
      pagos: { efectivo: { monto: '100' } },
      referencia: 'Mesa 4',
      mostrar_referencia: true,
    });
    // The till prints right after the sale: the cashier may read it without reporte_venta.
    const r = await s.cajero.api.get('/api/historial_ventas/reimpresion_venta/', {
      id: String(v.id),
      tipo: 'comprobante',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toMatchObject({
      tipo: 'comprobante',
      id_venta: v.id,
      codigo_venta: v.codigo,
      id_factura: null,
      sucursal: { nombre: 'Central' },
      tipo_venta: 10000,
      tipo_pago: 100,
      etiqueta_pago: 'PAGO RECIBIDO',
      cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
      referencia: 'Mesa 4',
      cajero: 'Carla Cajera',
      detalles: [{ nombre: 'Café molido', cantidad: '2', precio: '25.00', total_importe: '50.00' }],
      total: '50.00',
      pagos: [{ forma_pago: 'EFE', monto: '50.00' }],
      monto_efectivo: '100.00',
      vuelto_efectivo: '50.00',
      saldo: null,
      anulada: false,
      mostrar_precio: true,
    });
    const caja = await s.cajero.api.get('/api/historial_ventas/reimpresion_venta/', {
      id: String(v.id),
      tipo: 'recibo_caja',
    });
    expect([caja.statusCode, caja.data.detail]).toEqual([400, MENSAJES.historialVentas.sinReciboCaja]);
    expect(
      (await s.cajero.api.get('/api/historial_ventas/reimpresion_venta/', { id: String(v.id), tipo: 'factura' }))
        .statusCode,
    ).toBe(400);
    const otra = await createTestCompany(t.app, t.database);
    expect((await otra.owner.get('/api/historial_ventas/reimpresion_venta/', { id: String(v.id) })).statusCode).toBe(
      404,
    );
  });

  it('prints the ticket logo as a /media/ URL, not a path relative to the page', async () => {
    const s = await tienda();
    const stored = `${s.company.empresaId}/empresa/ticket.png`;
    await t.database.db
      .update(configuraciones)
      .set({ logoTicket: stored })
      .where(eq(configuraciones.empresaId, s.company.empresaId));
    const v = await vender(s.cajero.api, { productos: [linea(s.cafe, 1, '25')], pagos: { efectivo: { monto: '25' } } });
    const r = await s.cajero.api.get('/api/historial_ventas/reimpresion_venta/', { id: String(v.id) });
    expect(r.data.empresa.logo_ticket).toBe(`/media/${stored}`);
  });

  it('prints the recibo_caja of an advance on credit with what is still owed', async () => {
    const s = await tienda();
    const v = await vender(s.cajero.api, {
      productos: [linea(s.cafe, 4, '25')],
      cliente: { nit: '1252133-7', nombre: 'María López' },
      pagos: { efectivo: { monto: '30' } },
      tipo_pago: 200,
      tipo_venta: 30000,
      fecha_vencimiento: '2099-12-31',
    });
    const r = await s.cajero.api.get('/api/historial_ventas/reimpresion_venta/', {
      id: String(v.id),
      tipo: 'recibo_caja',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toMatchObject({
      tipo: 'recibo_caja',
      etiqueta_pago: 'ANTICIPO',
      total: '100.00',
      saldo: '70.00',
      fecha_vencimiento: '2099-12-31',
      pagos: [{ monto: '30.00' }],
    });
    const fila = (await historial(s.company.owner)).data.results[0];
    expect(fila).toMatchObject({ recibo_caja: true, tipo_pago: 200, cuenta_cobrar: { saldo: '70.00' } });
  });
});

describe('PUT historial_ventas/anulacion', () => {
  it('annuls in one go: stock and cash come back by reversing rows, the row shows who and why, audited', async () => {
    const s = await tienda();
    const v = await vender(s.cajero.api, {
      productos: [linea(s.cafe, 2, '25'), linea(s.azucar, 3, '10')],
      pagos: { efectivo: { monto: '100' } },
    });
    expect(await balanceOf(db(), s.company.sucursalId, s.cafe.id)).toBe('18.0000');
    const antes = await db().select().from(aperturasCierresCaja).where(eq(aperturasCierresCaja.id, s.apertura));
    expect(antes[0]!.totalEfectivo).toBe('180.0000');

    const r = await anular(s.company.owner, v.id, '  Cobro duplicado  ');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toEqual({ id: v.id, id_factura: null });

    expect(await balanceOf(db(), s.company.sucursalId, s.cafe.id)).toBe('20.0000');
    expect(await balanceOf(db(), s.company.sucursalId, s.azucar.id)).toBe('20.0000');
    const kardex = (await kardexOf(db(), s.cafe.id)).filter((k) => k.documento_tipo === 'venta');
    expect(kardex.map((k) => [k.tipo, k.cantidad, k.documento_id])).toEqual([
      [30, '-2.0000', v.id],
      [30, '2.0000', v.id],
    ]);
    await expectLedgerMatchesBalances(db(), s.company.empresaId);
    const despues = await db().select().from(aperturasCierresCaja).where(eq(aperturasCierresCaja.id, s.apertura));
    expect(despues[0]!.totalEfectivo).toBe('100.0000');
    const movimientos = await queryRows<{
      monto_efectivo: string;
      anulado: boolean;
      reversa_de_id: number | null;
      concepto: string;
    }>(
      db(),
      sql`select monto_efectivo::text as monto_efectivo, anulado, reversa_de_id, concepto from movimientos_caja where venta_id = ${v.id} order by id`,
    );
    expect(movimientos.map((m) => [m.monto_efectivo, m.anulado, m.reversa_de_id !== null])).toEqual([
      ['80.0000', true, false],
      ['-80.0000', false, true],
    ]);
    await expectRegistersMatchMovements(db(), s.company.empresaId);

    expect((await historial(s.company.owner)).data.count).toBe(0);
    const anuladas = await historial(s.company.owner, { activo: 'false' });
    expect(anuladas.data.total).toBe('80.00');
    expect(anuladas.data.results[0]).toMatchObject({
      activo: false,
      estado: 30,
      anulado_por: { id: expect.any(Number), nombre: 'Dueño Prueba', motivo: 'Cobro duplicado' },
    });
    const recibo = await s.company.owner.get('/api/historial_ventas/reimpresion_venta/', { id: String(v.id) });
    expect(recibo.data.anulada).toBe(true);
    const audit = await db().select().from(bitacora).where(eq(bitacora.entidadId, v.id));
    expect(
      audit
        .filter((e) => e.entidad === 'VENTA')
        .map((e) => e.accion)
        .sort(),
    ).toEqual(['ANULAR', 'CREAR']);

    // Already annulled: refused, nothing reversed twice.
    const again = await anular(s.company.owner, v.id);
    expect([again.statusCode, again.data.detail]).toEqual([400, MENSAJES.historialVentas.yaAnulada]);
    expect(await balanceOf(db(), s.company.sucursalId, s.cafe.id)).toBe('20.0000');
  });

  it('needs a reason, a sale of the company and a register still open', async () => {
    const s = await tienda();
    const v = await vender(s.cajero.api, { productos: [linea(s.cafe, 1, '25')], pagos: { efectivo: { monto: '25' } } });
    for (const motivo of ['', '   ', undefined]) {
      const r = await s.company.owner.put('/api/historial_ventas/anulacion/', { id: v.id, motivo });
      expect(r.statusCode).toBe(400);
      expect(r.data.motivo).toEqual([MENSAJES.campos.required]);
    }
    const otra = await createTestCompany(t.app, t.database);
    expect((await anular(otra.owner, v.id)).statusCode).toBe(404);
    expect((await anular(s.cajero.api, v.id)).statusCode).toBe(403);
    expect((await anular(s.company.owner, 999999)).statusCode).toBe(404);

    // Once the register is closed the sale is corrected through returns (P3-16).
    const cierre = await s.cajero.api.post('/api/aperturas_cierres_caja/cierre/', {
      total_efectivo_cierre: '125',
      concepto_cierre: 'Fin del día',
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    expect((await historial(s.company.owner)).data.results[0].caja_activa).toBe(false);
    const closed = await anular(s.company.owner, v.id);
    expect([closed.statusCode, closed.data.detail]).toEqual([400, MENSAJES.historialVentas.cajaCerrada]);
    expect(await balanceOf(db(), s.company.sucursalId, s.cafe.id)).toBe('19.0000');
    expect((await historial(s.company.owner)).data.count).toBe(1);
  });

  it('cancels a credit sale’s receivable with its advance, and refuses once it has collected more', async () => {
    const s = await tienda();
    const credito = (monto: string) =>
      vender(s.cajero.api, {
        productos: [linea(s.cafe, 4, '25')],
        cliente: { nit: '1252133-7', nombre: 'María López' },
        pagos: { efectivo: { monto } },
        tipo_pago: 200,
        tipo_venta: 30000,
        fecha_vencimiento: '2099-12-31',
      });
    const v = await credito('30');
    expect((await anular(s.company.owner, v.id)).statusCode).toBe(200);
    const [cuenta] = await db().select().from(cuentasCobrar).where(eq(cuentasCobrar.ventaId, v.id));
    expect(cuenta!.activo).toBe(false);
    const abonos = await queryRows<{ activo: boolean }>(
      db(),
      sql`select activo from abonos_cuenta_cobrar where cuenta_cobrar_id = ${cuenta!.id}`,
    );
    expect(abonos.every((a) => !a.activo)).toBe(true);

    // A later collection (receivables, not built yet) stands in as a lower balance.
    const w = await credito('0');
    await db().update(cuentasCobrar).set({ saldo: '60' }).where(eq(cuentasCobrar.ventaId, w.id));
    const refused = await anular(s.company.owner, w.id);
    expect([refused.statusCode, refused.data.detail]).toEqual([400, MENSAJES.historialVentas.conAbonos]);
    expect(await balanceOf(db(), s.company.sucursalId, s.cafe.id)).toBe('16.0000');
    await expectLedgerMatchesBalances(db(), s.company.empresaId);
    await expectRegistersMatchMovements(db(), s.company.empresaId);
  });
});

describe('GET dashboard', () => {
  it('sums today’s, this week’s and this month’s active sales; purchases are 0 until purchasing exists', async () => {
    const s = await tienda();
    await vender(s.cajero.api, { productos: [linea(s.cafe, 2, '25')], pagos: { efectivo: { monto: '50' } } });
    const v = await vender(s.cajero.api, {
      productos: [linea(s.azucar, 1, '10')],
      pagos: { efectivo: { monto: '10' } },
    });
    await anular(s.company.owner, v.id);
    const r = await s.company.owner.get('/api/dashboard/');
    expect(r.statusCode, r.body).toBe(200);
    for (const periodo of ['hoy', 'semana', 'mes'] as const) {
      expect(r.data[periodo], periodo).toMatchObject({
        ventas: '50.00',
        cantidad_ventas: 1,
        compras: '0.00',
        cantidad_compras: 0,
        hasta: hoy(),
      });
    }
    expect(r.data.hoy.desde).toBe(hoy());
    expect(r.data.mes.desde).toBe(`${hoy().slice(0, 8)}01`);
    const otra = await createTestCompany(t.app, t.database);
    expect((await otra.owner.get('/api/dashboard/')).data.hoy.cantidad_ventas).toBe(0);
  });
});

describe('GET historial_ventas/descargar_excel', () => {
  it('exports the rows of the history’s filters through an export job', async () => {
    const s = await tienda();
    const v = await vender(s.cajero.api, { productos: [linea(s.cafe, 2, '25')], pagos: { efectivo: { monto: '50' } } });
    await vender(s.cajero.api, { productos: [linea(s.azucar, 1, '10')], pagos: { efectivo: { monto: '10' } } });
    const started = await s.company.owner.get('/api/historial_ventas/descargar_excel/', { search: v.codigo });
    expect(started.statusCode, started.body).toBe(200);
    let done;
    for (let i = 0; i < 100; i++) {
      done = await s.company.owner.get('/api/historial_ventas/estado_descarga/', { id: String(started.data.id) });
      if (done.data.estado !== ESTADOS_ARCHIVO.EN_PROCESO) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(done!.data.estado, done!.data.observaciones).toBe(ESTADOS_ARCHIVO.LISTO);
    const file = await s.company.owner.raw({ method: 'GET', url: done!.data.archivo });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(expect.arrayContaining(['Fecha de venta', 'Código', 'Cajero', 'Cliente', 'Total']));
    expect(rows[1]).toEqual(expect.arrayContaining([v.codigo, 'Carla Cajera', 'Consumidor Final']));
    expect((await s.company.owner.get('/api/historial_ventas/descargar_excel/', { tipo: '5' })).statusCode).toBe(400);
  });
});
