import { esNitConsumidorFinal } from '@pos/shared/domains/customers';
import { nombreContribuyente, type ContribuyenteConsultado } from '@pos/shared/domains/invoicing/invoicing';
import { CONSUMIDOR_FINAL } from '@pos/shared/domains/sales/sales';
import { ERROR_CODES } from '@pos/shared/errors';
import { MENSAJES } from '@pos/shared/messages';
import { checkDpi } from '@pos/shared/validation/dpi';
import { isValidNit, normalizeNit } from '@pos/shared/validation/nit';
import type { Executor } from '../../db/client';
import { badRequest, codedError, notFound } from '../../lib/http-errors';
import { findClientePorNit } from '../customers';
import { ErrorCertificador, type Certifier } from './certifier/certifier';
import { DIRECCION_RECEPTOR_POR_DEFECTO } from './certifier/infile';
import type { FelRuntime } from './fel-runtime';
import { findOpcionesFacturacion } from './settings/configuracion-fel.repo';
import { cargarCertificadorEmpresa } from './settings/emisor';

/**
 * The customer lookups of the point of sale and the customer forms (000 §5 Customer, §7, §8):
 * with FEL, SAT's taxpayer register and RENAP through the company's certifier (FEL.md §10.7,
 * §10.8), names written the way an invoice reads them; without it, the company's own customers.
 */

const consumidorFinal = (): ContribuyenteConsultado => ({
  nit: CONSUMIDOR_FINAL.nit,
  nombre: CONSUMIDOR_FINAL.nombre,
  direccion: '',
});

/** The company's certifier when it uses FEL and has set it up; null otherwise. */
async function certificadorDe(db: Executor, fel: FelRuntime, empresaId: number): Promise<Certifier | null> {
  if (!(await findOpcionesFacturacion(db, empresaId)).utilizaFel) return null;
  const empresa = await cargarCertificadorEmpresa(db, fel.box, empresaId);
  return empresa ? fel.certificador(empresa) : null;
}

/**
 * A lookup the certifier could not answer is a 503 whose code the customer form reads:
 * CERTIFIER_UNAVAILABLE ("El servicio de Infile no está disponible") disables it, refused
 * credentials (CERTIFIER_CREDENTIALS) leave it editable.
 */
async function preguntar<T>(consulta: () => Promise<T>): Promise<T> {
  try {
    return await consulta();
  } catch (error) {
    if (error instanceof ErrorCertificador) {
      const code =
        error.motivo === 'no-disponible' ? ERROR_CODES.CERTIFIER_UNAVAILABLE : ERROR_CODES.CERTIFIER_CREDENTIALS;
      throw codedError(503, code, error.message);
    }
    throw error;
  }
}

/** The address the company already has for this NIT, else "Ciudad" (SAT's lookup has none, FEL.md §10.7). */
async function direccionConocida(db: Executor, empresaId: number, nit: string): Promise<string> {
  return (await findClientePorNit(db, empresaId, nit))?.direccion || DIRECCION_RECEPTOR_POR_DEFECTO;
}

/** `GET consultar_nit {nit}` and `POST factura_electronica/validar_nit {nit}`. */
export async function consultarNit(
  db: Executor,
  fel: FelRuntime,
  empresaId: number,
  texto: string,
): Promise<ContribuyenteConsultado> {
  if (esNitConsumidorFinal(texto)) return consumidorFinal();
  const nit = normalizeNit(texto);
  if (!isValidNit(nit)) throw badRequest(MENSAJES.campos.nit, { nit: [MENSAJES.campos.nit] });
  const certificador = await certificadorDe(db, fel, empresaId);
  if (!certificador) {
    const cliente = await findClientePorNit(db, empresaId, nit);
    if (!cliente) throw notFound(MENSAJES.clientes.noEncontrado);
    return { nit: cliente.nit, nombre: cliente.nombre, direccion: cliente.direccion };
  }
  const contribuyente = await preguntar(() => certificador.consultarNit(nit));
  if (!contribuyente) throw notFound(MENSAJES.fel.nitNoEncontrado);
  return {
    nit: normalizeNit(contribuyente.nit),
    nombre: nombreContribuyente(contribuyente.nombre),
    direccion: await direccionConocida(db, empresaId, nit),
  };
}

/** `POST factura_electronica/validar_dpi {nit}`: a DPI/CUI checked locally, then looked up in RENAP. */
export async function consultarDpi(
  db: Executor,
  fel: FelRuntime,
  empresaId: number,
  texto: string,
): Promise<ContribuyenteConsultado> {
  const revision = checkDpi(texto);
  if (!revision.ok) throw badRequest(MENSAJES.campos.dpi, { nit: [MENSAJES.campos.dpi] });
  const certificador = await certificadorDe(db, fel, empresaId);
  if (!certificador) {
    const cliente = await findClientePorNit(db, empresaId, revision.cui);
    if (!cliente) throw notFound(MENSAJES.clientes.noEncontrado);
    return { nit: cliente.nit, nombre: cliente.nombre, direccion: cliente.direccion };
  }
  const persona = await preguntar(() => certificador.consultarCui(revision.cui));
  if (!persona) throw notFound(MENSAJES.fel.cuiNoEncontrado);
  return {
    nit: revision.cui,
    nombre: nombreContribuyente(persona.nombre),
    direccion: await direccionConocida(db, empresaId, revision.cui),
    fallecido: persona.fallecido,
  };
}
