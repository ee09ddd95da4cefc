import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { documentosFel, ventas } from '../../../src/db/schema/index';
import { serieYNumeroDeUuid } from '../../../src/modules/invoicing/dte/uuid';
import { validateDte, xsdDisponibles } from '../../../src/modules/invoicing/dte/xsd-validator';
import { NIT_CERTIFICADOR_SANDBOX } from '../../../src/modules/invoicing/certifier/sandbox-server';
import { openTestDatabase } from '../../helpers/database';
import { createTestApp, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, type TestCompany } from '../../helpers/factories';
import { activarFel, esperarFel, NIT_EMISOR } from '../../helpers/fel';
import { expectSellingLedgersHold, openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectSellingLedgersHold(t.database.db));

const db = () => t.database.db;
const M = MENSAJES.fel;

/** A FEL company (unless `fel: false`) whose owner has an open register and two products in stock. */
async function setup(
  options: { fel?: boolean; tipoFactura?: 'FACT' | 'FCAM'; felBody?: Record<string, unknown> } = {},
) {
  const company = await createTestCompany(t.app, t.database);
  if (options.fel !== false) await activarFel(company, { tipoFactura: options.tipoFactura, fel: options.felBody });
  await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId);
  const arroz = await createProduct(db(), company.empresaId, {
    codigo: 'ARR-01',
    nombre: 'Arroz & frijol "especial"',
    precio: '25',
    costo: '15',
  });
  const envio = await createProduct(db(), company.empresaId, {
    codigo: 'SRV-01',
    nombre: 'Servicio de entrega',
    precio: '15.50',
    costo: '0',
    inventariable: false,
  });
  await setStock(db(), company.empresaId, company.sucursalId, arroz.id, '100');
  return { company, arroz, envio };
}

function venta(productos: VentaInput['productos'], extra: Partial<VentaInput> = {}): VentaInput {
  return {
    productos,
    cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
    tipo_documento: 1,
    pagos: { efectivo: { monto: '1000' } },
    tipo_pago: 100,
    tipo_venta: 20000,
    ...extra,
  };
}

const linea = (
  id: number,
  precio: string,
  extra: Partial<VentaInput['productos'][number]> = {},
): VentaInput['productos'][number] => ({
  id,
  fraccion_id: null,
  cantidad: '1',
  modelo_precio: 1,
  precio,
  desc_porcentaje: '0',
  ...extra,
});

