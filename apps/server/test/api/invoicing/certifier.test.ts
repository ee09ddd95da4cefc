import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import {
  ErrorCertificador,
  identificadorAnulacion,
  type CertificacionExitosa,
  type ResultadoCertificacion,
} from '../../../src/modules/invoicing/certifier/certifier';
import {
  InfileCertifier,
  type CredencialesInfile,
  type OpcionesInfile,
} from '../../../src/modules/invoicing/certifier/infile';
import {
  NIT_CERTIFICADOR_SANDBOX,
  RUTA_CONTROL_FALLAS,
  startSandboxCertifier,
  type SandboxCertificador,
} from '../../../src/modules/invoicing/certifier/sandbox-server';
import { construirAnulacion } from '../../../src/modules/invoicing/dte/anulacion';
import { construirDte } from '../../../src/modules/invoicing/dte/documento';
import type { DteConstruido, DteEntrada, EmisorDte, LineaDte } from '../../../src/modules/invoicing/dte/tipos';
import { serieYNumeroDeUuid } from '../../../src/modules/invoicing/dte/uuid';
import { xsdDisponibles } from '../../../src/modules/invoicing/dte/xsd-validator';

/**
 * The real Infile client against the local sandbox over HTTP (ARCHITECTURE.md §6): the same code
 * path as production, with faults injected by the sandbox.
 */

const NIT_EMISOR = '12345679';
const EMISOR: EmisorDte = {
  nit: NIT_EMISOR,
  nombre: 'EMPRESA DEMO, SOCIEDAD ANONIMA',
  nombreComercial: 'TIENDA DEMO',
  afiliacionIva: 'GEN',
  codigoEstablecimiento: 1,
  direccion: {
    direccion: '4A AVENIDA 1-23 ZONA 1',
    codigoPostal: '01001',
    municipio: 'Guatemala',
    departamento: 'Guatemala',
    pais: 'GT',
  },
  frases: [{ tipoFrase: 1, codigoEscenario: 1 }],
};
const LINEAS: LineaDte[] = [
  { bienOServicio: 'B', cantidad: '2', unidadMedida: 'UNI', descripcion: 'CAFE MOLIDO 500 G', precioUnitario: '25.00' },
  {
    bienOServicio: 'S',
    cantidad: '1',
    unidadMedida: 'UNI',
    descripcion: 'SERVICIO DE ENTREGA',
    precioUnitario: '15.50',
    descuento: '0.50',
  },
];
const CREDENCIALES: CredencialesInfile = { usuario: NIT_EMISOR, llaveFirma: 'llave-firma', llaveApi: 'llave-api' };

/** Emitted "now" so an annulment generated right after is never earlier (ANU376). */
const factura = (cambios: Partial<DteEntrada> = {}): DteConstruido =>
  construirDte({
    tipo: 'FACT',
    emisor: EMISOR,
    receptor: { tipo: 'CF' },
    lineas: LINEAS,
    fechaHoraEmision: new Date(),
    ...cambios,
  } as DteEntrada);

const nuevoId = () => `VENTA-${randomUUID()}`;

function exitosa(resultado: ResultadoCertificacion): CertificacionExitosa {
  if (!resultado.ok) throw new Error(`se esperaba certificación: ${resultado.motivo} ${resultado.errores.join(' | ')}`);
  return resultado;
}

let sandbox: SandboxCertificador;
/** Fault tests want the failure itself, so the client does not retry by default. */
const cliente = (opciones: Partial<OpcionesInfile> = {}) =>
  new InfileCertifier({
    credenciales: CREDENCIALES,
    urls: sandbox.urls,
    esPrueba: true,
    timeoutMs: 5_000,
    timeoutConsultaMs: 5_000,
    reintentos: 0,
    esperaInicialMs: 10,
    ...opciones,
  });
const certificadosCon = (identificador: string) =>
  sandbox.certificados().filter((d) => d.identificador === identificador);
const solicitudesCon = (identificador: string) =>
  sandbox.solicitudes().filter((s) => s.identificador === identificador);

beforeAll(async () => {
  sandbox = await startSandboxCertifier();
  // Warm-up: the sandbox loads SAT's XSDs on its first document, which must not count against
  // the short timeouts below.
  exitosa(await cliente().certificar({ xml: factura().xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR }));
});

afterAll(async () => {
  await sandbox?.close();
});

