import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { aperturasCierresCaja, documentosFel, movimientosCaja, ventas } from '../../../src/db/schema/index';
import { validateAnulacion, xsdDisponibles } from '../../../src/modules/invoicing/dte/xsd-validator';
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
const M = MENSAJES.fel;

async function setup() {
  const company = await createTestCompany(t.app, t.database);
  await activarFel(company);
  const sesionId = await openSession(db(), company.empresaId, company.sucursalId, company.propietarioId);
  const arroz = await createProduct(db(), company.empresaId, {
    codigo: 'ARR-01',
    nombre: 'Arroz',
    precio: '25',
    costo: '15',
  });
  await setStock(db(), company.empresaId, company.sucursalId, arroz.id, '100');
  return { company, sesionId, arroz };
}

const body = (producto: number, extra: Partial<VentaInput> = {}): VentaInput => ({
  productos: [
    { id: producto, fraccion_id: null, cantidad: '2', modelo_precio: 1, precio: '25.00', desc_porcentaje: '0' },
  ],
  cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
  tipo_documento: 1,
  pagos: { efectivo: { monto: '100' } },
  tipo_pago: 100,
  tipo_venta: 20000,
  ...extra,
});

/** A certified invoice sale of 2 × 25.00 paid cash. */
async function ventaCertificada(company: TestCompany, producto: number) {
  const venta = await company.owner.post('/api/ventas/', body(producto));
  expect(venta.statusCode, venta.body).toBe(201);
  expect((await esperarFel(company.owner, venta.data.id_factura)).estado_factura).toBe('facturado');
  return venta.data as { id: number; id_factura: number };
}

const anular = (company: TestCompany, id: number, motivo = 'Error en el precio consignado') =>
  company.owner.put('/api/historial_ventas/anulacion/', { id, motivo });

async function efectivoEnCaja(sesionId: number) {
  const [row] = await db()
    .select({ total: aperturasCierresCaja.totalEfectivo })
    .from(aperturasCierresCaja)
    .where(eq(aperturasCierresCaja.id, sesionId));
  return row!.total;
}

async function venta(id: number) {
  const [row] = await db().select().from(ventas).where(eq(ventas.id, id));
  return row!;
}

