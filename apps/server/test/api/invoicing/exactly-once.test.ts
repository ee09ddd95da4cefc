import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { documentosFel, ventas } from '../../../src/db/schema/index';
import type { Certifier } from '../../../src/modules/invoicing/certifier/certifier';
import {
  startSandboxCertifier,
  type ModoFalla,
  type SandboxCertificador,
} from '../../../src/modules/invoicing/certifier/sandbox-server';
import { certificarDocumento } from '../../../src/modules/invoicing/documentos/certificacion';
import { startFelRuntime, type FelRuntime } from '../../../src/modules/invoicing/fel-runtime';
import { createTestApp, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, type TestCompany } from '../../helpers/factories';
import { activarFel } from '../../helpers/fel';
import { openSession } from '../../helpers/sales';

/**
 * Issue 12, "a sale is never certified twice": whatever the certifier does to the first send and
 * to the resends (slow past the timeout, slow to issue, cut, 503, refusal), every sale ends with
 * exactly one document certified by the certifier, and it is the one the product knows.
 *
 * Jobs do not run by themselves here: the test plays the job (`certificarDocumento`) and the
 * cashier's `rieintento_fel`, one certifier request per attempt, with the fault of each step
 * ordered for that document's identificador alone, so many sales run at once. The sandbox skips
 * SAT's schemas here (checked elsewhere): the faults are the subject, and they need CPU to spare.
 */

/**
 * The client's patience per send. The sandbox, the API and PGlite share this process's one thread:
 * with a dozen sales in flight a healthy answer can take a few hundred milliseconds, and a
 * shorter timeout turns every send into a lost one until the load drops.
 */
const TIMEOUT_SEGUNDOS = 1;
/** Past the client's timeout: the answer is lost (lento) or the document is issued late (procesando). */
const DEMORA_MS = 1_500;

let t: TestApp;
let sandbox: SandboxCertificador;
/** One request per attempt: the client's own quick retries would blur which fault hit which send. */
let fel: FelRuntime;
let company: TestCompany;
let productoId: number;

beforeAll(async () => {
  t = await createTestApp({ runJobs: false, config: { felTimeoutSeconds: TIMEOUT_SEGUNDOS } });
  sandbox = await startSandboxCertifier({ validarXsd: false });
  fel = await startFelRuntime(t.config, t.database, { sandbox, reintentos: 0 });
  company = await createTestCompany(t.app, t.database);
  await activarFel(company);
  await openSession(t.database.db, company.empresaId, company.sucursalId, company.propietarioId);
  const producto = await createProduct(t.database.db, company.empresaId, {
    codigo: 'ARR-01',
    nombre: 'Arroz',
    precio: '25',
    costo: '15',
  });
  productoId = producto.id;
  await setStock(t.database.db, company.empresaId, company.sucursalId, productoId, '100000');
}, 120_000);
afterAll(async () => {
  await fel?.close();
  await sandbox?.close();
  await t?.close();
});

const db = () => t.database.db;

const venta = (): VentaInput => ({
  productos: [
    { id: productoId, fraccion_id: null, cantidad: '1', modelo_precio: 1, precio: '25.00', desc_porcentaje: '0' },
  ],
  cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
  tipo_documento: 1,
  pagos: { efectivo: { monto: '25' } },
  tipo_pago: 100,
  tipo_venta: 20000,
});

async function documento(ventaId: number) {
  const [row] = await db().select().from(documentosFel).where(eq(documentosFel.ventaId, ventaId));
  return row!;
}

async function vender(): Promise<{ ventaId: number; documentoId: number }> {
  const response = await company.owner.post('/api/ventas/', venta());
  expect(response.statusCode, response.body).toBe(201);
  return { ventaId: response.data.id, documentoId: response.data.id_factura };
}