describe('certificar', () => {
  it('certifies a built FACT: UUID, serie and número consistent, test document, certified XML', async () => {
    const identificador = nuevoId();
    const r = exitosa(await cliente().certificar({ xml: factura().xml, identificador, nitEmisor: '1234567-9' }));
    expect(r.uuid).toMatch(/^[0-9A-F]{8}-([0-9A-F]{4}-){3}[0-9A-F]{12}$/);
    expect({ serie: r.serie, numero: r.numero }).toEqual(serieYNumeroDeUuid(r.uuid));
    expect(r.esPrueba).toBe(true);
    expect(r.xmlCertificado).toContain('Certificacion>');
    expect(r.xmlCertificado).toContain(
      `<dte:NumeroAutorizacion Serie="${r.serie}" Numero="${r.numero}">${r.uuid}</dte:NumeroAutorizacion>`,
    );
    expect(r.nitCertificador).toBe(NIT_CERTIFICADOR_SANDBOX);
    expect(r.fechaCertificacion).toMatch(/-06:00$/);
    expect(certificadosCon(identificador)).toMatchObject([
      { uuid: r.uuid, tipo: 'FACT', nitEmisor: NIT_EMISOR, idReceptor: 'CF', granTotal: '65' },
    ]);
  });

  it('resending the same identificador returns the first certification; the sandbox holds one document', async () => {
    const identificador = nuevoId();
    const dte = factura();
    const primera = exitosa(await cliente().certificar({ xml: dte.xml, identificador, nitEmisor: NIT_EMISOR }));
    const segunda = exitosa(await cliente().certificar({ xml: dte.xml, identificador, nitEmisor: NIT_EMISOR }));
    expect(segunda.uuid).toBe(primera.uuid);
    expect(segunda.xmlCertificado).toBe(primera.xmlCertificado);
    expect(certificadosCon(identificador)).toHaveLength(1);
  });

  it("a document whose NITEmisor is not the company's is refused before sending", async () => {
    const identificador = nuevoId();
    const r = await cliente().certificar({ xml: factura().xml, identificador, nitEmisor: '16693949' });
    expect(r).toMatchObject({
      ok: false,
      motivo: 'rechazado',
      reintentable: false,
      errores: [MENSAJES.fel.nitEmisorDistinto(NIT_EMISOR, '16693949')],
    });
    expect(solicitudesCon(identificador)).toHaveLength(0);
  });

  it("a document SAT would refuse comes back rechazado with the certifier's messages", async () => {
    // A credit note whose origin does not exist (FEL_RCP351).
    const origen = randomUUID().toUpperCase();
    const ncre = construirDte({
      tipo: 'NCRE',
      emisor: EMISOR,
      receptor: { tipo: 'CF' },
      lineas: [LINEAS[1]!],
      fechaHoraEmision: new Date(),
      referencia: { uuid: origen, ...serieYNumeroDeUuid(origen), fechaEmision: new Date(), motivo: 'DEVOLUCION' },
    });
    const r = await cliente().certificar({ xml: ncre.xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR });
    expect(r).toMatchObject({ ok: false, motivo: 'rechazado', reintentable: false });
    expect(!r.ok && r.errores.join(' ')).toContain('FEL_RCP351');
  });

  it.skipIf(!xsdDisponibles())(
    "a document that breaks SAT's schema is refused with xmllint's message; the ones sent with it certify",
    async () => {
      // Passes the sandbox's own review (revisarXml), so only the XSD check can refuse it.
      const xml = factura().xml.replace('<dte:DatosGenerales ', '<dte:DatosGenerales Extra="1" ');
      const [invalida, ...validas] = await Promise.all([
        cliente().certificar({ xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR }),
        cliente().certificar({ xml: factura().xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR }),
        cliente().certificar({ xml: factura().xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR }),
      ]);
      expect(invalida).toMatchObject({
        ok: false,
        motivo: 'rechazado',
        reintentable: false,
        errores: [
          "Schemas validity error : Element '{http://www.sat.gob.gt/dte/fel/0.2.0}DatosGenerales', attribute 'Extra': The attribute 'Extra' is not allowed.",
        ],
      });
      for (const r of validas) exitosa(r);
    },
  );
});

