import { setTimeout as esperar } from 'node:timers/promises';
import { MENSAJES } from '@pos/shared/messages';
import { normalizeNit } from '@pos/shared/validation/nit';
import {
  ErrorCertificador,
  type CertificacionFallida,
  type Certifier,
  type ContribuyenteNit,
  type PersonaCui,
  type ResultadoCertificacion,
  type SolicitudCertificacion,
} from './certifier';

/** What Infile gives each issuer (FEL.md §10.1); `usuario` goes in both UsuarioFirma and UsuarioApi. */
export interface CredencialesInfile {
  usuario: string;
  /** When Infile issued a different API user than the signing one; default `usuario`. */
  usuarioApi?: string;
  llaveFirma: string;
  llaveApi: string;
}

/** Full URLs of the four Infile calls this client makes. */
export interface UrlsInfile {
  certificacion: string;
  consultaNit: string;
  loginCui: string;
  consultaCui: string;
}

/** FEL.md §10.2, §10.7, §10.8. Test and production share hostnames; the credentials decide. */
export const URLS_INFILE: UrlsInfile = {
  certificacion: 'https://certificador.feel.com.gt/fel/procesounificado/transaccion/v2/xml',
  consultaNit: 'https://consultareceptores.feel.com.gt/rest/action',
  loginCui: 'https://certificador.feel.com.gt/api/v2/servicios/externos/login',
  consultaCui: 'https://certificador.feel.com.gt/api/v2/servicios/externos/cui',
};

/** Infile's paths on another server (the sandbox speaks the same paths). */
export function urlsEnBase(base: string): UrlsInfile {
  const en = (url: string) => new URL(new URL(url).pathname, base).href;
  return {
    certificacion: en(URLS_INFILE.certificacion),
    consultaNit: en(URLS_INFILE.consultaNit),
    loginCui: en(URLS_INFILE.loginCui),
    consultaCui: en(URLS_INFILE.consultaCui),
  };
}

export interface OpcionesInfile {
  credenciales: CredencialesInfile;
  urls?: UrlsInfile;
  /** Sandbox or Infile test credentials: every certified document is marked esPrueba. */
  esPrueba?: boolean;
  /** Per certification attempt (default 45 s, as FEL.md §10.9). */
  timeoutMs?: number;
  /** Per NIT/CUI lookup request; the cashier is waiting (default 10 s). */
  timeoutConsultaMs?: number;
  /** Further attempts after a retryable failure (default 3). */
  reintentos?: number;
  /** Backoff before retry n (0-based) is esperaInicialMs × 2ⁿ (default 2 s). */
  esperaInicialMs?: number;
}

/** Infile's answer does not say the receptor's address (FEL.md §10.7); "Ciudad" is the usual default. */
export const DIRECCION_RECEPTOR_POR_DEFECTO = 'Ciudad';

type Envio =
  { respondio: true; status: number; cuerpo: Record<string, unknown> | null } | { respondio: false; detalle: string };

/** CUI login tokens, shared by every client of the same user: Infile allows 50 logins a day. */
const tokensCui = new Map<string, { token: string; vence: number }>();
/** A token this close to its expiry is renewed rather than used. */
const MARGEN_TOKEN_MS = 60_000;

const textos = (valor: unknown): string[] =>
  Array.isArray(valor)
    ? valor
        .map((v) =>
          typeof v === 'string'
            ? v
            : typeof v === 'object' && v !== null
              ? String((v as Record<string, unknown>).mensaje_error ?? JSON.stringify(v))
              : '',
        )
        .filter(Boolean)
    : [];

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of the first element with this local name, any prefix (for Certificacion's fields). */
function textoElemento(xml: string, nombre: string): string | null {
  const m = new RegExp(`<(?:[\\w.-]+:)?${nombre}(?:\\s[^>]*)?>([^<]*)</`).exec(xml);
  return m?.[1] ? m[1].trim().replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTIDADES[e] ?? '') : null;
}

/**
 * Infile's REST client (FEL.md §10): the unified sign-and-certify call for documents and
 * annulments, and the NIT and CUI lookups. One instance per company (its credentials).
 */
export class InfileCertifier implements Certifier {
  private readonly credenciales: CredencialesInfile;
  private readonly urls: UrlsInfile;
  private readonly esPrueba: boolean;
  private readonly timeoutMs: number;
  private readonly timeoutConsultaMs: number;
  private readonly reintentos: number;
  private readonly esperaInicialMs: number;

  constructor(opciones: OpcionesInfile) {
    this.credenciales = opciones.credenciales;
    this.urls = opciones.urls ?? URLS_INFILE;
    this.esPrueba = opciones.esPrueba ?? false;
    this.timeoutMs = opciones.timeoutMs ?? 45_000;
    this.timeoutConsultaMs = opciones.timeoutConsultaMs ?? 10_000;
    this.reintentos = opciones.reintentos ?? 3;
    this.esperaInicialMs = opciones.esperaInicialMs ?? 2_000;
  }

  certificar(solicitud: SolicitudCertificacion): Promise<ResultadoCertificacion> {
    return this.enviarDocumento(solicitud);
  }

