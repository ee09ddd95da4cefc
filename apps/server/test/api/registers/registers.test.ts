import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import type { AperturaCierre, Caja, MovimientoCaja } from '@pos/shared/domains/registers';
import { add, dec, sum } from '@pos/shared/money';
import { aperturasCierresCaja, bitacora, configuraciones, movimientosCaja } from '../../../src/db/schema/index';
import { findOpenSession, recordCashMovement, requireOpenSession } from '../../../src/modules/registers/cash.service';
import { createTestApp, type TestApp, type Client } from '../../helpers/app';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function newCaja(company: TestCompany, nombre = 'Caja 1'): Promise<Caja> {
  const r = await company.owner.post('/api/cajas/', { nombre });
  expect(r.statusCode).toBe(201);
  return r.data;
}

async function open(
  api: Client,
  caja: number,
  total_apertura: string,
  conteo?: Record<string, number>,
): Promise<AperturaCierre> {
  const r = await api.post('/api/aperturas_cierres_caja/', { caja, total_apertura, ...(conteo ? { conteo } : {}) });
  expect(r.statusCode, r.body).toBe(201);
  return r.data;
}

const retiro = (api: Client, apertura: number, monto: string, concepto = 'Pago a proveedor') =>
  api.post('/api/movimientos/', {
    tipo: 40,
    monto_efectivo: monto,
    total: monto,
    apertura_cierre_caja: apertura,
    concepto,
  });
const ingreso = (api: Client, apertura: number, monto: string) =>
  api.post('/api/movimientos/', {
    tipo: 10,
    monto_efectivo: monto,
    apertura_cierre_caja: apertura,
    concepto: 'Cambio',
  });

describe('cajas (register administration)', () => {
  it('creates, lists, edits and deletes a register only while closed, each change audited', async () => {
    const company = await createTestCompany(t.app, t.database);
    const caja = await newCaja(company, '  Caja principal ');
    expect(caja).toMatchObject({
      nombre: 'Caja principal',
      sucursal: { id: company.sucursalId },
      abierta: false,
      activo: true,
    });
    expect((await company.owner.post('/api/cajas/', { nombre: 'caja PRINCIPAL' })).data).toMatchObject({
      nombre: [MENSAJES.cajas.nombreDuplicado],
    });
    await newCaja(company, 'Caja 2');
    expect((await company.owner.get('/api/cajas/')).data.results.map((c: Caja) => c.nombre)).toEqual([
      'Caja 2',
      'Caja principal',
    ]);
    expect((await company.owner.get('/api/cajas/', { search: 'princ' })).data.count).toBe(1);
    expect((await company.owner.get('/api/cajas/all/')).data).toHaveLength(2);
    expect((await company.owner.put(`/api/cajas/${caja.id}/`, { nombre: 'Caja A' })).data.nombre).toBe('Caja A');

    await open(company.owner, caja.id, '100');
    expect((await company.owner.get(`/api/cajas/${caja.id}/`)).data.abierta).toBe(true);
    const refused = await company.owner.delete(`/api/cajas/${caja.id}/`);
    expect([refused.statusCode, refused.data.detail]).toEqual([400, MENSAJES.cajas.errorEliminar]);
    await company.owner.post('/api/aperturas_cierres_caja/cierre/', {
      total_efectivo_cierre: '100',
      concepto_cierre: 'Fin',
    });
    expect((await company.owner.delete(`/api/cajas/${caja.id}/`)).statusCode).toBe(200);
    expect((await company.owner.get(`/api/cajas/${caja.id}/`)).statusCode).toBe(404);

    const entries = await db()
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.empresaId, company.empresaId), eq(bitacora.entidad, 'CAJA')));
    expect(entries.map((e) => e.accion).sort()).toEqual(['CREAR', 'CREAR', 'EDITAR', 'ELIMINAR']);
  });

  it('lists the newest register first unless asked otherwise (000 §9 default ordering -creado)', async () => {
    const company = await createTestCompany(t.app, t.database);
    for (const nombre of ['Caja B', 'Caja C', 'Caja A']) await newCaja(company, nombre);
    const nombres = async (query?: Record<string, string>) =>
      (await company.owner.get('/api/cajas/', query)).data.results.map((c: Caja) => c.nombre);
    expect(await nombres()).toEqual(['Caja A', 'Caja C', 'Caja B']);
    expect(await nombres({ ordering: 'nombre' })).toEqual(['Caja A', 'Caja B', 'Caja C']);
  });

  it('needs conf_caja to administer; POS users may read cajas/all; other companies see 404', async () => {
    const company = await createTestCompany(t.app, t.database);
    const caja = await newCaja(company);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.get('/api/cajas/')).statusCode).toBe(403);
    expect((await cajero.api.post('/api/cajas/', { nombre: 'X' })).statusCode).toBe(403);
    expect((await cajero.api.delete(`/api/cajas/${caja.id}/`)).statusCode).toBe(403);
    expect((await cajero.api.get('/api/cajas/all/')).data.map((c: Caja) => c.id)).toEqual([caja.id]);

    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get(`/api/cajas/${caja.id}/`)).statusCode).toBe(404);
    expect((await other.owner.put(`/api/cajas/${caja.id}/`, { nombre: 'Robada' })).statusCode).toBe(404);
    expect((await other.owner.delete(`/api/cajas/${caja.id}/`)).statusCode).toBe(404);
    expect(
      (await other.owner.post('/api/aperturas_cierres_caja/', { caja: caja.id, total_apertura: '1' })).statusCode,
    ).toBe(404);
  });
});