async function vender(company: TestCompany, body: VentaInput) {
  const response = await company.owner.post('/api/ventas/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.data as { id: number; codigo: string; total: string; id_factura: number | null };
}

async function documentoDe(ventaId: number) {
  const [row] = await db().select().from(documentosFel).where(eq(documentosFel.ventaId, ventaId));
  return row;
}

async function estadoVenta(ventaId: number) {
  const [row] = await db()
    .select({ estado: ventas.estado, activo: ventas.activo })
    .from(ventas)
    .where(eq(ventas.id, ventaId));
  return row!;
}

describe('an invoice sale with FEL', () => {
  it('queues its certification on POST ventas, certifies it through the sandbox over HTTP and prints what was certified', async () => {
    const { company, arroz, envio } = await setup();
    const registrada = await vender(
      company,
      venta([linea(arroz.id, '25.00', { cantidad: '2' }), linea(envio.id, '15.50', { desc_porcentaje: '3.2258' })]),
    );
    expect(registrada.id_factura).toEqual(expect.any(Number));

    const verificada = await esperarFel(company.owner, registrada.id_factura!);
    expect(verificada).toMatchObject({ id_factura: registrada.id_factura, estado_factura: 'facturado', detail: null });
    const factura = verificada.factura!;
    expect(factura.uuid).toMatch(/^[0-9A-F]{8}-([0-9A-F]{4}-){3}[0-9A-F]{12}$/);
    expect({ serie: factura.serie, numero: factura.numero }).toEqual(serieYNumeroDeUuid(factura.uuid));
    expect(factura).toMatchObject({
      tipo: 'FACT',
      titulo: 'FACTURA',
      es_prueba: true,
      certificador: { nit: NIT_CERTIFICADOR_SANDBOX },
      emisor: { nit: NIT_EMISOR, nombre: 'EMPRESA DEMO, SOCIEDAD ANONIMA', codigo_establecimiento: 1 },
      frases: ['Sujeto a pagos trimestrales ISR'],
      receptor: { id: 'CF', nombre: 'Consumidor Final' },
      total: registrada.total,
      anulada: false,
      venta: { id: registrada.id, codigo: registrada.codigo },
    });
    // The lines as certified: goods and the service, amounts that add up to the sale's total.
    expect(factura.lineas.map((l) => [l.bien_o_servicio, l.cantidad, l.precio_unitario, l.total])).toEqual([
      ['B', '2', '25.00', '50.00'],
      ['S', '1', '15.50', '15.00'],
    ]);
    expect(factura.iva).toBe('6.97');

    // The sandbox certified exactly this document once, under the document's identificador.
    const documento = await documentoDe(registrada.id);
    const certificados = t.sandbox.certificados().filter((d) => d.uuid === factura.uuid);
    expect(certificados).toHaveLength(1);
    expect(certificados[0]).toMatchObject({
      identificador: documento!.identificador,
      tipo: 'FACT',
      granTotal: '65',
      nitEmisor: NIT_EMISOR,
    });
    expect(documento!.xmlCertificado).toContain('<dte:NumeroAutorizacion');
    if (xsdDisponibles()) expect(await validateDte(documento!.xml!)).toEqual({ valid: true, errors: [] });
    expect((await estadoVenta(registrada.id)).estado).toBe(20);

    // The history shows the invoice, and the receipt names it.
    const fila = (await company.owner.get(`/api/historial_ventas/${registrada.id}/`)).data;
    expect(fila.datos_fel).toMatchObject({
      id: registrada.id_factura,
      tipo: 'FACT',
      estado_factura: 20,
      uuid: factura.uuid,
      serie: factura.serie,
      numero: factura.numero,
      errores_fel: [],
      es_prueba: true,
    });
    const recibo = (await company.owner.get('/api/historial_ventas/reimpresion_venta/', { id: String(registrada.id) }))
      .data;
    expect(recibo.id_factura).toBe(registrada.id_factura);
  });

  it.skipIf(!xsdDisponibles())(
    'writes a document that validates against SAT’s schemas for a NIT receiver',
    async () => {
      const { company, arroz } = await setup();
      const registrada = await vender(
        company,
        venta([linea(arroz.id, '25.00')], { cliente: { nit: '576937-k', nombre: 'PEREZ,LOPEZ,,JUAN,CARLOS' } }),
      );
      expect((await esperarFel(company.owner, registrada.id_factura!)).factura?.receptor.id).toBe('576937K');
      expect(await validateDte((await documentoDe(registrada.id))!.xml!)).toEqual({ valid: true, errors: [] });
    },
  );

  it('shipments are never certified, and without FEL nothing is', async () => {
    const { company, arroz } = await setup();
    const envio = await vender(company, venta([linea(arroz.id, '25.00')], { tipo_venta: 10000 }));
    expect(envio.id_factura).toBeNull();
    expect(await documentoDe(envio.id)).toBeUndefined();

    const sinFel = await setup({ fel: false });
    const factura = await vender(sinFel.company, venta([linea(sinFel.arroz.id, '25.00')]));
    expect(factura.id_factura).toBeNull();
    expect(await documentoDe(factura.id)).toBeUndefined();
  });

  it('a retried POST ventas (same Idempotency-Key) records one sale and one document', async () => {
    const { company, arroz } = await setup();
    const body = venta([linea(arroz.id, '25.00')]);
    const first = await company.owner.post('/api/ventas/', body, { 'idempotency-key': 'fel-reintento-1' });
    const second = await company.owner.post('/api/ventas/', body, { 'idempotency-key': 'fel-reintento-1' });
    expect(second.data).toEqual(first.data);
    await esperarFel(company.owner, first.data.id_factura);
    expect(await db().select().from(documentosFel).where(eq(documentosFel.empresaId, company.empresaId))).toHaveLength(
      1,
    );
  });

  it('rounding up is charged as its own service line and rounding down as a discount, so the invoice totals the sale', async () => {
    const { company } = await setup();
    const configuracion = (await company.owner.get('/api/configuracion/me/')).data;
    await company.owner.put(`/api/configuracion/${configuracion.id}/`, { conf_venta_redondeo_total: true });
    const arroz = await createProduct(db(), company.empresaId, {
      codigo: 'ARR-02',
      nombre: 'Arroz & frijol "especial"',
      precio: '25.02',
      costo: '15',
    });
    await setStock(db(), company.empresaId, company.sucursalId, arroz.id, '10');
    const arriba = await vender(company, venta([linea(arroz.id, '25.02')], { redondeo: 'arriba' }));
    const abajo = await vender(company, venta([linea(arroz.id, '25.02')], { redondeo: 'abajo' }));
    const facturaArriba = (await esperarFel(company.owner, arriba.id_factura!)).factura!;
    const facturaAbajo = (await esperarFel(company.owner, abajo.id_factura!)).factura!;
    expect(arriba.total).toBe('25.05');
    expect(facturaArriba.total).toBe('25.05');
    expect(facturaArriba.lineas.map((l) => [l.descripcion, l.total])).toEqual([
      ['Arroz & frijol "especial"', '25.02'],
      ['AJUSTE POR REDONDEO', '0.03'],
    ]);
    expect(abajo.total).toBe('25.00');
    expect(facturaAbajo.total).toBe('25.00');
    expect(facturaAbajo.lineas.map((l) => [l.descuento, l.total])).toEqual([['0.02', '25.00']]);
  });
});

describe('document types (P3-15, P3-70)', () => {
  it('an FCAM company certifies credit sales as FCAM with the advance due today and the balance on the due date', async () => {
    const { company, arroz } = await setup({ tipoFactura: 'FCAM' });
    const configuracion = (await company.owner.get('/api/configuracion/me/')).data;
    await company.owner.put(`/api/configuracion/${configuracion.id}/`, { conf_ventas_al_credito: true });
    const vencimiento = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const credito = await vender(
      company,
      venta([linea(arroz.id, '25.00', { cantidad: '4' })], {
        tipo_venta: 30000,
        tipo_pago: 200,
        fecha_vencimiento: vencimiento,
        pagos: { efectivo: { monto: '40' } },
        cliente: { nit: '39525503', nombre: 'GARCIA,MORALES,,ANA,LUCIA' },
      }),
    );
    const factura = (await esperarFel(company.owner, credito.id_factura!)).factura!;
    expect(factura).toMatchObject({ tipo: 'FCAM', titulo: 'FACTURA CAMBIARIA', total: '100.00' });
    expect(factura.abonos.map((a) => a.monto)).toEqual(['40.00', '60.00']);
    expect(factura.abonos[1]!.fecha_vencimiento).toBe(vencimiento);
    expect((await documentoDe(credito.id))!.xml).toContain('AbonosFacturaCambiaria');
    // A cash invoice of the same company is still a FACT.
    const contado = await vender(company, venta([linea(arroz.id, '25.00')]));
    expect((await esperarFel(company.owner, contado.id_factura!)).factura?.tipo).toBe('FACT');
  });

  it('a small taxpayer issues FPEQ without IVA, and FCAP for credit sales', async () => {
    const { company, arroz } = await setup({
      tipoFactura: 'FCAM',
      felBody: { afiliacion_iva: 'PEQ', frases: [{ tipo_frase: 3, codigo_escenario: 1 }] },
    });
    const configuracion = (await company.owner.get('/api/configuracion/me/')).data;
    await company.owner.put(`/api/configuracion/${configuracion.id}/`, { conf_ventas_al_credito: true });
    const contado = await vender(company, venta([linea(arroz.id, '25.00')]));
    const fpeq = (await esperarFel(company.owner, contado.id_factura!)).factura!;
    expect(fpeq).toMatchObject({ tipo: 'FPEQ', iva: null, frases: ['No genera derecho a crédito fiscal'] });
    expect((await documentoDe(contado.id))!.xml).not.toContain('TotalImpuestos');
    const vencimiento = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10);
    const credito = await vender(
      company,
      venta([linea(arroz.id, '25.00')], {
        tipo_venta: 30000,
        tipo_pago: 200,
        fecha_vencimiento: vencimiento,
        pagos: {},
      }),
    );
    expect((await esperarFel(company.owner, credito.id_factura!)).factura).toMatchObject({
      tipo: 'FCAP',
      abonos: [{ numero: 1, fecha_vencimiento: vencimiento, monto: '25.00' }],
    });
  });
});

