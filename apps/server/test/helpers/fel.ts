import { expect } from 'vitest';
import type { VerificacionFel, VerificacionNotaFel } from '@pos/shared/domains/invoicing/invoicing';
import type { VentaInput } from '@pos/shared/domains/sales/sales.api';
import type { Database } from '../../src/db/client';
import type { Client, TestApp } from './app';
import { setStock } from './catalog';
import { createProduct } from './catalog-factory';
import { createTestCompany, type TestCompany } from './factories';
import { openSession } from './sales';

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

/** A cash sale of one item, invoiced (FACT) to C.F. */
export const ventaFacturada = (productoId: number): VentaInput => ({
  productos: [
    { id: productoId, fraccion_id: null, cantidad: '1', modelo_precio: 1, precio: '25.00', desc_porcentaje: '0' },
  ],
  cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
  tipo_documento: 1,
  pagos: { efectivo: { monto: '25' } },
  tipo_pago: 100,
  tipo_venta: 20000,
});

/** A FEL company with an open register and `ventas` invoiced sales whose documents wait (jobs off). */
export async function empresaConPendientes(app: TestApp, database: Database, ventas: number) {
  const company = await createTestCompany(app.app, database);
  await activarFel(company);
  await openSession(database.db, company.empresaId, company.sucursalId, company.propietarioId);
  const producto = await createProduct(database.db, company.empresaId, {
    codigo: 'ARR-01',
    nombre: 'Arroz',
    precio: '25',
    costo: '15',
  });
  await setStock(database.db, company.empresaId, company.sucursalId, producto.id, '1000');
  const facturas: number[] = [];
  for (let i = 0; i < ventas; i++) {
    const r = await company.owner.post('/api/ventas/', ventaFacturada(producto.id));
    expect(r.statusCode, r.body).toBe(201);
    facturas.push(r.data.id_factura);
  }
  return { company, facturas };
}