describe('register sessions', () => {
  it('opens with a count, one session per register and per user, and shows it in usuarios/me', async () => {
    const company = await createTestCompany(t.app, t.database);
    const [c1, c2] = [await newCaja(company, 'Caja 1'), await newCaja(company, 'Caja 2')];
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.get('/api/usuarios/me/')).data.caja).toBeNull();

    const wrongCount = await cajero.api.post('/api/aperturas_cierres_caja/', {
      caja: c1.id,
      total_apertura: '100',
      conteo: { b50: 1 },
    });
    expect([wrongCount.statusCode, wrongCount.data.total_apertura]).toEqual([400, [MENSAJES.cajas.conteoNoCoincide]]);
    const sesion = await open(cajero.api, c1.id, '175.50', { b100: 1, b50: 1, b20: 1, b5: 1, m50: 1 });
    expect(sesion).toMatchObject({
      abierta: true,
      total_apertura: '175.50',
      total_efectivo: '175.50',
      conteo_apertura: { b100: 1, b50: 1, b20: 1, b5: 1, m50: 1 },
    });

    const me = (await cajero.api.get('/api/usuarios/me/')).data.caja;
    expect(me).toMatchObject({
      id: sesion.id,
      apertura_id: sesion.id,
      caja: { id: c1.id, nombre: 'Caja 1' },
      nombre: 'Caja 1',
      requiere_cierre: false,
    });

    const again = await cajero.api.post('/api/aperturas_cierres_caja/', { caja: c2.id, total_apertura: '0' });
    expect([again.statusCode, again.data.detail]).toEqual([400, MENSAJES.cajas.usuarioConCajaAbierta]);
    const taken = await company.owner.post('/api/aperturas_cierres_caja/', { caja: c1.id, total_apertura: '0' });
    expect([taken.statusCode, taken.data.detail]).toEqual([400, MENSAJES.cajas.cajaYaAbierta]);
    await open(company.owner, c2.id, '0');
  });

  it('refuses a register of another branch than the one requested', async () => {
    const company = await createTestCompany(t.app, t.database);
    const sucursal = await company.owner.post('/api/sucursales/', {
      nombre: 'Norte',
      departamento: '01',
      municipio: '0101',
    });
    expect(sucursal.statusCode, sucursal.body).toBe(201);
    const norte = (await company.owner.post(`/api/cajas/?sucursal=${sucursal.data.id}`, { nombre: 'Caja Norte' }))
      .data as Caja;
    expect(norte.sucursal.id).toBe(sucursal.data.id);
    const r = await company.owner.post('/api/aperturas_cierres_caja/', { caja: norte.id, total_apertura: '10' });
    expect([r.statusCode, r.data.detail]).toEqual([400, MENSAJES.cajas.cajaOtraSucursal]);
  });

  it('caps withdrawals at the cash in the drawer, even when they race', async () => {
    const company = await createTestCompany(t.app, t.database);
    const caja = await newCaja(company);
    const sesion = await open(company.owner, caja.id, '100');
    const tooMuch = await retiro(company.owner, sesion.id, '100.01');
    expect([tooMuch.statusCode, tooMuch.data.detail]).toEqual([400, MENSAJES.cajas.retiroMayorAlEfectivo]);

    const results = await Promise.all(Array.from({ length: 6 }, () => retiro(company.owner, sesion.id, '30')));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(
      results.filter((r) => r.statusCode === 400).every((r) => r.data.detail === MENSAJES.cajas.retiroMayorAlEfectivo),
    ).toBe(true);
    const detalle = (await company.owner.get(`/api/aperturas_cierres_caja/${sesion.id}/`)).data as AperturaCierre;
    expect(detalle.total_efectivo).toBe('10.00');
    expect((await retiro(company.owner, sesion.id, '10')).statusCode).toBe(201);
  });

  it("takes the spec's payload {tipo, monto_efectivo, total, apertura_cierre_caja} with no concepto, and lists rows with their session", async () => {
    const company = await createTestCompany(t.app, t.database);
    const sesion = await open(company.owner, (await newCaja(company)).id, '100');
    const created = await company.owner.post('/api/movimientos/', {
      tipo: 10,
      monto_efectivo: '25',
      total: '25',
      apertura_cierre_caja: sesion.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data).toMatchObject({
      tipo: 10,
      monto_efectivo: '25.00',
      concepto: '',
      apertura_cierre_caja: sesion.id,
    });
    const rows = (
      await company.owner.get('/api/movimientos/mov_caja_activa/', { apertura_cierre_caja__id: String(sesion.id) })
    ).data.results;
    expect(rows.map((r: { apertura_cierre_caja: number }) => r.apertura_cierre_caja)).toEqual([sesion.id]);
  });

  it('annuls a movement with a reason by writing a reversing row, once, and never a sale movement', async () => {
    const company = await createTestCompany(t.app, t.database);
    const caja = await newCaja(company);
    const sesion = await open(company.owner, caja.id, '50');
    const mov = (await retiro(company.owner, sesion.id, '20')).data as MovimientoCaja;
    expect(mov).toMatchObject({
      tipo: 40,
      monto_efectivo: '-20.00',
      total: '20.00',
      concepto: 'Pago a proveedor',
      anulado: false,
    });

    const sinMotivo = await company.owner.post('/api/movimientos/anular/', {
      movimiento: mov.id,
      concepto_anulado: '  ',
    });
    expect(sinMotivo.data.concepto_anulado).toEqual([MENSAJES.campos.required]);
    const ok = await company.owner.post('/api/movimientos/anular/', {
      movimiento: mov.id,
      concepto_anulado: 'Error de digitación',
    });
    expect([ok.statusCode, ok.data.detail]).toEqual([200, MENSAJES.cajas.movimientoAnulado]);
    const twice = await company.owner.post('/api/movimientos/anular/', {
      movimiento: mov.id,
      concepto_anulado: 'Otra vez',
    });
    expect([twice.statusCode, twice.data.detail]).toEqual([400, MENSAJES.cajas.movimientoYaAnulado]);

    const lista = (
      await company.owner.get('/api/movimientos/mov_caja_activa/', { apertura_cierre_caja__id: String(sesion.id) })
    ).data;
    expect(lista.count).toBe(2);
    const [reversa, original] = lista.results as MovimientoCaja[];
    expect(original).toMatchObject({
      id: mov.id,
      anulado: true,
      concepto_anulado: 'Error de digitación',
      anulado_por: { id: company.propietarioId },
    });
    expect(reversa).toMatchObject({ reversa_de: mov.id, monto_efectivo: '20.00', total: '-20.00' });
    expect((await company.owner.get(`/api/aperturas_cierres_caja/${sesion.id}/`)).data.total_efectivo).toBe('50.00');
    const annulReversal = await company.owner.post('/api/movimientos/anular/', {
      movimiento: reversa!.id,
      concepto_anulado: 'x',
    });
    expect(annulReversal.data.detail).toBe(MENSAJES.cajas.movimientoEsReversa);

    // A sale's cash movement (written by the sales module through the cash service).
    const ventaMov = await db().transaction(async (tx) => {
      const s = await requireOpenSession(tx, company.empresaId, company.propietarioId);
      return recordCashMovement(tx, {
        sesion: s,
        empresaId: company.empresaId,
        usuarioId: company.propietarioId,
        tipo: 30,
        montoEfectivo: '15',
        total: '40',
        concepto: 'Venta',
        porForma: [
          { formaPago: 'EFE', monto: '15' },
          { formaPago: 'TAR', monto: '25' },
        ],
      });
    });
    const venta = await company.owner.post('/api/movimientos/anular/', { movimiento: ventaMov, concepto_anulado: 'x' });
    expect([venta.statusCode, venta.data.detail]).toEqual([400, MENSAJES.cajas.movimientoDeVenta]);
  });

  it('closes with a count: expected cash = opening + movements, per payment form, and refuses movements afterwards', async () => {
    const company = await createTestCompany(t.app, t.database);
    const caja = await newCaja(company);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const sesion = await open(cajero.api, caja.id, '200', { b100: 2 });
    expect((await ingreso(cajero.api, sesion.id, '35.25')).statusCode).toBe(201);
    expect((await retiro(cajero.api, sesion.id, '60')).statusCode).toBe(201);
    await db().transaction(async (tx) => {
      const s = (await findOpenSession(tx, company.empresaId, cajero.id))!;
      await recordCashMovement(tx, {
        sesion: s,
        empresaId: company.empresaId,
        usuarioId: cajero.id,
        tipo: 30,
        montoEfectivo: '80',
        total: '130',
        concepto: 'Venta 1',
        ventaId: null,
        porForma: [
          { formaPago: 'EFE', monto: '80' },
          { formaPago: 'TAR', monto: '50' },
        ],
      });
    });
    // Someone else's session is not theirs to move.
    const ajeno = await retiro(company.owner, sesion.id, '1');
    expect([ajeno.statusCode, ajeno.data.detail]).toEqual([403, MENSAJES.cajas.sesionAjena]);

    const movs = await db().select().from(movimientosCaja).where(eq(movimientosCaja.aperturaId, sesion.id));
    const esperado = add('200', sum(movs.map((m) => m.montoEfectivo)));
    expect(esperado.toFixed(2)).toBe('255.25');

    const cierre = await cajero.api.post('/api/aperturas_cierres_caja/cierre/', {
      total_efectivo_cierre: '250.25',
      concepto_cierre: 'Cierre del día',
      conteo: { b200: 1, b50: 1, m25: 1 },
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    const detalle = (await cajero.api.get(`/api/aperturas_cierres_caja/${sesion.id}/`, { es_impresion: 'true' }))
      .data as AperturaCierre;
    expect(detalle).toMatchObject({
      abierta: false,
      total_apertura: '200.00',
      total_actual: '255.25',
      total_efectivo_cierre: '250.25',
      diferencia: '-5.00',
      concepto_cierre: 'Cierre del día',
      conteo_apertura: { b100: 2 },
      conteo_cierre: { b200: 1, b50: 1, m25: 1 },
      sucursal: { id: company.sucursalId },
    });
    expect(detalle.totales).toEqual([
      { forma_pago: 'EFE', nombre: 'Efectivo', esperado: '255.25', contado: '250.25', diferencia: '-5.00' },
      { forma_pago: 'TAR', nombre: 'Tarjeta', esperado: '50.00', contado: null, diferencia: null },
    ]);
    expect(dec(detalle.total_actual!).equals(esperado)).toBe(true);
    expect(
      (await cajero.api.get(`/api/aperturas_cierres_caja/${sesion.id}/`, { excluir_sucursal: 'true' })).data.sucursal,
    ).toBeNull();

    const after = await retiro(cajero.api, sesion.id, '1');
    expect([after.statusCode, after.data.detail]).toEqual([400, MENSAJES.cajas.sesionCerrada]);
    const again = await cajero.api.post('/api/aperturas_cierres_caja/cierre/', {
      total_efectivo_cierre: '0',
      concepto_cierre: 'x',
    });
    expect([again.statusCode, again.data.detail]).toEqual([400, MENSAJES.cajas.sinCajaAbierta]);
    expect((await cajero.api.get('/api/usuarios/me/')).data.caja).toBeNull();
    await expect(db().transaction((tx) => requireOpenSession(tx, company.empresaId, cajero.id))).rejects.toMatchObject({
      statusCode: 400,
      code: 'REGISTER_NOT_OPEN',
      detail: MENSAJES.cajas.abraCaja,
    });
  });

  it('lets only the owner, report readers and register admins see a session; other companies get 404', async () => {
    const company = await createTestCompany(t.app, t.database);
    const caja = await newCaja(company);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const otroCajero = await createUserAs(t.app, company, 'es_cajero');
    const sesion = await open(cajero.api, caja.id, '10');
    expect((await otroCajero.api.get(`/api/aperturas_cierres_caja/${sesion.id}/`)).statusCode).toBe(403);
    expect(
      (await otroCajero.api.get('/api/movimientos/mov_caja_activa/', { apertura_cierre_caja__id: String(sesion.id) }))
        .statusCode,
    ).toBe(403);
    expect((await company.owner.get(`/api/aperturas_cierres_caja/${sesion.id}/`)).statusCode).toBe(200);
    expect((await cajero.api.get('/api/aperturas_cierres_caja/reporte/')).statusCode).toBe(403);

    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get(`/api/aperturas_cierres_caja/${sesion.id}/`)).statusCode).toBe(404);
    expect(
      (await other.owner.get('/api/movimientos/mov_caja_activa/', { apertura_cierre_caja__id: String(sesion.id) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await other.owner.post('/api/movimientos/', {
          tipo: 10,
          monto_efectivo: '1',
          apertura_cierre_caja: sesion.id,
          concepto: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('conf_caja_conteo_ciego: the cashier counts without the expected cash, which the closing then answers', async () => {
    const company = await createTestCompany(t.app, t.database);
    const conf = (await company.owner.get('/api/configuracion/me/')).data;
    expect(conf.conf_caja_conteo_ciego).toBe(false);
    const puesta = await company.owner.put(`/api/configuracion/${conf.id}/`, { conf_caja_conteo_ciego: true });
    expect(puesta.statusCode, puesta.body).toBe(200);
    const caja = await newCaja(company);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const sesion = await open(cajero.api, caja.id, '100');
    expect((await ingreso(cajero.api, sesion.id, '25.50')).statusCode).toBe(201);

    const ciego = (await cajero.api.get(`/api/aperturas_cierres_caja/${sesion.id}/`)).data;
    expect(ciego).toMatchObject({ abierta: true, esperado_oculto: true, total_efectivo: null });
    expect(ciego.totales.find((f: { forma_pago: string }) => f.forma_pago === 'EFE')).toMatchObject({
      esperado: null,
      contado: null,
    });
    // The owner, who reviews the counts, still sees it.
    const revisado = (await company.owner.get(`/api/aperturas_cierres_caja/${sesion.id}/`)).data;
    expect(revisado).toMatchObject({ esperado_oculto: false, total_efectivo: '125.50' });

    const cierre = await cajero.api.post('/api/aperturas_cierres_caja/cierre/', {
      total_efectivo_cierre: '125.00',
      concepto_cierre: 'Fin del turno',
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    expect(cierre.data).toMatchObject({ esperado_oculto: false, total_actual: '125.50', diferencia: '-0.50' });
    const cerrado = (await cajero.api.get(`/api/aperturas_cierres_caja/${sesion.id}/`)).data;
    expect(cerrado).toMatchObject({ esperado_oculto: false, total_efectivo: '125.50', diferencia: '-0.50' });
  });

  it('conf_caja_forzar_cierre: a session from a previous day must be closed before new sales', async () => {
    const company = await createTestCompany(t.app, t.database);
    const caja = await newCaja(company);
    const sesion = await open(company.owner, caja.id, '10');
    await db()
      .update(aperturasCierresCaja)
      .set({ fechaApertura: sql`now() - interval '2 days'` })
      .where(eq(aperturasCierresCaja.id, sesion.id));
    // Off: an old session still sells.
    await db()
      .update(configuraciones)
      .set({ confCajaForzarCierre: false })
      .where(eq(configuraciones.empresaId, company.empresaId));
    await db().transaction((tx) => requireOpenSession(tx, company.empresaId, company.propietarioId));
    await db()
      .update(configuraciones)
      .set({ confCajaForzarCierre: true })
      .where(eq(configuraciones.empresaId, company.empresaId));
    expect((await company.owner.get('/api/usuarios/me/')).data.caja.requiere_cierre).toBe(true);
    await expect(
      db().transaction((tx) => requireOpenSession(tx, company.empresaId, company.propietarioId)),
    ).rejects.toMatchObject({ statusCode: 400, detail: MENSAJES.cajas.cierrePendiente });
    expect(
      (
        await company.owner.post('/api/aperturas_cierres_caja/cierre/', {
          total_efectivo_cierre: '10',
          concepto_cierre: 'Cierre atrasado',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('reports openings and closings by date and user, and exports them', async () => {
    const company = await createTestCompany(t.app, t.database);
    const caja = await newCaja(company);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const s1 = await open(cajero.api, caja.id, '10');
    await cajero.api.post('/api/aperturas_cierres_caja/cierre/', {
      total_efectivo_cierre: '12',
      concepto_cierre: 'ok',
    });
    const s2 = await open(company.owner, caja.id, '20');
    const all = (await company.owner.get('/api/aperturas_cierres_caja/reporte/')).data;
    expect(all.results.map((r: AperturaCierre) => r.id)).toEqual([s2.id, s1.id]);
    expect(all.results[1]).toMatchObject({
      total_apertura: '10.00',
      total_actual: '10.00',
      total_efectivo_cierre: '12.00',
      diferencia: '2.00',
      usuario: { id: cajero.id },
    });
    expect(
      (await company.owner.get('/api/aperturas_cierres_caja/reporte/', { usuario_id: String(cajero.id) })).data.count,
    ).toBe(1);
    expect(
      (
        await company.owner.get('/api/aperturas_cierres_caja/reporte/', {
          fecha_inicial: '2000-01-01',
          fecha_final: '2000-01-02',
        })
      ).data.count,
    ).toBe(0);
    expect((await company.owner.get('/api/aperturas_cierres_caja/reporte/', { ordering: 'nada' })).statusCode).toBe(
      400,
    );
    const job = await company.owner.get('/api/aperturas_cierres_caja/descargar_excel_reporte/', {
      usuario_id: String(cajero.id),
    });
    expect(job.statusCode, job.body).toBe(200);
    expect(job.data.id).toEqual(expect.any(Number));
  });
});
