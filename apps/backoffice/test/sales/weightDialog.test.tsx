import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { PosScreen } from '../../src/features/sales/pos/PosScreen';
import { endSession, startSession } from '../../src/lib/session';
import { configuracion, productoVenta } from '../fixtures';
import { renderWithProviders } from '../providers';

function producto(id: number, codigo: string, nombre: string, tipo: 1 | 1000, precio: string): ProductoVenta {
  return productoVenta({
    id,
    codigo,
    nombre,
    tipo_producto: tipo,
    a_granel: tipo === 1000,
    unidad_de_medida: tipo === 1000 ? { id: 3, nombre: 'Libra', abreviatura: 'lb', tipo: 30, capacidad: '1' } : null,
    inventario: '500',
    precio,
    codigo_barras: codigo,
    coincidencia: 'codigo_barras',
  });
}

const azucar = producto(1, 'AZU-1', 'Azúcar por libra', 1000, '5.00');
const jabon = producto(2, 'JAB-2', 'Jabón', 1, '6.75');

beforeEach(() => {
  startSession('t');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/configuracion/me/') return json(configuracion());
    if (url.pathname === '/api/productos_venta/') {
      const results = [azucar, jabon].filter((p) => p.codigo === url.searchParams.get('search'));
      return json({ count: results.length, next: null, previous: null, results });
    }
    return json({ count: 0, next: null, previous: null, results: [] });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  endSession();
});

const buscador = () => screen.getByRole('combobox', { name: 'Buscar producto' }) as HTMLInputElement;
const peso = () => screen.findByRole('spinbutton', { name: 'Peso' }) as Promise<HTMLInputElement>;

/** A code typed into the search box and Enter, as a scanner does. */
function escanear(codigo: string) {
  fireEvent.change(buscador(), { target: { value: codigo } });
  fireEvent.keyDown(buscador(), { key: 'Enter' });
}

function renderTill() {
  renderWithProviders(<PosScreen modo="pvn" configuracion={configuracion()} />, { path: '/punto_de_venta' });
}

describe('a product sold by weight at the till', { timeout: 30_000 }, () => {
  it('asks for the weight, focused; Enter adds the line with it, shown whole', async () => {
    renderTill();
    escanear('AZU-1');
    const campo = await peso();
    await waitFor(() => expect(document.activeElement).toBe(campo));
    // Nothing is in the cart until the weight is given.
    expect(screen.queryByRole('spinbutton', { name: 'Cantidad de Azúcar por libra' })).toBeNull();
    fireEvent.change(campo, { target: { value: '2.375' } });
    expect(screen.getByLabelText('Importe').textContent).toBe('Q 11.88');
    fireEvent.keyDown(campo, { key: 'Enter' });

    const cantidad = await screen.findByRole('spinbutton', { name: 'Cantidad de Azúcar por libra' });
    expect((cantidad as HTMLInputElement).value).toBe('2.375');
    expect(screen.getByLabelText('Total de la venta').textContent).toBe('Q 11.88');
    await waitFor(() => expect(screen.queryByRole('spinbutton', { name: 'Peso' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(buscador()));

    // The same product again adds its new weight to the line.
    escanear('AZU-1');
    fireEvent.change(await peso(), { target: { value: '0.625' } });
    fireEvent.keyDown(await peso(), { key: 'Enter' });
    await waitFor(() => expect((cantidad as HTMLInputElement).value).toBe('3.000'));
  });

  it('refuses no weight, and Escape adds nothing and hands the focus back to the search box', async () => {
    renderTill();
    escanear('AZU-1');
    const campo = await peso();
    fireEvent.keyDown(campo, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('La cantidad debe ser mayor que 0.');

    fireEvent.keyDown(campo, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('spinbutton', { name: 'Peso' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(buscador()));
    expect(screen.queryByRole('spinbutton', { name: 'Cantidad de Azúcar por libra' })).toBeNull();
  });

  it('a code scanned while the weight is asked is not typed into it: the search adds it once the dialog has gone', async () => {
    renderTill();
    escanear('AZU-1');
    const campo = await peso();
    await waitFor(() => expect(document.activeElement).toBe(campo));
    // A scanner types into the focused weight field, all keys within a few ms.
    for (const key of [...'JAB-2', 'Enter']) fireEvent.keyDown(campo, { key });
    expect(campo.value).toBe('');
    // The code waits: the weight keeps the focus and the search box has not taken it yet.
    expect(document.activeElement).toBe(campo);
    expect(buscador().value).toBe('');

    fireEvent.keyDown(campo, { key: 'Escape' });
    const jabonEnCarrito = await screen.findByRole('spinbutton', { name: 'Cantidad de Jabón' });
    expect((jabonEnCarrito as HTMLInputElement).value).toBe('1');
    expect(screen.queryByRole('spinbutton', { name: 'Cantidad de Azúcar por libra' })).toBeNull();
  });

  it('a unit product is added at once, one whole unit', async () => {
    renderTill();
    escanear('JAB-2');
    const cantidad = await screen.findByRole('spinbutton', { name: 'Cantidad de Jabón' });
    expect((cantidad as HTMLInputElement).value).toBe('1');
    expect(screen.queryByRole('spinbutton', { name: 'Peso' })).toBeNull();
  });
});