describe('faults: the sale stays recorded, the invoice is in error, a retry certifies it exactly once', () => {
  it('certifier down', async () => {
    const { company, arroz } = await setup();
    t.sandbox.fallar('caido', { veces: 2 });
    const registrada = await vender(company, venta([linea(arroz.id, '25.00')]));
    const fallida = await esperarFel(company.owner, registrada.id_factura!);
    expect(fallida).toMatchObject({ estado_factura: 'error', detail: M.certificadorInaccesible, factura: null });
    expect(await estadoVenta(registrada.id)).toEqual({ estado: 40, activo: true });
    const fila = (await company.owner.get(`/api/historial_ventas/${registrada.id}/`)).data;
    expect(fila.datos_fel).toMatchObject({ estado_factura: 40, errores_fel: [M.certificadorInaccesible], uuid: null });
    // The history finds it as an invoice in error and as pending invoicing.
    for (const estado of ['40', '50']) {
      const lista = (await company.owner.get('/api/historial_ventas/', { estado_factura: estado })).data;
      expect(
        lista.results.map((r: { id: number }) => r.id),
        estado,
      ).toContain(registrada.id);
    }

    const reintento = await company.owner.post('/api/factura_electronica/rieintento_fel/', { id_venta: registrada.id });
    expect(reintento.statusCode, reintento.body).toBe(200);
    expect(reintento.data).toEqual({ id_factura: registrada.id_factura });
    const certificada = await esperarFel(company.owner, registrada.id_factura!);
    expect(certificada.estado_factura).toBe('facturado');
    expect(t.sandbox.certificados().filter((d) => d.uuid === certificada.factura!.uuid)).toHaveLength(1);
    expect(await estadoVenta(registrada.id)).toEqual({ estado: 20, activo: true });
    // Certified: no more retries, and pending invoicing no longer lists it.
    expect(
      (await company.owner.post('/api/factura_electronica/rieintento_fel/', { id_venta: registrada.id })).data,
    ).toEqual({ code: 'BAD_REQUEST', detail: M.sinFacturaConError });
    expect(
      (await company.owner.get('/api/historial_ventas/', { estado_factura: '50' })).data.results.map(
        (r: { id: number }) => r.id,
      ),
    ).not.toContain(registrada.id);
  });

  it('slow past the timeout: the sandbox certified it anyway, and the retry gets that same certification', async () => {
    const { company, arroz } = await setup();
    // Two slow answers: the job's attempt and the client's one retry both give up after 2 s.
    t.sandbox.fallar('lento', { veces: 2, ms: 2600 });
    const registrada = await vender(company, venta([linea(arroz.id, '25.00')]));
    const fallida = await esperarFel(company.owner, registrada.id_factura!);
    expect(fallida).toMatchObject({ estado_factura: 'error', detail: M.certificadorSinRespuesta(2) });
    const documento = (await documentoDe(registrada.id))!;
    const enSandbox = t.sandbox.certificados().filter((d) => d.identificador === documento.identificador);
    expect(enSandbox).toHaveLength(1);

    // The outcome is unknown: the sale cannot be annulled nor re-addressed until it is resolved.
    const anular = await company.owner.put('/api/historial_ventas/anulacion/', {
      id: registrada.id,
      motivo: 'Cliente se arrepintió',
    });
    expect(anular.statusCode).toBe(400);
    expect(anular.data.detail).toBe(M.resultadoIncierto);
    const otroCliente = await company.owner.post('/api/factura_electronica/generar_factura/', {
      id_venta: registrada.id,
      data_cliente: { nit: '39525503', nombre: 'GARCIA' },
    });
    expect(otroCliente.data.detail).toBe(M.resultadoIncierto);

    await company.owner.post('/api/factura_electronica/rieintento_fel/', { id_venta: registrada.id });
    const certificada = await esperarFel(company.owner, registrada.id_factura!);
    expect(certificada.factura!.uuid).toBe(enSandbox[0]!.uuid);
    expect((await documentoDe(registrada.id))!.identificador).toBe(documento.identificador);
    expect(t.sandbox.certificados().filter((d) => d.identificador === documento.identificador)).toHaveLength(1);
  });

  it('rejected: the certifier’s messages reach errores_fel; the retry sends a new document once', async () => {
    const { company, arroz } = await setup();
    t.sandbox.fallar('rechazar', { mensaje: 'FEL_RCP309: El NIT del receptor no existe en el RTU.' });
    const registrada = await vender(company, venta([linea(arroz.id, '25.00')]));
    const fallida = await esperarFel(company.owner, registrada.id_factura!);
    expect(fallida).toMatchObject({
      estado_factura: 'error',
      detail: 'FEL_RCP309: El NIT del receptor no existe en el RTU.',
    });
    const antes = (await documentoDe(registrada.id))!;
    expect(antes).toMatchObject({
      fallo: 'rechazado',
      errores: ['FEL_RCP309: El NIT del receptor no existe en el RTU.'],
    });

    await company.owner.post('/api/factura_electronica/rieintento_fel/', { id_venta: registrada.id });
    const certificada = await esperarFel(company.owner, registrada.id_factura!);
    expect(certificada.estado_factura).toBe('facturado');
    const despues = (await documentoDe(registrada.id))!;
    expect(despues.identificador).not.toBe(antes.identificador);
    expect(despues.intento).toBe(2);
    expect(
      t.sandbox.certificados().filter((d) => [antes.identificador, despues.identificador].includes(d.identificador)),
    ).toHaveLength(1);
  });

  it('a branch without an establishment code: the error says so, and once set a retry certifies', async () => {
    const { company, arroz } = await setup({ felBody: { establecimientos: [] } });
    const sinCodigo = await company.owner.put('/api/configuracion_fel/', {
      ...(await company.owner.get('/api/configuracion_fel/')).data,
      credenciales: {},
      establecimientos: [{ sucursal: company.sucursalId, codigo_establecimiento: null }],
    });
    expect(sinCodigo.statusCode, sinCodigo.body).toBe(200);
    const registrada = await vender(company, venta([linea(arroz.id, '25.00')]));
    expect(await esperarFel(company.owner, registrada.id_factura!)).toMatchObject({
      estado_factura: 'error',
      detail: M.sinEstablecimiento,
    });
    await company.owner.put('/api/configuracion_fel/', {
      ...(await company.owner.get('/api/configuracion_fel/')).data,
      credenciales: {},
      establecimientos: [{ sucursal: company.sucursalId, codigo_establecimiento: 7 }],
    });
    await company.owner.post('/api/factura_electronica/rieintento_fel/', { id_venta: registrada.id });
    const certificada = await esperarFel(company.owner, registrada.id_factura!);
    expect(certificada.factura?.emisor.codigo_establecimiento).toBe(7);
  });
});

