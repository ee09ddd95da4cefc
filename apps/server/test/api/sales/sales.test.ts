import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows } from '../../../src/db/client';
import {
  abonosCuentaCobrar,
  aperturasCajaTotales,
  aperturasCierresCaja,
  bitacora,
  clientes,
  configuraciones,
  cuentasCobrar,
  fracciones,
  movimientosCaja,
  ventas,
  ventasDetalle,
  ventasPagos,
} from '../../../src/db/schema/index';
import { createTestApp, type Client, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct, setBranchPrice, setNegativeStock, setThreeDecimals } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { balanceOf, kardexOf } from '../../helpers/ledger';
import { expectSellingLedgersHold, openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectSellingLedgersHold(t.database.db));

const db = () => t.database.db;
const M = MENSAJES.ventas;

type Flags = Partial<typeof configuraciones.$inferInsert>;

/** A company whose owner has an open register, a simple product (Q 10.00, 100 in stock) and a boxed one (Caja of 12 at Q 100.00). */
async function setup(flags: Flags = {}) {
  const company = await createTestCompany(t.app, t.database);
  if (Object.keys(flags).length > 0)
    await db().update(configuraciones).set(flags).where(eq(configuraciones.empresaId, company.empresaId));
  const sesionId = await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId);
  const simple = await createProduct(db(), company.empresaId, {
    codigo: 'ARR-01',
    nombre: 'Arroz',
    precio: '10',
    costo: '6',
  });
  const boxed = await createProduct(db(), company.empresaId, {
    codigo: 'GAL-01',
    nombre: 'Galletas',
    precio: '9',
    costo: '7',
    fracciones: [{ nombre: 'Caja', contenido: '12' }],
  });
  const caja = boxed.fracciones[0]!;
  await db().update(fracciones).set({ precio: '100', precio2: '95' }).where(eq(fracciones.id, caja.id));
  await setStock(db(), company.empresaId, company.sucursalId, simple.id, '100');
  await setStock(db(), company.empresaId, company.sucursalId, boxed.id, '240');
  return { company, sesionId, simple, boxed, caja };
}

const linea = (id: number, extra: Partial<VentaInput['productos'][number]> = {}): VentaInput['productos'][number] => ({
  id,
  fraccion_id: null,
  cantidad: '1',
  modelo_precio: 1,
  precio: '10.00',
  desc_porcentaje: '0',
  ...extra,
});

function venta(productos: VentaInput['productos'], extra: Partial<VentaInput> = {}): VentaInput {
  return {
    productos,
    cliente: { nit: '', nombre: '' },
    tipo_documento: 1,
    pagos: { efectivo: { monto: '1000' } },
    tipo_pago: 100,
    tipo_venta: 10000,
    ...extra,
  };
}

async function sesion(id: number) {
  const [row] = await db().select().from(aperturasCierresCaja).where(eq(aperturasCierresCaja.id, id));
  return row!;
}

async function ventasDe(empresaId: number) {
  return db().select().from(ventas).where(eq(ventas.empresaId, empresaId));
}

