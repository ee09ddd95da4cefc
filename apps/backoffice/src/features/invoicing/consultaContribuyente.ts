import { ERROR_CODES } from '@pos/shared/errors';
import type { ContribuyenteConsultado } from '@pos/shared/domains/invoicing/invoicing';
import { TIPOS_DOCUMENTO_CLIENTE, type TipoDocumentoCliente } from '@pos/shared/domains/sales/sales';
import { ApiError } from '../../lib/api';
import { consultarNit, validarDpi } from './invoicing.api';

/**
 * The customer lookup the point of sale and the history's "Facturar" share (000 §5 Customer, §8).
 */

/** A document shorter than this is not looked up (000 §5 Customer). */
export const MIN_DOCUMENTO_CONSULTA = 6;

/** The taxpayer lookup of a document type: SAT for a NIT, RENAP for a DPI; a foreign document has none. */
export function consultaTributaria(
  tipo: TipoDocumentoCliente,
  documento: string,
): Promise<ContribuyenteConsultado> | null {
  if (tipo === TIPOS_DOCUMENTO_CLIENTE.NIT) return consultarNit(documento);
  if (tipo === TIPOS_DOCUMENTO_CLIENTE.DPI) return validarDpi(documento);
  return null;
}

/** SAT's lookup through Infile is down (CERTIFIER_UNAVAILABLE): the customer form is disabled (000 §8). */
export const esInfileNoDisponible = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ERROR_CODES.CERTIFIER_UNAVAILABLE;
