import { MENSAJES } from '@pos/shared';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { TIPOS_DOCUMENTO_CLIENTE, TIPOS_PAGO, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { CollectionPanel } from '../../src/features/sales/pos/CollectionPanel';
import { ProductSearch } from '../../src/features/sales/pos/ProductSearch';
import { agregarProducto, cambiarPresentacion } from '../../src/features/sales/pos/cartLines';
import { CLIENTE_VACIO, claveDeIntento, ventaNueva } from '../../src/features/sales/pos/ventaEnCurso';
import { revisarCliente } from '../../src/features/sales/pos/ventaInput';
import { configuracion, productoVenta } from '../fixtures';
import { renderWithProviders } from '../providers';

const opciones = { decimales: 2 as const, permitirDescuento: true, precioEditable: false };
const tiers = (precio: string) => [
  { id: 1 as const, nombre: 'Público', precio },
  { id: 2 as const, nombre: 'Mayorista', precio: '0.00' },
  { id: 3 as const, nombre: 'Precio 3', precio: '0.00' },
  { id: 4 as const, nombre: 'Precio 4', precio: '0.00' },
  { id: 5 as const, nombre: 'Precio 5', precio: '0.00' },
];
const fraccion = (id: number, nombre: string, contenido: string, precio: string, inventario: string) => ({
  id,
  nombre,
  contenido,
  capacidad_maxima: '0',
  precio,
  precio2: '0',
  precio3: '0',
  precio4: '0',
  precio5: '0',
  listado_precios: tiers(precio),
  codigo_barras: `BAR-${id}`,
  vendible: true,
  minimo_existencias: '0',
  inventario,
  coincide: false,
});

const gaseosa = productoVenta({
  id: 7,
  codigo: 'GAS-001',
  nombre: 'Gaseosa de naranja',
  tiene_fracciones: true,
  inventario: '60',
  precio: '5.00',
  listado_precios: tiers('5.00'),
  costo: '3',
  costo_promedio_ponderado: '3',
  coincidencia: 'fraccion',
  fracciones: [fraccion(70, 'Caja de 12', '12', '54.00', '5'), fraccion(71, 'Unidad', '1', '5.00', '60')],
});

describe('point-of-sale cart lines', () => {
  it('a product with presentations starts on the scanned one, else the single unit', () => {
    const porUnidad = agregarProducto([], gaseosa, opciones);
    expect(porUnidad.ok && porUnidad.lineas[0]).toMatchObject({
      fraccion_id: 71,
      cantidad: '1',
      precio: '5.00',
      total_importe: '5.00',
    });
    const caja = agregarProducto([], { ...gaseosa, fraccion_id: 70 }, opciones);
    expect(caja.ok && caja.lineas[0]).toMatchObject({ fraccion_id: 70, precio: '54.00', total_importe: '54.00' });
  });

  it('changing the presentation re-prices the line, keeps its place, and merges with a line of that presentation', () => {
    const a = agregarProducto([], gaseosa, opciones);
    if (!a.ok) throw new Error(a.error);
    const cajas = cambiarPresentacion(a.lineas, a.lineas[0]!.key, 70, opciones);
    expect(cajas).toHaveLength(1);
    expect(cajas[0]).toMatchObject({ fraccion_id: 70, cantidad: '1', precio: '54.00', total_importe: '54.00' });

    const b = agregarProducto(cajas, gaseosa, opciones);
    if (!b.ok) throw new Error(b.error);
    const unidas = cambiarPresentacion(b.lineas, b.lineas[1]!.key, 70, opciones);
    expect(unidas).toHaveLength(1);
    expect(unidas[0]).toMatchObject({ fraccion_id: 70, cantidad: '2', total_importe: '108.00' });
  });
});

/** A product sold only in presentations: its own price is 0. */
const soloPresentaciones: ProductoVenta = { ...gaseosa, precio: '0.00', listado_precios: tiers('0.00') };

/** The search box over a stubbed `productos_venta`: a barcode finds its presentation, a name the product. */
function renderSearch() {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/configuracion/me/') return json(configuracion());
    if (url.pathname === '/api/productos_venta/') {
      const search = url.searchParams.get('search') ?? '';
      const results =
        search === 'BAR-70'
          ? [{ ...soloPresentaciones, coincidencia: 'fraccion', fraccion_id: 70 }]
          : [{ ...soloPresentaciones, coincidencia: 'nombre' }];
      return json({ count: results.length, next: null, previous: null, results });
    }
    return new Response(JSON.stringify({ detail: 'No encontrado.' }), { status: 404 });
  });
  renderWithProviders(<ProductSearch onPick={() => {}} buscarNombre />);
  return (texto: string) =>
    fireEvent.change(screen.getByRole('combobox', { name: 'Buscar producto' }), { target: { value: texto } });
}

