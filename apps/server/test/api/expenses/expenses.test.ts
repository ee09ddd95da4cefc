import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import { and, eq } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import type { Gasto } from '@pos/shared/domains/expenses';
import { add, dec } from '@pos/shared/money';
import { todayInGuatemala } from '@pos/shared/format';
import { aperturasCierresCaja, bitacora, gastos, movimientosCaja } from '../../../src/db/schema/index';
import { createTestApp, type Client, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { expectRegistersMatchMovements, openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const hoy = todayInGuatemala();

const datos = (overrides: Record<string, unknown> = {}) => ({
  fecha: hoy,
  concepto: 'Pago de luz',
  descripcion: 'Recibo de noviembre',
  monto: '40.00',
  gasto_fijo: true,
  proveedor: 'EEGSA',
  num_documento: 'A-123',
  forma_pago: 'EFE',
  ...overrides,
});

async function cashOf(sesion: number): Promise<string> {
  const [row] = await db()
    .select({ total: aperturasCierresCaja.totalEfectivo })
    .from(aperturasCierresCaja)
    .where(eq(aperturasCierresCaja.id, sesion));
  return dec(row!.total).toFixed(2);
}

async function companyWithSession(): Promise<{ company: TestCompany; sesion: number }> {
  const company = await createTestCompany(t.app, t.database);
  const sesion = await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId, '100.0000');
  return { company, sesion };
}

async function download(api: Client, url: string, query: Record<string, string>): Promise<unknown[][]> {
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

describe('gastos (expenses)', () => {
  it('pays an expense from the register: a RETIRO 40 capped by the cash, voided with a reversal', async () => {
    const { company, sesion } = await companyWithSession();
    const r = await company.owner.post('/api/gastos/', { data: datos(), caja: true });
    expect(r.statusCode, r.body).toBe(201);
    const gasto: Gasto = r.data;
    expect(gasto).toMatchObject({
      concepto: 'Pago de luz',
      monto: '40.00',
      gasto_fijo: true,
      caja: true,
      forma_pago: 'EFE',
      anulado: false,
      sucursal: { id: company.sucursalId },
    });
    expect(await cashOf(sesion)).toBe('60.00');
    const [mov] = await db().select().from(movimientosCaja).where(eq(movimientosCaja.id, gasto.movimiento!));
    expect([mov!.tipo, dec(mov!.montoEfectivo).toFixed(2), mov!.concepto]).toEqual([
      40,
      '-40.00',
      MENSAJES.gastos.conceptoMovimiento('Pago de luz'),
    ]);

    // Never more than the drawer holds; nothing written.
    const refused = await company.owner.post('/api/gastos/', { data: datos({ monto: '60.01' }), caja: true });
    expect([refused.statusCode, refused.data.detail, refused.data.code, refused.data.monto]).toEqual([
      400,
      MENSAJES.gastos.montoMayorAlEfectivo,
      'VALIDATION',
      [MENSAJES.gastos.montoMayorAlEfectivo],
    ]);
    expect(await cashOf(sesion)).toBe('60.00');
    expect(await db().select().from(gastos).where(eq(gastos.empresaId, company.empresaId))).toHaveLength(1);

    expect((await company.owner.get(`/api/gastos/${gasto.id}/`)).data).toEqual(gasto);
    // Its withdrawal goes back only with the expense: annulled alone, the cash would return while it stays in force.
    const alone = await company.owner.post('/api/movimientos/anular/', {
      movimiento: gasto.movimiento,
      concepto_anulado: 'Error',
    });
    expect([alone.statusCode, alone.data.detail]).toEqual([400, MENSAJES.cajas.movimientoDeGasto]);
    expect(await cashOf(sesion)).toBe('60.00');
    const voided = await company.owner.delete(`/api/gastos/${gasto.id}/`);
    expect([voided.statusCode, voided.data.detail]).toEqual([200, MENSAJES.gastos.anulado]);
    expect(await cashOf(sesion)).toBe('100.00');
    expect((await company.owner.get(`/api/gastos/${gasto.id}/`)).data.anulado).toBe(true);
    const again = await company.owner.delete(`/api/gastos/${gasto.id}/`);
    expect([again.statusCode, again.data.detail]).toEqual([400, MENSAJES.gastos.yaAnulado]);
    await expectRegistersMatchMovements(db(), company.empresaId);

    const audit = await db()
      .select({ accion: bitacora.accion })
      .from(bitacora)
      .where(and(eq(bitacora.empresaId, company.empresaId), eq(bitacora.entidad, 'GASTO')));
    expect(audit.map((a) => a.accion).sort()).toEqual(['ANULAR', 'CREAR']);
  });

  it('records an expense not paid from the register without touching the cash; needs an open register otherwise', async () => {
    const company = await createTestCompany(t.app, t.database);
    const noSession = await company.owner.post('/api/gastos/', { data: datos(), caja: true });
    expect([noSession.statusCode, noSession.data.detail, noSession.data.code]).toEqual([
      400,
      MENSAJES.cajas.abraCaja,
      'REGISTER_NOT_OPEN',
    ]);
    const r = await company.owner.post('/api/gastos/', {
      data: datos({ gasto_fijo: false, forma_pago: 'TRA' }),
      caja: false,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data).toMatchObject({ caja: false, movimiento: null, forma_pago: 'TRA', gasto_fijo: false });
    expect((await company.owner.delete(`/api/gastos/${r.data.id}/`)).statusCode).toBe(200);
  });

  it('refuses bad input with the field messages and the company scope with its message', async () => {
    const { company, sesion } = await companyWithSession();
    const bad = await company.owner.post('/api/gastos/', { data: datos({ concepto: '', monto: '-3' }), caja: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.code).toBe('VALIDATION');
    expect(JSON.stringify(bad.data)).toContain(MENSAJES.campos.required);
    const scoped = await company.owner.raw({
      method: 'POST',
      url: '/api/gastos/?sucursal=empresa',
      payload: { data: datos(), caja: true },
    });
    expect([scoped.statusCode, JSON.parse(scoped.body).detail]).toEqual([400, MENSAJES.gastos.seleccioneSucursal]);
    expect(await cashOf(sesion)).toBe('100.00');
    expect(await db().select().from(gastos).where(eq(gastos.empresaId, company.empresaId))).toHaveLength(0);
  });

  it('lists by -creado with search, hides other companies (404) and checks the flags (403)', async () => {
    const { company } = await companyWithSession();
    for (const concepto of ['Alquiler', 'Agua', 'Papelería'])
      expect((await company.owner.post('/api/gastos/', { data: datos({ concepto }), caja: false })).statusCode).toBe(
        201,
      );
    const list = await company.owner.get('/api/gastos/');
    expect(list.data.count).toBe(3);
    expect(list.data.results.map((g: Gasto) => g.concepto)).toEqual(['Papelería', 'Agua', 'Alquiler']);
    expect((await company.owner.get('/api/gastos/', { search: 'agu' })).data.results).toHaveLength(1);

    const other = await createTestCompany(t.app, t.database);
    const id = list.data.results[0].id;
    expect((await other.owner.get(`/api/gastos/${id}/`)).statusCode).toBe(404);
    expect((await other.owner.delete(`/api/gastos/${id}/`)).statusCode).toBe(404);
    expect((await other.owner.get('/api/gastos/')).data.count).toBe(0);

    const cajero = await createUserAs(t.app, company, 'es_cajero', { gasto: false, reporte_gasto: false });
    expect((await cajero.api.get('/api/gastos/')).statusCode).toBe(403);
    expect((await cajero.api.post('/api/gastos/', { data: datos(), caja: false })).statusCode).toBe(403);
    expect((await cajero.api.get('/api/gastos/reporte_gastos/')).statusCode).toBe(403);
  });

  it('reports the period: rows, summary and chart recomputed from the expenses, voided ones left out', async () => {
    const { company } = await companyWithSession();
    const montos = [
      { monto: '10.25', gasto_fijo: true, fecha: '2026-01-05' },
      { monto: '20.50', gasto_fijo: false, fecha: '2026-01-05' },
      { monto: '5.00', gasto_fijo: false, fecha: '2026-01-07' },
      { monto: '99.00', gasto_fijo: true, fecha: '2026-02-01' },
    ];
    const creados: Gasto[] = [];
    for (const m of montos)
      creados.push((await company.owner.post('/api/gastos/', { data: datos(m), caja: false })).data);
    const anulado = (await company.owner.post('/api/gastos/', { data: datos({ monto: '7.00', fecha: '2026-01-06' }) }))
      .data;
    await company.owner.delete(`/api/gastos/${anulado.id}/`);

    const range = { fecha_inicial: '2026-01-01', fecha_final: '2026-01-31' };
    const enero = creados.filter((g) => g.fecha.startsWith('2026-01'));
    const total = (gs: Gasto[]) => gs.reduce((s, g) => add(s, g.monto), dec(0)).toFixed(2);

    const report = await company.owner.get('/api/gastos/reporte_gastos/', range);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.data.count).toBe(3);
    const resumen = (await company.owner.get('/api/gastos/resumen/', range)).data;
    expect(resumen).toEqual({
      cantidad: 3,
      total: total(enero),
      total_fijos: total(enero.filter((g) => g.gasto_fijo)),
      total_variables: total(enero.filter((g) => !g.gasto_fijo)),
    });
    expect((await company.owner.get('/api/gastos/reporte_gastos/', { ...range, tipo: '2' })).data.count).toBe(2);
    expect((await company.owner.get('/api/gastos/grafica_reporte_gastos/', range)).data).toEqual([
      { fecha: '2026-01-05', total: '30.75' },
      { fecha: '2026-01-07', total: '5.00' },
    ]);
    const print = await company.owner.get('/api/gastos/listado_impresion/', { ...range, sort: 'monto' });
    expect(print.data.map((g: Gasto) => g.monto)).toEqual(['5.00', '10.25', '20.50']);
    const badRange = await company.owner.get('/api/gastos/resumen/', {
      fecha_inicial: '2026-02-01',
      fecha_final: '2026-01-01',
    });
    expect([badRange.statusCode, badRange.data.detail]).toEqual([400, MENSAJES.campos.rangoFechas]);

    const rows = await download(company.owner, '/api/gastos/descargar_excel_reporte/', { ...range, sort: 'monto' });
    expect(rows[0]![0]).toBe('Fecha');
    expect(rows.slice(1).map((r) => [r[0], r[3], r[10]])).toEqual([
      ['2026-01-07', 'Variable', 5],
      ['2026-01-05', 'Fijo', 10.25],
      ['2026-01-05', 'Variable', 20.5],
    ]);
  });

  it('keeps the register whole under concurrent expenses and voids: never past its cash, one reversal per void', async () => {
    const { company, sesion } = await companyWithSession();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        company.owner.post('/api/gastos/', { data: datos({ concepto: `Compra ${i}`, monto: '30.00' }), caja: true }),
      ),
    );
    const pagados = results.filter((r) => r.statusCode === 201);
    expect(pagados).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 201).map((r) => [r.statusCode, r.data.detail])).toEqual(
      Array.from({ length: 3 }, () => [400, MENSAJES.gastos.montoMayorAlEfectivo]),
    );
    expect(await cashOf(sesion)).toBe('10.00');
    expect(await db().select().from(gastos).where(eq(gastos.empresaId, company.empresaId))).toHaveLength(3);

    // The same expense voided twice at once gives its cash back once.
    const id = pagados[0]!.data.id as number;
    const voids = await Promise.all([1, 2, 3].map(() => company.owner.delete(`/api/gastos/${id}/`)));
    expect(voids.map((v) => v.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await cashOf(sesion)).toBe('40.00');
    await expectRegistersMatchMovements(db(), company.empresaId);
  });

  it("opens an expense's detail to the report's readers, who may not record or void one", async () => {
    const company = await createTestCompany(t.app, t.database);
    const gasto = (await company.owner.post('/api/gastos/', { data: datos(), caja: false })).data as Gasto;
    const lector = await createUserAs(t.app, company, 'es_cajero', { gasto: false, reporte_gasto: true });
    const detalle = await lector.api.get(`/api/gastos/${gasto.id}/`);
    expect([detalle.statusCode, detalle.data.concepto]).toEqual([200, 'Pago de luz']);
    expect((await lector.api.delete(`/api/gastos/${gasto.id}/`)).statusCode).toBe(403);
    expect((await lector.api.get('/api/gastos/')).statusCode).toBe(403);
    expect((await company.owner.get(`/api/gastos/${gasto.id}/`)).data.anulado).toBe(false);
  });
});
