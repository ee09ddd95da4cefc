import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@pos/shared/errors';
import { MENSAJES } from '@pos/shared/messages';
import { todayInGuatemala } from '@pos/shared/format';
import { vencimientoPorDias } from '@pos/shared/domains/sales/rules/index';
import { bitacora, configuraciones, cotizaciones, cuentasCobrar, kardex, ventas } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, type TestCompany } from '../../helpers/factories';
import { activarFel, esperarFel } from '../../helpers/fel';
import { balanceOf } from '../../helpers/ledger';
import { expectSellingLedgersHold, openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectSellingLedgersHold(t.database.db));

const db = () => t.database.db;
const M = MENSAJES.ordenesVenta;
const E = MENSAJES.entregasOrdenVenta;
const hoy = () => todayInGuatemala();

/** A company selling on credit, a product at Q 10.00 with 100 in stock, and a customer (optionally with a limit). */
async function setup(cliente: Record<string, unknown> = {}) {
  const company = await createTestCompany(t.app, t.database);
  await db()
    .update(configuraciones)
    .set({ confVentasAlCredito: true })
    .where(eq(configuraciones.empresaId, company.empresaId));
  const producto = await createProduct(db(), company.empresaId, {
    codigo: 'ARR-01',
    nombre: 'Arroz',
    precio: '10',
    costo: '6',
  });
  await setStock(db(), company.empresaId, company.sucursalId, producto.id, '100');
  const creado = await company.owner.post('/api/clientes/', { nombre: 'Ferretería El Clavo', nit: 'CF', ...cliente });
  expect(creado.statusCode, creado.body).toBe(201);
  return { company, producto, clienteId: creado.data.id as number };
}

const linea = (id: number, cantidad = '1') => ({
  id,
  fraccion_id: null,
  cantidad,
  modelo_precio: 1,
  precio: '10.00',
  desc_porcentaje: '0',
});

/** An order body: one line of `cantidad` units at Q 10.00, paid on delivery unless `extra` says otherwise. */
const orden = (clienteId: number | null, productoId: number, cantidad = '1', extra: Record<string, unknown> = {}) => ({
  cliente_id: clienteId,
  fecha_entrega: hoy(),
  tipo_entrega: 10,
  productos: [linea(productoId, cantidad)],
  ...extra,
});
const credito = (dias = 30) => ({ tipo_venta: 30000, tipo_pago: 2000, fecha_limite: vencimientoPorDias(hoy(), dias) });