/** The price a row shows at its right, above the stock. */
const precioDeFila = (fila: HTMLElement) => fila.querySelector('.num strong')?.textContent;

describe('the point-of-sale search rows', { timeout: 30_000 }, () => {
  it('price a product sold in presentations at the one a pick adds, and list every presentation', async () => {
    const buscar = renderSearch();
    buscar('gaseosa');
    const fila = await screen.findByRole('option');
    await waitFor(() => expect(fila.textContent).toContain('Caja de 12 Q 54.00 · Unidad Q 5.00'));
    // The single unit is what a pick adds, not the product's own Q 0.00.
    expect(precioDeFila(fila)).toBe('Q 5.00');
    expect(fila.textContent).not.toContain('Q 0.00');
  });

  it("price a scanned presentation's barcode at that presentation", async () => {
    const buscar = renderSearch();
    buscar('BAR-70');
    const fila = await screen.findByRole('option');
    await waitFor(() => expect(fila.textContent).toContain('Caja de 12 Q 54.00 · Unidad Q 5.00'));
    expect(precioDeFila(fila)).toBe('Q 54.00');
  });
});

describe('the customer before charging (000 §5 Customer)', () => {
  it.each([
    [
      'nothing typed asks to confirm the final consumer',
      { nit: '', nombre: '' },
      { estado: 'confirmarConsumidorFinal', nit: 'C.F.', nombre: 'Consumidor Final' },
    ],
    [
      'CF in any form is C.F. with the default name',
      { nit: 'cf', nombre: '' },
      { estado: 'listo', nit: 'C.F.', nombre: 'Consumidor Final' },
    ],
    [
      'C/F keeps a typed name',
      { nit: 'C/F', nombre: 'Marta López' },
      { estado: 'listo', nit: 'C.F.', nombre: 'Marta López' },
    ],
    [
      'a valid NIT with a name is ready',
      { nit: '576937-K', nombre: 'Ferretería El Sol' },
      { estado: 'listo', nit: '576937K', nombre: 'Ferretería El Sol' },
    ],
  ])('%s', (_, typed, expected) => {
    const revisado = revisarCliente({ ...CLIENTE_VACIO, ...typed });
    expect(revisado.estado).toBe(expected.estado);
    if (revisado.estado !== 'error')
      expect(revisado.cliente).toMatchObject({ nit: expected.nit, nombre: expected.nombre });
  });

  it('a NIT without a name asks for the name; an invalid NIT says so', () => {
    expect(revisarCliente({ ...CLIENTE_VACIO, nit: '576937-K' })).toEqual({
      estado: 'error',
      error: 'Por favor de ingresar el nombre del cliente.',
    });
    expect(revisarCliente({ ...CLIENTE_VACIO, nit: '12345', nombre: 'X' })).toEqual({
      estado: 'error',
      error: 'Escriba un nit válido o CF',
    });
    expect(
      revisarCliente({ ...CLIENTE_VACIO, tipo_documento: TIPOS_DOCUMENTO_CLIENTE.DPI, nit: '123', nombre: 'X' }),
    ).toEqual({ estado: 'error', error: 'DPI inválido' });
  });
});

