import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MENSAJES } from '@pos/shared';
import { ExportButton } from '../../src/components/export/ExportButton';
import { ExportError, runExportJob } from '../../src/components/export/exportJob';
import { fileNameOf } from '../../src/lib/download';
import { renderWithProviders } from '../providers';

const EXPORT = '/api/bodegas/descargar_excel_existencia_producto/';
const ESTADO = '/api/archivos/estado_descarga/';
const ARCHIVO = '/api/archivos/7/descargar/';

interface Respuestas {
  inicio?: { status: number; body: unknown };
  /** One answer per poll, in order; the last one repeats. */
  estados: unknown[];
}

function stubExportApi({ inicio = { status: 200, body: { id: 7 } }, estados }: Respuestas) {
  let sondeo = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === EXPORT) return json(inicio.status, inicio.body);
    if (url.pathname === ESTADO) return json(200, estados[Math.min(sondeo++, estados.length - 1)]);
    if (url.pathname === ARCHIVO) {
      return new Response(new Blob(['xlsx']), {
        status: 200,
        headers: {
          'content-disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''Existencias%20Central.xlsx`,
        },
      });
    }
    return json(404, { detail: 'No encontrado.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const llamadas = (fetchMock: ReturnType<typeof stubExportApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter((c) => c.url.pathname === path);

const LISTO = { id: 7, estado: 20, archivo: ARCHIVO, nombre: 'Existencias Central.xlsx', observaciones: null };
const EN_PROCESO = { id: 7, estado: 10, archivo: null, nombre: 'Existencias', observaciones: null };

describe('Excel export (spec 000 §4, DECISIONS P2-03d)', { timeout: 15_000 }, () => {
  let guardados: string[];
  beforeEach(() => {
    guardados = [];
    window.localStorage.setItem('token', 'abc');
    URL.createObjectURL = vi.fn(() => 'blob:descarga');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      guardados.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts the job with the list filters, polls every second and saves the file with the token', async () => {
    const fetchMock = stubExportApi({ estados: [EN_PROCESO, LISTO] });
    renderWithProviders(
      <ExportButton
        path="bodegas/descargar_excel_existencia_producto"
        params={{ search: 'gas', filtro: 'con_existencia', ordering: '-creado' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));

    expect(await screen.findByText(MENSAJES.descargas.enProceso)).toBeTruthy();
    expect(screen.getByText(MENSAJES.descargas.enProcesoDetalle)).toBeTruthy();
    expect(await screen.findByText(MENSAJES.descargas.exito, {}, { timeout: 10_000 })).toBeTruthy();

    const [inicio] = llamadas(fetchMock, EXPORT);
    expect(Object.fromEntries(inicio!.url.searchParams)).toMatchObject({
      search: 'gas',
      filtro: 'con_existencia',
      ordering: '-creado',
    });
    const sondeos = llamadas(fetchMock, ESTADO);
    expect(sondeos).toHaveLength(2);
    expect(sondeos[0]!.url.searchParams.get('id')).toBe('7');
    expect(llamadas(fetchMock, ARCHIVO)[0]!.init?.headers).toEqual({ Authorization: 'Token abc' });
    expect(guardados).toEqual(['Existencias Central.xlsx']);
  });

  it('a failed job shows its observaciones', async () => {
    stubExportApi({
      estados: [{ ...EN_PROCESO, estado: 30, observaciones: 'No se pudo generar el archivo: disco lleno' }],
    });
    renderWithProviders(<ExportButton path="bodegas/descargar_excel_existencia_producto" params={{}} />);
    fireEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    expect(await screen.findByText('No se pudo generar el archivo: disco lleno', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(MENSAJES.descargas.tituloError)).toBeTruthy();
    expect(guardados).toEqual([]);
  });

  it('a refused request shows the request-failure text and polls nothing', async () => {
    const fetchMock = stubExportApi({ inicio: { status: 500, body: {} }, estados: [LISTO] });
    renderWithProviders(<ExportButton path="bodegas/descargar_excel_existencia_producto" params={{}} />);
    fireEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    expect(await screen.findByText(MENSAJES.descargas.error)).toBeTruthy();
    expect(llamadas(fetchMock, ESTADO)).toHaveLength(0);
  });
});

describe('export job states', () => {
  const sinEspera = async () => {};

  it('keeps polling while the job runs and stops on any other state', async () => {
    const fetchMock = stubExportApi({ estados: [EN_PROCESO, EN_PROCESO, EN_PROCESO, { ...EN_PROCESO, estado: 30 }] });
    const error = await runExportJob({
      path: 'bodegas/descargar_excel_existencia_producto',
      params: {},
      estadoPath: 'archivos/estado_descarga',
      wait: sinEspera,
    }).catch((e: unknown) => e);
    expect(llamadas(fetchMock, ESTADO)).toHaveLength(4);
    // Without observaciones the polling failure has its own text (P2-03d).
    expect(error).toBeInstanceOf(ExportError);
    expect((error as ExportError).etapa).toBe('seguimiento');
    expect((error as ExportError).observaciones).toBeNull();
  });

  it('reads the server file name from content-disposition', () => {
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''Inversi%C3%B3n%20en%20bodega.xlsx`)).toBe(
      'Inversión en bodega.xlsx',
    );
    expect(fileNameOf('attachment; filename="Productos.xlsx"')).toBe('Productos.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
