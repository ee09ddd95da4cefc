import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { ventas } from '../../../src/db/schema/index';
import { client, createTestApp, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { activarFel, esperarFel } from '../../helpers/fel';
import { openSession } from '../../helpers/sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const M = MENSAJES.fel;

async function companyWithFel(fel = true) {
  const company = await createTestCompany(t.app, t.database);
  if (fel) await activarFel(company);
  return company;
}

describe('NIT and DPI lookups (000 §5 Customer, §8; FEL.md §10.7, §10.8)', () => {
  it('with FEL, a NIT is checked locally, then looked up in SAT’s register through the certifier', async () => {
    const company = await companyWithFel();
    expect((await company.owner.get('/api/consultar_nit/', { nit: '576937-k' })).data).toEqual({
      nit: '576937K',
      nombre: 'JUAN CARLOS PEREZ LOPEZ',
      direccion: 'Ciudad',
    });
    expect((await company.owner.post('/api/factura_electronica/validar_nit/', { nit: '1252133-7' })).data).toEqual({
      nit: '12521337',
      nombre: 'INFILE, SOCIEDAD ANONIMA',
      direccion: 'Ciudad',
    });
    // A customer the company already has keeps its address.
    await company.owner.post('/api/clientes/', {
      nombre: 'Ana García',
      nit: '39525503',
      tipo_documento: 1,
      direccion: '5a. calle 3-10, zona 1',
    });
    expect((await company.owner.get('/api/consultar_nit/', { nit: '39525503' })).data.direccion).toBe(
      '5a. calle 3-10, zona 1',
    );
    // The final consumer never reaches SAT.
    expect((await company.owner.get('/api/consultar_nit/', { nit: 'c/f' })).data).toEqual({
      nit: 'C.F.',
      nombre: 'Consumidor Final',
      direccion: '',
    });

    const invalido = await company.owner.get('/api/consultar_nit/', { nit: '8977112-0' });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.data.detail).toBe(MENSAJES.campos.nit);
    const desconocido = await company.owner.get('/api/consultar_nit/', { nit: '4150686' });
    expect(desconocido.statusCode).toBe(404);
    expect(desconocido.data.detail).toBe(M.nitNoEncontrado);
  });

  it('a DPI is checked (13 digits or 4-5-4, CUI check digit) and looked up in RENAP; a deceased person is flagged', async () => {
    const company = await companyWithFel();
    expect(
      (await company.owner.post('/api/factura_electronica/validar_dpi/', { nit: '1234 56789 0101' })).data,
    ).toEqual({
      nit: '1234567890101',
      nombre: 'JUAN CARLOS PEREZ LOPEZ',
      direccion: 'Ciudad',
      fallecido: false,
    });
    // `dpi` is accepted as the body key too (P2-05h).
    expect(
      (await company.owner.post('/api/factura_electronica/validar_dpi/', { dpi: '1234567891333' })).data,
    ).toMatchObject({ fallecido: true });
    const invalido = await company.owner.post('/api/factura_electronica/validar_dpi/', { nit: '1234-56789-0101' });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.data.detail).toBe(MENSAJES.campos.dpi);
    const desconocido = await company.owner.post('/api/factura_electronica/validar_dpi/', { nit: '2345678990101' });
    expect(desconocido.statusCode).toBe(404);
    expect(desconocido.data.detail).toBe(M.cuiNoEncontrado);
  });

  it('the certifier down answers 503 "El servicio de Infile no está disponible" (the customer form disables itself)', async () => {
    const company = await companyWithFel();
    t.sandbox.fallar('caido');
    const caido = await company.owner.get('/api/consultar_nit/', { nit: '12521337' });
    expect(caido.statusCode).toBe(503);
    expect(caido.data).toEqual({ code: 'CERTIFIER_UNAVAILABLE', detail: MENSAJES.clientes.servicioInfileNoDisponible });
    t.sandbox.fallar('error');
    expect((await company.owner.post('/api/factura_electronica/validar_nit/', { nit: '12521337' })).data).toEqual({
      code: 'CERTIFIER_UNAVAILABLE',
      detail: MENSAJES.clientes.servicioInfileNoDisponible,
    });
    // The next lookup works again.
    expect((await company.owner.get('/api/consultar_nit/', { nit: '12521337' })).statusCode).toBe(200);
  });

  it('without FEL the lookup finds the company’s own customers only', async () => {
    const company = await companyWithFel(false);
    expect((await company.owner.get('/api/consultar_nit/', { nit: '12521337' })).statusCode).toBe(404);
    await company.owner.post('/api/clientes/', {
      nombre: 'Infile',
      nit: '1252133-7',
      tipo_documento: 1,
      direccion: 'Ciudad de Guatemala',
    });
    expect((await company.owner.get('/api/consultar_nit/', { nit: '12521337' })).data).toEqual({
      nit: '12521337',
      nombre: 'Infile',
      direccion: 'Ciudad de Guatemala',
    });
    // And invoicing calls say FEL is off.
    expect((await company.owner.post('/api/factura_electronica/generar_factura/', { id_venta: 1 })).data.detail).toBe(
      M.noUtilizaFel,
    );
  });

  it('a counter seller may look customers up; a warehouse keeper may not', async () => {
    const company = await companyWithFel();
    const vendedor = await createUserAs(t.app, company, 'es_vendedor_mostrador');
    expect((await vendedor.api.get('/api/consultar_nit/', { nit: '12521337' })).statusCode).toBe(200);
    const bodeguero = await createUserAs(t.app, company, 'es_bodeguero');
    expect((await bodeguero.api.get('/api/consultar_nit/', { nit: '12521337' })).statusCode).toBe(403);
  });
});

