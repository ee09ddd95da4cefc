import { and, eq } from 'drizzle-orm';
import { departamento, municipio } from '@pos/shared/domains/companies/geografia';
import type { AfiliacionIva, Certificador, FraseFel } from '@pos/shared/domains/invoicing/settings';
import type { TipoFactura } from '@pos/shared/domains/companies/companies';
import type { Db, Executor } from '../../../db/client';
import { configuraciones, configuracionesFel, sucursales } from '../../../db/schema/index';
import type { SecretBox } from '../../../lib/secret-box';
import { abrirCredencial } from './credenciales';
import { findConfiguracionFel } from './configuracion-fel.repo';

/** The Infile values in plaintext, for the certifier client only (FEL.md §10.1). */
export interface CredencialesInfile {
  usuarioFirma: string;
  llaveFirma: string;
  usuarioApi: string;
  llaveApi: string;
}

/**
 * Everything a DTE's Emisor, Frases and certification need for one branch (FEL.md §3.2, §3.4):
 * what the DTE builder and the certification job read instead of the tables.
 */
export interface EmisorFel {
  nitEmisor: string;
  nombreEmisor: string;
  /** The branch's own commercial name when it has one (SAT registers it per establishment), else the company's. */
  nombreComercial: string;
  afiliacionIva: AfiliacionIva;
  /** CorreoEmisor: '' or addresses separated by ';'. */
  correoEmisor: string;
  codigoEstablecimiento: number;
  /** DireccionEmisor from the branch; names, not codes (FEL.md §3.2). The postal code is the builder's. */
  direccion: { direccion: string; municipio: string; departamento: string; pais: 'GT' };
  frases: FraseFel[];
  tipoFactura: TipoFactura;
  certificador: Certificador;
  /** null with the sandbox, or when a stored credential no longer opens (key lost): certification must fail with 'credenciales'. */
  credenciales: CredencialesInfile | null;
}

/** Why a branch cannot certify yet; the caller turns it into the sale's FEL error. */
export type EmisorNoDisponible = 'sin-configuracion' | 'sin-establecimiento';

function todasAbiertas(valores: Record<keyof CredencialesInfile, string | null>): valores is CredencialesInfile {
  return Object.values(valores).every((v) => v !== null);
}

type FilaFel = NonNullable<Awaited<ReturnType<typeof findConfiguracionFel>>>;

/** The plaintext Infile credentials of a company using Infile, or null (sandbox, or a credential that no longer opens). */
function credencialesDe(box: SecretBox, fila: FilaFel): CredencialesInfile | null {
  if (fila.certificador !== 'infile') return null;
  const credenciales = {
    usuarioFirma: abrirCredencial(box, fila, 'usuario_firma'),
    llaveFirma: abrirCredencial(box, fila, 'llave_firma'),
    usuarioApi: abrirCredencial(box, fila, 'usuario_api'),
    llaveApi: abrirCredencial(box, fila, 'llave_api'),
  };
  return todasAbiertas(credenciales) ? credenciales : null;
}

/** What the NIT and CUI lookups need: the company's certifier and credentials; null before FEL is configured. */
export async function cargarCertificadorEmpresa(
  db: Executor,
  box: SecretBox,
  empresaId: number,
): Promise<Pick<EmisorFel, 'nitEmisor' | 'certificador' | 'credenciales'> | null> {
  const fila = await findConfiguracionFel(db, empresaId);
  return fila
    ? {
        nitEmisor: fila.nitEmisor,
        certificador: fila.certificador as Certificador,
        credenciales: credencialesDe(box, fila),
      }
    : null;
}

/**
 * Read by the jobs for every document they send, so in one round trip: the FEL settings, the
 * invoice type and the branch.
 */
export async function cargarEmisorFel(
  db: Db,
  box: SecretBox,
  empresaId: number,
  sucursalId: number,
): Promise<EmisorFel | EmisorNoDisponible> {
  const [row] = await db
    .select({ fila: configuracionesFel, sucursal: sucursales, tipoFactura: configuraciones.confTiposFacturas })
    .from(configuracionesFel)
    .leftJoin(sucursales, and(eq(sucursales.id, sucursalId), eq(sucursales.empresaId, configuracionesFel.empresaId)))
    .leftJoin(configuraciones, eq(configuraciones.empresaId, configuracionesFel.empresaId))
    .where(eq(configuracionesFel.empresaId, empresaId));
  const fila = row?.fila;
  const sucursal = row?.sucursal;
  if (!fila) return 'sin-configuracion';
  if (!sucursal?.codigoEstablecimiento) return 'sin-establecimiento';
  return {
    nitEmisor: fila.nitEmisor,
    nombreEmisor: fila.nombreEmisor,
    nombreComercial: sucursal.nombreComercial || fila.nombreComercial,
    afiliacionIva: fila.afiliacionIva as AfiliacionIva,
    correoEmisor: fila.correoCopia,
    codigoEstablecimiento: sucursal.codigoEstablecimiento,
    direccion: {
      direccion: sucursal.direccion || 'Ciudad',
      municipio: municipio(sucursal.municipio)?.nombre ?? '',
      departamento: departamento(sucursal.departamento)?.nombre ?? '',
      pais: 'GT',
    },
    frases: fila.frases,
    // Without a general configuration row, as findOpcionesFacturacion answers.
    tipoFactura: (row?.tipoFactura ?? 'FACT') as TipoFactura,
    certificador: fila.certificador as Certificador,
    credenciales: credencialesDe(box, fila),
  };
}
