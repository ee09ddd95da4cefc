import { MENSAJES } from '@pos/shared/messages';
import { compare, dec, sum, toMoneyString } from '@pos/shared/money';
import { ErrorDte } from './errores';
import { aFecha } from './fechas';
import { texto } from './reglas';
import type { AbonoDte, ReferenciaNotaDte } from './tipos';
import { PATRON_UUID } from './uuid';
import type { NodoXml } from './xml';

/**
 * The two complements this POS writes (FEL.md §4.3–§4.5), each checked before it is written:
 * SAT only validates the complement's shape, but what we promise the customer must add up.
 */

export const NS_CAMBIARIA = 'http://www.sat.gob.gt/dte/fel/CompCambiaria/0.1.0';
export const NS_REFERENCIA_NOTA = 'http://www.sat.gob.gt/face2/ComplementoReferenciaNota/0.1.0';

/** NumeroAbono is an xs:int of at most 3 digits. */
const MAX_ABONOS = 999;

/** A `Complemento` wrapper: SAT checks the child element and its namespace, not these names (FEL.md §3.7). */
function complemento(id: string, nombre: string, uri: string, contenido: NodoXml): NodoXml {
  return {
    nombre: 'dte:Complemento',
    atributos: { IDComplemento: id, NombreComplemento: nombre, URIComplemento: uri },
    hijos: [contenido],
  };
}

/**
 * FCAM/FCAP instalments. The schema does not require them to add up to GranTotal (FEL.md §4.3
 * [U]), but an exchange invoice whose instalments do not is a promise the POS cannot collect.
 */
export function complementoCambiario(
  tipo: string,
  abonos: readonly AbonoDte[],
  granTotal: string,
  fechaEmision: string,
): NodoXml {
  if (!Array.isArray(abonos) || abonos.length === 0 || abonos.length > MAX_ABONOS) {
    throw new ErrorDte('abonos', MENSAJES.dte.abonosRequeridos(tipo));
  }
  const escritos = abonos.map((abono, i) => {
    const numero = i + 1;
    let monto: ReturnType<typeof dec>;
    try {
      monto = dec(abono.monto);
    } catch {
      throw new ErrorDte('abonos', MENSAJES.dte.abonoMontoInvalido(numero));
    }
    if (!monto.isPositive() || monto.isZero()) throw new ErrorDte('abonos', MENSAJES.dte.abonoMontoInvalido(numero));
    const vencimiento = aFecha(abono.fechaVencimiento, MENSAJES.dte.campos.vencimientoAbono(numero));
    // ISO dates compare correctly as strings.
    if (vencimiento < fechaEmision) throw new ErrorDte('abonos', MENSAJES.dte.abonoAntesDeEmision(numero));
    return { numero, vencimiento, monto };
  });
  const suma = sum(escritos.map((a) => a.monto));
  if (compare(suma, granTotal) !== 0)
    throw new ErrorDte('abonos', MENSAJES.dte.abonosNoSuman(toMoneyString(suma), granTotal));
  return complemento('Cambiaria', 'AbonosFacturaCambiaria', NS_CAMBIARIA, {
    nombre: 'cfc:AbonosFacturaCambiaria',
    atributos: { 'xmlns:cfc': NS_CAMBIARIA, Version: '1' },
    hijos: escritos.map((a) => ({
      nombre: 'cfc:Abono',
      hijos: [
        { nombre: 'cfc:NumeroAbono', texto: String(a.numero) },
        { nombre: 'cfc:FechaVencimiento', texto: a.vencimiento },
        // Exactly the amount given (never re-rounded), so the written plan is the one that was checked.
        { nombre: 'cfc:MontoAbono', texto: a.monto.toFixed(Math.max(2, a.monto.decimalPlaces())) },
      ],
    })),
  });
}

/**
 * NCRE reference to its origin (FEL.md §4.5). FechaEmisionDocumentoOrigen is an xs:date that SAT
 * compares with the date it registered (RCP358); Serie and Numero are sent as public integrations do.
 */
export function complementoReferenciaNota(referencia: ReferenciaNotaDte, fechaEmision: string): NodoXml {
  const uuid = (referencia.uuid ?? '').trim().toUpperCase();
  if (!PATRON_UUID.test(uuid))
    throw new ErrorDte('referencia', MENSAJES.dte.uuidInvalido(MENSAJES.dte.campos.documentoOrigen));
  const fechaOrigen = aFecha(referencia.fechaEmision, MENSAJES.dte.campos.fechaEmisionOrigen);
  if (fechaEmision < fechaOrigen) throw new ErrorDte('referencia', MENSAJES.dte.notaAntesDeOrigen);
  return complemento('ReferenciasNota', 'Nota de Credito', NS_REFERENCIA_NOTA, {
    nombre: 'cno:ReferenciasNota',
    atributos: {
      'xmlns:cno': NS_REFERENCIA_NOTA,
      Version: '0.0',
      NumeroAutorizacionDocumentoOrigen: uuid,
      SerieDocumentoOrigen: texto(referencia.serie, MENSAJES.dte.campos.serieOrigen, 20, 'referencia'),
      NumeroDocumentoOrigen: texto(referencia.numero, MENSAJES.dte.campos.numeroOrigen, 20, 'referencia'),
      FechaEmisionDocumentoOrigen: fechaOrigen,
      MotivoAjuste: texto(referencia.motivo, MENSAJES.dte.campos.motivoAjuste, 200, 'referencia'),
    },
  });
}
