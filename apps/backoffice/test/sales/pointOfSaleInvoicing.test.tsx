import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MENSAJES } from '@pos/shared';
import type { FacturaFel } from '@pos/shared/domains/invoicing/invoicing';
import { TIPOS_DOCUMENTO_CLIENTE, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { CustomerForm } from '../../src/features/sales/pos/CustomerForm';
import { PosScreen } from '../../src/features/sales/pos/PosScreen';
import { agregarProducto } from '../../src/features/sales/pos/cartLines';
import { CLIENTE_VACIO, ventaNueva, type ClienteVenta } from '../../src/features/sales/pos/ventaEnCurso';
import { endSession, startSession } from '../../src/lib/session';
import { facturaFel } from '../invoicing/facturaFixture';
import { configuracion, productoVenta, reciboVenta } from '../fixtures';
import { renderWithProviders } from '../providers';

const martillo = productoVenta({
  id: 9,
  codigo: 'MAR-001',
  nombre: 'Martillo',
  precio: '85.00',
  costo: '50',
  costo_promedio_ponderado: '50',
});

const recibo = reciboVenta({
  id_venta: 12,
  codigo_venta: 'V-0012',
  id_factura: 90,
  subtotal: '85.00',
  total: '85.00',
  pagos: [],
  exencion_iva: '0.00',
  vuelto_efectivo: '15.00',
});

type Respuesta = [number, unknown];

interface ApiPos {
  /** verificar_fel's answers, one per call (the last repeats). */
  verificaciones?: { estado_factura: string; detail?: string | null; factura?: FacturaFel | null }[];
  consultaNit?: Respuesta;
  porNit?: Respuesta;
}

function stubPosApi({
  verificaciones = [],
  consultaNit = [404, { detail: MENSAJES.fel.nitNoEncontrado }],
  porNit = [404, { detail: 'No encontrado.' }],
}: ApiPos = {}) {
  const calls: { method: string; path: string }[] = [];
  let verificadas = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname.startsWith('/api/clientes/') && url.pathname.includes('/por_nit'))
        return json(porNit[1], porNit[0]);
      switch (url.pathname) {
        case '/api/configuracion/me/':
          return json(configuracion({ utiliza_fel: true }));
        case '/api/ventas/':
          return json({ id: 12, codigo: 'V-0012', total: '85.00', vuelto_efectivo: '15.00', id_factura: 90 });
        case '/api/factura_electronica/verificar_fel/': {
          const respuesta = verificaciones[Math.min(verificadas++, verificaciones.length - 1)] ?? {
            estado_factura: 'proceso',
          };
          return json({ id_factura: 90, detail: null, factura: null, ...respuesta });
        }
        case '/api/historial_ventas/reimpresion_venta/':
          return json(recibo);
        case '/api/consultar_nit/':
        case '/api/factura_electronica/validar_dpi/':
          return json(consultaNit[1], consultaNit[0]);
        default:
          return json({ count: 0, next: null, previous: null, results: [] });
      }
    }),
  );
  return calls;
}

beforeEach(() => startSession('t'));

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  document.querySelectorAll('.print-area').forEach((n) => n.remove());
  endSession();
});

/** The POS with a martillo in the cart for C.F., charged in cash. */
async function cobrarVentaFacturada() {
  const agregado = agregarProducto([], martillo, { decimales: 2, permitirDescuento: true, precioEditable: false });
  if (!agregado.ok) throw new Error(agregado.error);
  const venta = {
    ...ventaNueva(TIPOS_VENTA.FACTURA),
    lineas: agregado.lineas,
    cliente: { ...CLIENTE_VACIO, nit: 'C.F.', nombre: 'Consumidor Final' },
  };
  window.sessionStorage.setItem('pos:pvn:1:1', JSON.stringify(venta));
  const print = vi.fn();
  vi.stubGlobal('print', print);
  renderWithProviders(<PosScreen modo="pvn" configuracion={configuracion({ utiliza_fel: true })} />, {
    path: '/punto_de_venta',
  });
  fireEvent.click(await screen.findByRole('button', { name: /Cobrar/ }));
  fireEvent.change(await screen.findByRole('spinbutton', { name: 'Efectivo' }), { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: /Confirmar cobro/ }));
  return print;
}