/** The cashier's retry of a sale whose invoice is in error. */
async function reintentar(ventaId: number): Promise<void> {
  const response = await company.owner.post('/api/factura_electronica/rieintento_fel/', { id_venta: ventaId });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * One attempt as the job makes it, after the cashier's retry when the invoice is in error, with
 * `falla` ordered for the request it sends. Answers the identificador it went out under.
 */
async function intento(ventaId: number, documentoId: number, falla: ModoFalla | null, ms = DEMORA_MS) {
  if ((await documento(ventaId)).estado === 40) await reintentar(ventaId);
  const { identificador } = await documento(ventaId);
  if (falla) sandbox.fallar(falla, { identificador, ms, mensaje: 'FEL_RCP309: Receptor no existe.' });
  await certificarDocumento(db(), fel, documentoId);
  return identificador;
}

/** What the sandbox issued under any of these identificadores. */
const emitidosCon = (identificadores: Set<string>) =>
  sandbox.certificados().filter((d) => identificadores.has(d.identificador));

/**
 * Attempts without faults until the invoice is certified (a late issue may still be in process),
 * backing off as the dispatcher does: a dozen sales retrying every 100 ms would keep the one
 * thread too busy to read the certifier's answers in time.
 */
async function hastaCertificar(ventaId: number, documentoId: number, usados: Set<string>): Promise<void> {
  const hasta = Date.now() + 60_000;
  for (let espera = 100; (await documento(ventaId)).estado !== 20; espera = Math.min(espera * 2, 2_000)) {
    if (Date.now() > hasta)
      throw new Error(`la venta ${ventaId} no se certificó: ${JSON.stringify(await documento(ventaId))}`);
    usados.add(await intento(ventaId, documentoId, null));
    await new Promise((resolve) => setTimeout(resolve, espera));
  }
}

/** Exactly one document issued for the sale, and it is the one the product stores and shows. */
async function expectUnaCertificacionConocida(ventaId: number, documentoId: number, usados: Set<string>) {
  const emitidos = emitidosCon(usados);
  expect(emitidos, [...usados].join(', ')).toHaveLength(1);
  const doc = await documento(ventaId);
  expect(doc).toMatchObject({ estado: 20, uuid: emitidos[0]!.uuid, identificador: emitidos[0]!.identificador });
  expect(doc.envioIncierto).toBe(false);
  const [fila] = await db().select({ estado: ventas.estado }).from(ventas).where(eq(ventas.id, ventaId));
  expect(fila!.estado).toBe(20);
  const verificada = await company.owner.get('/api/factura_electronica/verificar_fel/', {
    id_factura: String(documentoId),
  });
  expect(verificada.data).toMatchObject({ estado_factura: 'facturado', factura: { uuid: emitidos[0]!.uuid } });
}

const MODOS: (ModoFalla | null)[] = [null, 'lento', 'procesando', 'caido', 'error', 'rechazar'];

describe('every sequence of faults on the first send and two resends', () => {
  const secuencias = MODOS.flatMap((a) => MODOS.flatMap((b) => MODOS.map((c) => [a, b, c])));

  it(`${secuencias.length} sales, each certified exactly once and known by the product`, async () => {
    const nombre = (s: (ModoFalla | null)[]) => s.map((m) => m ?? 'ok').join(' → ');
    const resultados: string[] = [];
    const correr = async (secuencia: (ModoFalla | null)[]) => {
      const { ventaId, documentoId } = await vender();
      const usados = new Set<string>();
      for (const falla of secuencia) {
        if ((await documento(ventaId)).estado === 20) break;
        usados.add(await intento(ventaId, documentoId, falla));
      }
      await hastaCertificar(ventaId, documentoId, usados);
      try {
        await expectUnaCertificacionConocida(ventaId, documentoId, usados);
      } catch (error) {
        resultados.push(`${nombre(secuencia)}: ${(error as Error).message}`);
      }
    };
    // A dozen sales at a time: each fault is ordered for one identificador, and more sales in
    // flight would keep this one thread too busy to read an answer within the timeout.
    const EN_VUELO = 12;
    for (let i = 0; i < secuencias.length; i += EN_VUELO)
      await Promise.all(secuencias.slice(i, i + EN_VUELO).map(correr));
    expect(resultados).toEqual([]);
  }, 300_000);
});

describe('the issue’s reproduction', () => {
  it('slow past the timeout, the resend refused because the identificador is in use: the retry keeps the identificador and gets the first document', async () => {
    const { ventaId, documentoId } = await vender();
    // Issuing takes longer than the first send waits, and than the resend's patience.
    const primero = await intento(ventaId, documentoId, 'procesando', 6_000);
    expect(await documento(ventaId)).toMatchObject({
      estado: 40,
      fallo: 'no-disponible',
      envioIncierto: true,
      errores: [MENSAJES.fel.certificadorSinRespuesta(TIMEOUT_SEGUNDOS)],
    });
    // The automatic resend reaches the certifier while it is still issuing the first send.
    expect(await intento(ventaId, documentoId, null)).toBe(primero);
    const rehusado = await documento(ventaId);
    expect(rehusado).toMatchObject({ estado: 40, fallo: 'identificador-usado', envioIncierto: true });
    expect(rehusado.errores.join(' ')).toContain(primero);

    // Neither annulled in the books nor re-addressed while the first send may stand.
    const anular = await company.owner.put('/api/historial_ventas/anulacion/', { id: ventaId, motivo: 'Prueba' });
    expect(anular.data.detail).toBe(MENSAJES.fel.resultadoIncierto);

    const usados = new Set([primero]);
    await hastaCertificar(ventaId, documentoId, usados);
    expect(usados).toEqual(new Set([primero]));
    await expectUnaCertificacionConocida(ventaId, documentoId, usados);
  });

  it('a refusal of the content after an unknown outcome is still final: the retry then uses a new identificador, once', async () => {
    const { ventaId, documentoId } = await vender();
    const primero = await intento(ventaId, documentoId, 'caido');
    expect(await intento(ventaId, documentoId, 'rechazar')).toBe(primero);
    expect(await documento(ventaId)).toMatchObject({ estado: 40, fallo: 'rechazado', envioIncierto: false });
    const usados = new Set([primero]);
    await hastaCertificar(ventaId, documentoId, usados);
    expect(usados.size).toBe(2);
    await expectUnaCertificacionConocida(ventaId, documentoId, usados);
  });
});

describe('a crash between the send and its record', () => {
  it('keeps the identificador even when a later attempt fails for a reason that proves nothing about the first', async () => {
    const { ventaId, documentoId } = await vender();
    const { identificador } = await documento(ventaId);
    // The certifier issues the document; the process dies before it records the answer.
    const muere: FelRuntime = {
      ...fel,
      certificador: (emisor) => {
        const real = fel.certificador(emisor);
        return {
          ...real,
          certificar: async (solicitud) => {
            await real.certificar(solicitud);
            throw new Error('el proceso terminó');
          },
        } satisfies Certifier;
      },
    };
    await expect(certificarDocumento(db(), muere, documentoId)).rejects.toThrow('el proceso terminó');
    expect(await documento(ventaId)).toMatchObject({ estado: 10, envioIncierto: true });
    // The dead process's hold on the document expires.
    await db().update(documentosFel).set({ ocupadoHasta: null }).where(eq(documentosFel.id, documentoId));

    // Next attempt: the company's keys are refused. Nothing is proved about the first send.
    const sinLlaves: FelRuntime = {
      ...fel,
      certificador: (emisor) => ({
        ...fel.certificador(emisor),
        certificar: async () => ({
          ok: false,
          motivo: 'credenciales',
          errores: [MENSAJES.fel.credencialesInvalidas],
          reintentable: false,
          respuesta: { resultado: false },
        }),
      }),
    };
    await certificarDocumento(db(), sinLlaves, documentoId);
    expect(await documento(ventaId)).toMatchObject({ estado: 40, fallo: 'credenciales', envioIncierto: true });

    const usados = new Set([identificador]);
    await hastaCertificar(ventaId, documentoId, usados);
    expect(usados).toEqual(new Set([identificador]));
    await expectUnaCertificacionConocida(ventaId, documentoId, usados);
  });
});
