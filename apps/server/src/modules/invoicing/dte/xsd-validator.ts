import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ValidadorXsd, type Esquemas, type ResultadoValidacionXsd } from './xsd-worker-client';

/**
 * Validates unsigned DTE and annulment XML against SAT's own XSDs, read at runtime from
 * FEL_XSD_DIR (default `<repo>/../shared/fel/sat/xsd`) and never copied into the repository.
 * The schemas are adjusted in memory exactly as FEL.md §13 describes, because libxml2 cannot
 * use them verbatim for an unsigned payload.
 */

/** SAT's schema files this validator needs (FEL.md §2). */
export const ARCHIVOS_XSD = {
  documento: 'GT_Documento-0.2.0.xsd',
  anulacion: 'GT_AnulacionDocumento-0.1.0.xsd',
  cambiaria: 'GT_Complemento_Cambiaria-0.1.0.xsd',
  referenciaNota: 'GT_Complemento_Referencia_Nota-0.1.0.xsd',
  firma: 'xmldsig-core-schema.xsd',
} as const;

const NS_CAMBIARIA = 'http://www.sat.gob.gt/dte/fel/CompCambiaria/0.1.0';
const NS_REFERENCIA_NOTA = 'http://www.sat.gob.gt/face2/ComplementoReferenciaNota/0.1.0';

/** `<repo>/../shared/fel/sat/xsd`: this file sits six folders below the repository root. */
const DIRECTORIO_POR_DEFECTO = fileURLToPath(new URL('../../../../../../../shared/fel/sat/xsd', import.meta.url));

export function directorioXsd(): string {
  return process.env.FEL_XSD_DIR || DIRECTORIO_POR_DEFECTO;
}

/** False when SAT's schemas are not on this machine (callers and tests skip validation visibly). */
export function xsdDisponibles(dir = directorioXsd()): boolean {
  return Object.values(ARCHIVOS_XSD).every((archivo) => existsSync(join(dir, archivo)));
}

/**
 * XSD regular expressions are implicitly anchored and treat `^` and `$` as literal characters,
 * so SAT's `^…$` patterns reject every NIT and CF under libxml2. Drops them outside character
 * classes (inside a class `$` is a real member and `[^` a negation, so those stay).
 */
export function quitarAnclas(patron: string): string {
  let salida = '';
  let enClase = false;
  for (let i = 0; i < patron.length; i++) {
    const c = patron[i]!;
    if (c === '\\') {
      salida += c + (patron[i + 1] ?? '');
      i++;
      continue;
    }
    if (enClase) {
      if (c === ']') enClase = false;
      salida += c;
      continue;
    }
    if (c === '[') enClase = true;
    if (c === '^' || c === '$') continue;
    salida += c;
  }
  return salida;
}

function ajustarPatrones(xsd: string): string {
  return xsd.replace(
    /(<xs:pattern\s+value=")([^"]*)(")/g,
    (_m, a: string, patron: string, b: string) => a + quitarAnclas(patron) + b,
  );
}

/** A textual edit that must hit: if SAT's file changes shape, fail loudly rather than validate against the wrong model. */
function reemplazarUna(texto: string, buscado: RegExp, reemplazo: string, archivo: string): string {
  if (!buscado.test(texto))
    throw new Error(`${archivo}: no se encontró ${buscado.source} para el ajuste local (FEL.md §13)`);
  return texto.replace(buscado, reemplazo);
}

/**
 * FEL.md §13: the issuer signature becomes optional and the certifier's is dropped (two optional
 * ds:Signature in a row make the content model non-deterministic), xmldsig is imported from the
 * local copy, and the `^`/`$` anchors go.
 */
