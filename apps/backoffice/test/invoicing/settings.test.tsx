import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MENSAJES } from '@pos/shared';
import type { ConfiguracionFel } from '@pos/shared/domains/invoicing/settings';
import { FelSection } from '../../src/features/invoicing/settings/FelSection';
import { configuracion } from '../fixtures';
import { renderWithProviders } from '../providers';

const sinCredenciales = { configurada: false, mascara: null };

/** What GET configuracion_fel answers before the first save. */
function nueva(overrides: Partial<ConfiguracionFel> = {}): ConfiguracionFel {
  return {
    configurada: false,
    utiliza_fel: false,
    nit_emisor: '',
    nombre_emisor: '',
    nombre_comercial: '',
    afiliacion_iva: 'GEN',
    correo_copia: '',
    frases: [],
    certificador: 'sandbox',
    credenciales: {
      usuario_firma: sinCredenciales,
      llave_firma: sinCredenciales,
      usuario_api: sinCredenciales,
      llave_api: sinCredenciales,
    },
    tipo_factura: 'FACT',
    documentos: { factura: 'FACT', credito: 'FACT' },
    establecimientos: [
      { sucursal: { id: 1, nombre: 'Central' }, codigo_establecimiento: null },
      { sucursal: { id: 2, nombre: 'Norte' }, codigo_establecimiento: null },
    ],
    solo_pruebas: false,
    ...overrides,
  };
}

/** Saved with Infile: every credential stored, shown only as its mask. */
function guardada(overrides: Partial<ConfiguracionFel> = {}): ConfiguracionFel {
  return nueva({
    configurada: true,
    utiliza_fel: true,
    nit_emisor: '12521337',
    nombre_emisor: 'COMERCIAL DEMO, S.A.',
    nombre_comercial: 'Tienda Demo',
    correo_copia: 'facturas@demo.gt;conta@demo.gt',
    frases: [{ tipo_frase: 1, codigo_escenario: 1, numero_resolucion: null, fecha_resolucion: null }],
    certificador: 'infile',
    credenciales: {
      usuario_firma: { configurada: true, mascara: '••••4821' },
      llave_firma: { configurada: true, mascara: '••••d4a8' },
      usuario_api: { configurada: true, mascara: '••••' },
      llave_api: { configurada: true, mascara: '••••f5A9' },
    },
    establecimientos: [
      { sucursal: { id: 1, nombre: 'Central' }, codigo_establecimiento: 1 },
      { sucursal: { id: 2, nombre: 'Norte' }, codigo_establecimiento: 2 },
    ],
    ...overrides,
  });
}

type Respuesta = [number, unknown];