describe('faults: the failure, then a retry under the same identificador certifies exactly once', () => {
  async function reintentoCertifica(identificador: string, xml: string, uuidEsperado?: string) {
    const r = exitosa(await cliente().certificar({ xml, identificador, nitEmisor: NIT_EMISOR }));
    if (uuidEsperado) expect(r.uuid).toBe(uuidEsperado);
    expect(certificadosCon(identificador)).toMatchObject([{ uuid: r.uuid }]);
    return r;
  }

  it("'caido': connection cut → no-disponible, retryable", async () => {
    const identificador = nuevoId();
    const { xml } = factura();
    sandbox.fallar('caido');
    const r = await cliente().certificar({ xml, identificador, nitEmisor: NIT_EMISOR });
    expect(r).toMatchObject({
      ok: false,
      motivo: 'no-disponible',
      reintentable: true,
      errores: [MENSAJES.fel.certificadorInaccesible],
    });
    expect(certificadosCon(identificador)).toHaveLength(0);
    await reintentoCertifica(identificador, xml);
  });

  it("'error': HTTP 503 with an HTML page → no-disponible, retryable", async () => {
    const identificador = nuevoId();
    const { xml } = factura();
    sandbox.fallar('error');
    const r = await cliente().certificar({ xml, identificador, nitEmisor: NIT_EMISOR });
    expect(r).toMatchObject({
      ok: false,
      motivo: 'no-disponible',
      reintentable: true,
      errores: [MENSAJES.fel.certificadorError(503)],
    });
    expect(certificadosCon(identificador)).toHaveLength(0);
    await reintentoCertifica(identificador, xml);
  });

  it("'lento': the answer comes after the timeout → no-disponible; the retry returns the UUID the sandbox already assigned", async () => {
    const identificador = nuevoId();
    const { xml } = factura();
    sandbox.fallar('lento', { ms: 3_000 });
    const r = await cliente({ timeoutMs: 1_000 }).certificar({ xml, identificador, nitEmisor: NIT_EMISOR });
    expect(r).toMatchObject({
      ok: false,
      motivo: 'no-disponible',
      reintentable: true,
      errores: [MENSAJES.fel.certificadorSinRespuesta(1)],
    });
    // The sandbox certified it before its answer was lost.
    const [yaCertificado] = certificadosCon(identificador);
    expect(yaCertificado).toBeDefined();
    await reintentoCertifica(identificador, xml, yaCertificado!.uuid);
  });

  it("'rechazar': refused → rechazado with the certifier's message, not retryable", async () => {
    const identificador = nuevoId();
    const { xml } = factura();
    sandbox.fallar('rechazar', { mensaje: 'FEL_RCP999: Rechazo simulado.' });
    const r = await cliente().certificar({ xml, identificador, nitEmisor: NIT_EMISOR });
    expect(r).toMatchObject({
      ok: false,
      motivo: 'rechazado',
      reintentable: false,
      errores: ['FEL_RCP999: Rechazo simulado.'],
    });
    expect(certificadosCon(identificador)).toHaveLength(0);
    await reintentoCertifica(identificador, xml);
  });

  it(
    "'procesando': issued after the client gave up; a resend meanwhile is refused as identificador in use, then gets that document",
    { timeout: 60_000 },
    async () => {
      const identificador = nuevoId();
      const { xml } = factura();
      sandbox.fallar('procesando', { ms: 6_000 });
      const primera = await cliente({ timeoutMs: 500 }).certificar({ xml, identificador, nitEmisor: NIT_EMISOR });
      expect(primera).toMatchObject({ ok: false, motivo: 'no-disponible', reintentable: true });
      const reenvio = await cliente({ timeoutMs: 500 }).certificar({ xml, identificador, nitEmisor: NIT_EMISOR });
      expect(reenvio).toMatchObject({ ok: false, motivo: 'identificador-usado', reintentable: true });
      expect(!reenvio.ok && reenvio.errores.join(' ')).toContain(identificador);
      // The client's patience: it asked again while the sandbox was still issuing.
      expect(solicitudesCon(identificador).length).toBeGreaterThan(2);
      while (certificadosCon(identificador).length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      const [emitido] = certificadosCon(identificador);
      expect(emitido).toBeDefined();
      await reintentoCertifica(identificador, xml, emitido!.uuid);
    },
  );

  it("a refusal ordered for an identificador already issued is the 'in use' refusal, never a verdict: the client asks again and gets the document", async () => {
    const identificador = nuevoId();
    const { xml } = factura();
    const emitida = exitosa(await cliente().certificar({ xml, identificador, nitEmisor: NIT_EMISOR }));
    sandbox.fallar('rechazar', { identificador, mensaje: 'FEL_RCP999: Rechazo simulado.' });
    const r = exitosa(await cliente().certificar({ xml, identificador, nitEmisor: NIT_EMISOR }));
    expect(r.uuid).toBe(emitida.uuid);
    expect(solicitudesCon(identificador)).toHaveLength(3);
    expect(certificadosCon(identificador)).toHaveLength(1);
  });

  it('two sends of one identificador at once issue one document, and both learn it', async () => {
    const identificador = nuevoId();
    const { xml } = factura();
    const [a, b] = await Promise.all([
      cliente({ reintentos: 1 }).certificar({ xml, identificador, nitEmisor: NIT_EMISOR }),
      cliente({ reintentos: 1 }).certificar({ xml, identificador, nitEmisor: NIT_EMISOR }),
    ]);
    expect(exitosa(a).uuid).toBe(exitosa(b).uuid);
    expect(certificadosCon(identificador)).toHaveLength(1);
  });

  it('a fault ordered for one identificador leaves the others alone', async () => {
    const otro = nuevoId();
    sandbox.fallar('caido', { identificador: otro });
    const identificador = nuevoId();
    exitosa(await cliente().certificar({ xml: factura().xml, identificador, nitEmisor: NIT_EMISOR }));
    const r = await cliente().certificar({ xml: factura().xml, identificador: otro, nitEmisor: NIT_EMISOR });
    expect(r).toMatchObject({ ok: false, motivo: 'no-disponible' });
  });

  it('another process can order a fault over HTTP (POST /sandbox/fallar), and a bad order is a 400', async () => {
    const orden = await fetch(`${sandbox.url}${RUTA_CONTROL_FALLAS}`, {
      method: 'POST',
      body: JSON.stringify({ modo: 'rechazar', mensaje: 'Rechazo pedido por HTTP.' }),
    });
    expect(orden.status).toBe(200);
    const identificador = nuevoId();
    const resultado = await cliente({ reintentos: 0 }).certificar({
      xml: factura().xml,
      identificador,
      nitEmisor: NIT_EMISOR,
    });
    expect(resultado).toMatchObject({ ok: false, motivo: 'rechazado', errores: ['Rechazo pedido por HTTP.'] });
    expect(
      (
        await fetch(`${sandbox.url}${RUTA_CONTROL_FALLAS}`, {
          method: 'POST',
          body: JSON.stringify({ modo: 'explotar' }),
        })
      ).status,
    ).toBe(400);
    // The order itself is not a request the certifier served.
    expect(sandbox.solicitudes().some((s) => s.ruta === RUTA_CONTROL_FALLAS)).toBe(false);
  });

  it('a fault ordered over HTTP for one issuer leaves the documents of another issuer alone', async () => {
    const otroEmisor = cliente({ credenciales: { ...CREDENCIALES, usuario: '576937K' } });
    const orden = await fetch(`${sandbox.url}${RUTA_CONTROL_FALLAS}`, {
      method: 'POST',
      body: JSON.stringify({ modo: 'rechazar', mensaje: 'Rechazo para un emisor.', emisor: NIT_EMISOR }),
    });
    expect(orden.status).toBe(200);
    const suya = factura({ emisor: { ...EMISOR, nit: '576937K' } });
    exitosa(await otroEmisor.certificar({ xml: suya.xml, identificador: nuevoId(), nitEmisor: '576937K' }));
    const propio = await cliente().certificar({ xml: factura().xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR });
    expect(propio).toMatchObject({ ok: false, motivo: 'rechazado', errores: ['Rechazo para un emisor.'] });
  });

  it("the client's own retries recover from one transient fault, under the same identificador", async () => {
    const identificador = nuevoId();
    sandbox.fallar('error');
    const r = exitosa(
      await cliente({ reintentos: 2 }).certificar({ xml: factura().xml, identificador, nitEmisor: NIT_EMISOR }),
    );
    expect(solicitudesCon(identificador)).toHaveLength(2);
    expect(certificadosCon(identificador)).toMatchObject([{ uuid: r.uuid }]);
  });

  it('the client gives up after its retries and reports the last failure', async () => {
    const identificador = nuevoId();
    sandbox.fallar('caido', { veces: 3 });
    const r = await cliente({ reintentos: 2 }).certificar({ xml: factura().xml, identificador, nitEmisor: NIT_EMISOR });
    expect(r).toMatchObject({ ok: false, motivo: 'no-disponible', reintentable: true });
    expect(solicitudesCon(identificador)).toHaveLength(3);
    expect(certificadosCon(identificador)).toHaveLength(0);
  });
});

describe('credentials', () => {
  let conClaves: SandboxCertificador;
  beforeAll(async () => {
    conClaves = await startSandboxCertifier({ credenciales: [CREDENCIALES], validarXsd: false });
  });
  afterAll(async () => {
    await conClaves?.close();
  });

  it('wrong keys → motivo credenciales, not retryable; the right ones certify', async () => {
    const malas = new InfileCertifier({
      credenciales: { ...CREDENCIALES, llaveApi: 'otra' },
      urls: conClaves.urls,
      reintentos: 2,
      esperaInicialMs: 10,
    });
    const r = await malas.certificar({ xml: factura().xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR });
    expect(r).toMatchObject({
      ok: false,
      motivo: 'credenciales',
      reintentable: false,
      errores: [MENSAJES.fel.credencialesInvalidas],
    });
    // Not retried: the same keys cannot start working.
    expect(conClaves.solicitudes()).toHaveLength(1);
    const buenas = new InfileCertifier({ credenciales: CREDENCIALES, urls: conClaves.urls });
    exitosa(await buenas.certificar({ xml: factura().xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR }));
  });

  it('wrong keys on the NIT and CUI lookups → ErrorCertificador credenciales', async () => {
    const malas = new InfileCertifier({ credenciales: { ...CREDENCIALES, llaveApi: 'otra' }, urls: conClaves.urls });
    await expect(malas.consultarNit('16693949')).rejects.toMatchObject({
      name: 'ErrorCertificador',
      motivo: 'credenciales',
    });
    await expect(malas.consultarCui('1234567890101')).rejects.toMatchObject({
      name: 'ErrorCertificador',
      motivo: 'credenciales',
    });
  });
});

describe('anular', () => {
  it('annuls a certified document; annulling it twice is rejected', async () => {
    const identificador = nuevoId();
    const dte = factura({
      receptor: { tipo: 'NIT', nit: '1669394-9', nombre: 'SUPERINTENDENCIA DE ADMINISTRACION TRIBUTARIA' },
    });
    const certificado = exitosa(await cliente().certificar({ xml: dte.xml, identificador, nitEmisor: NIT_EMISOR }));
    const anulacion = () =>
      construirAnulacion({
        nitEmisor: NIT_EMISOR,
        uuid: certificado.uuid,
        idReceptor: dte.idReceptor,
        fechaEmisionDocumento: dte.fechaHoraEmision,
        fechaHoraAnulacion: new Date(),
        motivo: 'ERROR EN EL PRECIO CONSIGNADO',
      });
    const r = exitosa(
      await cliente().anular({
        xml: anulacion(),
        identificador: identificadorAnulacion(identificador),
        nitEmisor: NIT_EMISOR,
      }),
    );
    expect(r.uuid).toBe(certificado.uuid);
    expect(r.xmlCertificado).toContain('GTAnulacionDocumento');
    expect(r.xmlCertificado).toContain('Certificacion>');
    expect(certificadosCon(identificador)).toMatchObject([{ uuid: certificado.uuid, anulado: true }]);

    const otraVez = await cliente().anular({
      xml: anulacion(),
      identificador: `${identificadorAnulacion(identificador)}-2`,
      nitEmisor: NIT_EMISOR,
    });
    expect(otraVez).toMatchObject({ ok: false, motivo: 'rechazado', reintentable: false });
    expect(!otraVez.ok && otraVez.errores.join(' ')).toContain('ya fue anulado');
  });

  it('an annulment of an unknown document is rejected (FEL_ANU368)', async () => {
    const r = await cliente().anular({
      xml: construirAnulacion({
        nitEmisor: NIT_EMISOR,
        uuid: randomUUID(),
        idReceptor: 'CF',
        fechaEmisionDocumento: new Date(),
        fechaHoraAnulacion: new Date(),
        motivo: 'X',
      }),
      identificador: nuevoId(),
      nitEmisor: NIT_EMISOR,
    });
    expect(!r.ok && r.errores.join(' ')).toContain('FEL_ANU368');
  });
});

describe('a sandbox with a file', () => {
  it('keeps what it certified across a restart: the same identificador answers the same, and the document can be annulled', async () => {
    const archivo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-fel-')), 'sandbox-fel.json');
    const primero = await startSandboxCertifier({ archivo });
    const identificador = nuevoId();
    const { xml, fechaHoraEmision } = factura();
    const enPrimero = exitosa(
      await new InfileCertifier({ credenciales: CREDENCIALES, urls: primero.urls }).certificar({
        xml,
        identificador,
        nitEmisor: NIT_EMISOR,
      }),
    );
    await primero.close();

    const segundo = await startSandboxCertifier({ archivo });
    try {
      const cliente2 = new InfileCertifier({ credenciales: CREDENCIALES, urls: segundo.urls });
      expect(segundo.certificados().map((d) => d.uuid)).toEqual([enPrimero.uuid]);
      expect(exitosa(await cliente2.certificar({ xml, identificador, nitEmisor: NIT_EMISOR })).uuid).toBe(
        enPrimero.uuid,
      );
      const anulacion = construirAnulacion({
        nitEmisor: NIT_EMISOR,
        uuid: enPrimero.uuid,
        idReceptor: 'CF',
        fechaEmisionDocumento: fechaHoraEmision,
        fechaHoraAnulacion: new Date(),
        motivo: 'Prueba de reinicio',
      });
      expect(
        (
          await cliente2.anular({
            xml: anulacion,
            identificador: identificadorAnulacion(identificador),
            nitEmisor: NIT_EMISOR,
          })
        ).ok,
      ).toBe(true);
    } finally {
      await segundo.close();
    }
    // One line per certification or annulment, appended; the annulment survives a restart too.
    expect(fs.readFileSync(archivo, 'utf8').trimEnd().split('\n')).toHaveLength(2);
    const tercero = await startSandboxCertifier({ archivo });
    try {
      expect(tercero.certificados().map((d) => [d.uuid, d.anulado])).toEqual([[enPrimero.uuid, true]]);
    } finally {
      await tercero.close();
    }
  });

  it('loads a file of the older single-object format and goes on appending; a line cut short by a crash is skipped', async () => {
    const archivo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-fel-')), 'sandbox-fel.json');
    const primero = await startSandboxCertifier({ archivo });
    const identificador = nuevoId();
    const { xml } = factura();
    const cliente1 = new InfileCertifier({ credenciales: CREDENCIALES, urls: primero.urls });
    const certificado = exitosa(await cliente1.certificar({ xml, identificador, nitEmisor: NIT_EMISOR }));
    await primero.close();
    // The same state as the older format wrote it: one object rewritten on every certification.
    const lineas = fs
      .readFileSync(archivo, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { documento: unknown; respuesta: unknown });
    fs.writeFileSync(
      archivo,
      JSON.stringify({ documentos: lineas.map((l) => l.documento), respuestas: lineas.map((l) => l.respuesta) }),
    );

    const segundo = await startSandboxCertifier({ archivo });
    let otro: string;
    try {
      expect(segundo.certificados().map((d) => d.uuid)).toEqual([certificado.uuid]);
      const cliente2 = new InfileCertifier({ credenciales: CREDENCIALES, urls: segundo.urls });
      expect(exitosa(await cliente2.certificar({ xml, identificador, nitEmisor: NIT_EMISOR })).uuid).toBe(
        certificado.uuid,
      );
      otro = exitosa(
        await cliente2.certificar({ xml: factura().xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR }),
      ).uuid;
    } finally {
      await segundo.close();
    }
    fs.appendFileSync(archivo, '{"respuesta":["cortada');

    const tercero = await startSandboxCertifier({ archivo });
    let tras: string;
    try {
      expect(tercero.certificados().map((d) => d.uuid)).toEqual([certificado.uuid, otro]);
      const cliente3 = new InfileCertifier({ credenciales: CREDENCIALES, urls: tercero.urls });
      tras = exitosa(
        await cliente3.certificar({ xml: factura().xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR }),
      ).uuid;
    } finally {
      await tercero.close();
    }
    const cuarto = await startSandboxCertifier({ archivo });
    try {
      expect(cuarto.certificados().map((d) => d.uuid)).toEqual([certificado.uuid, otro, tras]);
    } finally {
      await cuarto.close();
    }
  });
});

describe('NCRE against its certified origin', () => {
  it('a credit note for part of a certified FACT certifies; one exceeding the origin total is rejected', async () => {
    const origen = factura();
    const certificado = exitosa(
      await cliente().certificar({ xml: origen.xml, identificador: nuevoId(), nitEmisor: NIT_EMISOR }),
    );
    const nota = (lineas: LineaDte[]) =>
      construirDte({
        tipo: 'NCRE',
        emisor: EMISOR,
        receptor: { tipo: 'CF' },
        lineas,
        fechaHoraEmision: new Date(),
        referencia: {
          uuid: certificado.uuid,
          serie: certificado.serie,
          numero: certificado.numero,
          fechaEmision: origen.fechaHoraEmision,
          motivo: 'DEVOLUCION SERVICIO NO PRESTADO',
        },
      });
    const parcial = exitosa(
      await cliente().certificar({
        xml: nota([{ ...LINEAS[1]!, numeroLinea: 2 }]).xml,
        identificador: nuevoId(),
        nitEmisor: NIT_EMISOR,
      }),
    );
    expect(sandbox.certificados().find((d) => d.uuid === parcial.uuid)).toMatchObject({
      tipo: 'NCRE',
      granTotal: '15',
    });

    const excesiva = await cliente().certificar({
      xml: nota([{ ...LINEAS[0]!, cantidad: '4' }]).xml,
      identificador: nuevoId(),
      nitEmisor: NIT_EMISOR,
    });
    expect(excesiva).toMatchObject({ ok: false, motivo: 'rechazado' });
    expect(!excesiva.ok && excesiva.errores.join(' ')).toContain('FEL_RCP350');
  });
});

describe('consultarNit', () => {
  it('finds a registered NIT (normalised) with the default address', async () => {
    expect(await cliente().consultarNit('1252133-7')).toEqual({
      nit: '12521337',
      nombre: 'INFILE, SOCIEDAD ANONIMA',
      direccion: 'Ciudad',
    });
  });

  it('null for a valid NIT that is not registered', async () => {
    expect(await cliente().consultarNit('4150686')).toBeNull();
  });

  it.each(['caido', 'error'] as const)(
    "service down ('%s') → ErrorCertificador no-disponible with the customer form's message",
    async (modo) => {
      sandbox.fallar(modo);
      const error = await cliente()
        .consultarNit('16693949')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ErrorCertificador);
      expect(error).toMatchObject({ motivo: 'no-disponible', message: MENSAJES.clientes.servicioInfileNoDisponible });
    },
  );
});

