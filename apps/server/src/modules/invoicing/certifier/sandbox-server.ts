import { randomBytes, randomUUID } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { setMaxListeners } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as esperar } from 'node:timers/promises';
import { compare, sub, sum } from '@pos/shared/money';
import { normalizeNit } from '@pos/shared/validation/nit';
import { timed, timedSync } from '../../../lib/spans';
import { fechaHoraGuatemala } from '../dte/fechas';
import { serieYNumeroDeUuid } from '../dte/uuid';
import { validateAnulacion, validateDte, xsdDisponibles } from '../dte/xsd-validator';
import { URLS_INFILE, urlsEnBase, type CredencialesInfile, type UrlsInfile } from './infile';
import { CONTRIBUYENTES_SANDBOX, PERSONAS_SANDBOX } from './sandbox-padron';
import { revisarXml, type AnulacionRevisada, type DocumentoRevisado } from './sandbox-revision';

/**
 * A local certifier speaking Infile's protocol (FEL.md §10) for development and tests
 * (ARCHITECTURE.md §6): it checks documents as SAT would, certifies them with a fresh UUID,
 * remembers each identificador so a resent document comes back with its first certification,
 * annuls, answers NIT/CUI lookups from sandbox-padron.ts, and fails on request. Its documents
 * have no legal value. What it certified lives in memory, or in `archivo` across restarts.
 *
 * Like a real certifier it never issues two documents under one identificador: a resend of one
 * already issued gets that document back; a resend while the first send is still being processed
 * is refused as "identificador en uso" (so is any refusal ordered for an identificador it knows:
 * a certifier does not judge again a document it already issued); and a document it started
 * processing is issued even when the client stopped waiting for the answer.
 */

/** Check-digit-valid and not a certifier in SAT's catalogue: nobody mistakes these for Infile's. */
export const NIT_CERTIFICADOR_SANDBOX = '10000003';
export const NOMBRE_CERTIFICADOR_SANDBOX = 'CERTIFICADOR SANDBOX - DOCUMENTOS DE PRUEBA SIN VALIDEZ FISCAL';

/**
 * - 'caido': the connection is cut without an answer (certifier down).
 * - 'error': HTTP 503 with an HTML page (a gateway in front of a dead certifier).
 * - 'lento': the request is processed, then the answer waits `ms` (a certification whose answer
 *   the client gave up on: the document exists, the client does not know it).
 * - 'procesando': issuing the document takes `ms`; meanwhile its identificador is in use, and a
 *   resend under it is refused as such. The document is issued when the time is up, answer
 *   awaited or not.
 * - 'rechazar': a certification is refused with `mensaje` (affects only certification requests),
 *   or as "identificador en uso" when the identificador was already issued or is in process.
 */
export type ModoFalla = 'caido' | 'error' | 'lento' | 'procesando' | 'rechazar';

export interface OpcionesFalla {
  /** How many requests fail this way (default 1). */
  veces?: number;
  /** 'lento', 'procesando': the delay (default 1000 ms). */
  ms?: number;
  /** 'rechazar': the certifier's message. */
  mensaje?: string;
  /** Only requests under this identificador fail (tests that run several documents at once). */
  identificador?: string;
  /**
   * Only certifications and annulments this issuer signs fail (its user, the NIT on the sandbox):
   * browser tests of several companies share one sandbox side by side.
   */
  emisor?: string;
}

export interface DocumentoSandbox {
  identificador: string;
  uuid: string;
  serie: string;
  numero: string;
  tipo: string;
  nitEmisor: string;
  idReceptor: string;
  fechaHoraEmision: string;
  fechaCertificacion: string;
  granTotal: string;
  totalIva: string;
  anulado: boolean;
  xmlCertificado: string;
  /** NCRE: the UUID of the document it credits. */
  origenUuid?: string;
}

export interface SolicitudSandbox {
  ruta: string;
  identificador: string | null;
}