describe('annulling a certified invoice (P2-04i)', () => {
  it('sends the annulment document, and only when the certifier accepts reverses stock and cash', async () => {
    const { company, sesionId, arroz } = await setup();
    const certificada = await ventaCertificada(company, arroz.id);
    expect(await balanceOf(db(), company.sucursalId, arroz.id)).toBe('98.0000');
    expect(await efectivoEnCaja(sesionId)).toBe('150.0000');

    // Slow certifier: while the annulment is pending the sale is still active and nothing moved.
    t.sandbox.fallar('lento', { ms: 800 });
    const respuesta = await anular(company, certificada.id);
    expect(respuesta.statusCode, respuesta.body).toBe(200);
    expect(respuesta.data).toEqual({ id: certificada.id, id_factura: certificada.id_factura });
    expect(
      (
        await company.owner.get('/api/factura_electronica/verificar_fel/', {
          id_factura: String(certificada.id_factura),
        })
      ).data.estado_factura,
    ).toBe('proceso');
    expect((await venta(certificada.id)).activo).toBe(true);
    // A second request while it is in process is refused; closing the register waits for it.
    expect((await anular(company, certificada.id)).data.detail).toBe(M.anulacionEnProceso);
    const cierre = await company.owner.post('/api/aperturas_cierres_caja/cierre/', {
      total_efectivo_cierre: '150',
      concepto_cierre: 'Fin del día',
    });
    expect(cierre.statusCode).toBe(400);
    expect(cierre.data.detail).toBe(M.anulacionesPendientesCierre);

    const final = await esperarFel(company.owner, certificada.id_factura);
    expect(final.estado_factura).toBe('anulada');
    expect(final.factura?.anulada).toBe(true);
    const anulada = await venta(certificada.id);
    expect(anulada).toMatchObject({
      activo: false,
      estado: 30,
      motivoAnulacion: 'Error en el precio consignado',
      anuladoPorId: company.propietarioId,
    });
    expect(await balanceOf(db(), company.sucursalId, arroz.id)).toBe('100.0000');
    expect(await efectivoEnCaja(sesionId)).toBe('100.0000');
    const movimientos = await db().select().from(movimientosCaja).where(eq(movimientosCaja.ventaId, certificada.id));
    expect(movimientos.map((m) => [m.anulado, m.reversaDeId !== null])).toEqual([
      [true, false],
      [false, true],
    ]);

    // The sandbox annulled that very document, and the XML sent is a valid GTAnulacionDocumento.
    const [documento] = await db().select().from(documentosFel).where(eq(documentosFel.id, certificada.id_factura));
    expect(t.sandbox.certificados().find((d) => d.uuid === documento!.uuid)?.anulado).toBe(true);
    expect(documento!.anulacionXml).toContain(`NumeroDocumentoAAnular="${documento!.uuid}"`);
    expect(documento!.anulacionXml).toContain(`FechaEmisionDocumentoAnular="${documento!.fechaHoraEmision}"`);
    if (xsdDisponibles())
      expect(await validateAnulacion(documento!.anulacionXml!)).toEqual({ valid: true, errors: [] });
    const fila = (await company.owner.get(`/api/historial_ventas/${certificada.id}/`)).data;
    expect(fila.datos_fel).toMatchObject({
      estado_factura: 30,
      datos_anulacion: { motivo: 'Error en el precio consignado' },
      respuesta_anulacion: { estado: 20, errores: [] },
    });
  });

  it('a refused annulment leaves the sale active and certified; asking again annuls it', async () => {
    const { company, arroz } = await setup();
    const certificada = await ventaCertificada(company, arroz.id);
    t.sandbox.fallar('rechazar', { mensaje: 'FEL_ANU375: Fuera del plazo de anulación.' });
    expect((await anular(company, certificada.id)).data.id_factura).toBe(certificada.id_factura);
    const rechazada = await esperarFel(company.owner, certificada.id_factura);
    expect(rechazada).toMatchObject({ estado_factura: 'error', detail: 'FEL_ANU375: Fuera del plazo de anulación.' });
    // Still printable: the invoice stands.
    expect(rechazada.factura).toMatchObject({ anulada: false });
    expect(await venta(certificada.id)).toMatchObject({ activo: true, estado: 20 });
    expect(await balanceOf(db(), company.sucursalId, arroz.id)).toBe('98.0000');

    expect((await anular(company, certificada.id, 'Segundo intento')).statusCode).toBe(200);
    expect((await esperarFel(company.owner, certificada.id_factura)).estado_factura).toBe('anulada');
    expect(await venta(certificada.id)).toMatchObject({ activo: false, motivoAnulacion: 'Segundo intento' });
  });

  it('a rule the reversal would break is refused before the certifier is asked', async () => {
    const { company, sesionId, arroz } = await setup();
    const certificada = await ventaCertificada(company, arroz.id);
    // The cash of the sale left the drawer: giving it back would leave the drawer below zero.
    const retirado = await company.owner.post('/api/movimientos/', {
      tipo: 40,
      monto_efectivo: '150',
      total: '150',
      apertura_cierre_caja: sesionId,
      concepto: 'Depósito al banco',
    });
    expect(retirado.statusCode, retirado.body).toBe(201);
    const antes = t.sandbox.solicitudes().length;
    const respuesta = await anular(company, certificada.id);
    expect(respuesta.statusCode).toBe(400);
    expect(respuesta.data.detail).toBe(MENSAJES.cajas.efectivoInsuficienteAnular);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(t.sandbox.solicitudes().length).toBe(antes);
    const [documento] = await db().select().from(documentosFel).where(eq(documentosFel.id, certificada.id_factura));
    expect(documento!.anulacionEstado).toBeNull();
  });

  it('an invoice still in process cannot be annulled; one that never certified annuls at once', async () => {
    const { company, arroz } = await setup();
    t.sandbox.fallar('lento', { ms: 1000 });
    const enProceso = await company.owner.post('/api/ventas/', body(arroz.id));
    expect((await anular(company, enProceso.data.id)).data.detail).toBe(M.enProcesoEspere);
    await esperarFel(company.owner, enProceso.data.id_factura);

    t.sandbox.fallar('rechazar', { mensaje: 'Documento rechazado.' });
    const rechazada = await company.owner.post('/api/ventas/', body(arroz.id));
    expect((await esperarFel(company.owner, rechazada.data.id_factura)).estado_factura).toBe('error');
    const respuesta = await anular(company, rechazada.data.id);
    expect(respuesta.data).toEqual({ id: rechazada.data.id, id_factura: null });
    expect(await venta(rechazada.data.id)).toMatchObject({ activo: false, estado: 30 });
    // An annulled sale is never invoiced afterwards.
    expect(
      (await company.owner.post('/api/factura_electronica/rieintento_fel/', { id_venta: rechazada.data.id })).data
        .detail,
    ).toBe(M.ventaAnulada);
  });
});