function ajustarEsquemaRaiz(xsd: string, archivo: string, importsExtra = ''): string {
  let s = reemplazarUna(
    xsd,
    /schemaLocation="http:\/\/www\.w3\.org\/TR\/[^"]*xmldsig-core-schema\.xsd"\s*\/>/,
    `schemaLocation="${ARCHIVOS_XSD.firma}"/>${importsExtra}`,
    archivo,
  );
  s = reemplazarUna(
    s,
    /<xs:element ref="ds:Signature" id="FirmaEmisor"\s*\/>/,
    '<xs:element ref="ds:Signature" id="FirmaEmisor" minOccurs="0"/>',
    archivo,
  );
  s = reemplazarUna(s, /<xs:element ref="ds:Signature" id="FirmaCertificador"[^>]*\/>/, '', archivo);
  return ajustarPatrones(s);
}

/** One long-lived thread for the process (xsd-worker-client.ts): SAT's schemas, xmllint compiled once. */
export const validadorXsd = new ValidadorXsd();

// Per directory: reading and adjusting ~120 KB of XSD once is enough for the process lifetime.
const cache = new Map<string, Promise<{ documento: Esquemas; anulacion: Esquemas }>>();

async function cargarEsquemas(dir: string) {
  if (!xsdDisponibles(dir))
    throw new Error(`No se encontraron los esquemas XSD de SAT en ${dir} (variable FEL_XSD_DIR).`);
  const leer = (archivo: string) => readFile(join(dir, archivo), 'utf8');
  const [documento, anulacion, cambiaria, referenciaNota, firma] = await Promise.all([
    leer(ARCHIVOS_XSD.documento),
    leer(ARCHIVOS_XSD.anulacion),
    leer(ARCHIVOS_XSD.cambiaria),
    leer(ARCHIVOS_XSD.referenciaNota),
    leer(ARCHIVOS_XSD.firma),
  ]);
  // Complemento holds a strict xs:any, so the complement schemas must be known to the validator.
  const importsComplementos =
    `\n\t<xs:import namespace="${NS_CAMBIARIA}" schemaLocation="${ARCHIVOS_XSD.cambiaria}"/>` +
    `\n\t<xs:import namespace="${NS_REFERENCIA_NOTA}" schemaLocation="${ARCHIVOS_XSD.referenciaNota}"/>`;
  const archivoFirma = { fileName: ARCHIVOS_XSD.firma, contents: firma };
  return {
    documento: {
      principal: {
        fileName: ARCHIVOS_XSD.documento,
        contents: ajustarEsquemaRaiz(documento, ARCHIVOS_XSD.documento, importsComplementos),
      },
      dependencias: [
        archivoFirma,
        { fileName: ARCHIVOS_XSD.cambiaria, contents: ajustarPatrones(cambiaria) },
        { fileName: ARCHIVOS_XSD.referenciaNota, contents: ajustarPatrones(referenciaNota) },
      ],
    },
    anulacion: {
      principal: { fileName: ARCHIVOS_XSD.anulacion, contents: ajustarEsquemaRaiz(anulacion, ARCHIVOS_XSD.anulacion) },
      dependencias: [archivoFirma],
    },
  };
}

function esquemas(dir: string) {
  let cargados = cache.get(dir);
  if (!cargados) {
    cargados = cargarEsquemas(dir);
    cache.set(dir, cargados);
    cargados.catch(() => cache.delete(dir)); // a folder that appears later is picked up
  }
  return cargados;
}

function validar(xml: string, esquema: Esquemas): Promise<ResultadoValidacionXsd> {
  return validadorXsd.validar(xml, esquema);
}

/** Validates an unsigned GTDocumento (FACT, FPEQ, FCAM, FCAP, NCRE…) with its complements. */
export async function validateDte(xml: string, dir = directorioXsd()): Promise<ResultadoValidacionXsd> {
  return validar(xml, (await esquemas(dir)).documento);
}

/** Validates an unsigned GTAnulacionDocumento (namespace 0.1.0). */
export async function validateAnulacion(xml: string, dir = directorioXsd()): Promise<ResultadoValidacionXsd> {
  return validar(xml, (await esquemas(dir)).anulacion);
}