export interface OpcionesSandbox {
  port?: number;
  host?: string;
  /** When given, only these are accepted; otherwise any non-empty user and keys are. */
  credenciales?: CredencialesInfile[];
  /** Also validate against SAT's XSDs (dte/xsd-validator.ts); default: when they are on this machine. */
  validarXsd?: boolean;
  /**
   * A file that keeps what it certified across restarts, one JSON line appended per certification
   * or annulment (a file of the older single-object format still loads, and is rewritten as lines);
   * without it, state lives in memory.
   */
  archivo?: string;
  /** What issuing every document takes, as a real certifier's latency (default 0). */
  latenciaMs?: number;
}

export interface SandboxCertificador {
  url: string;
  /** Infile's paths on this server, for `new InfileCertifier({ urls })`. */
  urls: UrlsInfile;
  close(): Promise<void>;
  fallar(modo: ModoFalla, opciones?: OpcionesFalla): void;
  /** Every document certified so far (annulments mark theirs `anulado`). */
  certificados(): DocumentoSandbox[];
  /** Every request received, faulted ones included, in order. */
  solicitudes(): SolicitudSandbox[];
}

type Respuesta = { status: number; cuerpo: Record<string, unknown> };

/** The older format of the file: the whole state as one JSON object, rewritten on every certification. */
interface EstadoGuardado {
  documentos: DocumentoSandbox[];
  respuestas: [string, Respuesta][];
}

/**
 * One line of the file: the answer stored under a user and identificador, with the document it
 * issued or the uuid it annulled. Appending a line costs the same with ten documents or a million.
 */
interface LineaGuardada {
  respuesta?: [string, Respuesta];
  documento?: DocumentoSandbox;
  anulado?: string;
}

const RUTAS = {
  certificacion: new URL(URLS_INFILE.certificacion).pathname,
  consultaNit: new URL(URLS_INFILE.consultaNit).pathname,
  loginCui: new URL(URLS_INFILE.loginCui).pathname,
  consultaCui: new URL(URLS_INFILE.consultaCui).pathname,
};
const DURACION_TOKEN_MS = 2 * 3_600_000;
/**
 * Not Infile's: how another process (the browser tests, a person trying the failure screens) tells
 * the sandbox to fail. `POST {modo, veces?, ms?, mensaje?, identificador?, emisor?}`, the same as `fallar()`.
 */
export const RUTA_CONTROL_FALLAS = '/sandbox/fallar';
const MODOS_FALLA: readonly ModoFalla[] = ['caido', 'error', 'lento', 'procesando', 'rechazar'];

/** Now in Guatemala, as FEL dateTimes are written. */
const ahoraGuatemala = () => fechaHoraGuatemala(new Date());

const escapar = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The document with the Certificacion element a certifier adds (schema order), unsigned. */
function conCertificacion(xml: string, clase: 'dte' | 'anulacion', fecha: string, uuid: string): string {
  const prefijo = /<([\w.-]+:)?(?:GTDocumento|GTAnulacionDocumento)\b/.exec(xml)?.[1] ?? '';
  const el = (nombre: string, contenido: string, atributos = '') =>
    `<${prefijo}${nombre}${atributos}>${contenido}</${prefijo}${nombre}>`;
  const { serie, numero } = serieYNumeroDeUuid(uuid);
  const certificacion = el(
    'Certificacion',
    el('NITCertificador', NIT_CERTIFICADOR_SANDBOX) +
      el('NombreCertificador', escapar(NOMBRE_CERTIFICADOR_SANDBOX)) +
      // The annulment schema's Certificacion has no NumeroAutorizacion.
      (clase === 'dte' ? el('NumeroAutorizacion', uuid, ` Serie="${serie}" Numero="${numero}"`) : '') +
      el('FechaHoraCertificacion', fecha),
  );
  return clase === 'dte'
    ? xml.replace(`</${prefijo}DatosEmision>`, `</${prefijo}DatosEmision>${certificacion}`)
    : xml.replace(`</${prefijo}AnulacionDTE>`, `${certificacion}</${prefijo}AnulacionDTE>`);
}

