import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ProductoFila } from '@pos/shared/domains/catalog/products.api';
import ProductsListPage from '../../src/features/catalog/products/ProductsListPage';
import { configuracion } from '../fixtures';
import { renderWithProviders } from '../providers';

const tiers = (precio: string) => [
  { id: 1 as const, nombre: 'Precio', precio },
  { id: 2 as const, nombre: 'Precio 2', precio: '0.00' },
  { id: 3 as const, nombre: 'Precio 3', precio: '0.00' },
  { id: 4 as const, nombre: 'Precio 4', precio: '0.00' },
  { id: 5 as const, nombre: 'Precio 5', precio: '0.00' },
];

const presentacion = (id: number, nombre: string, contenido: string, precio: string) => ({
  id,
  nombre,
  contenido,
  codigo_barras: '',
  vendible: true,
  precio,
  precio2: '0.00',
  precio3: '0.00',
  precio4: '0.00',
  precio5: '0.00',
});

function fila(overrides: Partial<ProductoFila>): ProductoFila {
  return {
    id: 1,
    codigo: 'P-1',
    nombre: 'Producto',
    slug: 'producto',
    marca: '',
    tipo_producto: 1,
    tipo_producto_nombre: 'Simple',
    a_granel: false,
    tiene_fracciones: false,
    unidad_de_medida: null,
    categoria: null,
    subfamilia: null,
    codigo_barras: '',
    precio: '0.00',
    precio2: '0.00',
    precio3: '0.00',
    precio4: '0.00',
    precio5: '0.00',
    precio_online: '0.00',
    listado_precios: tiers('0.00'),
    costo: '0.00',
    costo_promedio_ponderado: '0.00',
    inventario: '0',
    minimo_existencias: '0',
    alertar: false,
    inventariable: true,
    vendible: true,
    tienda_online: false,
    total_fracciones: 0,
    presentaciones: [],
    img_cropped: null,
    thumbnail: null,
    creado: '2026-01-01T00:00:00Z',
    modificado: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const gaseosa = fila({
  id: 7,
  codigo: 'GAS-001',
  nombre: 'Gaseosa de naranja',
  tipo_producto: 100,
  tipo_producto_nombre: 'Con fracciones',
  tiene_fracciones: true,
  total_fracciones: 2,
  presentaciones: [presentacion(70, 'Caja x12', '12', '70.00'), presentacion(71, 'Unidad', '1', '6.00')],
});
const azucar = fila({
  id: 8,
  codigo: 'AZU-2',
  nombre: 'Azúcar 2 kg',
  precio: '18.00',
  listado_precios: tiers('18.00'),
});

function renderList() {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/configuracion/me/') return json(configuracion());
    if (url.pathname === '/api/productos/')
      return json({ count: 2, next: null, previous: null, results: [gaseosa, azucar] });
    if (url.pathname === '/api/familia/') return json({ count: 0, next: null, previous: null, results: [] });
    return new Response(JSON.stringify({ detail: 'No encontrado.' }), { status: 404 });
  });
  renderWithProviders(<ProductsListPage />, { path: '/productos' });
}

const filaDe = async (nombre: string) => (await screen.findByText(nombre)).closest('tr')!;

describe('product list prices', { timeout: 30_000 }, () => {
  it('a product sold in presentations shows each one with its price instead of its own Q 0.00', async () => {
    renderList();
    const row = await filaDe('Gaseosa de naranja');
    expect(within(row).getByText('Caja x12')).toBeTruthy();
    expect(within(row).getByText('Q 70.00')).toBeTruthy();
    expect(within(row).getByText('Unidad')).toBeTruthy();
    expect(within(row).getByText('Q 6.00')).toBeTruthy();
    expect(within(row).queryByText('Q 0.00')).toBeNull();

    const simple = await filaDe('Azúcar 2 kg');
    expect(within(simple).getByText('Q 18.00')).toBeTruthy();
  });
});

describe('product list columns', { timeout: 30_000 }, () => {
  it('leads with the code and name, the price and the stock', async () => {
    renderList();
    await filaDe('Azúcar 2 kg');
    const titulos = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(titulos.slice(0, 4)).toEqual(['Código', 'Producto', 'Precios', 'Existencia']);
    expect(titulos.slice(4)).toEqual(['Tipo', 'Familia', 'En línea', 'Acciones']);
  });
});