describe('generar_factura ("Facturar")', () => {
  async function ventaSinFactura(company: TestCompany, tipoVenta = 20000) {
    await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId);
    const arroz = await createProduct(db(), company.empresaId, {
      codigo: 'ARR-01',
      nombre: 'Arroz',
      precio: '25',
      costo: '15',
    });
    await setStock(db(), company.empresaId, company.sucursalId, arroz.id, '10');
    const body: VentaInput = {
      productos: [
        { id: arroz.id, fraccion_id: null, cantidad: '1', modelo_precio: 1, precio: '25.00', desc_porcentaje: '0' },
      ],
      cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
      tipo_documento: 1,
      pagos: { efectivo: { monto: '25' } },
      tipo_pago: 100,
      tipo_venta: tipoVenta as VentaInput['tipo_venta'],
    };
    const venta = await company.owner.post('/api/ventas/', body);
    expect(venta.statusCode, venta.body).toBe(201);
    return venta.data as { id: number; id_factura: number | null };
  }

  it('invoices a sale recorded before FEL was on, to another receiver whose data the sale then shows', async () => {
    const company = await companyWithFel(false);
    const venta = await ventaSinFactura(company);
    expect(venta.id_factura).toBeNull();
    await activarFel(company);

    const invalido = await company.owner.post('/api/factura_electronica/generar_factura/', {
      id_venta: venta.id,
      data_cliente: { nit: '12345678', nombre: 'X' },
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.data['data_cliente.nit']).toEqual([MENSAJES.campos.nit]);
    const sinNombre = await company.owner.post('/api/factura_electronica/generar_factura/', {
      id_venta: venta.id,
      data_cliente: { nit: '12521337', nombre: '' },
    });
    expect(sinNombre.data['data_cliente.nombre']).toEqual([MENSAJES.ventas.ingreseNombreCliente]);

    const generada = await company.owner.post('/api/factura_electronica/generar_factura/', {
      id_venta: venta.id,
      data_cliente: { nit: '1252133-7', nombre: 'INFILE, SOCIEDAD ANONIMA', direccion: '12 calle 1-25, zona 10' },
    });
    expect(generada.statusCode, generada.body).toBe(200);
    const factura = (await esperarFel(company.owner, generada.data.id_factura)).factura!;
    expect(factura.receptor).toEqual({
      id: '12521337',
      nombre: 'INFILE, SOCIEDAD ANONIMA',
      direccion: '12 calle 1-25, zona 10',
    });
    const [row] = await db().select().from(ventas).where(eq(ventas.id, venta.id));
    expect(row).toMatchObject({
      nitCliente: '12521337',
      nombreCliente: 'INFILE, SOCIEDAD ANONIMA',
      direccionCliente: '12 calle 1-25, zona 10',
      estado: 20,
    });

    // Facturar is refused once invoiced.
    expect(
      (await company.owner.post('/api/factura_electronica/generar_factura/', { id_venta: venta.id })).data.detail,
    ).toBe(M.yaFacturada);
  });

  it('refuses shipments, another company’s sale, and asking twice while in process answers the same document', async () => {
    const company = await companyWithFel();
    const envio = await ventaSinFactura(company, 10000);
    expect(
      (await company.owner.post('/api/factura_electronica/generar_factura/', { id_venta: envio.id })).data.detail,
    ).toBe(M.tipoNoFacturable);

    const otra = await companyWithFel();
    expect(
      (await otra.owner.post('/api/factura_electronica/generar_factura/', { id_venta: envio.id })).statusCode,
    ).toBe(404);
    expect((await otra.owner.post('/api/factura_electronica/rieintento_fel/', { id_venta: envio.id })).statusCode).toBe(
      404,
    );

    const frijol = await createProduct(db(), company.empresaId, { precio: '10' });
    await setStock(db(), company.empresaId, company.sucursalId, frijol.id, '5');
    t.sandbox.fallar('lento', { ms: 800 });
    const factura = await company.owner.post('/api/ventas/', {
      productos: [
        { id: frijol.id, fraccion_id: null, cantidad: '1', modelo_precio: 1, precio: '10.00', desc_porcentaje: '0' },
      ],
      cliente: { nit: 'C.F.', nombre: '' },
      tipo_documento: 1,
      pagos: { efectivo: { monto: '10' } },
      tipo_pago: 100,
      tipo_venta: 20000,
    });
    expect(factura.statusCode, factura.body).toBe(201);
    expect(
      (await company.owner.post('/api/factura_electronica/generar_factura/', { id_venta: factura.data.id })).data,
    ).toEqual({ id_factura: factura.data.id_factura });
    await esperarFel(company.owner, factura.data.id_factura);
  });

  it('verificar_fel answers 404 for another company’s document and bad input is a 400', async () => {
    const company = await companyWithFel();
    const venta = await ventaSinFactura(company);
    await esperarFel(company.owner, venta.id_factura!);
    const otra = await companyWithFel();
    expect(
      (await otra.owner.get('/api/factura_electronica/verificar_fel/', { id_factura: String(venta.id_factura) }))
        .statusCode,
    ).toBe(404);
    const malo = await company.owner.get('/api/factura_electronica/verificar_fel/', { id_factura: 'abc' });
    expect(malo.statusCode).toBe(400);
    expect((await client(t.app).get('/api/factura_electronica/verificar_fel/', { id_factura: '1' })).statusCode).toBe(
      401,
    );
  });
});