/** The failure answer of FEL.md §10.3, HTTP 200 as Infile sends it. */
function rechazo(errores: string[], status = 200): Respuesta {
  return {
    status,
    cuerpo: {
      resultado: false,
      fecha: ahoraGuatemala(),
      origen: 'Sandbox local',
      descripcion: 'Documento rechazado',
      alertas_infile: false,
      descripcion_alertas_infile: [],
      alertas_sat: false,
      descripcion_alertas_sat: [],
      cantidad_errores: errores.length,
      descripcion_errores: errores.map((mensaje_error) => ({
        resultado: false,
        fuente: 'SANDBOX',
        categoria: 'VALIDACION',
        numeral: '',
        validacion: '',
        mensaje_error,
      })),
      uuid: '',
      serie: '',
      numero: '',
      xml_certificado: '',
    },
  };
}

/** The refusal of a request whose identificador an earlier send already took. */
const identificadorEnUso = (identificador: string) =>
  rechazo([`El identificador ${identificador} ya fue utilizado; consulte el documento emitido con él.`]);

async function leerCuerpo(req: IncomingMessage): Promise<string> {
  const partes: Buffer[] = [];
  for await (const parte of req) partes.push(parte as Buffer);
  return Buffer.concat(partes).toString('utf8');
}

function leerJson(texto: string): Record<string, unknown> {
  try {
    const valor: unknown = JSON.parse(texto);
    return typeof valor === 'object' && valor !== null ? (valor as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const cabecera = (req: IncomingMessage, nombre: string): string => {
  const valor = req.headers[nombre];
  return typeof valor === 'string' ? valor : '';
};

/** Identificadores are per issuer: the user that sends them keeps each company's apart. */
const claveDe = (req: IncomingMessage) => {
  const identificador = cabecera(req, 'identificador');
  return { clave: `${cabecera(req, 'usuariofirma')}\n${identificador}`, identificador };
};

class Sandbox {
  private readonly documentos = new Map<string, DocumentoSandbox>();
  /** First answer per user and identificador: resending never certifies twice (FEL.md §10.6). */
  private readonly respuestas = new Map<string, Respuesta>();
  /** User and identificador of the certifications being processed right now. */
  private readonly enProceso = new Set<string>();
  private readonly tokens = new Map<string, number>();
  private readonly fallas: {
    modo: ModoFalla;
    restantes: number;
    ms: number;
    mensaje: string;
    identificador: string | undefined;
    emisor: string | undefined;
  }[] = [];
  readonly registro: SolicitudSandbox[] = [];
  /** Aborts every wait when the sandbox closes (one listener per certification in flight). */
  readonly cierre = new AbortController();

  constructor(
    private readonly credenciales: CredencialesInfile[] | undefined,
    private readonly validarXsd: boolean,
    private readonly archivo: string | undefined,
    private readonly latenciaMs: number,
  ) {
    setMaxListeners(0, this.cierre.signal);
    if (!archivo) return;
    if (existsSync(archivo)) this.cargar(archivo);
    this.descriptor = openSync(archivo, 'a');
  }

  /** The file the lines are appended to (null without a file, or once closed). */
  private descriptor: number | null = null;

  /**
   * Reads the file: one line per certification or annulment, or the older single object (then
   * rewritten as lines, so what follows can be appended). A line cut short by a crash mid-write
   * is dropped: its answer never reached the client, whose resend is certified afresh.
   */
  private cargar(archivo: string): void {
    const texto = readFileSync(archivo, 'utf8');
    if (/^\s*\{\s*"documentos"/.test(texto)) {
      const antiguo = JSON.parse(texto) as EstadoGuardado;
      const lineas: LineaGuardada[] = [
        ...antiguo.documentos.map((documento) => ({ documento })),
        ...antiguo.respuestas.map((respuesta) => ({ respuesta })),
      ];
      lineas.forEach((linea) => this.aplicar(linea));
      const temporal = `${archivo}.${process.pid}.tmp`;
      writeFileSync(temporal, lineas.map((linea) => `${JSON.stringify(linea)}\n`).join(''));
      renameSync(temporal, archivo);
      return;
    }
    // A line cut short by a crash mid-write is dropped, so the next one starts on its own line.
    const completo = Buffer.byteLength(texto) === 0 || texto.endsWith('\n');
    if (!completo) truncateSync(archivo, Buffer.byteLength(texto.slice(0, texto.lastIndexOf('\n') + 1)));
    for (const renglon of texto.split('\n')) {
      if (!renglon.trim()) continue;
      try {
        this.aplicar(JSON.parse(renglon) as LineaGuardada);
      } catch {
        // The line cut short, dropped above.
      }
    }
  }

  private aplicar(linea: LineaGuardada): void {
    if (linea.documento) this.documentos.set(linea.documento.uuid, linea.documento);
    const anulado = linea.anulado ? this.documentos.get(linea.anulado) : undefined;
    if (anulado) anulado.anulado = true;
    if (linea.respuesta) this.respuestas.set(linea.respuesta[0], linea.respuesta[1]);
  }

  /** Appends what one certification or annulment changed (a demo's invoices stay annullable). */
  private guardar(linea: LineaGuardada): void {
    const texto = `${JSON.stringify(linea)}\n`;
    if (this.descriptor !== null) writeSync(this.descriptor, texto);
    // A request that was still being processed when the sandbox closed.
    else if (this.archivo) appendFileSync(this.archivo, texto);
  }

  cerrarArchivo(): void {
    if (this.descriptor === null) return;
    closeSync(this.descriptor);
    this.descriptor = null;
  }

  fallar(modo: ModoFalla, opciones: OpcionesFalla = {}): void {
    const mensaje = opciones.mensaje ?? 'Documento rechazado por el sandbox (falla simulada).';
    this.fallas.push({
      modo,
      restantes: opciones.veces ?? 1,
      ms: opciones.ms ?? 1000,
      mensaje,
      identificador: opciones.identificador,
      emisor: opciones.emisor,
    });
  }

  certificados(): DocumentoSandbox[] {
    return [...this.documentos.values()].map((d) => ({ ...d }));
  }

  async atender(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const ruta = new URL(req.url ?? '/', 'http://sandbox').pathname;
    const cuerpo = await leerCuerpo(req);
    const identificador = typeof req.headers.identificador === 'string' ? req.headers.identificador : null;
    if (ruta === RUTA_CONTROL_FALLAS) return this.controlarFallas(req, cuerpo, res);
    this.registro.push({ ruta, identificador });
    const falla = this.tomarFalla(ruta, identificador, cabecera(req, 'usuariofirma'));
    if (falla?.modo === 'caido') {
      req.socket.destroy();
      return;
    }
    if (falla?.modo === 'error') {
      res.writeHead(503, { 'Content-Type': 'text/html' }).end('<html><body>503 Service Unavailable</body></html>');
      return;
    }
    const respuesta =
      falla?.modo === 'rechazar'
        ? this.rechazar(req, falla.mensaje)
        : await this.responder(ruta, req, cuerpo, falla?.modo === 'procesando' ? falla.ms : 0);
    if (falla?.modo === 'lento')
      await esperar(falla.ms, undefined, { signal: this.cierre.signal }).catch(() => undefined);
    if (!res.destroyed)
      res.writeHead(respuesta.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(respuesta.cuerpo));
  }

  private controlarFallas(req: IncomingMessage, cuerpo: string, res: ServerResponse): void {
    const orden = leerJson(cuerpo);
    const modo = orden.modo as ModoFalla;
    if (req.method !== 'POST' || !MODOS_FALLA.includes(modo)) {
      res
        .writeHead(400, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ descripcion: `modo debe ser uno de: ${MODOS_FALLA.join(', ')}` }));
      return;
    }
    const numero = (valor: unknown) =>
      typeof valor === 'number' && Number.isInteger(valor) && valor > 0 ? valor : undefined;
    const texto = (valor: unknown) => (typeof valor === 'string' ? valor : undefined);
    this.fallar(modo, {
      veces: numero(orden.veces),
      ms: numero(orden.ms),
      mensaje: texto(orden.mensaje),
      identificador: texto(orden.identificador),
      emisor: texto(orden.emisor),
    });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ pendientes: this.fallas.length }));
  }

  /** An ordered refusal: of the document, unless its identificador was already taken. */
  private rechazar(req: IncomingMessage, mensaje: string): Respuesta {
    const { clave, identificador } = claveDe(req);
    return this.respuestas.has(clave) || this.enProceso.has(clave)
      ? identificadorEnUso(identificador)
      : rechazo([mensaje]);
  }

  private tomarFalla(ruta: string, identificador: string | null, emisor: string) {
    const falla = this.fallas.find(
      (f) =>
        (f.modo !== 'rechazar' || ruta === RUTAS.certificacion) &&
        (f.identificador === undefined || f.identificador === identificador) &&
        (f.emisor === undefined || f.emisor === emisor),
    );
    if (!falla) return null;
    falla.restantes -= 1;
    if (falla.restantes <= 0) this.fallas.splice(this.fallas.indexOf(falla), 1);
    return falla;
  }

  private aceptadas(usuario: string, llaveApi: string, llaveFirma?: string): boolean {
    if (!this.credenciales) return Boolean(usuario && llaveApi && llaveFirma !== '');
    return this.credenciales.some(
      (c) =>
        c.usuario === usuario && c.llaveApi === llaveApi && (llaveFirma === undefined || c.llaveFirma === llaveFirma),
    );
  }

  private async responder(ruta: string, req: IncomingMessage, cuerpo: string, demoraMs: number): Promise<Respuesta> {
    if (req.method !== 'POST') return { status: 405, cuerpo: { resultado: false, descripcion: 'Método no permitido' } };
    switch (ruta) {
      case RUTAS.certificacion:
        return this.certificar(req, cuerpo, demoraMs);
      case RUTAS.consultaNit:
        return this.consultarNit(leerJson(cuerpo));
      case RUTAS.loginCui:
        return this.login(new URLSearchParams(cuerpo));
      case RUTAS.consultaCui:
        return this.consultarCui(req, new URLSearchParams(cuerpo));
      default:
        return { status: 404, cuerpo: { resultado: false, descripcion: `Ruta desconocida: ${ruta}` } };
    }
  }

  /**
   * One certification request. Its identificador is in use from the moment it arrives until its
   * answer is stored, so two sends of one document never both issue it.
   */
  private async certificar(req: IncomingMessage, xml: string, demoraMs: number): Promise<Respuesta> {
    const h = (nombre: string) => cabecera(req, nombre);
    const usuario = h('usuariofirma');
    if (usuario !== h('usuarioapi') || !this.aceptadas(usuario, h('llaveapi'), h('llavefirma'))) {
      return rechazo(['Usuario o llave incorrectos.'], 401);
    }
    const { clave, identificador } = claveDe(req);
    if (!identificador) return rechazo(['Falta el encabezado identificador.'], 400);
    const previa = this.respuestas.get(clave);
    if (previa) return previa;
    if (this.enProceso.has(clave)) return identificadorEnUso(identificador);
    this.enProceso.add(clave);
    try {
      const espera = this.latenciaMs + demoraMs;
      if (espera > 0)
        await timed('sandbox.latencia', () =>
          esperar(espera, undefined, { signal: this.cierre.signal }).catch(() => undefined),
        );
      return await this.emitir(xml, clave, identificador);
    } finally {
      this.enProceso.delete(clave);
    }
  }

  /** Checks the document as SAT would and issues it (or the annulment), storing the answer under `clave`. */
  private async emitir(xml: string, clave: string, identificador: string): Promise<Respuesta> {
    const revision = timedSync('sandbox.revision', () => revisarXml(xml));
    if (!revision.ok) return rechazo(revision.errores);
    if (this.validarXsd) {
      const clase = revision.documento.clase;
      const xsd = await timed('sandbox.xsd', () => (clase === 'dte' ? validateDte(xml) : validateAnulacion(xml)));
      if (!xsd.valid) return rechazo(xsd.errors);
    }
    const fecha = ahoraGuatemala();
    const documento = revision.documento;
    const resultado = timedSync('sandbox.emitir', () =>
      documento.clase === 'dte'
        ? this.registrarDocumento(documento, identificador, xml, fecha)
        : this.registrarAnulacion(documento, xml, fecha),
    );
    if (Array.isArray(resultado)) return rechazo(resultado);
    const respuesta: Respuesta = {
      status: 200,
      cuerpo: {
        resultado: true,
        fecha,
        origen: 'Sandbox local',
        descripcion: 'Documento de prueba certificado por el sandbox, sin validez fiscal.',
        control_emision: { Saldo: 0, Creditos: 0 },
        alertas_infile: false,
        descripcion_alertas_infile: [],
        alertas_sat: false,
        descripcion_alertas_sat: [],
        cantidad_errores: 0,
        descripcion_errores: [],
        informacion_adicional: '',
        uuid: resultado.uuid,
        serie: resultado.serie,
        numero: Number(resultado.numero),
        xml_certificado: Buffer.from(resultado.xml, 'utf8').toString('base64'),
      },
    };
    this.respuestas.set(clave, respuesta);
    timedSync('sandbox.guardar', () =>
      this.guardar(
        revision.documento.clase === 'dte'
          ? { respuesta: [clave, respuesta], documento: this.documentos.get(resultado.uuid) }
          : { respuesta: [clave, respuesta], anulado: resultado.uuid },
      ),
    );
    return respuesta;
  }

  /** Certifies a checked DTE, or returns why SAT would refuse it given the other documents. */
  private registrarDocumento(doc: DocumentoRevisado, identificador: string, xml: string, fecha: string) {
    if (doc.origen) {
      const origen = this.documentos.get(doc.origen.uuid);
      const errores: string[] = [];
      if (!origen) return [`FEL_RCP351: El documento de origen ${doc.origen.uuid} no existe.`];
      if (!['FACT', 'FCAM'].includes(origen.tipo))
        errores.push('FEL_RCP352: El documento de origen debe ser FACT o FCAM.');
      if (origen.anulado) errores.push('El documento de origen está anulado.');
      if (origen.nitEmisor !== doc.nitEmisor) errores.push('FEL_RCP354: El emisor no es el del documento de origen.');
      if (origen.idReceptor !== doc.idReceptor)
        errores.push('FEL_RCP355: El receptor no es el del documento de origen.');
      if (origen.fechaHoraEmision.slice(0, 10) !== doc.origen.fechaEmision)
        errores.push('FEL_RCP358: FechaEmisionDocumentoOrigen no es la fecha de emisión del origen.');
      // What the origin can still be credited: its totals minus every note on it not annulled.
      const previas = [...this.documentos.values()].filter((d) => d.origenUuid === origen.uuid && !d.anulado);
      const saldo = sub(origen.granTotal, sum(previas.map((d) => d.granTotal)));
      const saldoIva = sub(origen.totalIva, sum(previas.map((d) => d.totalIva)));
      if (compare(doc.granTotal, saldo) > 0)
        errores.push(
          `FEL_RCP350: El total de la nota (${doc.granTotal}) excede el saldo del documento de origen (${saldo.toFixed(2)}).`,
        );
      if (compare(doc.totalIva, saldoIva) > 0)
        errores.push(
          `FEL_RCP333: El IVA de la nota (${doc.totalIva}) excede el saldo de IVA del documento de origen (${saldoIva.toFixed(2)}).`,
        );
      if (errores.length) return errores;
    }
    const uuid = randomUUID().toUpperCase();
    const { serie, numero } = serieYNumeroDeUuid(uuid);
    const certificado = conCertificacion(xml, 'dte', fecha, uuid);
    this.documentos.set(uuid, {
      identificador,
      uuid,
      serie,
      numero,
      tipo: doc.tipo,
      nitEmisor: doc.nitEmisor,
      idReceptor: doc.idReceptor,
      fechaHoraEmision: doc.fechaHoraEmision,
      fechaCertificacion: fecha,
      granTotal: doc.granTotal,
      totalIva: doc.totalIva,
      anulado: false,
      xmlCertificado: certificado,
      ...(doc.origen ? { origenUuid: doc.origen.uuid } : {}),
    });
    return { uuid, serie, numero, xml: certificado };
  }

  private registrarAnulacion(anulacion: AnulacionRevisada, xml: string, fecha: string) {
    const doc = this.documentos.get(anulacion.uuid);
    if (!doc) return [`FEL_ANU368: El documento ${anulacion.uuid} no existe.`];
    const errores: string[] = [];
    if (doc.anulado) errores.push(`El documento ${doc.uuid} ya fue anulado.`);
    if (normalizeNit(anulacion.nitEmisor) !== doc.nitEmisor)
      errores.push('FEL_ANU369: El NIT emisor no es el del documento a anular.');
    if (anulacion.idReceptor !== doc.idReceptor)
      errores.push('FEL_ANU371: IDReceptor no es el del documento a anular.');
    if (anulacion.fechaEmisionDocumentoAnular.slice(0, 10) !== doc.fechaHoraEmision.slice(0, 10)) {
      errores.push('FEL_ANU374: FechaEmisionDocumentoAnular no es la fecha de emisión del documento.');
    }
    if (errores.length) return errores;
    doc.anulado = true;
    return {
      uuid: doc.uuid,
      serie: doc.serie,
      numero: doc.numero,
      xml: conCertificacion(xml, 'anulacion', fecha, doc.uuid),
    };
  }

  /** FEL.md §10.7: `nombre` empty with a `mensaje` means not found. */
  private consultarNit(cuerpo: Record<string, unknown>): Respuesta {
    if (!this.aceptadas(String(cuerpo.emisor_codigo ?? ''), String(cuerpo.emisor_clave ?? ''))) {
      return { status: 401, cuerpo: { nit: '', nombre: '', mensaje: 'Usuario o llave incorrectos.' } };
    }
    const nit = normalizeNit(String(cuerpo.nit_consulta ?? ''));
    const nombre = CONTRIBUYENTES_SANDBOX[nit];
    return {
      status: 200,
      cuerpo: nombre ? { nit, nombre, mensaje: '' } : { nit, nombre: '', mensaje: 'NIT no válido o no registrado.' },
    };
  }

  private login(form: URLSearchParams): Respuesta {
    if (!this.aceptadas(form.get('prefijo') ?? '', form.get('llave') ?? '')) {
      return { status: 200, cuerpo: { resultado: false, descripcion: 'Usuario o llave incorrectos.' } };
    }
    const token = randomBytes(24).toString('hex');
    const vence = Date.now() + DURACION_TOKEN_MS;
    this.tokens.set(token, vence);
    return {
      status: 200,
      cuerpo: {
        resultado: true,
        descripcion: 'Login exitoso',
        token,
        fecha: ahoraGuatemala(),
        fecha_de_vencimiento: fechaHoraGuatemala(new Date(vence)),
      },
    };
  }

  /** FEL.md §10.8: a `nombre` of "NA" means not found. */
  private consultarCui(req: IncomingMessage, form: URLSearchParams): Respuesta {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if ((this.tokens.get(token) ?? 0) < Date.now())
      return { status: 401, cuerpo: { resultado: false, descripcion: 'Token inválido o vencido.' } };
    const cui = form.get('cui') ?? '';
    const persona = PERSONAS_SANDBOX[cui];
    return {
      status: 200,
      cuerpo: {
        resultado: true,
        descripcion: persona ? 'Consulta exitosa' : 'CUI no encontrado',
        cui: { cui, nombre: persona?.nombre ?? 'NA', fallecido: persona?.fallecido ? 'SI' : 'NO' },
      },
    };
  }
}

export async function startSandboxCertifier(opciones: OpcionesSandbox = {}): Promise<SandboxCertificador> {
  const sandbox = new Sandbox(
    opciones.credenciales,
    opciones.validarXsd ?? xsdDisponibles(),
    opciones.archivo,
    opciones.latenciaMs ?? 0,
  );
  const server = createServer((req, res) => {
    sandbox.atender(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  const host = opciones.host ?? '127.0.0.1';
  await new Promise<void>((listo, fallo) => {
    server.once('error', fallo);
    server.listen(opciones.port ?? 0, host, () => listo());
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    urls: urlsEnBase(url),
    close: async () => {
      sandbox.cierre.abort();
      server.closeAllConnections();
      await new Promise<void>((listo) => server.close(() => listo()));
      sandbox.cerrarArchivo();
    },
    fallar: (modo, opcionesFalla) => sandbox.fallar(modo, opcionesFalla),
    certificados: () => sandbox.certificados(),
    solicitudes: () => [...sandbox.registro],
  };
}