describe('a process restart while certifications are queued', () => {
  it('the queued certifications resume and finish on the next start', async () => {
    const database = await openTestDatabase();
    const primero = await createTestApp({ database, runJobs: false });
    let company: TestCompany;
    const pendientes: { id: number; id_factura: number }[] = [];
    try {
      company = await createTestCompany(primero.app, database);
      await activarFel(company);
      await openSession(database.db, company.empresaId, company.sucursalId, company.propietarioId);
      const arroz = await createProduct(database.db, company.empresaId, {
        codigo: 'ARR-01',
        nombre: 'Arroz',
        precio: '25',
        costo: '15',
      });
      await setStock(database.db, company.empresaId, company.sucursalId, arroz.id, '10');
      for (let i = 0; i < 3; i++) {
        const r = await company.owner.post('/api/ventas/', venta([linea(arroz.id, '25.00')]));
        expect(r.statusCode, r.body).toBe(201);
        pendientes.push(r.data);
      }
      // Nothing ran: the process "dies" with three documents in process.
      expect(
        (
          await company.owner.get('/api/factura_electronica/verificar_fel/', {
            id_factura: String(pendientes[0]!.id_factura),
          })
        ).data.estado_factura,
      ).toBe('proceso');
    } finally {
      await primero.close();
    }
    const segundo = await createTestApp({ database });
    try {
      const owner = (await import('../../helpers/app')).client(segundo.app, company!.ownerToken);
      for (const p of pendientes) expect((await esperarFel(owner, p.id_factura)).estado_factura).toBe('facturado');
      expect(segundo.sandbox.certificados()).toHaveLength(3);
    } finally {
      await segundo.close();
      await database.close();
    }
  });
});
