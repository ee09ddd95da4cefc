import { MENSAJES } from '@pos/shared/messages';
import { checkDpi } from '@pos/shared/validation/dpi';
import { isValidNit, normalizeNit } from '@pos/shared/validation/nit';
import { ErrorDte } from './errores';
import { aFechaHora } from './fechas';
import { texto } from './reglas';
import type { AnulacionEntrada } from './tipos';
import { PATRON_UUID } from './uuid';
import { serializarXml } from './xml';

/**
 * Builds the unsigned GTAnulacionDocumento (FEL.md §8). It stays on namespace 0.1.0 and its SAT
 * element has no ClaseDocumento; a 0.2.0 annulment is rejected by SAT (FEL.md §0.3).
 */

export const NS_ANULACION = 'http://www.sat.gob.gt/dte/fel/0.1.0';
const NS_FIRMA = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * IDReceptor must be the original's (ANU371): CF, a CUI, a NIT or a foreign id. A 13-digit CUI
 * is kept as digits (a NIT normalisation would strip a leading zero); a NIT is normalised; what
 * is neither may only be a foreign id as the builder wrote it (TipoEspecial="EXT", [A-Z0-9]{3,18}).
 */
function idReceptorAnulacion(valor: string): string {
  const limpio = (valor ?? '').trim().toUpperCase();
  if (limpio === 'CF') return 'CF';
  if (/^(\d{13}|\d{4} \d{5} \d{4})$/.test(limpio)) {
    const revision = checkDpi(limpio);
    if (revision.ok) return revision.cui;
  }
  const nit = normalizeNit(limpio);
  if (nit !== 'CF' && isValidNit(nit)) return nit;
  if (/^[A-Z0-9]{3,18}$/.test(limpio)) return limpio;
  throw new ErrorDte('anulacion', MENSAJES.dte.idReceptorInvalido(valor));
}

export function construirAnulacion(entrada: AnulacionEntrada): string {
  const uuid = (entrada.uuid ?? '').trim().toUpperCase();
  if (!PATRON_UUID.test(uuid))
    throw new ErrorDte('anulacion', MENSAJES.dte.uuidInvalido(MENSAJES.dte.campos.documentoAAnular));
  const nitEmisor = normalizeNit(entrada.nitEmisor ?? '');
  if (nitEmisor === 'CF' || !isValidNit(nitEmisor))
    throw new ErrorDte('emisor', MENSAJES.dte.nitEmisorInvalido(entrada.nitEmisor));
  const idReceptor = idReceptorAnulacion(entrada.idReceptor);
  // ANU374 compares with what SAT registered: the stored FechaHoraEmision string goes out verbatim.
  const fechaEmision = aFechaHora(entrada.fechaEmisionDocumento, MENSAJES.dte.campos.fechaEmisionAAnular);
  const fechaAnulacion = aFechaHora(entrada.fechaHoraAnulacion, MENSAJES.dte.campos.fechaAnulacion);
  // Both carry -06:00, so Date.parse compares the instants (ANU376).
  if (Date.parse(fechaAnulacion) < Date.parse(fechaEmision))
    throw new ErrorDte('anulacion', MENSAJES.dte.anulacionAntesDeEmision);
  const motivo = texto(entrada.motivo, MENSAJES.dte.campos.motivoAnulacion, 255, 'anulacion');

  return serializarXml({
    nombre: 'dte:GTAnulacionDocumento',
    atributos: { 'xmlns:dte': NS_ANULACION, 'xmlns:ds': NS_FIRMA, Version: '0.1' },
    hijos: [
      {
        nombre: 'dte:SAT',
        hijos: [
          {
            nombre: 'dte:AnulacionDTE',
            atributos: { ID: 'DatosCertificados' },
            hijos: [
              {
                nombre: 'dte:DatosGenerales',
                atributos: {
                  ID: 'DatosAnulacion',
                  NumeroDocumentoAAnular: uuid,
                  NITEmisor: nitEmisor,
                  IDReceptor: idReceptor,
                  FechaEmisionDocumentoAnular: fechaEmision,
                  FechaHoraAnulacion: fechaAnulacion,
                  MotivoAnulacion: motivo,
                },
              },
            ],
          },
        ],
      },
    ],
  });
}
