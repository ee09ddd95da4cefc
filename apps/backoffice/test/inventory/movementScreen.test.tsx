import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MENSAJES } from '@pos/shared';
import type { LineaProductoBodega } from '@pos/shared/domains/inventory';
import { MovementScreen } from '../../src/features/inventory/movements/MovementScreen';
import {
  agregarLinea,
  cuerpoDocumento,
  lineaDesdeProducto,
} from '../../src/features/inventory/movements/movementLines';
import { configuracion } from '../fixtures';
import { renderWithProviders } from '../providers';

const unidad = { id: 1, nombre: 'Unidad', abreviatura: 'u' };
const libra = { id: 5, nombre: 'Libra', abreviatura: 'lb' };

const gaseosa: LineaProductoBodega = {
  producto: {
    id: 7,
    codigo: 'GAS-001',
    nombre: 'Gaseosa de naranja',
    codigo_nombre: 'GAS-001 - Gaseosa de naranja',
    codigo_barras: '7401000000011',
    tipo_producto: 100,
    a_granel: false,
    inventario: '60',
    costo_promedio_ponderado: '3.50',
    usa_costo_promedio: true,
    ultimo_proveedor: null,
    fracciones: [
      { id: 70, nombre: 'Caja de 12', contenido: '12', inventario: '5', ultimo_costo: '48.00', unidad_de_medida: null },
      { id: 71, nombre: 'Unidad', contenido: '1', inventario: '60', ultimo_costo: '4.00', unidad_de_medida: null },
    ],
  },
  unidad_de_medida: unidad,
  fraccion: null,
  ultimo_costo: '4.00',
  costo: '4.00',
  cantidad: '1',
};

const arroz: LineaProductoBodega = {
  producto: {
    ...gaseosa.producto,
    id: 8,
    codigo: 'ARZ-001',
    nombre: 'Arroz blanco',
    codigo_nombre: 'ARZ-001 - Arroz blanco',
    codigo_barras: '',
    tipo_producto: 1000,
    a_granel: true,
    inventario: '50.500',
    fracciones: [],
  },
  unidad_de_medida: libra,
  fraccion: null,
  ultimo_costo: '4.10',
  costo: '4.10',
  cantidad: '1.000',
};

/** The API of the movement screen: the picker answers by its `search` text. */
function stubMovementApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/configuracion/me/') return json(configuracion());
    if (url.pathname === '/api/bodegas/lista_productos_all/') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const results = [gaseosa, arroz].filter((f) =>
        [f.producto.codigo, f.producto.codigo_barras, f.producto.nombre].some(
          (t) => t && t.toLowerCase().includes(search),
        ),
      );
      return json({ count: results.length, next: null, previous: null, results });
    }
    return new Response(JSON.stringify({ detail: 'No encontrado.' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBaja() {
  window.localStorage.setItem('sucursal', '1');
  stubMovementApi();
  return renderWithProviders(<MovementScreen clase="baja" />);
}

/** What a barcode scanner does: the code typed at once, then Enter. */
function escanear(codigo: string) {
  const buscador = screen.getByRole('combobox', { name: 'Buscar producto' });
  fireEvent.change(buscador, { target: { value: codigo } });
  fireEvent.keyDown(buscador, { key: 'Enter', code: 'Enter' });
}

const cantidad = (producto: string) =>
  screen.getByRole('spinbutton', { name: `Cantidad de ${producto}` }) as HTMLInputElement;

describe('stock movement screen', { timeout: 30_000 }, () => {
  it('a scanned barcode and Enter add the product at quantity 1; scanning it again adds 1 more', async () => {
    renderBaja();
    escanear('7401000000011');
    await waitFor(() => expect(cantidad('Gaseosa de naranja').value).toBe('1'));
    // Starts on the presentation that is the base unit, valued at the average cost.
    expect(screen.getByText('Unidad (1 u)')).toBeTruthy();
    expect(screen.getAllByText('Q 3.50').length).toBeGreaterThan(0);
    escanear('7401000000011');
    await waitFor(() => expect(cantidad('Gaseosa de naranja').value).toBe('2'));
    expect(screen.getAllByRole('spinbutton', { name: /^Cantidad de/ })).toHaveLength(1);
  });

  it('counts bulk products with 3 decimals and everything else in whole units', async () => {
    renderBaja();
    escanear('ARZ-001');
    await waitFor(() => expect(cantidad('Arroz blanco').value).toBe('1.000'));
    fireEvent.change(cantidad('Arroz blanco'), { target: { value: '2.25' } });
    fireEvent.blur(cantidad('Arroz blanco'));
    await waitFor(() => expect(cantidad('Arroz blanco').value).toBe('2.250'));

    escanear('GAS-001');
    await waitFor(() => expect(cantidad('Gaseosa de naranja').value).toBe('1'));
    // Decimals in a whole-unit quantity are refused, never rounded into another quantity.
    fireEvent.focus(cantidad('Gaseosa de naranja'));
    fireEvent.change(cantidad('Gaseosa de naranja'), { target: { value: '2.6' } });
    expect(await screen.findByText(MENSAJES.campos.integer)).toBeTruthy();
    fireEvent.blur(cantidad('Gaseosa de naranja'));
    await waitFor(() => expect(cantidad('Gaseosa de naranja').value).toBe('1'));
    fireEvent.change(cantidad('Gaseosa de naranja'), { target: { value: '3' } });
    await waitFor(() => expect(cantidad('Gaseosa de naranja').value).toBe('3'));
  });

  it('a code that matches no product says so and adds nothing', async () => {
    renderBaja();
    escanear('9999999');
    expect(await screen.findByText('No se encontró ningún producto con el código 9999999.')).toBeTruthy();
    expect(screen.queryAllByRole('spinbutton', { name: /^Cantidad de/ })).toHaveLength(0);
  });
});

describe('movement lines', () => {
  it('incoming goods start at the last cost of the presentation, and the body carries what the API reads', () => {
    const linea = {
      ...lineaDesdeProducto(gaseosa, 'ingreso', 2, 'a'),
      fraccion: 70,
      costo: '48.00',
      cantidad: '3',
      nota: 'Golpeada',
    };
    expect(lineaDesdeProducto(gaseosa, 'ingreso', 2, 'a').costo).toBe('4.00');
    expect(cuerpoDocumento('ingreso', [linea], { nota: 'Proveedor' })).toEqual({
      productos: [{ producto: 7, fraccion: 70, cantidad: '3', costo: '48.00', nota: 'Golpeada' }],
      nota: 'Proveedor',
    });
    expect(cuerpoDocumento('salida', [linea], { nota: '', destino: 4 })).toMatchObject({
      destino: 4,
      productos: [{ producto: 7, fraccion: 70, cantidad: '3', nota: 'Golpeada' }],
    });
    expect(cuerpoDocumento('reajuste', [linea], { nota: '', tipo_reajuste: 2 })).toMatchObject({ tipo_reajuste: 2 });
  });

  it('the same product in another presentation is a separate line', () => {
    const unidades = lineaDesdeProducto(gaseosa, 'baja', 2, 'a');
    const cajas = { ...lineaDesdeProducto(gaseosa, 'baja', 2, 'b'), fraccion: 70 };
    const { lineas } = agregarLinea([unidades], cajas);
    expect(lineas.map((l) => l.fraccion)).toEqual([71, 70]);
    expect(agregarLinea(lineas, lineaDesdeProducto(gaseosa, 'baja', 2, 'c')).lineas[0]!.cantidad).toBe('2');
  });
});