async function crear(company: TestCompany, body: unknown) {
  const response = await company.owner.post('/api/ordenes_venta/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.data as { id: number; codigo: string; total: string; detalles: { id: number }[] };
}

describe('POST ordenes_venta', () => {
  it('records the order as a sale with its whole total owed, takes no stock and audits it', async () => {
    const { company, producto, clienteId } = await setup();
    const response = await company.owner.post(
      '/api/ordenes_venta/',
      orden(clienteId, producto.id, '3', { encargado: 'Ana', direccion_entrega: 'Zona 10', tipo_entrega: 20 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.data).toEqual({
      id: expect.any(Number),
      codigo: 'V-000001',
      total: '30.00',
      id_factura: null,
      cliente: { id: clienteId },
      detalles: [{ id: expect.any(Number), producto: producto.id, cantidad: '3.0000', total_importe: '30.00' }],
    });
    const [venta] = await db().select().from(ventas).where(eq(ventas.id, response.data.id));
    expect(venta).toMatchObject({
      esOrden: true,
      estadoEntrega: 10,
      tipoEntrega: 20,
      tipoVenta: 20000,
      tipoPago: 200,
      plazoPago: 1000,
      periodoPago: 0,
      aperturaId: null,
      encargado: 'Ana',
      direccionEntrega: 'Zona 10',
      nombreCliente: 'Ferretería El Clavo',
    });
    const [cuenta] = await db().select().from(cuentasCobrar).where(eq(cuentasCobrar.ventaId, venta!.id));
    expect(cuenta).toMatchObject({ monto: '30.0000', saldo: '30.0000', fechaVencimiento: hoy(), clienteId });
    expect(await balanceOf(db(), company.sucursalId, producto.id)).toBe('100.0000');
    const audit = await db()
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.empresaId, company.empresaId), eq(bitacora.entidad, 'ORDEN_VENTA')));
    expect(audit).toHaveLength(1);
  });

  it('a credit term sets the due date and periodo_pago (days + 1)', async () => {
    const { company, producto, clienteId } = await setup();
    const { id } = await crear(company, orden(clienteId, producto.id, '1', credito(15)));
    const [venta] = await db().select().from(ventas).where(eq(ventas.id, id));
    expect(venta).toMatchObject({
      tipoVenta: 30000,
      plazoPago: 2000,
      periodoPago: 16,
      fechaVencimiento: vencimientoPorDias(hoy(), 15),
    });
  });

  it.each([
    ['no customer', (p: number) => orden(null, p), 'cliente_id', M.seleccioneCliente],
    ['no products', (p: number, c: number) => ({ ...orden(c, p), productos: [] }), 'productos', M.sinProductos],
    [
      'home delivery without address',
      (p: number, c: number) => orden(c, p, '1', { tipo_entrega: 20 }),
      'direccion_entrega',
      M.seleccioneDireccion,
    ],
    [
      'e-mail on without address',
      (p: number, c: number) => orden(c, p, '1', { enviar_correo: true }),
      'correo',
      M.debeIngresarCorreo,
    ],
    [
      'a bad e-mail',
      (p: number, c: number) => orden(c, p, '1', { correo: 'no-es-correo' }),
      'correo',
      M.correoInvalido,
    ],
    [
      'credit sale paid at once',
      (p: number, c: number) => orden(c, p, '1', { tipo_venta: 30000 }),
      'tipo_pago',
      M.creditoRequierePlazo,
    ],
    [
      'a term without its date',
      (p: number, c: number) => orden(c, p, '1', { tipo_pago: 2000 }),
      'fecha_limite',
      M.fechaLimiteRequerida,
    ],
    [
      'a due date in the past',
      (p: number, c: number) => orden(c, p, '1', { tipo_pago: 2000, fecha_limite: '2020-01-01' }),
      'fecha_limite',
      MENSAJES.ventas.fechaVencimientoPasada,
    ],
    [
      'a delivery date in the past',
      (p: number, c: number) => orden(c, p, '1', { fecha_entrega: '2020-01-01' }),
      'fecha_entrega',
      M.fechaEntregaPasada,
    ],
  ])('%s → 400 with the message, nothing written', async (_label, body, field, message) => {
    const { company, producto, clienteId } = await setup();
    const response = await company.owner.post('/api/ordenes_venta/', body(producto.id, clienteId));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.data[field]).toContain(message);
    expect(await db().select().from(ventas).where(eq(ventas.empresaId, company.empresaId))).toHaveLength(0);
  });

  it('a zero quantity and a tampered price are refused by the sale rules', async () => {
    const { company, producto, clienteId } = await setup();
    const cero = await company.owner.post('/api/ordenes_venta/', orden(clienteId, producto.id, '0'));
    expect(cero.statusCode).toBe(400);
    expect(cero.data.detail).toBe(MENSAJES.ventas.cantidadMayorACero);
    const precio = await company.owner.post('/api/ordenes_venta/', {
      ...orden(clienteId, producto.id),
      productos: [{ ...linea(producto.id), precio: '1.00' }],
    });
    expect(precio.statusCode).toBe(400);
    expect(precio.data.detail).toBe(MENSAJES.ventas.precioNoEditable('Arroz'));
  });

  it("another company's customer or product is a 404", async () => {
    const { company, producto, clienteId } = await setup();
    const other = await setup();
    expect((await company.owner.post('/api/ordenes_venta/', orden(other.clienteId, producto.id))).statusCode).toBe(404);
    expect((await company.owner.post('/api/ordenes_venta/', orden(clienteId, other.producto.id))).statusCode).toBe(404);
  });

  it('a credit order needs credit sales enabled', async () => {
    const { company, producto, clienteId } = await setup();
    await db()
      .update(configuraciones)
      .set({ confVentasAlCredito: false })
      .where(eq(configuraciones.empresaId, company.empresaId));
    const response = await company.owner.post('/api/ordenes_venta/', orden(clienteId, producto.id, '1', credito()));
    expect(response.statusCode).toBe(400);
    expect(response.data.detail).toBe(MENSAJES.ventas.creditoNoHabilitado);
  });

  it('saving an edited quotation as an order finishes the quotation (P3-87)', async () => {
    const { company, producto, clienteId } = await setup();
    const cotizacion = await company.owner.post('/api/cotizaciones/', {
      productos: [linea(producto.id)],
      cliente: { id: clienteId, nit: 'CF', nombre: 'Ferretería El Clavo' },
    });
    expect(cotizacion.statusCode, cotizacion.body).toBe(201);
    const { id } = await crear(company, orden(clienteId, producto.id, '1', { id_cotizacion: cotizacion.data.id }));
    const [row] = await db().select().from(cotizaciones).where(eq(cotizaciones.id, cotizacion.data.id));
    expect(row).toMatchObject({ estado: 20, ventaId: id });
    const again = await company.owner.post(
      '/api/ordenes_venta/',
      orden(clienteId, producto.id, '1', { id_cotizacion: cotizacion.data.id }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.data.detail).toBe(MENSAJES.cotizaciones.noPendiente);
  });
});