describe('POST ventas: a cash sale', () => {
  it('writes the sale, its lines and payments, takes the stock in base units, adds the cash to the register and audits it', async () => {
    const { company, sesionId, simple, boxed, caja } = await setup();
    const response = await company.owner.post(
      '/api/ventas/',
      venta(
        [
          linea(simple.id, { cantidad: '3' }),
          linea(boxed.id, { fraccion_id: caja.id, cantidad: '2', precio: '100.00' }),
        ],
        {
          pagos: { efectivo: { monto: '250' }, tarjeta: { monto: '5', descripcion: 'Visa 4242' } },
        },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.data).toEqual({
      id: expect.any(Number),
      codigo: 'V-000001',
      total: '230.00',
      vuelto_efectivo: '25.00',
      id_factura: null,
    });

    const [row] = await ventasDe(company.empresaId);
    expect(row).toMatchObject({
      numero: 1,
      codigo: 'V-000001',
      sucursalId: company.sucursalId,
      aperturaId: sesionId,
      total: '230.0000',
      vueltoEfectivo: '25.0000',
      nitCliente: 'C.F.',
      nombreCliente: 'Consumidor Final',
      tipoVenta: 10000,
      tipoPago: 100,
    });
    const lines = await db()
      .select()
      .from(ventasDetalle)
      .where(eq(ventasDetalle.ventaId, row!.id))
      .orderBy(ventasDetalle.id);
    expect(
      lines.map((l) => [l.productoId, l.cantidad, l.cantidadBase, l.precioFinal, l.totalImporte, l.costo]),
    ).toEqual([
      [simple.id, '3.0000', '3.0000', '10.0000', '30.0000', '6.0000'],
      [boxed.id, '2.0000', '24.0000', '100.0000', '200.0000', '84.0000'],
    ]);
    const pagos = await db().select().from(ventasPagos).where(eq(ventasPagos.ventaId, row!.id)).orderBy(ventasPagos.id);
    expect(pagos.map((p) => [p.formaPago, p.monto, p.descripcion])).toEqual([
      ['EFE', '225.0000', ''],
      ['TAR', '5.0000', 'Visa 4242'],
    ]);

    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('97.0000');
    expect(await balanceOf(db(), company.sucursalId, boxed.id)).toBe('216.0000');
    const kardex = (await kardexOf(db(), boxed.id)).at(-1)!;
    expect(kardex).toMatchObject({
      tipo: 30,
      cantidad: '-24.0000',
      documento_tipo: 'venta',
      documento_id: row!.id,
      fraccion_id: caja.id,
    });
    // The kardex screen names the sale by its code, never by its internal id.
    const movimientos = await company.owner.get('/api/bodegas/kardex/', { producto: String(boxed.id) });
    expect(movimientos.data.results[0].documento).toEqual({
      tipo: 'venta',
      id: row!.id,
      numero: null,
      codigo: 'V-000001',
    });

    expect((await sesion(sesionId)).totalEfectivo).toBe('325.0000');
    const [mov] = await db().select().from(movimientosCaja).where(eq(movimientosCaja.ventaId, row!.id));
    expect(mov).toMatchObject({ tipo: 30, montoEfectivo: '225.0000', total: '230.0000', aperturaId: sesionId });
    const totales = await db()
      .select()
      .from(aperturasCajaTotales)
      .where(eq(aperturasCajaTotales.aperturaId, sesionId))
      .orderBy(aperturasCajaTotales.formaPago);
    expect(totales.map((x) => [x.formaPago, x.total])).toEqual([
      ['EFE', '225.0000'],
      ['TAR', '5.0000'],
    ]);
    const audit = await db()
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.empresaId, company.empresaId), eq(bitacora.entidad, 'VENTA')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ accion: 'CREAR', entidadId: row!.id });
  });

  it('numbers sales per company in order', async () => {
    const { company, simple } = await setup();
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await company.owner.post('/api/ventas/', venta([linea(simple.id)]))).data.codigo);
    expect(codes).toEqual(['V-000001', 'V-000002', 'V-000003']);
  });

  it('charges the branch price and the chosen tier', async () => {
    const { company, simple, boxed, caja } = await setup();
    await setBranchPrice(db(), simple.id, company.sucursalId, '8.50');
    const refused = await company.owner.post('/api/ventas/', venta([linea(simple.id)]));
    expect(refused.statusCode).toBe(400);
    expect(refused.data.detail).toBe(M.precioNoEditable('Arroz'));
    const ok = await company.owner.post(
      '/api/ventas/',
      venta([
        linea(simple.id, { precio: '8.50' }),
        linea(boxed.id, { fraccion_id: caja.id, modelo_precio: 2, precio: '95' }),
      ]),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.data.total).toBe('103.50');
  });

  it('stores a typed customer when asked, and names it on the sale', async () => {
    const { company, simple } = await setup();
    const response = await company.owner.post(
      '/api/ventas/',
      venta([linea(simple.id)], {
        cliente: { nit: '1252133-7', nombre: 'Ana López', direccion: 'Zona 1' },
        datos_cliente_nuveo: true,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [cliente] = await db().select().from(clientes).where(eq(clientes.empresaId, company.empresaId));
    const [row] = await ventasDe(company.empresaId);
    expect(row).toMatchObject({
      clienteId: cliente!.id,
      nitCliente: cliente!.nit,
      nombreCliente: 'Ana López',
      direccionCliente: 'Zona 1',
    });
  });
});

describe('POST ventas: every rule refuses with its message and changes nothing', () => {
  it.each<[string, (p: Awaited<ReturnType<typeof setup>>) => VentaInput, Flags, string]>([
    ['no lines', () => venta([]), {}, M.sinProductos],
    ['16 lines', ({ simple }) => venta(Array.from({ length: 16 }, () => linea(simple.id))), {}, M.maxProductos],
    [
      'the same line twice',
      ({ simple }) => venta([linea(simple.id), linea(simple.id)]),
      {},
      M.productoRepetido('Arroz'),
    ],
    ['zero quantity', ({ simple }) => venta([linea(simple.id, { cantidad: '0' })]), {}, M.cantidadMayorACero],
    [
      'decimal quantity of a unit product',
      ({ simple }) => venta([linea(simple.id, { cantidad: '1.5' })]),
      {},
      M.cantidadDecimales('Arroz'),
    ],
    [
      'a price not editable',
      ({ simple }) => venta([linea(simple.id, { precio: '1' })]),
      {},
      M.precioNoEditable('Arroz'),
    ],
    [
      'a negative editable price',
      ({ simple }) => venta([linea(simple.id, { precio: '-1' })]),
      { confVentaPrecioEditable: true },
      M.precioNegativo,
    ],
    [
      'a discount when not allowed',
      ({ simple }) => venta([linea(simple.id, { desc_porcentaje: '10' })]),
      { ventaPermitirDescuento: false },
      M.descuentoNoPermitido,
    ],
    [
      'a discount above 100',
      ({ simple }) => venta([linea(simple.id, { desc_porcentaje: '101' })]),
      { ventaPermitirDescuento: true },
      M.descuentoFueraDeRango,
    ],
    [
      'short payment',
      ({ simple }) => venta([linea(simple.id)], { pagos: { efectivo: { monto: '9.99' } } }),
      {},
      M.debeCancelarTotal,
    ],
    [
      'card above the total',
      ({ simple }) => venta([linea(simple.id)], { pagos: { tarjeta: { monto: '11' } } }),
      {},
      M.pagoMayorAlPendiente('tarjeta'),
    ],
    [
      'absurd cash for a Q 10 sale',
      ({ simple }) => venta([linea(simple.id)], { pagos: { efectivo: { monto: '9999999999' } } }),
      {},
      M.efectivoExcesivo('10,000.00'),
    ],
    [
      'retención above the IVA',
      ({ simple }) => venta([linea(simple.id)], { pagos: { retencion_iva: '1.08', efectivo: { monto: '10' } } }),
      {},
      M.ivaMayorAlImpuesto,
    ],
    [
      'an amount with too many decimals',
      ({ simple }) => venta([linea(simple.id)], { pagos: { efectivo: { monto: '10.001' } } }),
      {},
      MENSAJES.campos.money,
    ],
    [
      'a negative amount',
      ({ simple }) => venta([linea(simple.id)], { pagos: { efectivo: { monto: '20' }, cheque: { monto: '-1' } } }),
      {},
      M.pagoNegativo,
    ],
    [
      'rounding not chosen',
      ({ simple }) =>
        venta([linea(simple.id, { cantidad: '1' })], { productos: [linea(simple.id, { desc_porcentaje: '0.2' })] }),
      { confVentaRedondeoTotal: true, ventaPermitirDescuento: true },
      M.seleccioneRedondeo,
    ],
    [
      'credit sales off',
      ({ simple }) => venta([linea(simple.id)], { tipo_pago: 200, fecha_vencimiento: '2099-01-01', pagos: {} }),
      { confVentasAlCredito: false },
      M.creditoNoHabilitado,
    ],
    [
      'credit without due date',
      ({ simple }) => venta([linea(simple.id)], { tipo_pago: 200, pagos: {} }),
      { confVentasAlCredito: true },
      M.fechaVencimientoRequerida,
    ],
    [
      'credit due in the past',
      ({ simple }) => venta([linea(simple.id)], { tipo_pago: 200, pagos: {}, fecha_vencimiento: '2020-01-01' }),
      { confVentasAlCredito: true },
      M.fechaVencimientoPasada,
    ],
    [
      'advance equal to the total',
      ({ simple }) =>
        venta([linea(simple.id)], {
          tipo_pago: 200,
          fecha_vencimiento: '2099-01-01',
          pagos: { efectivo: { monto: '10' } },
        }),
      { confVentasAlCredito: true },
      M.anticipoMenorAlTotal,
    ],
    [
      'credit type with full payment',
      ({ simple }) => venta([linea(simple.id)], { tipo_venta: 30000 }),
      { confVentasAlCredito: true },
      M.tipoVentaCredito,
    ],
    [
      'manual invoice number not enabled',
      ({ simple }) => venta([linea(simple.id)], { tipo_venta: 20000, no_factura: 'A-15' }),
      { confHabilitarNoFactura: false },
      M.noFacturaNoHabilitado,
    ],
    [
      // Beyond any column too; the line's ceiling (99,999) says it first.
      'a quantity above the line ceiling',
      ({ simple }) => venta([linea(simple.id, { cantidad: '99999999999999' })]),
      {},
      M.cantidadMaxima,
    ],
    [
      'a NIT without a name',
      ({ simple }) => venta([linea(simple.id)], { cliente: { nit: '1252133-7', nombre: '' } }),
      {},
      M.ingreseNombreCliente,
    ],
    [
      'more than the stock',
      ({ simple }) => venta([linea(simple.id, { cantidad: '101' })], { pagos: { efectivo: { monto: '1010' } } }),
      { confInventarioNegativo: false },
      MENSAJES.bodega.existenciaInsuficiente('Arroz', '100', '101'),
    ],
  ])('%s', async (_caso, body, flags, message) => {
    const setupData = await setup(flags);
    const { company, sesionId, simple } = setupData;
    const response = await company.owner.post('/api/ventas/', body(setupData));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.data.detail).toBe(message);
    expect(await ventasDe(company.empresaId)).toEqual([]);
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('100.0000');
    expect((await sesion(sesionId)).totalEfectivo).toBe('100.0000');
  });

  it('refuses without an open register', async () => {
    const { company, simple } = await setup();
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    const response = await cajero.api.post('/api/ventas/', venta([linea(simple.id)]));
    expect(response.statusCode).toBe(400);
    expect(response.data.detail).toBe(MENSAJES.cajas.abraCaja);
    expect(response.data.code).toBe('REGISTER_NOT_OPEN');
  });

  it('needs punto_venta or punto_venta_caja', async () => {
    const { company, simple } = await setup();
    const bodeguero = await createUserAs(t.app, company, 'es_bodeguero');
    await openSession(db(), company.empresaId, company.sucursalId, bodeguero.id);
    expect((await bodeguero.api.post('/api/ventas/', venta([linea(simple.id)]))).statusCode).toBe(403);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    await openSession(db(), company.empresaId, company.sucursalId, cajero.id);
    expect((await cajero.api.post('/api/ventas/', venta([linea(simple.id)]))).statusCode).toBe(201);
  });

  it("answers 404 for another company's product or customer", async () => {
    const { company, simple } = await setup();
    const other = await setup();
    const foreign = await other.company.owner.post('/api/ventas/', venta([linea(simple.id)]));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.data.detail).toBe(M.productoNoDisponible);
    const [cliente] = await db()
      .insert(clientes)
      .values({ empresaId: company.empresaId, nombre: 'Ajeno', nit: '1252133-7' })
      .returning();
    const customer = await other.company.owner.post(
      '/api/ventas/',
      venta([linea(other.simple.id)], { cliente: { id: cliente!.id, nit: '1252133-7', nombre: 'Ajeno' } }),
    );
    expect(customer.statusCode).toBe(404);
    expect(await ventasDe(other.company.empresaId)).toEqual([]);
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const { company } = await setup();
    const response = await company.owner.post('/api/ventas/', { productos: 'x', tipo_pago: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.data.productos).toBeDefined();
  });
});