/** The API of the section: GET answers `fel`, PUT answers `alGuardar` (the saved settings by default). */
function stubFelApi(fel: ConfiguracionFel, alGuardar?: Respuesta, general = configuracion()) {
  const puts: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/configuracion/me/') return json(200, general);
    if (url.pathname === '/api/configuracion_fel/' && init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      const [status, body] = alGuardar ?? [200, fel];
      return json(status, body);
    }
    if (url.pathname === '/api/configuracion_fel/') return json(200, fel);
    return json(404, { detail: 'No encontrado.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return puts;
}

const guardar = () => fireEvent.click(screen.getByText('Guardar facturación electrónica').closest('button')!);
const credencial = (nombre: string) => screen.queryByLabelText(nombre) as HTMLInputElement | null;
const campoDe = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('FEL settings section', { timeout: 30_000 }, () => {
  it('shows the credentials only for Infile, and the test-document notice for the sandbox', async () => {
    stubFelApi(nueva());
    renderWithProviders(<FelSection />);
    expect(await screen.findByText(MENSAJES.fel.documentoPrueba)).toBeTruthy();
    for (const nombre of ['Usuario de firma', 'Llave de firma', 'Usuario de API', 'Llave de API'])
      expect(credencial(nombre), nombre).toBeNull();
    expect(screen.getByText('Sin configurar')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/^Infile/));
    await waitFor(() => expect(credencial('Llave de API')).not.toBeNull());
    expect(screen.queryByText(MENSAJES.fel.documentoPrueba)).toBeNull();
    for (const nombre of ['Usuario de firma', 'Llave de firma', 'Usuario de API', 'Llave de API']) {
      expect(credencial(nombre)!.type, nombre).toBe('password');
      expect(credencial(nombre)!.value, nombre).toBe('');
    }

    fireEvent.click(screen.getByLabelText(/^Ambiente de pruebas/));
    await waitFor(() => expect(credencial('Llave de API')).toBeNull());
    expect(screen.getByText(MENSAJES.fel.documentoPrueba)).toBeTruthy();
  });

  it('with Infile chosen on an installation that certifies only on the sandbox, says so', async () => {
    stubFelApi(guardada({ solo_pruebas: true }));
    renderWithProviders(<FelSection />);
    expect(await screen.findByText('Esta instalación certifica en el ambiente de pruebas')).toBeTruthy();
  });

  it('shows the stored masks as placeholders and asks for a credential only when none is stored', async () => {
    const puts = stubFelApi(guardada({ credenciales: { ...guardada().credenciales, llave_api: sinCredenciales } }));
    renderWithProviders(<FelSection />);
    await waitFor(() => expect(credencial('Llave de firma')).not.toBeNull());
    expect(credencial('Usuario de firma')!.placeholder).toBe('••••4821');
    // A production installation (FEL_CERTIFIER=infile) has no sandbox notice.
    expect(screen.queryByText('Esta instalación certifica en el ambiente de pruebas')).toBeNull();
    expect(credencial('Llave de firma')!.placeholder).toBe('••••d4a8');
    expect(credencial('Usuario de API')!.placeholder).toBe('••••');
    expect(credencial('Llave de API')!.placeholder).toBe('');

    guardar();
    expect(await screen.findByText(MENSAJES.felConfiguracion.credencialRequerida)).toBeTruthy();
    expect(campoDe('Llave de API').textContent).toContain(MENSAJES.felConfiguracion.credencialRequerida);
    expect(puts).toHaveLength(0);
  });

  it('saves the whole settings; untouched credentials go as null so the server keeps them', async () => {
    const puts = stubFelApi(guardada());
    renderWithProviders(<FelSection />);
    await waitFor(() => expect(credencial('Llave de API')).not.toBeNull());
    expect((screen.getByLabelText('NIT del emisor') as HTMLInputElement).value).toBe('12521337');

    fireEvent.change(screen.getByLabelText('Nombre comercial'), { target: { value: 'Tienda Demo Zona 10' } });
    fireEvent.change(credencial('Llave de API')!, { target: { value: '  NuevaLlave-9999ZZ42 ' } });
    fireEvent.change(screen.getByLabelText('Código de establecimiento de Norte'), { target: { value: '7' } });
    guardar();

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      nit_emisor: '12521337',
      nombre_emisor: 'COMERCIAL DEMO, S.A.',
      nombre_comercial: 'Tienda Demo Zona 10',
      afiliacion_iva: 'GEN',
      correo_copia: 'facturas@demo.gt; conta@demo.gt',
      frases: [{ tipo_frase: 1, codigo_escenario: 1, numero_resolucion: null, fecha_resolucion: null }],
      certificador: 'infile',
      credenciales: { usuario_firma: null, llave_firma: null, usuario_api: null, llave_api: 'NuevaLlave-9999ZZ42' },
      establecimientos: [
        { sucursal: 1, codigo_establecimiento: 1 },
        { sucursal: 2, codigo_establecimiento: 7 },
      ],
    });
    expect(await screen.findByText(MENSAJES.configuracion.guardado)).toBeTruthy();
    // The mask never travels back, not even for the credentials left as they were.
    expect(JSON.stringify(puts[0])).not.toContain('••••');
  });

  it('with the sandbox, typed credentials are not sent', async () => {
    const puts = stubFelApi(guardada({ certificador: 'sandbox' }));
    renderWithProviders(<FelSection />);
    fireEvent.click(await screen.findByLabelText(/^Infile/));
    await waitFor(() => expect(credencial('Llave de API')).not.toBeNull());
    fireEvent.change(credencial('Llave de API')!, { target: { value: 'escrita-y-olvidada' } });
    fireEvent.click(screen.getByLabelText(/^Ambiente de pruebas/));
    guardar();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.certificador).toBe('sandbox');
    expect(puts[0]!.credenciales).toEqual({
      usuario_firma: null,
      llave_firma: null,
      usuario_api: null,
      llave_api: null,
    });
  });

  it("puts the server's field errors under their inputs, also inside the phrase and branch lists", async () => {
    const errores = {
      detail: `frases.0.codigo_escenario: ${MENSAJES.felConfiguracion.escenarioNoExiste}`,
      'frases.0.codigo_escenario': [MENSAJES.felConfiguracion.escenarioNoExiste],
      frases: [MENSAJES.felConfiguracion.generalSinFraseIsr],
      'establecimientos.1.codigo_establecimiento': [MENSAJES.felConfiguracion.codigoRepetido],
      nit_emisor: [MENSAJES.campos.nitSinCf],
      'credenciales.llave_api': [MENSAJES.felConfiguracion.credencialIlegible],
    };
    const puts = stubFelApi(guardada(), [400, errores]);
    renderWithProviders(<FelSection />);
    await waitFor(() => expect(credencial('Llave de API')).not.toBeNull());
    guardar();
    await waitFor(() => expect(puts).toHaveLength(1));

    await waitFor(() =>
      expect(campoDe('Escenario de la frase 1').textContent).toContain(MENSAJES.felConfiguracion.escenarioNoExiste),
    );
    expect(campoDe('Código de establecimiento de Norte').textContent).toContain(
      MENSAJES.felConfiguracion.codigoRepetido,
    );
    expect(campoDe('Código de establecimiento de Central').textContent).not.toContain(
      MENSAJES.felConfiguracion.codigoRepetido,
    );
    expect(campoDe('NIT del emisor').textContent).toContain(MENSAJES.campos.nitSinCf);
    expect(campoDe('Llave de API').textContent).toContain(MENSAJES.felConfiguracion.credencialIlegible);
    // The list-wide phrase problem shows under the list.
    expect(screen.getByText(MENSAJES.felConfiguracion.generalSinFraseIsr)).toBeTruthy();
    // The notification says what went wrong, without the field's path (the field shows where).
    await waitFor(() =>
      expect(document.querySelector('.ant-notification-notice-description')?.textContent).toBe(
        MENSAJES.felConfiguracion.escenarioNoExiste,
      ),
    );
  });

  it('checks the phrases against the affiliation before sending, and asks for the resolution of ISR 1/3', async () => {
    const puts = stubFelApi(guardada({ certificador: 'sandbox' }));
    renderWithProviders(<FelSection />);
    fireEvent.click(await screen.findByLabelText(/^Pequeño contribuyente/));
    guardar();
    expect(await screen.findByText(MENSAJES.felConfiguracion.pequenoSinFrase3)).toBeTruthy();
    expect(puts).toHaveLength(0);

    // Back to the general regime; ISR 1/3 brings the resolution fields, both required.
    fireEvent.click(screen.getByLabelText(/^Régimen general/));
    await waitFor(() => expect(screen.queryByText(MENSAJES.felConfiguracion.pequenoSinFrase3)).toBeNull());
    fireEvent.mouseDown(screen.getByLabelText('Escenario de la frase 1'));
    fireEvent.click(await screen.findByText('3. Sujeto a pago directo ISR (con resolución)'));
    await waitFor(() => expect(screen.getByLabelText('Número de resolución de la frase 1')).toBeTruthy());
    guardar();
    await waitFor(() =>
      expect(campoDe('Número de resolución de la frase 1').textContent).toContain(MENSAJES.campos.required),
    );
    expect(puts).toHaveLength(0);
  });

  it('tells which documents the company issues, following the affiliation chosen', async () => {
    stubFelApi(
      guardada({ certificador: 'sandbox' }),
      undefined,
      configuracion({ conf_tipos_facturas: 'FCAM', utiliza_fel: true }),
    );
    renderWithProviders(<FelSection />);
    expect(await screen.findByText('Factura: FACT · Crédito: FCAM')).toBeTruthy();
    expect(screen.getByText('Activada')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Pequeño contribuyente/));
    expect(await screen.findByText('Factura: FPEQ · Crédito: FCAP')).toBeTruthy();
  });
});