describe('the point of sale with electronic invoicing', { timeout: 30_000 }, () => {
  it('the sale-type switch says what the chosen type does, as its description, also when chosen by keyboard', async () => {
    stubPosApi();
    renderWithProviders(<PosScreen modo="pvn" configuracion={configuracion({ utiliza_fel: true })} />, {
      path: '/punto_de_venta',
    });
    const tipo = await screen.findByRole('radiogroup', { name: 'Tipo de venta' });
    const descripcion = () => document.getElementById(tipo.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(descripcion()).toBe('Factura electrónica certificada en la SAT.');
    const envio = screen.getByRole('radio', { name: 'Envío' });
    // A radio of the switch takes the focus and is chosen from the keyboard like any radio.
    envio.focus();
    expect(document.activeElement).toBe(envio);
    fireEvent.click(envio);
    expect(descripcion()).toBe('Comprobante interno de la venta; no se certifica en la SAT.');
    expect(screen.getByTitle('Factura electrónica certificada en la SAT.')).toBeTruthy();
  });

  it('polls the invoice while the next sale can start, then prints it and offers the reprint', async () => {
    const certificada = facturaFel({ venta: { id: 12, codigo: 'V-0012' } });
    const calls = stubPosApi({
      verificaciones: [{ estado_factura: 'proceso' }, { estado_factura: 'facturado', factura: certificada }],
    });
    const print = await cobrarVentaFacturada();

    // At once: the cart is empty and the notice says the invoice is in process.
    expect(await screen.findByText(/Venta V-0012 registrada/)).toBeTruthy();
    expect((await screen.findAllByText(MENSAJES.fel.enProceso)).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('button', { name: /Cobrar/ }).hasAttribute('disabled')).toBe(true);

    // Certified: 'Éxito', the invoice printed, serie-número on the notice.
    expect(await screen.findByText(MENSAJES.fel.exito, undefined, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    const area = document.querySelector('.print-area.factura-print-ticket');
    expect(area?.textContent).toContain('A1B2C3D4-1234-4321-ABCD-0123456789AB');
    expect(area?.textContent).toContain(MENSAJES.fel.documentoPrueba);
    expect(screen.getByTestId('estado-factura').textContent).toContain('Factura A1B2C3D4-305419297 certificada.');
    expect(calls.filter((c) => c.path === '/api/factura_electronica/verificar_fel/')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/api/historial_ventas/reimpresion_venta/')).toBe(false);

    // The reprint reads the invoice again (annulled since, the company's current format).
    fireEvent.click(screen.getByRole('button', { name: /Reimprimir factura/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(calls.filter((c) => c.path === '/api/factura_electronica/verificar_fel/')).toHaveLength(3);
  });

  it('confirms the invoiced sale in its own words, never with the generic "Datos almacenados correctamente"', async () => {
    stubPosApi();
    await cobrarVentaFacturada();
    expect(await screen.findByText(/Venta V-0012 registrada/)).toBeTruthy();
    expect(await screen.findByText(MENSAJES.fel.enProcesoVenta('V-0012'))).toBeTruthy();
    expect(screen.queryByText(MENSAJES.general.datosAlmacenados)).toBeNull();
  });

  it("on 'error' says so with the detail and the retry note, and prints the receipt instead", async () => {
    const calls = stubPosApi({
      verificaciones: [{ estado_factura: 'error', detail: 'El certificador rechazó el documento.' }],
    });
    const print = await cobrarVentaFacturada();

    expect(await screen.findByText(MENSAJES.fel.errorFacturacion)).toBeTruthy();
    const notificacion = document.querySelector('.ant-notification-notice-error');
    expect(notificacion?.textContent).toContain('El certificador rechazó el documento.');
    expect(notificacion?.textContent).toContain(MENSAJES.fel.ventaRegistradaReintentar);
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(calls.some((c) => c.path === '/api/historial_ventas/reimpresion_venta/')).toBe(true);
    expect(document.querySelector('.print-area [data-testid="recibo-venta"]')).toBeTruthy();
    expect(screen.getByTestId('estado-factura').textContent).toContain('El certificador rechazó el documento.');
    expect(screen.queryByRole('button', { name: /Reimprimir factura/ })).toBeNull();
  });

  it('a failed state check says so', async () => {
    stubPosApi({ verificaciones: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
        if (path === '/api/ventas/')
          return json({ id: 12, codigo: 'V-0012', total: '85.00', vuelto_efectivo: '15.00', id_factura: 90 });
        if (path === '/api/factura_electronica/verificar_fel/') return json({}, 500);
        if (path === '/api/historial_ventas/reimpresion_venta/') return json(recibo);
        if (path === '/api/configuracion/me/') return json(configuracion({ utiliza_fel: true }));
        return json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    await cobrarVentaFacturada();
    expect((await screen.findAllByText(MENSAJES.fel.errorConsultarEstado)).length).toBeGreaterThanOrEqual(1);
  });
});

function FormaCliente({ inicial = CLIENTE_VACIO }: { inicial?: ClienteVenta }) {
  const [cliente, setCliente] = useState<ClienteVenta>(inicial);
  return <CustomerForm cliente={cliente} onChange={setCliente} camposExtra utilizaFel />;
}

const nit = () => screen.getByLabelText('NIT del cliente') as HTMLInputElement;
const nombre = () => screen.getByLabelText('Nombre del cliente') as HTMLInputElement;
const telefono = () => document.getElementById('pos-telefono') as HTMLInputElement;
const direccion = () => document.getElementById('pos-direccion') as HTMLInputElement;

async function consultar(valor: string) {
  fireEvent.change(nit(), { target: { value: valor } });
  fireEvent.blur(nit());
}

describe('the customer lookup with FEL (000 §5 Customer, §8)', { timeout: 30_000 }, () => {
  it('fills name and address from SAT and keeps the link to the company customer', async () => {
    const calls = stubPosApi({
      consultaNit: [200, { nit: '576937K', nombre: 'FERRETERIA EL SOL, S.A.', direccion: '5a calle 3-10 zona 1' }],
      porNit: [
        200,
        {
          id: 44,
          nit: '576937K',
          nombre: 'Ferretería El Sol',
          tipo_documento: 1,
          direccion: '',
          telefono: '5555-1234',
        },
      ],
    });
    renderWithProviders(<FormaCliente />);
    await consultar('576937-k');
    await waitFor(() => expect(nombre().value).toBe('FERRETERIA EL SOL, S.A.'));
    expect(direccion().value).toBe('5a calle 3-10 zona 1');
    expect(telefono().value).toBe('5555-1234');
    expect(screen.getByLabelText('Cliente registrado')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/consultar_nit/')).toBe(true);
  });

  it("'El servicio de Infile no está disponible' disables the form but the NIT; a new NIT enables it again", async () => {
    stubPosApi({
      consultaNit: [503, { code: 'CERTIFIER_UNAVAILABLE', detail: MENSAJES.clientes.servicioInfileNoDisponible }],
    });
    renderWithProviders(<FormaCliente />);
    await consultar('576937K');
    expect(await screen.findByText(MENSAJES.clientes.servicioInfileNoDisponible)).toBeTruthy();
    await waitFor(() => expect(nombre().disabled).toBe(true));
    expect(telefono().disabled).toBe(true);
    expect(direccion().disabled).toBe(true);
    expect(nit().disabled).toBe(false);
    fireEvent.change(nit(), { target: { value: 'CF' } });
    await waitFor(() => expect(nombre().disabled).toBe(false));
  });

  it('another detail leaves the form editable; no detail shows the generic message', async () => {
    stubPosApi({ consultaNit: [404, { detail: MENSAJES.fel.nitNoEncontrado }] });
    renderWithProviders(<FormaCliente />);
    await consultar('576937K');
    expect(await screen.findByText(MENSAJES.fel.nitNoEncontrado)).toBeTruthy();
    expect(nombre().disabled).toBe(false);

    stubPosApi({ consultaNit: [500, {}] });
    await consultar('12521337');
    expect(await screen.findByText(MENSAJES.clientes.errorConsulta)).toBeTruthy();
    expect(nombre().disabled).toBe(false);
  });

  it('an answer for a document no longer in the field is ignored', async () => {
    let responder: (r: Response) => void = () => {};
    stubPosApi();
    const fetchBase = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/api/consultar_nit/'))
          return new Promise<Response>((resolve) => (responder = resolve));
        return fetchBase(input, init);
      }),
    );
    renderWithProviders(<FormaCliente />);
    await consultar('576937K');
    await waitFor(() => expect(document.querySelector('.ant-spin')).toBeTruthy());
    fireEvent.change(nit(), { target: { value: '' } });
    responder(
      new Response(JSON.stringify({ nit: '576937K', nombre: 'FERRETERIA EL SOL, S.A.', direccion: 'Zona 1' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(nombre().value).toBe('');
    expect(nit().value).toBe('');
  });

  it('a DPI is checked in RENAP; a deceased person is warned about', async () => {
    const calls = stubPosApi({
      consultaNit: [200, { nit: '1234567890101', nombre: 'JUAN PÉREZ', direccion: 'Ciudad', fallecido: true }],
    });
    renderWithProviders(<FormaCliente inicial={{ ...CLIENTE_VACIO, tipo_documento: TIPOS_DOCUMENTO_CLIENTE.DPI }} />);
    await consultar('1234567890101');
    await waitFor(() => expect(nombre().value).toBe('JUAN PÉREZ'));
    expect(await screen.findByText(MENSAJES.fel.personaFallecida)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/factura_electronica/validar_dpi/')).toBe(true);
    expect(calls.some((c) => c.path === '/api/consultar_nit/')).toBe(false);
  });
});
