import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import type { CuentaCobrar, EstadoCuenta } from '@pos/shared/domains/receivables';
import { todayInGuatemala } from '@pos/shared/format';
import { cuentasCobrar } from '../../../src/db/schema/index';
import { createTestApp, type Client, type TestApp } from '../../helpers/app';
import { createTestCompany } from '../../helpers/factories';
import { expectReceivablesHold, tienda, ventaCredito } from './receivables-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const diasAtras = (n: number) => {
  const d = new Date(`${todayInGuatemala()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

async function vence(ventaId: number, fecha: string): Promise<void> {
  await t.database.db.update(cuentasCobrar).set({ fechaVencimiento: fecha }).where(eq(cuentasCobrar.ventaId, ventaId));
}

async function download(api: Client, url: string, query: Record<string, string> = {}): Promise<unknown[][]> {
  const started = await api.get(url, query);
  expect(started.statusCode, started.body).toBe(200);
  let done = started;
  for (let i = 0; i < 100; i++) {
    done = await api.get('/api/archivos/estado_descarga/', { id: String(started.data.id) });
    if (done.data.estado !== ESTADOS_ARCHIVO.EN_PROCESO) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(done.data.estado, done.data.observaciones).toBe(ESTADOS_ARCHIVO.LISTO);
  const file = await api.raw({ method: 'GET', url: done.data.archivo });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Four accounts of María (current, 10, 45 and 120 days overdue) and one of Sol (75 days), some partly paid. */
async function cartera() {
  const s = await tienda(t);
  const corriente = await ventaCredito(s, 4, { anticipo: '10' });
  const d10 = await ventaCredito(s, 2);
  const d45 = await ventaCredito(s, 2);
  const d120 = await ventaCredito(s, 1);
  const sol = await ventaCredito(s, 3, { nit: '576937-K', nombre: 'Ferretería Sol' });
  await vence(d10.id, diasAtras(10));
  await vence(d45.id, diasAtras(45));
  await vence(d120.id, diasAtras(120));
  await vence(sol.id, diasAtras(75));
  const pago = await s.cajero.api.post('/api/cuenta_cobrar/abono/', { movimiento_id: d45.id, monto: '20' });
  expect(pago.statusCode, pago.body).toBe(201);
  const transfer = await s.cajero.api.post('/api/ordenes_venta/abono/', {
    transferencia: '5',
    num_documento: 'TRF-1',
    ordenes_ventas: [{ id: d10.id, monto: '5' }],
  });
  expect(transfer.statusCode, transfer.body).toBe(201);
  return { s, corriente, d10, d45, d120, sol };
}

describe('receivables report', () => {
  it('summarises, lists with estadisticas, filters by status (P3-08) and exports the list to Excel', async () => {
    const { s, d45, corriente } = await cartera();
    const owner = s.company.owner;
    const resumen = await owner.get('/api/cuenta_cobrar/reporte_resumen/');
    expect(resumen.statusCode, resumen.body).toBe(200);
    expect(resumen.data).toEqual({
      cuentas: 5,
      cuentas_vencidas: 4,
      clientes: 2,
      saldo_inicial: '300.00',
      abonado: '35.00',
      saldo: '265.00',
      vencido: '175.00',
    });
    const lista = await owner.get('/api/cuenta_cobrar/reporte_lista/', {
      filtro: '3',
      ordering: 'fecha_vencimiento',
      page_size: '2',
    });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.data.count).toBe(4);
    expect(lista.data.results.map((c: CuentaCobrar) => c.dias_vencido)).toEqual([120, 75]);
    expect(lista.data.estadisticas).toEqual({ cuentas: 4, saldo_inicial: '200.00', abonado: '25.00', saldo: '175.00' });
    const pendientes = await owner.get('/api/cuenta_cobrar/reporte_lista/', { filtro: '1' });
    expect(pendientes.data.results.map((c: CuentaCobrar) => c.estado_nombre)).toEqual(['Pendiente']);
    const porTipo = await owner.get('/api/cuenta_cobrar/reporte_lista/', { tipo_movimiento: '20000,30000' });
    expect(porTipo.data.count).toBe(0);
    const cliente = (await owner.get(`/api/ordenes_venta/${d45.id}/cuenta/`)).data.cliente.id;
    expect((await owner.get('/api/cuenta_cobrar/reporte_lista/', { cliente_id: String(cliente) })).data.count).toBe(4);
    const malo = await owner.get('/api/cuenta_cobrar/reporte_lista/', { ordering: 'password' });
    expect(malo.statusCode).toBe(400);

    const rows = await download(owner, '/api/cuenta_cobrar/descargar_excel_reporte/', { ordering: '-saldo' });
    expect(rows[0]).toContain('Saldo');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toContain(corriente.codigo);
    expect(rows[2]).toContain('Ferretería Sol');
    await expectReceivablesHold(t, s.company.empresaId);
  });

  it('lists the receipts with extra_data and exports them', async () => {
    const { s } = await cartera();
    const r = await s.company.owner.get('/api/cuenta_cobrar/reporte_recibo/', { fecha_inicial: todayInGuatemala() });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.count).toBe(2);
    expect(r.data.extra_data).toEqual({
      cantidad: 2,
      total: '25.00',
      por_forma: [
        { forma_pago: 'EFE', nombre: 'Efectivo', monto: '20.00' },
        { forma_pago: 'TRA', nombre: 'Transferencia', monto: '5.00' },
      ],
    });
    const rows = await download(s.company.owner, '/api/cuenta_cobrar/descargar_excel_reporte_recibo/');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('RC-000002');
  });

  it('ages the open balances by customer and in total (current, 1–30, 31–60, 61–90, over 90)', async () => {
    const { s } = await cartera();
    const r = await s.company.owner.get('/api/cuenta_cobrar/reporte_antiguedad/');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.total).toEqual({
      corriente: '90.00',
      dias_1_30: '45.00',
      dias_31_60: '30.00',
      dias_61_90: '75.00',
      mas_90: '25.00',
      total: '265.00',
    });
    expect(r.data.clientes).toEqual([
      {
        cliente: expect.objectContaining({ nombre: 'María López' }),
        corriente: '90.00',
        dias_1_30: '45.00',
        dias_31_60: '30.00',
        dias_61_90: '0.00',
        mas_90: '25.00',
        total: '190.00',
      },
      {
        cliente: expect.objectContaining({ nombre: 'Ferretería Sol' }),
        corriente: '0.00',
        dias_1_30: '0.00',
        dias_31_60: '0.00',
        dias_61_90: '75.00',
        mas_90: '0.00',
        total: '75.00',
      },
    ]);
  });

  it("prints a customer's statement: charges, payments and the running balance", async () => {
    const { s, corriente, d45 } = await cartera();
    const cliente = (await s.company.owner.get(`/api/ordenes_venta/${d45.id}/cuenta/`)).data.cliente.id;
    const r = await s.company.owner.get('/api/cuenta_cobrar/estado_cuenta/', { cliente_id: String(cliente) });
    expect(r.statusCode, r.body).toBe(200);
    const estado: EstadoCuenta = r.data;
    expect(estado.cliente.nombre).toBe('María López');
    expect(estado.saldo_anterior).toBe('0.00');
    expect(estado.total_cargos).toBe('225.00');
    expect(estado.total_abonos).toBe('35.00');
    expect(estado.saldo_final).toBe('190.00');
    expect(estado.movimientos[0]).toMatchObject({
      tipo: 'cargo',
      documento: corriente.codigo,
      cargo: '100.00',
      saldo: '100.00',
    });
    expect(estado.movimientos[1]).toMatchObject({ tipo: 'abono', abono: '10.00', saldo: '90.00' });
    expect(estado.movimientos.at(-1)!.saldo).toBe('190.00');
    const manana = await s.company.owner.get('/api/cuenta_cobrar/estado_cuenta/', {
      cliente_id: String(cliente),
      fecha_inicial: diasAtras(-1),
    });
    expect(manana.data).toMatchObject({ saldo_anterior: '190.00', movimientos: [], saldo_final: '190.00' });
    const otra = await createTestCompany(t.app, t.database);
    expect(
      (await otra.owner.get('/api/cuenta_cobrar/estado_cuenta/', { cliente_id: String(cliente) })).statusCode,
    ).toBe(404);
    expect((await otra.owner.get('/api/cuenta_cobrar/reporte_resumen/')).data.cuentas).toBe(0);
  });

  it('the report needs reporte_cuenta_cobrar: a cashier gets 403', async () => {
    const { s } = await cartera();
    expect((await s.cajero.api.get('/api/cuenta_cobrar/reporte_resumen/')).statusCode).toBe(403);
    expect((await s.cajero.api.get('/api/cuenta_cobrar/')).statusCode).toBe(200);
  });
});
