/**
 * Every list endpoint defaults to `-creado`, the newest first (spec 000 §9, DECISIONS P2-02i): two
 * rows created one after the other come back newest first when no ordering is asked for.
 * Lists that are not spec lists keep their own order and are named here with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../helpers/app';
import { createTestCompany, userBody, type TestCompany } from '../../helpers/factories';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createTestCompany(t.app, t.database);
});
afterAll(() => t.close());

const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

/** [list path, a body creating a row (n keeps names apart)]. */
const LISTAS: [string, (n: number) => Record<string, unknown>][] = [
  ['/api/clientes/', (n) => ({ nombre: `Cliente ${n}`, nit: 'CF' })],
  ['/api/cajas/', (n) => ({ nombre: `Caja ${n}` })],
  ['/api/sucursales/', (n) => ({ nombre: `Sucursal ${n}`, departamento: '01', municipio: '0101' })],
  ['/api/usuarios/', () => userBody('es_cajero', [company.sucursalId])],
  ['/api/destinos_salida/', (n) => ({ nombre: `Destino ${n}` })],
];

// Not spec lists, with an order of their own: /api/usuarios/opciones/ (a picker, by first name),
// /api/categoria/ (the family tree: url_slug keeps each sub-family under its family) and the point
// of sale's product search (ranked by match).

async function crear(api: Client, path: string, body: Record<string, unknown>): Promise<number> {
  const r = await api.post(path, body);
  expect(r.statusCode, r.body).toBe(201);
  return r.data.id;
}

describe('list endpoints default to -creado (000 §9)', () => {
  it.each(LISTAS)('%s', async (path, body) => {
    await crear(company.owner, path, body(1));
    await pause();
    const ultimo = await crear(company.owner, path, body(2));
    const r = await company.owner.get(path);
    expect(r.statusCode, r.body).toBe(200);
    const filas = r.data.results as { id: number; creado: string }[];
    expect(filas[0]!.id).toBe(ultimo);
    const fechas = filas.map((f) => Date.parse(f.creado));
    expect(fechas).toEqual([...fechas].sort((a, b) => b - a));
  });

  it('/api/bitacora/ lists the newest entry first', async () => {
    const r = await company.owner.get('/api/bitacora/');
    expect(r.statusCode, r.body).toBe(200);
    const fechas = (r.data.results as { creado: string }[]).map((f) => Date.parse(f.creado));
    expect(fechas.length).toBeGreaterThan(1);
    expect(fechas).toEqual([...fechas].sort((a, b) => b - a));
  });
});