describe('customer credit (P3-30)', () => {
  it('the customer keeps limite_credito and dias_credito; a partial PUT leaves them', async () => {
    const { company, clienteId } = await setup({ limite_credito: '1,500.5', dias_credito: 30 });
    const leido = await company.owner.get(`/api/clientes/${clienteId}/`);
    expect(leido.data).toMatchObject({ limite_credito: '1500.50', dias_credito: 30, es_formal: false });
    const editado = await company.owner.put(`/api/clientes/${clienteId}/`, { telefono: '22334455' });
    expect(editado.data).toMatchObject({ limite_credito: '1500.50', dias_credito: 30 });
    const sinLimite = await company.owner.put(`/api/clientes/${clienteId}/`, { limite_credito: '' });
    expect(sinLimite.data.limite_credito).toBeNull();
    const malo = await company.owner.put(`/api/clientes/${clienteId}/`, { limite_credito: '-5' });
    expect(malo.statusCode).toBe(400);
  });

  it('validar_credito_cliente answers credito against the outstanding balance', async () => {
    const { company, producto, clienteId } = await setup({ limite_credito: '100' });
    const query = (total: string) => ({
      cliente_id: String(clienteId),
      sucursal_id: String(company.sucursalId),
      total,
    });
    expect((await company.owner.get('/api/ordenes_venta/validar_credito_cliente/', query('100'))).data).toEqual({
      credito: true,
      limite_credito: '100.00',
      saldo_pendiente: '0.00',
      disponible: '100.00',
      dias_credito: 0,
    });
    await crear(company, orden(clienteId, producto.id, '6', credito()));
    const despues = (await company.owner.get('/api/ordenes_venta/validar_credito_cliente/', query('50'))).data;
    expect(despues).toMatchObject({ credito: false, saldo_pendiente: '60.00', disponible: '40.00' });
    expect((await company.owner.get('/api/ordenes_venta/validar_credito_cliente/', query('40'))).data.credito).toBe(
      true,
    );
    const malo = await company.owner.get('/api/ordenes_venta/validar_credito_cliente/', query('abc'));
    expect(malo.statusCode).toBe(400);
  });

  it('a credit order over the limit is refused with CREDIT_LIMIT_EXCEEDED and writes nothing', async () => {
    const { company, producto, clienteId } = await setup({ limite_credito: '100' });
    await crear(company, orden(clienteId, producto.id, '6', credito()));
    const response = await company.owner.post('/api/ordenes_venta/', orden(clienteId, producto.id, '5', credito()));
    expect(response.statusCode).toBe(400);
    expect(response.data).toMatchObject({
      code: ERROR_CODES.CREDIT_LIMIT_EXCEEDED,
      detail: M.superaLimiteCredito('40.00'),
    });
    expect(await db().select().from(ventas).where(eq(ventas.empresaId, company.empresaId))).toHaveLength(1);
    // An immediate order is not credit: it is not checked.
    await crear(company, orden(clienteId, producto.id, '5'));
  });

  it('two credit orders at once for one customer never pass the limit together', async () => {
    const { company, producto, clienteId } = await setup({ limite_credito: '100' });
    const body = orden(clienteId, producto.id, '6', credito());
    const results = await Promise.all([
      company.owner.post('/api/ordenes_venta/', body),
      company.owner.post('/api/ordenes_venta/', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.data.code).toBe(ERROR_CODES.CREDIT_LIMIT_EXCEEDED);
    const cuentas = await db().select().from(cuentasCobrar).where(eq(cuentasCobrar.clienteId, clienteId));
    expect(cuentas).toHaveLength(1);
  });

  it('a POS credit sale over the limit is refused too, also when two tills sell at once', async () => {
    // The till links a stored customer by its NIT (a C.F. sale has no customer to check).
    const { company, producto, clienteId } = await setup({ limite_credito: '100', nit: '12345679' });
    await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId);
    const venta = (cantidad: string) => ({
      productos: [linea(producto.id, cantidad)],
      cliente: { id: clienteId, nit: '12345679', nombre: 'Ferretería El Clavo' },
      tipo_documento: 1,
      pagos: { efectivo: { monto: '10' } },
      tipo_pago: 200,
      tipo_venta: 30000,
      fecha_vencimiento: '2099-12-31',
    });
    // Q 120 with Q 10 paid leaves Q 110 owing: above the limit.
    const over = await company.owner.post('/api/ventas/', venta('12'));
    expect(over.statusCode).toBe(400);
    expect(over.data.code).toBe(ERROR_CODES.CREDIT_LIMIT_EXCEEDED);
    const results = await Promise.all([
      company.owner.post('/api/ventas/', venta('7')),
      company.owner.post('/api/ventas/', venta('7')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('GET ordenes_venta and GET ordenes_venta/{id}', () => {
  it('lists sale movements with the tab, the row-action flags and the filters', async () => {
    const { company, producto, clienteId } = await setup();
    const a = await crear(company, orden(clienteId, producto.id, '2'));
    const b = await crear(company, orden(clienteId, producto.id, '1', credito()));
    const lista = await company.owner.get('/api/ordenes_venta/', { estado: '10' });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.data.count).toBe(2);
    expect(lista.data.results[0]).toMatchObject({
      id: b.id,
      es_orden: true,
      estado: 10,
      estado_entrega: 10,
      saldo: '10.00',
      puede_facturar: true,
      puede_descuento: false,
      puede_anular: true,
      factura: null,
      cliente: { id: clienteId, nombre: 'Ferretería El Clavo' },
    });
    expect(
      (await company.owner.get('/api/ordenes_venta/', { es_venta_credito: 'true' })).data.results.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([b.id]);
    expect((await company.owner.get('/api/ordenes_venta/', { cuentas_cobrar: 'true' })).data.count).toBe(2);
    expect(
      (await company.owner.get('/api/ordenes_venta/', { tipo_venta: '20000' })).data.results.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([a.id]);
    expect((await company.owner.get('/api/ordenes_venta/', { search: 'clavo' })).data.count).toBe(2);
    expect((await company.owner.get('/api/ordenes_venta/', { tipo_movimiento: '40' })).data.count).toBe(0);
    expect((await company.owner.get('/api/ordenes_venta/', { estado: '20' })).data.count).toBe(0);
    const malo = await company.owner.get('/api/ordenes_venta/', { estado: '40' });
    expect(malo.statusCode).toBe(400);
  });

  it('a delivered and paid order moves to tab 20; an annulled one to 30', async () => {
    const { company, producto, clienteId } = await setup();
    const a = await crear(company, orden(clienteId, producto.id, '2'));
    const b = await crear(company, orden(clienteId, producto.id, '1'));
    await company.owner.post('/api/entrega_ordenes_venta/', {
      orden_venta: a.id,
      detalles: [{ id: a.detalles[0]!.id, cantidad: '2' }],
    });
    // Payments are the receivables module's: here the account is settled directly.
    await db().update(cuentasCobrar).set({ saldo: '0', estado: 2 }).where(eq(cuentasCobrar.ventaId, a.id));
    await company.owner.delete(`/api/ordenes_venta/${b.id}/`, { motivo: 'Cliente canceló' });
    const ids = async (estado: string) =>
      (await company.owner.get('/api/ordenes_venta/', { estado })).data.results.map((r: { id: number }) => r.id);
    expect(await ids('20')).toEqual([a.id]);
    expect(await ids('30')).toEqual([b.id]);
    expect(await ids('10')).toEqual([]);
  });

  it('the detail has the lines, what was delivered, the deliveries and the account', async () => {
    const { company, producto, clienteId } = await setup();
    const { id, detalles } = await crear(company, orden(clienteId, producto.id, '5', { descripcion: 'Urgente' }));
    await company.owner.post('/api/entrega_ordenes_venta/', {
      orden_venta: id,
      nota: 'Primera',
      detalles: [{ id: detalles[0]!.id, cantidad: '2' }],
    });
    const detalle = await company.owner.get(`/api/ordenes_venta/${id}/`);
    expect(detalle.statusCode, detalle.body).toBe(200);
    expect(detalle.data).toMatchObject({
      id,
      descripcion: 'Urgente',
      total: '50.00',
      cuenta: { monto: '50.00', saldo: '50.00', estado: 1 },
      detalles: [{ id: detalles[0]!.id, cantidad: '5.0000', cantidad_entregada: '2.0000', precio_final: '10.00' }],
      entregas: [{ nota: 'Primera', detalles: [{ linea: detalles[0]!.id, cantidad: '2.0000' }] }],
      puede_anular: false,
    });
  });

  it("another company's order is a 404", async () => {
    const { company, producto, clienteId } = await setup();
    const other = await setup();
    const { id } = await crear(company, orden(clienteId, producto.id));
    expect((await other.company.owner.get(`/api/ordenes_venta/${id}/`)).statusCode).toBe(404);
    expect((await other.company.owner.delete(`/api/ordenes_venta/${id}/`, { motivo: 'x' })).statusCode).toBe(404);
    expect(
      (
        await other.company.owner.post('/api/entrega_ordenes_venta/', {
          orden_venta: id,
          detalles: [{ id: 1, cantidad: '1' }],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('DELETE ordenes_venta/{id}', () => {
  it('annuls an untouched order with its reason; its receivable leaves the outstanding balance', async () => {
    const { company, producto, clienteId } = await setup({ limite_credito: '100' });
    const { id } = await crear(company, orden(clienteId, producto.id, '9', credito()));
    const sinMotivo = await company.owner.delete(`/api/ordenes_venta/${id}/`, { motivo: ' ' });
    expect(sinMotivo.statusCode).toBe(400);
    expect(sinMotivo.data.motivo).toContain(M.motivoRequerido);
    const response = await company.owner.delete(`/api/ordenes_venta/${id}/`, { motivo: 'Cliente canceló' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data.detail).toBe(M.anulada);
    const [venta] = await db().select().from(ventas).where(eq(ventas.id, id));
    expect(venta).toMatchObject({ activo: false, estado: 30, motivoAnulacion: 'Cliente canceló' });
    const again = await company.owner.delete(`/api/ordenes_venta/${id}/`, { motivo: 'Otra vez' });
    expect(again.data.detail).toBe(M.yaAnulada);
    // The limit is free again.
    await crear(company, orden(clienteId, producto.id, '9', credito()));
  });

  it('is refused once the order has a delivery, and for a till sale', async () => {
    const { company, producto, clienteId } = await setup();
    const { id, detalles } = await crear(company, orden(clienteId, producto.id, '2'));
    await company.owner.post('/api/entrega_ordenes_venta/', {
      orden_venta: id,
      detalles: [{ id: detalles[0]!.id, cantidad: '1' }],
    });
    const response = await company.owner.delete(`/api/ordenes_venta/${id}/`, { motivo: 'Tarde' });
    expect(response.statusCode).toBe(400);
    expect(response.data.detail).toBe(M.noAnulable);
    await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId);
    const venta = await company.owner.post('/api/ventas/', {
      productos: [linea(producto.id)],
      cliente: { nit: 'CF', nombre: '' },
      tipo_documento: 1,
      pagos: { efectivo: { monto: '10' } },
      tipo_pago: 100,
      tipo_venta: 10000,
    });
    expect((await company.owner.delete(`/api/ordenes_venta/${venta.data.id}/`, { motivo: 'x' })).statusCode).toBe(404);
  });
});

describe('deliveries (entrega_ordenes_venta)', () => {
  it('partial then complete: stock leaves the branch at each delivery and the order becomes delivered (20)', async () => {
    const { company, producto, clienteId } = await setup();
    const { id, detalles } = await crear(company, orden(clienteId, producto.id, '5'));
    const lineaId = detalles[0]!.id;
    const primera = await company.owner.post('/api/entrega_ordenes_venta/', {
      orden_venta: id,
      detalles: [{ id: lineaId, cantidad: '2' }],
    });
    expect(primera.statusCode, primera.body).toBe(201);
    expect(await balanceOf(db(), company.sucursalId, producto.id)).toBe('98.0000');
    expect((await db().select().from(ventas).where(eq(ventas.id, id)))[0]!.estadoEntrega).toBe(10);

    const demas = await company.owner.post('/api/entrega_ordenes_venta/', {
      orden_venta: id,
      detalles: [{ id: lineaId, cantidad: '4' }],
    });
    expect(demas.statusCode).toBe(400);
    expect(demas.data['detalles.0.cantidad']).toContain(E.mayorAPendiente('Arroz'));

    const segunda = await company.owner.post('/api/entrega_ordenes_venta/', {
      orden_venta: id,
      detalles: [{ id: lineaId, cantidad: '3' }],
    });
    expect(segunda.statusCode, segunda.body).toBe(201);
    expect(await balanceOf(db(), company.sucursalId, producto.id)).toBe('95.0000');
    expect((await db().select().from(ventas).where(eq(ventas.id, id)))[0]!.estadoEntrega).toBe(20);
    const rows = await db()
      .select()
      .from(kardex)
      .where(and(eq(kardex.documentoTipo, 'venta'), eq(kardex.documentoId, id)));
    expect(rows.map((r) => r.cantidad).sort()).toEqual(['-2.0000', '-3.0000']);

    const otra = await company.owner.post('/api/entrega_ordenes_venta/', {
      orden_venta: id,
      detalles: [{ id: lineaId, cantidad: '1' }],
    });
    expect(otra.data.detail).toBe(E.yaEntregada);

    const movimiento = await company.owner.get('/api/entrega_ordenes_venta/movimiento_entrega/', {
      id: String(primera.data.id),
    });
    expect(movimiento.statusCode, movimiento.body).toBe(200);
    expect(movimiento.data).toMatchObject({
      orden_venta: { id },
      movimientos: [{ producto: { id: producto.id }, cantidad: '2.0000', tipo_movimiento: 30 }],
    });
    const lista = await company.owner.get('/api/entrega_ordenes_venta/', { orden_venta: String(id) });
    expect(lista.data).toHaveLength(2);
  });

  it('refuses empty, negative, foreign-line and unreadable quantities, and more than the stock', async () => {
    const { company, producto, clienteId } = await setup();
    const { id, detalles } = await crear(company, orden(clienteId, producto.id, '150'));
    const lineaId = detalles[0]!.id;
    const post = (d: unknown) => company.owner.post('/api/entrega_ordenes_venta/', { orden_venta: id, detalles: d });
    expect((await post([{ id: lineaId, cantidad: '0' }])).data.detail).toBe(E.sinLineas);
    expect((await post([{ id: lineaId, cantidad: '-1' }])).statusCode).toBe(400);
    expect((await post([{ id: lineaId, cantidad: 'abc' }])).statusCode).toBe(400);
    expect((await post([{ id: 999999, cantidad: '1' }])).data.detail).toBe(E.lineaNoEncontrada);
    const sinStock = await post([{ id: lineaId, cantidad: '150' }]);
    expect(sinStock.statusCode).toBe(400);
    expect(sinStock.data.code).toBe(ERROR_CODES.STOCK_INSUFFICIENT);
    expect(await balanceOf(db(), company.sucursalId, producto.id)).toBe('100.0000');
  });

  it('two deliveries of the whole line at once deliver it once', async () => {
    const { company, producto, clienteId } = await setup();
    const { id, detalles } = await crear(company, orden(clienteId, producto.id, '4'));
    const body = { orden_venta: id, detalles: [{ id: detalles[0]!.id, cantidad: '4' }] };
    const results = await Promise.all([
      company.owner.post('/api/entrega_ordenes_venta/', body),
      company.owner.post('/api/entrega_ordenes_venta/', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await balanceOf(db(), company.sucursalId, producto.id)).toBe('96.0000');
  });

  it('an annulled order cannot be delivered', async () => {
    const { company, producto, clienteId } = await setup();
    const { id, detalles } = await crear(company, orden(clienteId, producto.id, '1'));
    await company.owner.delete(`/api/ordenes_venta/${id}/`, { motivo: 'x' });
    const response = await company.owner.post('/api/entrega_ordenes_venta/', {
      orden_venta: id,
      detalles: [{ id: detalles[0]!.id, cantidad: '1' }],
    });
    expect(response.data.detail).toBe(E.ordenAnulada);
  });
});

describe('invoicing an order (Facturar)', () => {
  it('a credit order is certified as an FCAM; then Facturar and Anular are disabled', async () => {
    const { company, producto, clienteId } = await setup();
    // The company invoices credit sales as FCAM (its invoice-type setting, P3-15).
    await activarFel(company, { tipoFactura: 'FCAM' });
    const { id } = await crear(company, orden(clienteId, producto.id, '2', credito(30)));
    const factura = await company.owner.post('/api/factura_electronica/generar_factura/', { id_venta: id });
    expect(factura.statusCode, factura.body).toBe(200);
    const estado = await esperarFel(company.owner, factura.data.id_factura);
    expect(estado.estado_factura).toBe('facturado');
    const fila = (await company.owner.get(`/api/ordenes_venta/${id}/`)).data;
    expect(fila.factura).toMatchObject({ tipo: 'FCAM', estado: 20 });
    expect(fila).toMatchObject({ puede_facturar: false, puede_anular: false, puede_descuento: true });
    const reintento = await company.owner.post('/api/factura_electronica/reintento_fcam/', { id_ov: id });
    expect(reintento.statusCode).toBe(400);
  });
});

describe('formal customers (P3-31)', () => {
  it('cliente_ov creates a formal customer with its first branch; the lists find them; an order can name the branch', async () => {
    const { company, producto } = await setup();
    const creado = await company.owner.post('/api/clientes/cliente_ov/', {
      nombre: 'Distribuidora Sur',
      nit: 'CF',
      limite_credito: '5000',
      nombre_sucursal: 'Bodega Escuintla',
      direccion_sucursal: 'Km 56',
      departamento_sucursal: 'Escuintla',
      municipio_sucursal: 'Escuintla',
    });
    expect(creado.statusCode, creado.body).toBe(201);
    expect(creado.data).toMatchObject({
      es_formal: true,
      limite_credito: '5000.00',
      sucursal: { nombre: 'Bodega Escuintla' },
    });
    const sinSucursal = await company.owner.post('/api/clientes/cliente_ov/', { nombre: 'X', nit: 'CF' });
    expect(sinSucursal.statusCode).toBe(400);
    expect(sinSucursal.data.nombre_sucursal).toContain(MENSAJES.campos.required);

    const formales = await company.owner.get('/api/clientes_formal/', { search: 'sur' });
    expect(formales.data.results.map((c: { id: number }) => c.id)).toEqual([creado.data.id]);
    const sucursales = await company.owner.get(`/api/clientes_formal/${creado.data.id}/sucursales/`, {
      search_sucursal: 'escu',
    });
    expect(sucursales.data.results).toEqual([creado.data.sucursal]);

    const { id } = await crear(
      company,
      orden(creado.data.id, producto.id, '1', { cliente_sucursal_id: creado.data.sucursal.id }),
    );
    const detalle = (await company.owner.get(`/api/ordenes_venta/${id}/`)).data;
    expect(detalle).toMatchObject({ cliente_sucursal: { id: creado.data.sucursal.id }, direccion_entrega: 'Km 56' });

    const other = await setup();
    expect((await other.company.owner.get(`/api/clientes_formal/${creado.data.id}/sucursales/`)).statusCode).toBe(404);
    const ajena = await other.company.owner.post(
      '/api/ordenes_venta/',
      orden(other.clienteId, other.producto.id, '1', { cliente_sucursal_id: creado.data.sucursal.id }),
    );
    expect(ajena.statusCode).toBe(404);
  });
});