describe('POST ventas: payments, rounding, credit', () => {
  it('rounds the total to 0.05 as chosen and keeps the adjustment', async () => {
    const { company, simple } = await setup({ confVentaRedondeoTotal: true, ventaPermitirDescuento: true });
    // 10.00 less 0.2 % = 9.98
    const response = await company.owner.post(
      '/api/ventas/',
      venta([linea(simple.id, { desc_porcentaje: '0.2' })], {
        redondeo: 'abajo',
        pagos: { efectivo: { monto: '10' } },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.data).toMatchObject({ total: '9.95', vuelto_efectivo: '0.05' });
    const [row] = await ventasDe(company.empresaId);
    expect(row).toMatchObject({
      subtotal: '10.0000',
      descuento: '0.0200',
      ajusteRedondeo: '-0.0300',
      redondeo: 'abajo',
      total: '9.9500',
    });
  });

  it('a credit sale creates the receivable with the advance as a direct payment (P3-86, P3-10)', async () => {
    const { company, sesionId, simple } = await setup({ confVentasAlCredito: true });
    const response = await company.owner.post(
      '/api/ventas/',
      venta([linea(simple.id, { cantidad: '10' })], {
        tipo_venta: 30000,
        tipo_pago: 200,
        fecha_vencimiento: '2099-12-31',
        pagos: { efectivo: { monto: '30' }, tarjeta: { monto: '10' } },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.data).toMatchObject({ total: '100.00', vuelto_efectivo: '0.00' });
    const [cuenta] = await db().select().from(cuentasCobrar).where(eq(cuentasCobrar.ventaId, response.data.id));
    expect(cuenta).toMatchObject({
      monto: '100.0000',
      saldo: '60.0000',
      fechaVencimiento: '2099-12-31',
      estado: 1,
      sucursalId: company.sucursalId,
    });
    const abonos = await db()
      .select()
      .from(abonosCuentaCobrar)
      .where(eq(abonosCuentaCobrar.cuentaCobrarId, cuenta!.id))
      .orderBy(abonosCuentaCobrar.id);
    expect(abonos.map((a) => [a.monto, a.tipoAbono, a.formaPago])).toEqual([
      ['30.0000', 2000, 'EFE'],
      ['10.0000', 2000, 'TAR'],
    ]);
    expect((await sesion(sesionId)).totalEfectivo).toBe('130.0000');
  });

  it('a credit sale with no advance moves no cash', async () => {
    const { company, sesionId, simple } = await setup({ confVentasAlCredito: true });
    const response = await company.owner.post(
      '/api/ventas/',
      venta([linea(simple.id)], { tipo_venta: 20000, tipo_pago: 200, fecha_vencimiento: '2099-12-31', pagos: {} }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [cuenta] = await db().select().from(cuentasCobrar).where(eq(cuentasCobrar.ventaId, response.data.id));
    expect(cuenta!.saldo).toBe('10.0000');
    expect((await sesion(sesionId)).totalEfectivo).toBe('100.0000');
  });

  it('keeps a manual invoice number when the company enables it', async () => {
    const { company, simple } = await setup({ confHabilitarNoFactura: true });
    const response = await company.owner.post(
      '/api/ventas/',
      venta([linea(simple.id)], { tipo_venta: 20000, no_factura: 'A-15' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect((await ventasDe(company.empresaId))[0]!.noFactura).toBe('A-15');
  });

  it('3-decimal companies charge and give change to 3 decimals', async () => {
    const { company, simple } = await setup();
    await setThreeDecimals(db(), company.empresaId, true);
    await db().execute(sql`update productos set precio = 10.125 where id = ${simple.id}`);
    const response = await company.owner.post(
      '/api/ventas/',
      venta([linea(simple.id, { precio: '10.125' })], { pagos: { efectivo: { monto: '10.13' } } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.data).toMatchObject({ total: '10.125', vuelto_efectivo: '0.005' });
  });

  it('sells beyond the stock when negative stock is allowed', async () => {
    const { company, simple } = await setup();
    await setNegativeStock(db(), company.empresaId, true);
    const response = await company.owner.post(
      '/api/ventas/',
      venta([linea(simple.id, { cantidad: '105' })], { pagos: { efectivo: { monto: '1050' } } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('-5.0000');
  });
});

describe('POST ventas: retries and concurrency', () => {
  it('a retry with the same Idempotency-Key records the sale once', async () => {
    const { company, sesionId, simple } = await setup();
    const body = venta([linea(simple.id, { cantidad: '2' })]);
    const headers = { 'idempotency-key': 'venta-123' };
    const first = await company.owner.post('/api/ventas/', body, headers);
    const again = await Promise.all([
      company.owner.post('/api/ventas/', body, headers),
      company.owner.post('/api/ventas/', body, headers),
    ]);
    expect(first.statusCode).toBe(201);
    for (const r of again) {
      expect(r.statusCode).toBe(201);
      expect(r.data).toEqual(first.data);
      expect(r.headers['idempotent-replayed']).toBe('true');
    }
    expect(await ventasDe(company.empresaId)).toHaveLength(1);
    expect(await balanceOf(db(), company.sucursalId, simple.id)).toBe('98.0000');
    expect((await sesion(sesionId)).totalEfectivo).toBe('120.0000');
  });

  it('100 concurrent sales of the last 10 units: exactly 10 succeed, the rest get the stock message', async () => {
    const company: TestCompany = await createTestCompany(t.app, t.database);
    const product = await createProduct(db(), company.empresaId, { nombre: 'Último', precio: '5' });
    await setStock(db(), company.empresaId, company.sucursalId, product.id, '10');
    const sellers: Client[] = [];
    for (let i = 0; i < 4; i++) {
      const cajero = await createUserAs(t.app, company, 'es_cajero');
      await openSession(db(), company.empresaId, company.sucursalId, cajero.id);
      sellers.push(cajero.api);
    }
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        sellers[i % 4]!.post('/api/ventas/', venta([linea(product.id, { precio: '5' })])),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) expect(r.data.detail).toBe(MENSAJES.bodega.existenciaInsuficiente('Último', '0', '1'));
    expect(await balanceOf(db(), company.sucursalId, product.id)).toBe('0.0000');
    expect(new Set(ok.map((r) => r.data.codigo)).size).toBe(10);
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ventas where empresa_id = ${company.empresaId}`,
    );
    expect(count!.n).toBe(10);
  });
});
