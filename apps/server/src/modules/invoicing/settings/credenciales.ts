import {
  CREDENCIALES_INFILE,
  enmascarar,
  type CredencialEstado,
  type CredencialInfile,
} from '@pos/shared/domains/invoicing/settings';
import type { configuracionesFel } from '../../../db/schema/index';
import { SecretBoxError, type SecretBox } from '../../../lib/secret-box';

type FilaFel = typeof configuracionesFel.$inferSelect;

/** The column that holds each sealed credential. */
export const COLUMNAS_CREDENCIALES = {
  usuario_firma: 'usuarioFirmaCifrado',
  llave_firma: 'llaveFirmaCifrada',
  usuario_api: 'usuarioApiCifrado',
  llave_api: 'llaveApiCifrada',
} as const satisfies Record<CredencialInfile, keyof FilaFel>;

/** Binds a sealed value to its company and column: copied elsewhere, it no longer opens. */
const contexto = (empresaId: number, credencial: CredencialInfile) => `configuraciones_fel:${empresaId}:${credencial}`;

export function sellarCredencial(
  box: SecretBox,
  empresaId: number,
  credencial: CredencialInfile,
  valor: string,
): string {
  return box.seal(valor, contexto(empresaId, credencial));
}

/** The plaintext, or null when none is stored or it no longer opens (key changed or lost). */
export function abrirCredencial(box: SecretBox, fila: FilaFel, credencial: CredencialInfile): string | null {
  const sellada = fila[COLUMNAS_CREDENCIALES[credencial]];
  if (!sellada) return null;
  try {
    return box.open(sellada, contexto(fila.empresaId, credencial));
  } catch (error) {
    if (error instanceof SecretBoxError) return null;
    throw error;
  }
}

/** What answers show: stored or not, and a mask; a value that no longer opens shows as not stored. */
export function estadoCredenciales(
  box: SecretBox,
  fila: FilaFel | undefined,
): Record<CredencialInfile, CredencialEstado> {
  const estado = {} as Record<CredencialInfile, CredencialEstado>;
  for (const credencial of CREDENCIALES_INFILE) {
    const valor = fila ? abrirCredencial(box, fila, credencial) : null;
    estado[credencial] = { configurada: valor !== null, mascara: valor === null ? null : enmascarar(valor) };
  }
  return estado;
}
