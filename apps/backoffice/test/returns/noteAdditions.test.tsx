import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdicionNota } from '@pos/shared/domains/returns';
import NoteAdditionsPage from '../../src/features/returns/NoteAdditionsPage';
import { configuracion } from '../fixtures';
import { renderWithProviders } from '../providers';

afterEach(() => vi.unstubAllGlobals());

const adicion = (id: number, nombre: string, tipo: 10 | 20, valor: string): AdicionNota => ({
  id,
  nombre,
  tipo,
  tipo_nombre: tipo === 10 ? 'Monto fijo' : 'Porcentaje',
  valor,
  activo: true,
  creado: '2026-03-02T10:15:00-06:00',
  modificado: '2026-03-02T10:15:00-06:00',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API of the screen: the list, and what each write sent. */
function stubAdiciones(respuestaEscritura: [number, unknown]) {
  const escrituras: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (path.startsWith('/api/configuracion')) return json(configuracion());
    if (method === 'GET')
      return json({
        count: 2,
        next: null,
        previous: null,
        results: [adicion(1, 'Flete', 10, '25.00'), adicion(2, 'Cargo administrativo', 20, '5.00')],
      });
    escrituras.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
    return json(respuestaEscritura[1], respuestaEscritura[0]);
  });
  return escrituras;
}

describe('the additional note items admin (adiciones_nota_fel)', { timeout: 30_000 }, () => {
  it('lists each item with its kind, a fixed amount as money and a percentage with its sign', async () => {
    stubAdiciones([200, {}]);
    renderWithProviders(<NoteAdditionsPage />);
    const flete = (await screen.findByText('Flete')).closest('tr')!;
    expect(within(flete).getByText('Monto fijo')).toBeTruthy();
    expect(within(flete).getByText('Q 25.00')).toBeTruthy();
    const cargo = screen.getByText('Cargo administrativo').closest('tr')!;
    expect(within(cargo).getByText('5.00 %')).toBeTruthy();
  });

  it('creates an item with its kind and value, and says Registro creado', async () => {
    const escrituras = stubAdiciones([201, adicion(3, 'Empaque', 20, '10.00')]);
    renderWithProviders(<NoteAdditionsPage />);
    await screen.findByText('Flete');
    fireEvent.click(screen.getByRole('button', { name: /Nueva adición/ }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.change(within(dialogo).getByLabelText('Nombre'), { target: { value: 'Empaque' } });
    fireEvent.mouseDown(within(dialogo).getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByTitle('Porcentaje'));
    fireEvent.change(within(dialogo).getByRole('spinbutton', { name: 'Valor' }), { target: { value: '10' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(escrituras).toEqual([
        { method: 'POST', path: '/api/adiciones_nota_fel/', body: { nombre: 'Empaque', tipo: 20, valor: '10.00' } },
      ]),
    );
    await screen.findByText('Registro creado');
  });

  it("shows the server's refusal of a percentage above 100 on the value field", async () => {
    stubAdiciones([
      400,
      {
        detail: 'El porcentaje debe estar entre 0 y 100.',
        code: 'VALIDATION',
        valor: ['El porcentaje debe estar entre 0 y 100.'],
      },
    ]);
    renderWithProviders(<NoteAdditionsPage />);
    fireEvent.click((await screen.findByText('Cargo administrativo')).closest('tr')!.querySelector('button')!);
    const dialogo = await screen.findByRole('dialog');
    expect((within(dialogo).getByLabelText('Nombre') as HTMLInputElement).value).toBe('Cargo administrativo');
    fireEvent.change(within(dialogo).getByRole('spinbutton', { name: 'Valor' }), { target: { value: '150' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(dialogo).getAllByText('El porcentaje debe estar entre 0 y 100.').length).toBeGreaterThan(0),
    );
  });
});