describe('the Idempotency-Key of a charge', () => {
  it('a retry of the same sale reuses the key; a changed sale gets a new one', () => {
    const primera = claveDeIntento(ventaNueva(TIPOS_VENTA.ENVIO), 'venta-1');
    const conIntento = { ...ventaNueva(TIPOS_VENTA.ENVIO), intento: primera };
    expect(claveDeIntento(conIntento, 'venta-1')).toBe(primera);
    expect(claveDeIntento(conIntento, 'venta-2').clave).not.toBe(primera.clave);
  });
});

function renderPanel(props: Partial<Parameters<typeof CollectionPanel>[0]> = {}) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(configuracion()), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  const onConfirm = vi.fn();
  renderWithProviders(
    <CollectionPanel
      open
      total="32.25"
      tipoVenta={TIPOS_VENTA.ENVIO}
      redondeoTotal={false}
      ventasAlCredito={false}
      cobrando={false}
      onCancel={() => {}}
      afterClose={() => {}}
      tomarTeclas={() => []}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return onConfirm;
}

const efectivo = () => screen.getByRole('spinbutton', { name: 'Efectivo' });

describe('the collection panel', { timeout: 30_000 }, () => {
  it('shows the change of a cash payment and confirms it as full payment', async () => {
    const onConfirm = renderPanel();
    fireEvent.change(efectivo(), { target: { value: '50' } });
    await waitFor(() => expect(screen.getByLabelText('Cambio').textContent).toBe('Q 17.75'));
    fireEvent.click(screen.getByRole('button', { name: /Confirmar cobro/ }));
    expect(onConfirm).toHaveBeenCalledWith({
      pagos: { efectivo: { monto: '50.00', descripcion: '' } },
      tipo_pago: TIPOS_PAGO.PAGO_TOTAL,
      redondeo: null,
      fecha_vencimiento: null,
      codigo_nota_credito: null,
    });
  });

  it('refuses less than the total with the spec message', async () => {
    const onConfirm = renderPanel();
    fireEvent.change(efectivo(), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: /Confirmar cobro/ }));
    await screen.findByText('Debe cancelar el monto total de la venta.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('clamps absurd cash to the cap and says why (issue 12)', async () => {
    const onConfirm = renderPanel();
    fireEvent.change(efectivo(), { target: { value: '9999999' } });
    await screen.findByText(MENSAJES.ventas.efectivoExcesivo('10,000.00'));
    fireEvent.click(screen.getByRole('button', { name: /Confirmar cobro/ }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(onConfirm.mock.calls[0]![0].pagos.efectivo.monto).toBe('10000.00');
  });

  it('asks Hacia arriba / Hacia abajo when the company rounds and the total is not a multiple of 0.05', async () => {
    const onConfirm = renderPanel({ total: '10.02', redondeoTotal: true });
    fireEvent.change(efectivo(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: /Confirmar cobro/ }));
    await screen.findByText('Seleccione el redondeo del total: Hacia arriba o Hacia abajo.');
    fireEvent.click(screen.getByRole('radio', { name: /Hacia abajo/ }));
    await waitFor(() => expect(screen.getByLabelText('Total a cobrar').textContent).toBe('Q 10.00'));
    fireEvent.click(screen.getByRole('button', { name: /Confirmar cobro/ }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ redondeo: 'abajo' }));
  });

  it('caps a card payment at the amount due', async () => {
    renderPanel();
    fireEvent.click(screen.getByText('Tarjeta, cheque, transferencia, depósito e IVA'));
    const tarjeta = (await screen.findByRole('spinbutton', { name: 'Tarjeta' })) as HTMLInputElement;
    fireEvent.change(tarjeta, { target: { value: '100' } });
    fireEvent.blur(tarjeta);
    await waitFor(() => expect(tarjeta.value).toBe('32.25'));
  });
});