  /** Same endpoint and answer as a certification (FEL.md §10.4); the body is a GTAnulacionDocumento. */
  anular(solicitud: SolicitudCertificacion): Promise<ResultadoCertificacion> {
    return this.enviarDocumento(solicitud);
  }

  async consultarNit(nit: string): Promise<ContribuyenteNit | null> {
    const { usuario, llaveApi } = this.credenciales;
    const envio = await this.enviar(
      this.urls.consultaNit,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ emisor_codigo: usuario, emisor_clave: llaveApi, nit_consulta: normalizeNit(nit) }),
      },
      this.timeoutConsultaMs,
    );
    const cuerpo = this.cuerpoDeConsulta(envio);
    // An empty name (with a `mensaje`) means not registered or invalid (FEL.md §10.7).
    const nombre = typeof cuerpo.nombre === 'string' ? cuerpo.nombre.trim() : '';
    if (!nombre) return null;
    const direccion =
      typeof cuerpo.direccion === 'string' && cuerpo.direccion.trim()
        ? cuerpo.direccion.trim()
        : DIRECCION_RECEPTOR_POR_DEFECTO;
    return { nit: String(cuerpo.nit ?? normalizeNit(nit)), nombre, direccion };
  }

  async consultarCui(cui: string): Promise<PersonaCui | null> {
    const consultar = async (token: string) =>
      this.enviar(
        this.urls.consultaCui,
        { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: new URLSearchParams({ cui }) },
        this.timeoutConsultaMs,
      );
    let envio = await consultar(await this.tokenCui());
    if (envio.respondio && envio.status === 401) {
      // The cached token expired early or was revoked: log in once more.
      tokensCui.delete(this.claveToken());
      envio = await consultar(await this.tokenCui());
    }
    const persona = this.cuerpoDeConsulta(envio).cui as Record<string, unknown> | undefined;
    const nombre = typeof persona?.nombre === 'string' ? persona.nombre.trim() : '';
    // "NA" is Infile's not-found answer (FEL.md §10.8).
    if (!nombre || nombre === 'NA') return null;
    return { cui: String(persona?.cui ?? cui), nombre, fallecido: String(persona?.fallecido).toUpperCase() === 'SI' };
  }

  /**
   * Sends the document, retrying only what may have failed in transit, always under the same
   * identificador: a document that Infile did certify before the answer was lost comes back
   * with its first certification instead of a second one (FEL.md §10.6).
   *
   * An "identificador in use" answer means the certifier is still issuing an earlier send: it is
   * asked again, without spending a retry, for as long as one attempt may take.
   */
  private async enviarDocumento(solicitud: SolicitudCertificacion): Promise<ResultadoCertificacion> {
    const nitDocumento = /\bNITEmisor="([^"]*)"/.exec(solicitud.xml)?.[1] ?? '';
    if (normalizeNit(nitDocumento) !== normalizeNit(solicitud.nitEmisor)) {
      return fallo('rechazado', [MENSAJES.fel.nitEmisorDistinto(nitDocumento, solicitud.nitEmisor)]);
    }
    let reintentos = 0;
    let pacienciaHasta: number | null = null;
    for (;;) {
      const resultado = await this.intentarCertificacion(solicitud);
      if (resultado.ok || !resultado.reintentable) return resultado;
      if (resultado.motivo === 'identificador-usado') pacienciaHasta ??= Date.now() + this.timeoutMs;
      const esperaEmision =
        resultado.motivo === 'identificador-usado' && pacienciaHasta !== null && Date.now() < pacienciaHasta;
      if (!esperaEmision && reintentos >= this.reintentos) return resultado;
      await esperar(this.esperaInicialMs * 2 ** reintentos);
      if (!esperaEmision) reintentos++;
    }
  }

  private async intentarCertificacion({ xml, identificador }: SolicitudCertificacion): Promise<ResultadoCertificacion> {
    const { usuario, llaveFirma, llaveApi } = this.credenciales;
    const usuarioApi = this.credenciales.usuarioApi || usuario;
    const envio = await this.enviar(
      this.urls.certificacion,
      {
        method: 'POST',
        // Header names spelled out one by one: a public package swapped them (FEL.md §10.1).
        headers: {
          'Content-Type': 'application/xml',
          UsuarioFirma: usuario,
          LlaveFirma: llaveFirma,
          UsuarioApi: usuarioApi,
          LlaveApi: llaveApi,
          identificador,
        },
        body: xml,
      },
      this.timeoutMs,
    );
    if (!envio.respondio) return fallo('no-disponible', [envio.detalle]);
    const { status, cuerpo } = envio;
    if (status === 401 || status === 403) return fallo('credenciales', [MENSAJES.fel.credencialesInvalidas], cuerpo);
    if (status >= 500 || status === 408 || status === 429)
      return fallo('no-disponible', [MENSAJES.fel.certificadorError(status)], cuerpo);
    if (!cuerpo) return fallo('no-disponible', [MENSAJES.fel.respuestaIlegible(status)]);
    // Success is `resultado`, not the HTTP status (FEL.md §10.2).
    if (cuerpo.resultado !== true) {
      const errores = textos(cuerpo.descripcion_errores);
      const descripcion =
        typeof cuerpo.descripcion === 'string' && cuerpo.descripcion ? [cuerpo.descripcion] : [MENSAJES.fel.rechazado];
      const mensajes = errores.length ? errores : descripcion;
      return fallo(
        status === 409 || hablaDelIdentificador(mensajes) ? 'identificador-usado' : 'rechazado',
        mensajes,
        cuerpo,
      );
    }
    if (typeof cuerpo.uuid !== 'string' || typeof cuerpo.xml_certificado !== 'string') {
      // Certified but unreadable: asking again with the same identificador returns the same document.
      return fallo('no-disponible', [MENSAJES.fel.respuestaIlegible(status)], cuerpo);
    }
    const xmlCertificado = Buffer.from(cuerpo.xml_certificado, 'base64').toString('utf8');
    return {
      ok: true,
      uuid: cuerpo.uuid.toUpperCase(),
      serie: String(cuerpo.serie ?? ''),
      numero: String(cuerpo.numero ?? ''),
      fechaCertificacion: String(cuerpo.fecha ?? textoElemento(xmlCertificado, 'FechaHoraCertificacion') ?? ''),
      xmlCertificado,
      nitCertificador: textoElemento(xmlCertificado, 'NITCertificador'),
      nombreCertificador: textoElemento(xmlCertificado, 'NombreCertificador'),
      esPrueba: this.esPrueba,
      alertas: [...textos(cuerpo.descripcion_alertas_infile), ...textos(cuerpo.descripcion_alertas_sat)],
      respuesta: cuerpo,
    };
  }

  private claveToken(): string {
    return `${this.urls.loginCui}\n${this.credenciales.usuario}\n${this.credenciales.llaveApi}`;
  }

  private async tokenCui(): Promise<string> {
    const guardado = tokensCui.get(this.claveToken());
    if (guardado && guardado.vence - MARGEN_TOKEN_MS > Date.now()) return guardado.token;
    const { usuario, llaveApi } = this.credenciales;
    const envio = await this.enviar(
      this.urls.loginCui,
      { method: 'POST', body: new URLSearchParams({ prefijo: usuario, llave: llaveApi }) },
      this.timeoutConsultaMs,
    );
    const cuerpo = this.cuerpoDeConsulta(envio);
    if (cuerpo.resultado !== true || typeof cuerpo.token !== 'string') {
      throw new ErrorCertificador(
        'credenciales',
        typeof cuerpo.descripcion === 'string' && cuerpo.descripcion
          ? cuerpo.descripcion
          : MENSAJES.fel.credencialesInvalidas,
      );
    }
    // Without a readable expiry, assume one hour (public examples show about two).
    const vence = Date.parse(String(cuerpo.fecha_de_vencimiento)) || Date.now() + 3_600_000;
    tokensCui.set(this.claveToken(), { token: cuerpo.token, vence });
    return cuerpo.token;
  }

  /** A lookup's JSON body, or the error the customer form shows. */
  private cuerpoDeConsulta(envio: Envio): Record<string, unknown> {
    if (envio.respondio && (envio.status === 401 || envio.status === 403)) {
      throw new ErrorCertificador('credenciales', MENSAJES.fel.credencialesInvalidas);
    }
    if (!envio.respondio || envio.status >= 500 || !envio.cuerpo) {
      throw new ErrorCertificador('no-disponible', MENSAJES.clientes.servicioInfileNoDisponible);
    }
    return envio.cuerpo;
  }

  /** One HTTP exchange under a deadline that covers the body too; never throws. */
  private async enviar(url: string, init: RequestInit, timeoutMs: number): Promise<Envio> {
    try {
      const respuesta = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const texto = await respuesta.text();
      return { respondio: true, status: respuesta.status, cuerpo: leerJson(texto) };
    } catch (error) {
      const vencido = error instanceof Error && error.name === 'TimeoutError';
      return {
        respondio: false,
        detalle: vencido
          ? MENSAJES.fel.certificadorSinRespuesta(timeoutMs / 1000)
          : MENSAJES.fel.certificadorInaccesible,
      };
    }
  }
}

/**
 * A refusal about the identificador rather than the document ("ya fue utilizado", "en proceso"):
 * SAT's own rules never name the identificador, which only Infile sees (FEL.md §10.6), so any
 * refusal that names it is about a previous send under it.
 */
const hablaDelIdentificador = (mensajes: string[]): boolean => mensajes.some((m) => /identificador/i.test(m));

function leerJson(texto: string): Record<string, unknown> | null {
  try {
    const valor: unknown = JSON.parse(texto);
    return typeof valor === 'object' && valor !== null && !Array.isArray(valor)
      ? (valor as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function fallo(
  motivo: CertificacionFallida['motivo'],
  errores: string[],
  respuesta: unknown = null,
): CertificacionFallida {
  const reintentable = motivo === 'no-disponible' || motivo === 'identificador-usado';
  return { ok: false, motivo, errores, reintentable, respuesta };
}
