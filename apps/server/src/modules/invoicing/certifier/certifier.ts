/**
 * The one door to a FEL certifier (ARCHITECTURE.md §6). Sales code depends on this interface only;
 * `InfileCertifier` (infile.ts) implements it over HTTP, against Infile itself or against the local
 * sandbox (sandbox-server.ts), so the same client code runs in development, tests and production.
 */

/** A document SAT (or the sandbox) certified; field meanings per FEL.md §3.9 and §10.3. */
export interface CertificacionExitosa {
  ok: true;
  /** NumeroAutorizacion, uppercase (the annulment schema rejects lowercase). */
  uuid: string;
  serie: string;
  /** Infile sends a number or a string; always kept as a string. */
  numero: string;
  /** Infile's `fecha`, as received. */
  fechaCertificacion: string;
  /** `xml_certificado` decoded from base64: the signed document with its Certificacion. */
  xmlCertificado: string;
  /** Read from the certified XML's Certificacion; null when the certifier left them out. */
  nitCertificador: string | null;
  nombreCertificador: string | null;
  /** True for documents without legal value (sandbox or test credentials): screens and printouts
   *  must say MENSAJES.fel.documentoPrueba. */
  esPrueba: boolean;
  /** The certifier's warnings (`descripcion_alertas_*`), to log; they do not stop the document. */
  alertas: string[];
  /** The whole JSON answer, to persist as FEL.md §10.3 advises. */
  respuesta: unknown;
}

/**
 * Why a certification did not happen:
 * - 'rechazado': SAT or the certifier refused the document; retrying the same XML cannot help.
 * - 'no-disponible': down, timed out, 5xx or an unreadable answer; retry later with the SAME
 *   identificador (FEL.md §10.6), which never certifies the document twice.
 * - 'credenciales': the company's Infile user or keys were refused; fix the settings first.
 * - 'identificador-usado': the certifier refused the request because its identificador is already
 *   taken (a previous send of the same document was certified or is still being processed).
 *   Not a verdict on the document: the first send may have certified it, so ask again under the
 *   same identificador until the certifier answers with that document.
 */
export type MotivoFalloCertificacion = 'rechazado' | 'no-disponible' | 'credenciales' | 'identificador-usado';

export interface CertificacionFallida {
  ok: false;
  motivo: MotivoFalloCertificacion;
  /** The certifier's `mensaje_error` values (or our own description), for `errores_fel`. */
  errores: string[];
  /** Only 'no-disponible' and 'identificador-usado' are worth retrying automatically. */
  reintentable: boolean;
  /** The JSON answer when there was one. */
  respuesta: unknown;
}

export type ResultadoCertificacion = CertificacionExitosa | CertificacionFallida;

/**
 * Whether a failed send proves that nothing was issued under its identificador: only the
 * certifier's own refusal of the content does, because a certifier answers an identificador it
 * already issued with that document (FEL.md §10.6), never with a verdict on it. No answer, a
 * 5xx, an identificador in use or a refusal before sending prove nothing about earlier sends.
 */
export const pruebaQueNoSeEmitio = (fallo: CertificacionFallida): boolean =>
  fallo.motivo === 'rechazado' && fallo.respuesta !== null;

export interface SolicitudCertificacion {
  /** The unsigned GTDocumento (or GTAnulacionDocumento) XML. */
  xml: string;
  /** Chosen once per document and persisted before the first attempt (FEL.md §10.6). */
  identificador: string;
  /** The issuer the caller means to certify for; a document whose NITEmisor differs is refused
   *  before it is sent, so one company's credentials never certify another company's document. */
  nitEmisor: string;
}

export interface ContribuyenteNit {
  nit: string;
  nombre: string;
  direccion: string;
}

export interface PersonaCui {
  cui: string;
  nombre: string;
  /** RENAP reports the person as deceased: FEL.md §10.8 says to block the sale or warn. */
  fallecido: boolean;
}

export interface Certifier {
  certificar(solicitud: SolicitudCertificacion): Promise<ResultadoCertificacion>;
  /** Sends a GTAnulacionDocumento; use `identificadorAnulacion()` of the original's identificador. */
  anular(solicitud: SolicitudCertificacion): Promise<ResultadoCertificacion>;
  /** null when the NIT is not registered or invalid. Throws ErrorCertificador when the service
   *  cannot answer ('El servicio de Infile no esta disponible'). */
  consultarNit(nit: string): Promise<ContribuyenteNit | null>;
  /** null when RENAP does not know the CUI. Throws ErrorCertificador like consultarNit. */
  consultarCui(cui: string): Promise<PersonaCui | null>;
}

/** A lookup that could not be answered. Certification never throws: it returns CertificacionFallida. */
export class ErrorCertificador extends Error {
  constructor(
    readonly motivo: Exclude<MotivoFalloCertificacion, 'rechazado'>,
    message: string,
  ) {
    super(message);
    this.name = 'ErrorCertificador';
  }
}

/**
 * The annulment goes out under its own identificador: FEL.md §10.4 reports that two public
 * integrations do so, and reusing the certification's could return the certification again.
 */
export function identificadorAnulacion(identificador: string): string {
  return `${identificador}-ANUL`;
}
