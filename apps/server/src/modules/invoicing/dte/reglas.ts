import { MENSAJES } from '@pos/shared/messages';
import { checkDpi } from '@pos/shared/validation/dpi';
import { isValidNit, normalizeNit } from '@pos/shared/validation/nit';
import type { CodigoErrorDte } from './errores';
import { ErrorDte } from './errores';
import type { AfiliacionIva, DireccionDte, EmisorDte, FraseDte, ReceptorDte, TipoDte } from './tipos';

/**
 * Who may issue what (FEL.md §1): SAT rule FEL_RCP316 keeps PEQ issuers from FACT, FCAM and NCRE,
 * FEL_RCP317 keeps everyone else from FPEQ and FCAP. The electronic and agricultural regimes have
 * document types of their own that this POS does not issue.
 */
export const TIPOS_POR_AFILIACION: Readonly<Record<AfiliacionIva, readonly TipoDte[]>> = {
  GEN: ['FACT', 'FCAM', 'NCRE'],
  PEQ: ['FPEQ', 'FCAP'],
  PEE: [],
  AGR: [],
  AGE: [],
};

/** FACT, FCAM and NCRE carry IVA per line and in the totals; FPEQ and FCAP carry none (FEL.md §4.2). */
export function llevaIva(tipo: TipoDte): boolean {
  return tipo === 'FACT' || tipo === 'FCAM' || tipo === 'NCRE';
}

export function verificarTipoPermitido(tipo: TipoDte, afiliacion: AfiliacionIva): void {
  if (!TIPOS_POR_AFILIACION[afiliacion]?.includes(tipo)) {
    throw new ErrorDte('tipo-no-permitido', MENSAJES.dte.tipoNoPermitido(tipo, afiliacion));
  }
}

/** Trimmed, inner whitespace collapsed (as SAT's schemas read it), 1..maximo characters. */
export function texto(valor: string | undefined, campo: string, maximo: number, codigo: CodigoErrorDte): string {
  const limpio = (valor ?? '').replace(/\s+/g, ' ').trim();
  if (limpio.length === 0 || limpio.length > maximo)
    throw new ErrorDte(codigo, MENSAJES.dte.textoInvalido(campo, maximo));
  return limpio;
}

/** Optional text: undefined when blank. */
function textoOpcional(
  valor: string | undefined,
  campo: string,
  maximo: number,
  codigo: CodigoErrorDte,
): string | undefined {
  return valor === undefined || valor.trim() === '' ? undefined : texto(valor, campo, maximo, codigo);
}

/** FEL.md §3.3: public integrations always send the receiver's address and default to "Ciudad". */
export const DIRECCION_POR_DEFECTO: DireccionDte = {
  direccion: 'CIUDAD',
  codigoPostal: '01001',
  municipio: 'Guatemala',
  departamento: 'Guatemala',
  pais: 'GT',
};

export function direccion(d: DireccionDte, quien: string, codigo: CodigoErrorDte): DireccionDte {
  const codigoPostal = d.codigoPostal.trim();
  if (!/^\d{1,10}$/.test(codigoPostal))
    throw new ErrorDte(codigo, MENSAJES.dte.textoInvalido(MENSAJES.dte.campos.codigoPostal(quien), 10));
  const pais = d.pais.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(pais))
    throw new ErrorDte(codigo, MENSAJES.dte.textoInvalido(MENSAJES.dte.campos.pais(quien), 2));
  return {
    direccion: texto(d.direccion, MENSAJES.dte.campos.direccion(quien), 200, codigo),
    codigoPostal,
    municipio: texto(d.municipio, MENSAJES.dte.campos.municipio(quien), 100, codigo),
    departamento: texto(d.departamento, MENSAJES.dte.campos.departamento(quien), 100, codigo),
    pais,
  };
}

export interface EmisorNormalizado extends Omit<EmisorDte, 'correo'> {
  correo: string | undefined;
}

