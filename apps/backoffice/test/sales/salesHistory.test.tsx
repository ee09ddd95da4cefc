import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MENSAJES } from '@pos/shared';
import type { DatosFel } from '@pos/shared/domains/invoicing/invoicing';
import { TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales/history';
import SalesHistoryPage from '../../src/features/sales/history/SalesHistoryPage';
import { chartScale } from '../../src/components/chart/chartScale';
import { accionesFel, accionesFila } from '../../src/features/sales/history/historyFilters';
import { configuracion } from '../fixtures';
import { renderWithProviders } from '../providers';
import { atSize, onAPhone } from '../viewport';

describe('chartScale', () => {
  it.each([
    [['0', '0'], '0', ['0']],
    [['50', '10'], '80', ['0', '20', '40', '60', '80']],
    [['1234.50'], '2000', ['0', '500', '1000', '1500', '2000']],
    [['7'], '8', ['0', '2', '4', '6', '8']],
  ] as [string[], string, string[]][])('%j → top %s', (values, max, ticks) => {
    const scale = chartScale(values);
    expect(scale.max.toString()).toBe(max);
    expect(scale.ticks.map(String)).toEqual(ticks);
  });
});

describe('accionesFila (spec 000 §6, P3-16)', () => {
  it.each([
    [
      { activo: true, caja_activa: true },
      { reimprimir: true, anular: true },
    ],
    [
      { activo: true, caja_activa: false },
      { reimprimir: true, anular: false },
    ],
    [
      { activo: false, caja_activa: true },
      { reimprimir: false, anular: false },
    ],
  ])('%j', (fila, acciones) => expect(accionesFila(fila)).toEqual(acciones));
});

// ---- The screen with FEL (spec 000 §2, §4, §6; P2-05d, P3-17) ----

const filaBase: FilaHistorialVenta = {
  id: 1,
  creado: '2026-03-02T10:15:00-06:00',
  codigo: 'V-0001',
  tipo_venta: TIPOS_VENTA.FACTURA,
  tipo_pago: 100,
  movimiento: { tipo: 30, tipo_movimiento: TIPOS_VENTA.FACTURA, concepto: 'Venta V-0001', total_cobrar_pagar: '25.00' },
  datos_fel: null,
  cuenta_cobrar: null,
  usuario: { id: 5, nombre: 'Carlos Cajero' },
  vendedor: null,
  cliente: { id: null, nit: 'C.F.', nombre: 'Consumidor Final' },
  referencia: '',
  nota: '',
  no_factura: '',
  estado: 20,
  activo: true,
  anulado_por: null,
  caja_activa: true,
  recibo_caja: false,
};

const facturada: DatosFel = {
  id: 77,
  tipo: 'FACT',
  estado_factura: 20,
  uuid: 'A1B2C3D4-1234-4321-ABCD-0123456789AB',
  serie: 'A1B2C3D4',
  numero: '305419297',
  fechaCertificacion: '2026-03-02T10:15:05-06:00',
  errores_fel: [],
  datos_anulacion: null,
  respuesta_anulacion: null,
  es_prueba: true,
};

const certificada: FilaHistorialVenta = { ...filaBase, datos_fel: facturada };
const pendiente: FilaHistorialVenta = { ...filaBase, id: 2, codigo: 'V-0002', estado: 10 };

interface HistorialApi {
  utilizaFel: boolean;
  filas: FilaHistorialVenta[];
  /** What PUT historial_ventas/anulacion answers. */
  anulacion?: { id: number; id_factura: number | null };
  /** verificar_fel's answers, one per call (the last repeats). */
  verificaciones?: string[];
  /** What GET consultar_nit answers. */
  consultaNit?: [number, unknown];
}

function stubHistorialApi({
  utilizaFel,
  filas,
  anulacion,
  verificaciones = [],
  consultaNit = [404, { detail: MENSAJES.fel.nitNoEncontrado }],
}: HistorialApi) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let verificadas = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    switch (url.pathname) {
      case '/api/configuracion/me/':
        return json(configuracion({ utiliza_fel: utilizaFel }));
      case '/api/historial_ventas/':
        return json({ count: filas.length, next: null, previous: null, results: filas, total: '50.00' });
      case '/api/historial_ventas/grafica/':
        return json({
          anio_actual: 2026,
          anio_pasado: 2025,
          ventas_actual: Array(12).fill('0'),
          ventas_pasado: Array(12).fill('0'),
        });
      case '/api/historial_ventas/usuarios/':
        return json([]);
      case '/api/clientes/':
        return json({ count: 0, next: null, previous: null, results: [] });
      case '/api/historial_ventas/anulacion/':
        return json(anulacion ?? { id: filas[0]!.id, id_factura: null });
      case '/api/factura_electronica/generar_factura/':
        return json({ id_factura: 90 });
      case '/api/consultar_nit/':
        return json(consultaNit[1], consultaNit[0]);
      case '/api/factura_electronica/verificar_fel/': {
        const estado = verificaciones[Math.min(verificadas++, verificaciones.length - 1)] ?? 'proceso';
        return json({
          id_factura: Number(url.searchParams.get('id_factura')),
          estado_factura: estado,
          detail: null,
          factura: null,
        });
      }
      default:
        return json({ detail: 'No encontrado.' }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderHistorial(api: HistorialApi) {
  window.localStorage.setItem('sucursal', '1');
  const calls = stubHistorialApi(api);
  renderWithProviders(<SalesHistoryPage />, { path: '/reporte_ventas' });
  return calls;
}

const columna = (nombre: string) => screen.queryByRole('columnheader', { name: nombre });
const boton = (nombre: string) => screen.getByRole('button', { name: nombre }) as HTMLButtonElement;

/** Opens the annulment dialog of a sale from its row. */
async function abrirAnulacion(codigo: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `Anular venta ${codigo}` }));
  return (await screen.findByText(`Anular venta ${codigo}`, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;
}

/** Types the reason and presses the dialog's one "Anular venta" button. */
function anularConMotivo(dialogo: HTMLElement, motivo: string) {
  fireEvent.change(within(dialogo).getByLabelText('Motivo'), { target: { value: motivo } });
  fireEvent.click(within(dialogo).getByRole('button', { name: 'Anular venta' }));
}

describe('sales history with FEL (spec 000 §6: FEL features only when utiliza_fel)', { timeout: 30_000 }, () => {
  it('an annulment answered with id_factura polls the certifier and then reports the sale annulled', async () => {
    const calls = renderHistorial({
      utilizaFel: true,
      filas: [certificada],
      anulacion: { id: 1, id_factura: 77 },
      verificaciones: ['proceso', 'anulada'],
    });
    anularConMotivo(await abrirAnulacion('V-0001'), 'Cliente devolvió todo');

    expect(await screen.findByText(MENSAJES.historialVentas.anulandoFactura)).toBeTruthy();
    expect(await screen.findByText(MENSAJES.ventas.anulada, {}, { timeout: 10_000 })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/historial_ventas/anulacion/')).toMatchObject({
      method: 'PUT',
      body: { id: 1, motivo: 'Cliente devolvió todo' },
    });
    expect(calls.filter((c) => c.path === '/api/factura_electronica/verificar_fel/').length).toBe(2);
    // The list is read on opening, reloads when the annulment is queued and again 500 ms after
    // the answer (which may come before the success message is found on a loaded machine).
    const lecturas = () => calls.filter((c) => c.path === '/api/historial_ventas/').length;
    await waitFor(() => expect(lecturas()).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
  });

  it('the annulment asks for the reason, and a dialog cancelled and opened again starts empty', async () => {
    renderHistorial({ utilizaFel: true, filas: [certificada, pendiente] });
    let dialogo = await abrirAnulacion('V-0001');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Anular venta' }));
    expect(await within(dialogo).findByText(MENSAJES.campos.required)).toBeTruthy();
    fireEvent.change(within(dialogo).getByLabelText('Motivo'), { target: { value: 'Cliente se arrepintió' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText('Anular venta V-0001', { selector: '.ant-modal-title' })).toBeNull());

    dialogo = await abrirAnulacion('V-0002');
    expect((within(dialogo).getByLabelText('Motivo') as HTMLTextAreaElement).value).toBe('');
    expect(within(dialogo).queryByText(MENSAJES.campos.required)).toBeNull();
  });

  it('a refused annulment shows the certifier detail and the sale stays', async () => {
    renderHistorial({
      utilizaFel: true,
      filas: [certificada],
      anulacion: { id: 1, id_factura: 77 },
      verificaciones: ['error'],
    });
    anularConMotivo(await abrirAnulacion('V-0001'), 'Error de cobro');
    expect(await screen.findByText(MENSAJES.fel.errorConDetalle(MENSAJES.fel.rechazado))).toBeTruthy();
    expect(screen.queryByText(MENSAJES.ventas.anulada)).toBeNull();
  });

  it('the one annulment dialog shows the sale and what annulling it does, and sends one request', async () => {
    const calls = renderHistorial({ utilizaFel: true, filas: [certificada] });
    const dialogo = await abrirAnulacion('V-0001');
    const resumen = within(dialogo);
    expect(resumen.getByText('Consumidor Final')).toBeTruthy();
    expect(resumen.getByText('Q 25.00')).toBeTruthy();
    expect(resumen.getByText(MENSAJES.historialVentas.efectoExistencias)).toBeTruthy();
    expect(resumen.getByText(MENSAJES.historialVentas.efectoCaja)).toBeTruthy();
    expect(resumen.getByText(MENSAJES.historialVentas.efectoFactura('A1B2C3D4-305419297'))).toBeTruthy();
    // One step: no second '¿Anular?' confirm, and a double click sends the annulment once.
    fireEvent.change(resumen.getByLabelText('Motivo'), { target: { value: 'Precio equivocado' } });
    const anular = resumen.getByRole('button', { name: 'Anular venta' });
    fireEvent.click(anular);
    fireEvent.click(anular);
    expect(await screen.findByText(MENSAJES.ventas.anulada)).toBeTruthy();
    expect(screen.queryByText(MENSAJES.general.confirmarAnular)).toBeNull();
    expect(calls.filter((c) => c.path === '/api/historial_ventas/anulacion/')).toEqual([
      { method: 'PUT', path: '/api/historial_ventas/anulacion/', body: { id: 1, motivo: 'Precio equivocado' } },
    ]);
  });

  it('the annulment dialog names the receivable of a credit sale and no SAT step for an uncertified one', async () => {
    const credito: FilaHistorialVenta = {
      ...pendiente,
      tipo_venta: TIPOS_VENTA.CREDITO,
      cuenta_cobrar: { creado: filaBase.creado, saldo: '15.00' },
      datos_fel: { ...facturada, estado_factura: 40, serie: null, numero: null, uuid: null },
    };
    renderHistorial({ utilizaFel: true, filas: [credito] });
    const dialogo = within(await abrirAnulacion('V-0002'));
    expect(dialogo.getByText(MENSAJES.historialVentas.efectoCuentaCobrar('Q 15.00'))).toBeTruthy();
    expect(dialogo.queryByText(/ante la SAT/)).toBeNull();
  });

  it('Facturar to the sale customer queues the invoice, polls it and offers to print it', async () => {
    const calls = renderHistorial({ utilizaFel: true, filas: [pendiente], verificaciones: ['proceso', 'facturado'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Facturar venta V-0002' }));
    const dialogo = (await screen.findByText('Facturar venta V-0002', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Facturar' }));
    expect(
      (await screen.findAllByText(MENSAJES.fel.exito, { selector: '.ant-modal-confirm-title' }, { timeout: 10_000 }))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Imprimir factura' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/factura_electronica/generar_factura/')).toMatchObject({
      method: 'POST',
      body: { id_venta: 2 },
    });
  });

  it('a NIT lookup answered "El servicio de Infile no está disponible" disables the receiver name', async () => {
    const calls = renderHistorial({
      utilizaFel: true,
      filas: [pendiente],
      consultaNit: [503, { code: 'CERTIFIER_UNAVAILABLE', detail: MENSAJES.clientes.servicioInfileNoDisponible }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Facturar venta V-0002' }));
    const dialogo = (await screen.findByText('Facturar venta V-0002', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialogo).getByLabelText('Otro receptor'));
    const documento = await within(dialogo).findByLabelText('Número de documento');
    fireEvent.change(documento, { target: { value: '1234567-9' } });
    fireEvent.blur(documento);
    await waitFor(() =>
      expect((within(dialogo).getByLabelText('Nombre del receptor') as HTMLInputElement).disabled).toBe(true),
    );
    expect(screen.getAllByText(MENSAJES.clientes.servicioInfileNoDisponible).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === '/api/consultar_nit/')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/factura_electronica/generar_factura/')).toBeUndefined();
  });
});

describe('sales history on a laptop', () => {
  atSize(1366, 768);

  it('without FEL shows no invoice columns, filters nor Facturar', async () => {
    renderHistorial({ utilizaFel: false, filas: [certificada, pendiente] });
    expect(await screen.findByText('V-0001')).toBeTruthy();
    // The configuration has loaded: the list is read with it in place.
    await waitFor(() => expect(columna('Fecha de venta')).not.toBeNull());
    for (const nombre of ['Fecha de factura', 'Serie', 'Número', 'Estado de factura'])
      expect(columna(nombre), nombre).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Estado de factura' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Filtrar por' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Facturar venta V-0002' })).toBeNull();
    expect(screen.queryByText('A1B2C3D4')).toBeNull();
  });

  it('with FEL shows the invoice columns and filters, and Facturar disabled for an invoiced row', async () => {
    renderHistorial({ utilizaFel: true, filas: [certificada, pendiente] });
    await waitFor(() => expect(columna('Estado de factura')).not.toBeNull());
    for (const nombre of ['Serie', 'Número']) expect(columna(nombre), nombre).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Estado de factura' })).toBeTruthy();
    expect(screen.getByText('Fecha de factura', { selector: '.ant-segmented-item-label' })).toBeTruthy();

    const filaCertificada = (await screen.findByText('A1B2C3D4')).closest('tr')!;
    expect(within(filaCertificada).getByText('305419297')).toBeTruthy();
    expect(within(filaCertificada).getByText('Facturada')).toBeTruthy();
    expect(within(filaCertificada).getByText('Prueba')).toBeTruthy();
    expect(boton('Facturar venta V-0001').disabled).toBe(true);
    expect(boton('Imprimir factura de la venta V-0001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar factura de la venta V-0001' })).toBeNull();

    const filaPendiente = screen.getByText('V-0002').closest('tr')!;
    expect(within(filaPendiente).getByText(MENSAJES.historialVentas.pendienteFacturar)).toBeTruthy();
    expect(boton('Facturar venta V-0002').disabled).toBe(false);
  });

  it('leads with code, customer, total and invoice state; the invoice and credit dates are in the detail', async () => {
    renderHistorial({ utilizaFel: true, filas: [certificada] });
    await waitFor(() => expect(columna('Estado de factura')).not.toBeNull());
    const tabla = document.querySelector<HTMLElement>('.sales-history-table')!;
    const titulos = within(tabla)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(titulos.slice(0, 4)).toEqual(['Código', 'Cliente', 'Total', 'Estado de factura']);
    expect(titulos).not.toContain('Fecha de factura');
    expect(titulos).not.toContain('Fecha de crédito');
    // Each action shows its word beside its icon, and its accessible name says which sale.
    for (const [nombre, palabra] of [
      ['Ver venta V-0001', 'Ver'],
      ['Reimprimir venta V-0001', 'Reimprimir'],
      ['Imprimir factura de la venta V-0001', 'Imprimir factura'],
      ['Anular venta V-0001', 'Anular'],
    ] as const)
      expect(boton(nombre).textContent, nombre).toBe(palabra);
  });
});

// Below 1200 px a row cannot hold the code, customer, total, invoice state and the worded actions
// side by side: a tablet either way and a small laptop read the history as cards (issue 30).
for (const [width, height] of [
  [768, 1024],
  [1024, 768],
  [1199, 800],
] as const) {
  describe(`sales history at ${width}×${height}`, () => {
    atSize(width, height);

    it('shows a card per sale that leads with code, total, customer and invoice state, its actions in words', async () => {
      renderHistorial({ utilizaFel: true, filas: [certificada, pendiente] });
      const ventas = await screen.findByRole('list', { name: 'Ventas' });
      expect(document.querySelector('.sales-history-table')).toBeNull();
      const tarjeta = within(ventas).getByRole('article', { name: 'Venta V-0001' });
      const texto = tarjeta.textContent ?? '';
      const orden = ['V-0001', 'Q 25.00', 'Consumidor Final', 'Facturada', 'Carlos Cajero'].map((t) =>
        texto.indexOf(t),
      );
      expect(orden.every((i) => i >= 0) && orden.every((i, n) => n === 0 || i > orden[n - 1]!), texto).toBe(true);
      for (const [nombre, palabra] of [
        ['Ver venta V-0001', 'Ver'],
        ['Reimprimir venta V-0001', 'Reimprimir'],
        ['Imprimir factura de la venta V-0001', 'Imprimir factura'],
        ['Anular venta V-0001', 'Anular'],
      ] as const)
        expect(within(tarjeta).getByRole('button', { name: nombre }).textContent, nombre).toBe(palabra);
      const otra = within(within(ventas).getByRole('article', { name: 'Venta V-0002' }));
      expect(otra.getByRole('button', { name: 'Facturar venta V-0002' }).textContent).toBe('Facturar');
    });
  });
}

describe('sales history on a phone', () => {
  onAPhone();

  it('shows a card per sale with its code, customer, total, invoice state and worded actions', async () => {
    renderHistorial({ utilizaFel: true, filas: [certificada, pendiente] });
    const ventas = await screen.findByRole('list', { name: 'Ventas' });
    // The month chart's data table is the only table left.
    expect(document.querySelector('.sales-history-table')).toBeNull();
    const tarjeta = within(within(ventas).getByRole('article', { name: 'Venta V-0001' }));
    for (const texto of ['V-0001', 'Q 25.00', 'Facturada']) expect(tarjeta.getByText(texto)).toBeTruthy();
    expect(tarjeta.getByText(/Consumidor Final/)).toBeTruthy();
    expect(tarjeta.getByRole('button', { name: 'Ver venta V-0001' }).textContent).toBe('Ver');
    expect(tarjeta.getByRole('button', { name: 'Anular venta V-0001' }).textContent).toBe('Anular');
    const otra = within(within(ventas).getByRole('article', { name: 'Venta V-0002' }));
    expect(otra.getByText(MENSAJES.historialVentas.pendienteFacturar)).toBeTruthy();
    expect(otra.getByRole('button', { name: 'Facturar venta V-0002' }).textContent).toBe('Facturar');
  });

  it('names an annulled sale whose invoice is annulled too once, and tells the sale from the invoice', async () => {
    const anulado_por = { id: 5, nombre: 'Ana', motivo: 'Cobrada dos veces', fecha: null };
    const anulada = { activo: false, anulado_por };
    const ambas: FilaHistorialVenta = { ...certificada, ...anulada, datos_fel: { ...facturada, estado_factura: 30 } };
    const soloVenta: FilaHistorialVenta = { ...pendiente, ...anulada, datos_fel: { ...facturada, estado_factura: 40 } };
    renderHistorial({ utilizaFel: true, filas: [ambas, soloVenta] });
    const ventas = await screen.findByRole('list', { name: 'Ventas' });
    const tarjeta = within(ventas).getByRole('article', { name: 'Venta V-0001' });
    expect(within(tarjeta).getByText('Venta y factura anuladas')).toBeTruthy();
    expect(within(tarjeta).queryAllByText(/anulad/i)).toHaveLength(1);
    const otra = within(within(ventas).getByRole('article', { name: 'Venta V-0002' }));
    expect(otra.getByText('Venta anulada')).toBeTruthy();
    expect(otra.getByText('Error')).toBeTruthy();
  });

  it('annuls a sale from its card through the one dialog', async () => {
    const calls = renderHistorial({ utilizaFel: false, filas: [filaBase] });
    anularConMotivo(await abrirAnulacion('V-0001'), 'Vendida por error');
    expect(await screen.findByText(MENSAJES.ventas.anulada)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/historial_ventas/anulacion/')?.body).toEqual({
      id: 1,
      motivo: 'Vendida por error',
    });
  });
});

describe('accionesFila with FEL: no Anular while the certifier has the invoice or its annulment', () => {
  const datos = (cambio: Partial<DatosFel>): DatosFel => ({ ...facturada, ...cambio });
  it.each([
    [datos({ estado_factura: 10 }), false],
    [datos({ respuesta_anulacion: { estado: 10, errores: [], fecha: null } }), false],
    [datos({ respuesta_anulacion: { estado: 40, errores: ['Rechazada'], fecha: null } }), true],
    [datos({ estado_factura: 40 }), true],
    [datos({}), true],
  ])('%#', (datos_fel, anular) =>
    expect(accionesFila({ activo: true, caja_activa: true, datos_fel }).anular).toBe(anular),
  );
});

describe('accionesFel (000 §6, P2-05d, P3-17)', () => {
  it.each([
    [
      'pending invoice sale',
      { activo: true, tipo_venta: TIPOS_VENTA.FACTURA, datos_fel: null },
      { facturar: 'habilitado', reintentar: false, imprimir: false },
    ],
    [
      'pending credit sale',
      { activo: true, tipo_venta: TIPOS_VENTA.CREDITO, datos_fel: null },
      { facturar: 'habilitado', reintentar: false, imprimir: false },
    ],
    [
      'shipment',
      { activo: true, tipo_venta: TIPOS_VENTA.ENVIO, datos_fel: null },
      { facturar: 'oculto', reintentar: false, imprimir: false },
    ],
    [
      'certified',
      { activo: true, tipo_venta: TIPOS_VENTA.FACTURA, datos_fel: facturada },
      { facturar: 'deshabilitado', reintentar: false, imprimir: true },
    ],
    [
      'in process',
      { activo: true, tipo_venta: TIPOS_VENTA.FACTURA, datos_fel: { ...facturada, estado_factura: 10 } },
      { facturar: 'deshabilitado', reintentar: false, imprimir: false },
    ],
    [
      'error',
      { activo: true, tipo_venta: TIPOS_VENTA.FACTURA, datos_fel: { ...facturada, estado_factura: 40 } },
      { facturar: 'habilitado', reintentar: true, imprimir: false },
    ],
    [
      'annulled',
      { activo: false, tipo_venta: TIPOS_VENTA.FACTURA, datos_fel: { ...facturada, estado_factura: 30 } },
      { facturar: 'oculto', reintentar: false, imprimir: true },
    ],
  ] as const)('%s', (_nombre, fila, acciones) =>
    expect(accionesFel(fila as Parameters<typeof accionesFel>[0])).toEqual(acciones),
  );
});
