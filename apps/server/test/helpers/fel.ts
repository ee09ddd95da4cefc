import { expect } from 'vitest';
import type { VerificacionFel, VerificacionNotaFel } from '@pos/shared/domains/invoicing/invoicing';
import type { Client } from './app';
import type { TestCompany } from './factories';

/** Check-digit-valid issuer NIT of FEL.md §7's examples. */
export const NIT_EMISOR = '12345679';

/** The body of `PUT configuracion_fel` for a general-regime issuer on the sandbox, its first branch as establishment 1. */
export function configuracionFelBody(company: TestCompany, overrides: Record<string, unknown> = {}) {
  return {
    nit_emisor: NIT_EMISOR,
    nombre_emisor: 'EMPRESA DEMO, SOCIEDAD ANONIMA',
    nombre_comercial: 'TIENDA DEMO',
    afiliacion_iva: 'GEN',
    correo_copia: '',
    frases: [{ tipo_frase: 1, codigo_escenario: 1 }],
    certificador: 'sandbox',
    establecimientos: [{ sucursal: company.sucursalId, codigo_establecimiento: 1 }],
    ...overrides,
  };
}

/** Sets the company up for FEL through the API: issuer settings, then `utiliza_fel` (and the invoice type). */
export async function activarFel(
  company: TestCompany,
  options: { fel?: Record<string, unknown>; tipoFactura?: 'FACT' | 'FCAM' } = {},
): Promise<void> {
  const saved = await company.owner.put('/api/configuracion_fel/', configuracionFelBody(company, options.fel));
  expect(saved.statusCode, saved.body).toBe(200);
  const configuracion = (await company.owner.get('/api/configuracion/me/')).data;
  const flags = await company.owner.put(`/api/configuracion/${configuracion.id}/`, {
    utiliza_fel: true,
    conf_tipos_facturas: options.tipoFactura ?? 'FACT',
  });
  expect(flags.statusCode, flags.body).toBe(200);
}

/**
 * Polls `verificar_fel` as the point of sale does until the document leaves `proceso` (the job
 * runs after the sale commits), and answers the last state.
 */
export async function esperarFel(api: Client, idFactura: number, timeoutMs = 15_000): Promise<VerificacionFel> {
  const hasta = Date.now() + timeoutMs;
  for (;;) {
    const response = await api.get('/api/factura_electronica/verificar_fel/', { id_factura: String(idFactura) });
    expect(response.statusCode, response.body).toBe(200);
    if (response.data.estado_factura !== 'proceso') return response.data as VerificacionFel;
    if (Date.now() > hasta) throw new Error(`La factura ${idFactura} sigue en proceso después de ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Polls `notas_credito_fel/verificar_fel` as the returns screen does until the credit note leaves `proceso`. */
export async function esperarNota(api: Client, idNota: number, timeoutMs = 15_000): Promise<VerificacionNotaFel> {
  const hasta = Date.now() + timeoutMs;
  for (;;) {
    const response = await api.get('/api/notas_credito_fel/verificar_fel/', { id_nota: String(idNota) });
    expect(response.statusCode, response.body).toBe(200);
    if (response.data.estado_nota !== 'proceso') return response.data as VerificacionNotaFel;
    if (Date.now() > hasta) throw new Error(`La nota ${idNota} sigue en proceso después de ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