export function emisorNormalizado(e: EmisorDte): EmisorNormalizado {
  const nit = normalizeNit(e.nit);
  if (nit === 'CF' || !isValidNit(nit)) throw new ErrorDte('emisor', MENSAJES.dte.nitEmisorInvalido(e.nit));
  if (!Number.isInteger(e.codigoEstablecimiento) || e.codigoEstablecimiento < 1 || e.codigoEstablecimiento > 9999) {
    throw new ErrorDte('emisor', MENSAJES.dte.establecimientoInvalido);
  }
  return {
    nit,
    nombre: texto(e.nombre, MENSAJES.dte.campos.nombreEmisor, 255, 'emisor'),
    nombreComercial: texto(e.nombreComercial, MENSAJES.dte.campos.nombreComercial, 255, 'emisor'),
    afiliacionIva: e.afiliacionIva,
    codigoEstablecimiento: e.codigoEstablecimiento,
    correo: textoOpcional(e.correo, MENSAJES.dte.campos.correoEmisor, 500, 'emisor'),
    direccion: direccion(e.direccion, MENSAJES.dte.campos.delEmisor, 'emisor'),
    frases: e.frases,
  };
}

export interface ReceptorNormalizado {
  id: string;
  tipoEspecial: 'CUI' | 'EXT' | undefined;
  nombre: string;
  correo: string | undefined;
  direccion: DireccionDte;
}

export function receptorNormalizado(r: ReceptorDte): ReceptorNormalizado {
  let id: string;
  let tipoEspecial: 'CUI' | 'EXT' | undefined;
  if (r.tipo === 'CF') {
    id = 'CF';
  } else if (r.tipo === 'EXT') {
    id = r.id.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (!/^[A-Z0-9]{3,18}$/.test(id)) throw new ErrorDte('receptor', MENSAJES.dte.extReceptorInvalido(r.id));
    tipoEspecial = 'EXT';
  } else if (r.tipo === 'NIT') {
    id = normalizeNit(r.nit);
    if (id === 'CF' || !isValidNit(id)) throw new ErrorDte('receptor', MENSAJES.dte.nitReceptorInvalido(r.nit));
  } else {
    // FEL.md §12: a remainder-10 check digit passes with a warning; SAT's own check (RCP308) decides.
    const revision = checkDpi(r.cui);
    if (!revision.ok) throw new ErrorDte('receptor', MENSAJES.dte.cuiReceptorInvalido(r.cui));
    id = revision.cui;
    tipoEspecial = 'CUI';
  }
  return {
    id,
    tipoEspecial,
    nombre: texto(
      r.tipo === 'CF' ? (r.nombre ?? 'CONSUMIDOR FINAL') : r.nombre,
      MENSAJES.dte.campos.nombreReceptor,
      255,
      'receptor',
    ),
    correo: textoOpcional(r.correo, MENSAJES.dte.campos.correoReceptor, 500, 'receptor'),
    direccion: direccion(r.direccion ?? DIRECCION_POR_DEFECTO, MENSAJES.dte.campos.delReceptor, 'receptor'),
  };
}

/**
 * The phrases must match the issuer's RTU (FEL.md §3.4), which only SAT knows; what we can check
 * is the shape: a general-regime document carries its ISR phrase (type 1), a small-taxpayer
 * document the "no genera derecho a crédito fiscal" phrase (3/1), and none is repeated.
 */
export function frasesVerificadas(frases: readonly FraseDte[], tipo: TipoDte): FraseDte[] {
  const vistas = new Set<string>();
  for (const f of frases) {
    if (
      !Number.isInteger(f.tipoFrase) ||
      f.tipoFrase < 1 ||
      !Number.isInteger(f.codigoEscenario) ||
      f.codigoEscenario < 1
    ) {
      throw new ErrorDte('frases', MENSAJES.dte.fraseInvalida);
    }
    const clave = `${f.tipoFrase}-${f.codigoEscenario}`;
    if (vistas.has(clave)) throw new ErrorDte('frases', MENSAJES.dte.fraseRepetida(f.tipoFrase, f.codigoEscenario));
    vistas.add(clave);
  }
  if (llevaIva(tipo)) {
    if (!frases.some((f) => f.tipoFrase === 1)) throw new ErrorDte('frases', MENSAJES.dte.fraseIsrRequerida);
  } else if (!vistas.has('3-1')) {
    throw new ErrorDte('frases', MENSAJES.dte.frasePequenoRequerida);
  }
  return [...frases];
}
