import { expect } from 'vitest';
import type { Client } from './app';

export interface LineaPrueba {
  producto: number;
  fraccion?: number | null;
  cantidad: string | number;
  costo?: string | number | null;
  nota?: string;
}

/** `?sucursal=` for a write (the test client puts query parameters in the URL for writes). */
export function withBranch(url: string, sucursal?: number | 'empresa'): string {
  return sucursal === undefined ? url : `${url}?sucursal=${sucursal}`;
}

/** Receives goods through the API and expects it to work; answers the document. */
export async function receive(
  api: Client,
  productos: LineaPrueba[],
  options: { sucursal?: number; nota?: string } = {},
) {
  const response = await api.post(withBranch('/api/bodegas/ingreso/', options.sucursal), {
    productos,
    nota: options.nota ?? '',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.data;
}