describe('consultarCui', () => {
  it('finds a person, reports a deceased one, null for "NA"; the login token is cached', async () => {
    // A user of its own, so the token cache (shared per user) starts empty for this test.
    const credenciales = { ...CREDENCIALES, usuario: `cui-${randomUUID()}` };
    const c = cliente({ credenciales });
    const logins = () => sandbox.solicitudes().filter((s) => s.ruta.endsWith('/servicios/externos/login')).length;
    const antes = logins();
    expect(await c.consultarCui('1234567890101')).toEqual({
      cui: '1234567890101',
      nombre: 'JUAN CARLOS PEREZ LOPEZ',
      fallecido: false,
    });
    expect(await c.consultarCui('1234567891333')).toEqual({
      cui: '1234567891333',
      nombre: 'PEDRO PABLO RAMIREZ SOTO',
      fallecido: true,
    });
    expect(await c.consultarCui('2345678960101')).toBeNull();
    expect(logins() - antes).toBe(1);
    // Another client of the same user reuses the token too (Infile allows 50 logins a day).
    await cliente({ credenciales }).consultarCui('1234567890514');
    expect(logins() - antes).toBe(1);
  });

  it('service down → ErrorCertificador no-disponible', async () => {
    sandbox.fallar('caido');
    await expect(
      cliente({ credenciales: { ...CREDENCIALES, usuario: `cui-${randomUUID()}` } }).consultarCui('1234567890101'),
    ).rejects.toMatchObject({
      name: 'ErrorCertificador',
      motivo: 'no-disponible',
    });
  });
});
