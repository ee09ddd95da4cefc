import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { VerificacionNotaFel } from '@pos/shared/domains/invoicing/invoicing';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows, type Database } from '../../../src/db/client';
import { documentosFel } from '../../../src/db/schema/index';
import { anularDocumento } from '../../../src/modules/invoicing/documentos/anulacion-fel';
import { certificarDocumento } from '../../../src/modules/invoicing/documentos/certificacion';
import {
  anularNotaCreditoFel,
  findNotaCreditoDeDevolucion,
  reintentarNotaCreditoFel,
  solicitarNotaCreditoFel,
  type SolicitudNotaCredito,
} from '../../../src/modules/invoicing/index';
import { validateDte, xsdDisponibles } from '../../../src/modules/invoicing/dte/xsd-validator';
import { startSandboxCertifier } from '../../../src/modules/invoicing/certifier/sandbox-server';
import { startFelRuntime, type FelRuntime } from '../../../src/modules/invoicing/fel-runtime';
import { client, createTestApp, type Client, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { openTestDatabase } from '../../helpers/database';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { activarFel, esperarNota } from '../../helpers/fel';
import { openSession } from '../../helpers/sales';

/**
 * Issue 13, FEL part: the credit note (NCRE) of a return. The returns domain calls the invoicing
 * face in its own transaction; the note is certified by the same exactly-once job path as an
 * invoice. Jobs do not run by themselves here (except in the restart test): the test plays the
 * job (`certificarDocumento`), one certifier request per attempt.
 */

const TIMEOUT_SEGUNDOS = 1;
const DEMORA_MS = 1_500;
const M = MENSAJES.fel;

let t: TestApp;
/** One request per attempt, so a fault ordered for a send hits that send. */
let fel: FelRuntime;
let company: TestCompany;
let productoId: [number, number];
let devolucion = 1000;

beforeAll(async () => {
  t = await createTestApp({ runJobs: false, config: { felTimeoutSeconds: TIMEOUT_SEGUNDOS } });
  fel = await startFelRuntime(t.config, t.database, { sandbox: t.sandbox, reintentos: 0 });
  company = await empresaFel(t, t.database);
  productoId = await producto(t.database, company);
}, 120_000);
afterAll(async () => {
  await fel?.close();
  await t?.close();
});

const db = () => t.database.db;

async function empresaFel(app: TestApp, database: Database): Promise<TestCompany> {
  const c = await createTestCompany(app.app, database);
  await activarFel(c);
  await openSession(database.db, c.empresaId, c.sucursalId, c.propietarioId);
  return c;
}

/** Rice and beans at 25.00 each, in stock. */
async function producto(database: Database, c: TestCompany): Promise<[number, number]> {
  const ids: number[] = [];
  for (const [codigo, nombre] of [
    ['ARR-01', 'Arroz'],
    ['FRI-01', 'Frijol'],
  ] as const) {
    const p = await createProduct(database.db, c.empresaId, { codigo, nombre, precio: '25', costo: '15' });
    await setStock(database.db, c.empresaId, c.sucursalId, p.id, '100000');
    ids.push(p.id);
  }
  return [ids[0]!, ids[1]!];
}

/** Rice at 25.00 and beans at 25.00 with a 10 % discount: the invoice totals 47.50. */
const venta = ([arroz, frijol]: [number, number]): VentaInput => ({
  productos: [
    { id: arroz, fraccion_id: null, cantidad: '1', modelo_precio: 1, precio: '25.00', desc_porcentaje: '0' },
    { id: frijol, fraccion_id: null, cantidad: '1', modelo_precio: 1, precio: '25.00', desc_porcentaje: '10' },
  ],
  cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
  tipo_documento: 1,
  pagos: { efectivo: { monto: '47.50' } },
  tipo_pago: 100,
  tipo_venta: 20000,
});

/** A sale whose invoice is sold and (unless told otherwise) certified. */
async function ventaFacturada(
  c: TestCompany = company,
  idProducto: [number, number] = productoId,
  app: TestApp = t,
  certificar = true,
): Promise<{ ventaId: number; idFactura: number }> {
  const response = await c.owner.post('/api/ventas/', venta(idProducto));
  expect(response.statusCode, response.body).toBe(201);
  const ventaId = response.data.id as number;
  const idFactura = response.data.id_factura as number;
  if (certificar) {
    await certificarDocumento(app.database.db, fel, idFactura);
    expect((await documento(idFactura)).estado).toBe(20);
  }
  return { ventaId, idFactura };
}

async function documento(id: number, database: Database = t.database) {
  const [row] = await database.db.select().from(documentosFel).where(eq(documentosFel.id, id));
  return row!;
}

/** The note of the returned beans (line 2 of the invoice: 25.00 charged 22.50). */
function solicitud(
  c: TestCompany,
  ventaId: number,
  overrides: Partial<SolicitudNotaCredito> = {},
): SolicitudNotaCredito {
  return {
    empresaId: c.empresaId,
    devolucionId: ++devolucion,
    ventaId,
    motivo: 'Producto defectuoso',
    lineas: [
      {
        descripcion: 'Frijol',
        cantidad: '1',
        precioUnitario: '25.00',
        total: '22.50',
        bienOServicio: 'B',
        numeroLinea: 2,
        unidadMedida: 'UNI',
      },
    ],
    ...overrides,
  };
}

const pedirNota = (s: SolicitudNotaCredito, app: TestApp = t) =>
  app.database.db.transaction((tx) => solicitarNotaCreditoFel(tx, app.queue, s));

async function verificar(api: Client, idNota: number) {
  return api.get('/api/notas_credito_fel/verificar_fel/', { id_nota: String(idNota) });
}

async function estadoNota(idNota: number, api: Client = company.owner): Promise<VerificacionNotaFel> {
  const response = await verificar(api, idNota);
  expect(response.statusCode, response.body).toBe(200);
  return response.data as VerificacionNotaFel;
}

async function notasDe(idFactura: number) {
  return db().select().from(documentosFel).where(eq(documentosFel.documentoOrigenId, idFactura));
}

describe('a credit note certified end to end', () => {
  it('references the certified invoice, validates against SAT’s schema, prints, and is polled proceso → facturado', async () => {
    const { ventaId, idFactura } = await ventaFacturada();
    const factura = await documento(idFactura);
    const { idNota } = await pedirNota(solicitud(company, ventaId));

    const enProceso = await estadoNota(idNota);
    expect(enProceso).toEqual({ id_nota: idNota, estado_nota: 'proceso', detail: null, nota: { id: idNota } });
    const fila = await documento(idNota);
    expect(fila).toMatchObject({
      tipo: 'NCRE',
      estado: 10,
      ventaId: null,
      documentoOrigenId: idFactura,
      devolucionId: devolucion,
      sucursalId: company.sucursalId,
    });

    await certificarDocumento(db(), fel, idNota);
    const certificada = await estadoNota(idNota);
    expect(certificada).toMatchObject({
      id_nota: idNota,
      estado_nota: 'facturado',
      detail: null,
      nota: {
        id: idNota,
        tipo: 'NCRE',
        titulo: 'NOTA DE CRÉDITO',
        es_prueba: true,
        total: '22.50',
        iva: '2.41',
        receptor: { id: 'CF' },
        lineas: [
          {
            numero_linea: 2,
            cantidad: '1',
            precio_unitario: '25.00',
            descuento: '2.50',
            total: '22.50',
            descripcion: 'Frijol',
          },
        ],
        documento_origen: {
          uuid: factura.uuid,
          serie: factura.serie,
          numero: factura.numero,
          fecha_emision: factura.fechaHoraEmision!.slice(0, 10),
          motivo: 'Producto defectuoso',
        },
        anulada: false,
        venta: { id: ventaId },
      },
    });
    expect(await findNotaCreditoDeDevolucion(db(), company.empresaId, devolucion)).toEqual({
      idNota,
      estado: 20,
      anulacionEstado: null,
    });
    expect(await findNotaCreditoDeDevolucion(db(), company.empresaId + 1000, devolucion)).toBeUndefined();

    // The XML sent: an NCRE with its ReferenciasNota, valid against GT_Documento and the complement's XSD.
    const xml = (await documento(idNota)).xml!;
    expect(xml).toContain('Tipo="NCRE"');
    expect(xml).toContain(`NumeroAutorizacionDocumentoOrigen="${factura.uuid}"`);
    expect(xml).toContain(`SerieDocumentoOrigen="${factura.serie}"`);
    expect(xml).toContain(`NumeroDocumentoOrigen="${factura.numero}"`);
    expect(xml).toContain(`FechaEmisionDocumentoOrigen="${factura.fechaHoraEmision!.slice(0, 10)}"`);
    expect(xml).toContain('MotivoAjuste="Producto defectuoso"');
    if (xsdDisponibles()) expect((await validateDte(xml)).errors).toEqual([]);

    // The certifier holds it as a note on that invoice.
    const emitida = t.sandbox.certificados().find((d) => d.identificador === fila.identificador);
    expect(emitida).toMatchObject({ tipo: 'NCRE', origenUuid: factura.uuid, granTotal: '22.5' });
  });

  it('keeps the receiver of the invoice (FEL_RCP355) and credits several lines', async () => {
    const response = await company.owner.post('/api/ventas/', {
      ...venta(productoId),
      cliente: { nit: '12521337', nombre: 'Contribuyente Prueba' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await certificarDocumento(db(), fel, response.data.id_factura);
    const { idNota } = await pedirNota(
      solicitud(company, response.data.id, {
        lineas: [
          { descripcion: 'Arroz', cantidad: '1', precioUnitario: '25.00', total: '25.00', bienOServicio: 'B' },
          { descripcion: 'Arroz', cantidad: '0.5', precioUnitario: '25.00', total: '11.25', bienOServicio: 'B' },
        ],
      }),
    );
    await certificarDocumento(db(), fel, idNota);
    const nota = await estadoNota(idNota);
    expect(nota).toMatchObject({ estado_nota: 'facturado', nota: { total: '36.25', receptor: { id: '12521337' } } });
    expect((await documento(idNota)).idReceptor).toBe('12521337');
  });
});

describe('the receiver', () => {
  it('a DPI customer’s invoice is credited to the same CUI, with TipoEspecial, valid against the schema', async () => {
    const response = await company.owner.post('/api/ventas/', {
      ...venta(productoId),
      cliente: { nit: '1234567890101', nombre: 'Juan Carlos Perez Lopez' },
      tipo_documento: 2,
    });
    expect(response.statusCode, response.body).toBe(201);
    await certificarDocumento(db(), fel, response.data.id_factura);
    expect((await documento(response.data.id_factura)).estado).toBe(20);
    const { idNota } = await pedirNota(solicitud(company, response.data.id));
    await certificarDocumento(db(), fel, idNota);
    expect(await estadoNota(idNota)).toMatchObject({
      estado_nota: 'facturado',
      nota: { receptor: { id: '1234567890101' } },
    });
    const xml = (await documento(idNota)).xml!;
    expect(xml).toMatch(
      /<dte:Receptor [^>]*IDReceptor="1234567890101"[^>]*TipoEspecial="CUI"|<dte:Receptor [^>]*TipoEspecial="CUI"[^>]*IDReceptor="1234567890101"/,
    );
    if (xsdDisponibles()) expect((await validateDte(xml)).errors).toEqual([]);
  });
});

describe('what remains of the invoice', () => {
  it('two returns asking at once for the last of the invoice: one note, the other refused', async () => {
    const { ventaId, idFactura } = await ventaFacturada();
    const mitad = (s: SolicitudNotaCredito) => ({
      ...s,
      lineas: [
        { descripcion: 'Arroz', cantidad: '1', precioUnitario: '25.00', total: '25.00', bienOServicio: 'B' as const },
      ],
    });
    await pedirNota(solicitud(company, ventaId)); // 22.50 of 47.50: 25.00 left
    const resultados = await Promise.allSettled([
      pedirNota(mitad(solicitud(company, ventaId))),
      pedirNota(mitad(solicitud(company, ventaId))),
    ]);
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rechazo = resultados.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rechazo.reason).toMatchObject({ statusCode: 400, message: M.notaExcedeSaldo('0.00') });
    expect(await notasDe(idFactura)).toHaveLength(2);
  });

  it('refuses a note above the remainder, after earlier notes, with the amount left, and writes nothing', async () => {
    const { ventaId, idFactura } = await ventaFacturada();
    await pedirNota(solicitud(company, ventaId)); // 22.50 of 47.50
    const exceso = solicitud(company, ventaId, {
      lineas: [{ descripcion: 'Arroz', cantidad: '2', precioUnitario: '25.00', total: '25.01', bienOServicio: 'B' }],
    });
    await expect(pedirNota(exceso)).rejects.toMatchObject({ statusCode: 400, message: M.notaExcedeSaldo('25.00') });
    expect(await notasDe(idFactura)).toHaveLength(1);
    // Exactly the remainder is fine.
    await pedirNota(solicitud(company, ventaId, { lineas: [{ ...exceso.lineas[0]!, total: '25.00' }] }));
    expect(await notasDe(idFactura)).toHaveLength(2);
  });

  it('the sandbox certifier refuses a note above what remains after certified notes (FEL_RCP350), like SAT', async () => {
    const { ventaId, idFactura } = await ventaFacturada();
    const { idNota: primera } = await pedirNota(solicitud(company, ventaId));
    await certificarDocumento(db(), fel, primera);
    expect((await estadoNota(primera)).estado_nota).toBe('facturado');
    // The books forget the first note (as if voided here only): only the certifier still knows it.
    await db().update(documentosFel).set({ estado: 30 }).where(eq(documentosFel.id, primera));
    const { idNota } = await pedirNota(
      solicitud(company, ventaId, {
        lineas: [{ descripcion: 'Arroz', cantidad: '2', precioUnitario: '25.00', total: '47.50', bienOServicio: 'B' }],
      }),
    );
    await certificarDocumento(db(), fel, idNota);
    const rechazada = await estadoNota(idNota);
    expect(rechazada.estado_nota).toBe('error');
    expect(rechazada.detail).toContain('FEL_RCP350');
    expect(rechazada.detail).toContain('25.00');
    expect(await documento(idNota)).toMatchObject({ estado: 40, envioIncierto: false, uuid: null });
    const { uuid } = await documento(idFactura);
    expect(t.sandbox.certificados().filter((d) => d.origenUuid === uuid)).toHaveLength(1);
  });
});

describe('exactly once', () => {
  it('an unknown outcome is resent with the same identificador and XML, and the first certification comes back', async () => {
    const { ventaId } = await ventaFacturada();
    const { idNota } = await pedirNota(solicitud(company, ventaId));
    const { identificador } = await documento(idNota);
    // The certifier issues the note, the answer is lost.
    t.sandbox.fallar('lento', { identificador, ms: DEMORA_MS });
    await certificarDocumento(db(), fel, idNota);
    const perdida = await documento(idNota);
    expect(perdida).toMatchObject({ estado: 40, envioIncierto: true, identificador });
    expect(await estadoNota(idNota)).toMatchObject({ estado_nota: 'error', detail: M.certificadorSinRespuesta(1) });
    // Neither voided here nor re-addressed while the send may stand.
    const anular = db().transaction((tx) =>
      anularNotaCreditoFel(tx, t.queue, {
        empresaId: company.empresaId,
        idNota,
        usuarioId: company.propietarioId,
        motivo: 'Prueba',
      }),
    );
    await expect(anular).rejects.toMatchObject({ statusCode: 400, message: M.notaEnProceso });

    await db().transaction((tx) => reintentarNotaCreditoFel(tx, t.queue, { empresaId: company.empresaId, idNota }));
    expect(await documento(idNota)).toMatchObject({ estado: 10, identificador, xml: perdida.xml });
    await new Promise((resolve) => setTimeout(resolve, DEMORA_MS));
    await certificarDocumento(db(), fel, idNota);
    const emitidas = t.sandbox.certificados().filter((d) => d.identificador === identificador);
    expect(emitidas).toHaveLength(1);
    expect(await documento(idNota)).toMatchObject({ estado: 20, uuid: emitidas[0]!.uuid, envioIncierto: false });
    expect(t.sandbox.solicitudes().filter((s) => s.identificador === identificador)).toHaveLength(2);
  });

  it('a refusal of the content is final: the retry uses a new identificador and a fresh XML', async () => {
    const { ventaId } = await ventaFacturada();
    const { idNota } = await pedirNota(solicitud(company, ventaId));
    const { identificador } = await documento(idNota);
    t.sandbox.fallar('rechazar', { identificador, mensaje: 'FEL_RCP355: Receptor distinto.' });
    await certificarDocumento(db(), fel, idNota);
    expect(await estadoNota(idNota)).toMatchObject({ estado_nota: 'error', detail: 'FEL_RCP355: Receptor distinto.' });
    await db().transaction((tx) => reintentarNotaCreditoFel(tx, t.queue, { empresaId: company.empresaId, idNota }));
    const nueva = await documento(idNota);
    expect(nueva).toMatchObject({ estado: 10, intento: 2, xml: null });
    expect(nueva.identificador).not.toBe(identificador);
    await certificarDocumento(db(), fel, idNota);
    expect((await estadoNota(idNota)).estado_nota).toBe('facturado');
  });

  it('a note pending when the process stops is certified once after a restart, by the documents queue alone', async () => {
    const database = await openTestDatabase();
    const sandbox = await startSandboxCertifier();
    const primero = await createTestApp({ database, runJobs: false, sandbox });
    let c: TestCompany;
    let idNota: number;
    try {
      c = await empresaFel(primero, database);
      const id = await producto(database, c);
      const r = await c.owner.post('/api/ventas/', venta(id));
      expect(r.statusCode, r.body).toBe(201);
      const felPrimero = await startFelRuntime(primero.config, database, { sandbox: primero.sandbox, reintentos: 0 });
      await certificarDocumento(database.db, felPrimero, r.data.id_factura);
      await felPrimero.close();
      ({ idNota } = await pedirNota(solicitud(c, r.data.id), primero));
    } finally {
      await primero.close();
    }
    // The same certifier answers both processes, as Infile would.
    const segundo = await createTestApp({ database, sandbox });
    try {
      const estado = await esperarNota(client(segundo.app, c.ownerToken), idNota, 30_000);
      expect(estado.estado_nota).toBe('facturado');
      const { identificador } = await documento(idNota, database);
      expect(sandbox.solicitudes().filter((s) => s.identificador === identificador)).toHaveLength(1);
      expect(sandbox.certificados().filter((d) => d.identificador === identificador)).toHaveLength(1);
      const [jobs] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pgboss.job where name like 'fel-%'`,
      );
      expect(jobs!.n).toBe(0);
    } finally {
      await segundo.close();
      await sandbox.close();
      await database.close();
    }
  }, 120_000);
});

describe('annulment', () => {
  it('a certified note is voided through the FEL annulment, polled proceso → anulada, and frees its amount', async () => {
    const { ventaId, idFactura } = await ventaFacturada();
    const { idNota } = await pedirNota(
      solicitud(company, ventaId, {
        lineas: [{ descripcion: 'Arroz', cantidad: '2', precioUnitario: '25.00', total: '47.50', bienOServicio: 'B' }],
      }),
    );
    await certificarDocumento(db(), fel, idNota);
    const anulacion = await db().transaction((tx) =>
      anularNotaCreditoFel(tx, t.queue, {
        empresaId: company.empresaId,
        idNota,
        usuarioId: company.propietarioId,
        motivo: 'Devolución anulada',
      }),
    );
    expect(anulacion).toEqual({ idNota, estado: 'proceso' });
    expect((await estadoNota(idNota)).estado_nota).toBe('proceso');
    await anularDocumento(db(), fel, async () => undefined, idNota);
    expect(await estadoNota(idNota)).toMatchObject({ estado_nota: 'anulada', nota: { id: idNota, anulada: true } });
    const nota = await documento(idNota);
    expect(t.sandbox.certificados().find((d) => d.uuid === nota.uuid)).toMatchObject({ anulado: true });
    // The invoice can be credited in full again, and the certifier agrees.
    const { idNota: otra } = await pedirNota(
      solicitud(company, ventaId, {
        lineas: [{ descripcion: 'Arroz', cantidad: '2', precioUnitario: '25.00', total: '47.50', bienOServicio: 'B' }],
      }),
    );
    await certificarDocumento(db(), fel, otra);
    expect((await estadoNota(otra)).estado_nota).toBe('facturado');
    expect((await documento(idFactura)).estado).toBe(20);
  });

  it('a note the certifier refused is voided at once; an annulled one is refused', async () => {
    const { ventaId } = await ventaFacturada();
    const { idNota } = await pedirNota(solicitud(company, ventaId));
    t.sandbox.fallar('rechazar', { identificador: (await documento(idNota)).identificador, mensaje: 'No.' });
    await certificarDocumento(db(), fel, idNota);
    const pedir = () =>
      db().transaction((tx) =>
        anularNotaCreditoFel(tx, t.queue, {
          empresaId: company.empresaId,
          idNota,
          usuarioId: company.propietarioId,
          motivo: 'Devolución anulada',
        }),
      );
    expect(await pedir()).toEqual({ idNota, estado: 'anulada' });
    expect(await estadoNota(idNota)).toMatchObject({ estado_nota: 'anulada', nota: { id: idNota } });
    await expect(pedir()).rejects.toMatchObject({ statusCode: 400, message: M.notaAnulada });
  });
});

describe('refusals', () => {
  it('a sale whose invoice is not certified, a second note for one return, bad lines or reason: 400, nothing written', async () => {
    const { ventaId, idFactura } = await ventaFacturada(company, productoId, t, false);
    await expect(pedirNota(solicitud(company, ventaId))).rejects.toMatchObject({
      statusCode: 400,
      message: M.notaSinFacturaCertificada,
    });
    await certificarDocumento(db(), fel, idFactura);
    const s = solicitud(company, ventaId);
    await pedirNota(s);
    await expect(pedirNota({ ...s, lineas: s.lineas })).rejects.toMatchObject({
      statusCode: 400,
      message: M.notaYaSolicitada,
    });
    await expect(pedirNota(solicitud(company, ventaId, { lineas: [] }))).rejects.toMatchObject({
      message: MENSAJES.dte.sinLineas,
    });
    await expect(pedirNota(solicitud(company, ventaId, { motivo: '  ' }))).rejects.toMatchObject({
      message: MENSAJES.dte.textoInvalido(MENSAJES.dte.campos.motivoAjuste, 200),
    });
    await expect(
      pedirNota(
        solicitud(company, ventaId, {
          lineas: [{ descripcion: 'Arroz', cantidad: '-1', precioUnitario: '25.00', total: '5', bienOServicio: 'B' }],
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: MENSAJES.dte.cantidadInvalida(1) });
    // A line cannot credit more than its quantity at its price.
    await expect(
      pedirNota(
        solicitud(company, ventaId, {
          lineas: [
            { descripcion: 'Arroz', cantidad: '1', precioUnitario: '20.00', total: '20.01', bienOServicio: 'B' },
          ],
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: M.notaTotalMayorQuePrecio(1) });
    expect(await notasDe(idFactura)).toHaveLength(1);
  });

  it('an invoice being annulled cannot be credited', async () => {
    const { ventaId } = await ventaFacturada();
    const anular = await company.owner.put('/api/historial_ventas/anulacion/', { id: ventaId, motivo: 'Prueba' });
    expect(anular.statusCode, anular.body).toBe(200);
    await expect(pedirNota(solicitud(company, ventaId))).rejects.toMatchObject({
      statusCode: 400,
      message: M.notaOrigenEnAnulacion,
    });
  });

  it('a small taxpayer’s FPEQ cannot be credited (FEL_RCP316/RCP352)', async () => {
    const peq = await createTestCompany(t.app, t.database);
    await activarFel(peq, { fel: { afiliacion_iva: 'PEQ', frases: [{ tipo_frase: 3, codigo_escenario: 1 }] } });
    await openSession(db(), peq.empresaId, peq.sucursalId, peq.propietarioId);
    const { ventaId, idFactura } = await ventaFacturada(peq, await producto(t.database, peq));
    expect((await documento(idFactura)).tipo).toBe('FPEQ');
    await expect(pedirNota(solicitud(peq, ventaId))).rejects.toMatchObject({
      statusCode: 400,
      message: M.notaOrigenNoAdmitido,
    });
    expect(await notasDe(idFactura)).toHaveLength(0);
  });

  it('a company without FEL gets noUtilizaFel', async () => {
    const sinFel = await createTestCompany(t.app, t.database);
    await expect(pedirNota(solicitud(sinFel, 1))).rejects.toMatchObject({ statusCode: 400, message: M.noUtilizaFel });
  });
});

describe('scoping and permissions', () => {
  it('another company’s note is a 404, its sale cannot be credited; a user without the returns flags gets 403', async () => {
    const { ventaId } = await ventaFacturada();
    const { idNota } = await pedirNota(solicitud(company, ventaId));
    const otra = await empresaFel(t, t.database);
    const ajena = await verificar(otra.owner, idNota);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.data).toMatchObject({ detail: M.notaNoEncontrada, code: 'NOT_FOUND' });
    await expect(pedirNota(solicitud(otra, ventaId))).rejects.toMatchObject({
      statusCode: 400,
      message: M.notaSinFacturaCertificada,
    });
    await expect(
      db().transaction((tx) =>
        anularNotaCreditoFel(tx, t.queue, {
          empresaId: otra.empresaId,
          idNota,
          usuarioId: otra.propietarioId,
          motivo: 'x',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
    // An invoice's id is not a note's.
    const [factura] = await db()
      .select({ id: documentosFel.id })
      .from(documentosFel)
      .where(and(eq(documentosFel.ventaId, ventaId)));
    expect((await verificar(company.owner, factura!.id)).statusCode).toBe(404);

    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await verificar(cajero.api, idNota)).statusCode).toBe(200);
    const bodeguero = await createUserAs(t.app, company, 'es_bodeguero');
    expect((await verificar(bodeguero.api, idNota)).statusCode).toBe(200);
    const sinPermiso = await createUserAs(t.app, company, 'es_vendedor_mostrador', { punto_venta: false });
    const prohibida = await verificar(sinPermiso.api, idNota);
    expect(prohibida.statusCode).toBe(403);
    expect(prohibida.data.code).toBe('PERMISSION_DENIED');
    const invalida = await company.owner.get('/api/notas_credito_fel/verificar_fel/', { id_nota: 'abc' });
    expect(invalida.statusCode).toBe(400);
  });
});
