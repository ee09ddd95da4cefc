import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MENSAJES } from '@pos/shared';
import type { Conteo } from '@pos/shared/domains/registers';
import { CashCountForm } from '../../src/features/registers/CashCountForm';
import { renderWithProviders } from '../providers';
import { stubApi } from '../renderApp';

afterEach(() => vi.unstubAllGlobals());

function Arqueo() {
  const [conteo, setConteo] = useState<Conteo>({});
  return (
    <>
      <CashCountForm value={conteo} onChange={setConteo} />
      <output aria-label="Conteo">{JSON.stringify(conteo)}</output>
    </>
  );
}

function renderArqueo() {
  stubApi([]);
  renderWithProviders(<Arqueo />);
}

// The accessible name says bill or coin for every piece ("Cantidad de monedas de Q 1").
const campo = (etiqueta: string) =>
  screen.getByRole('spinbutton', {
    name: `Cantidad de ${etiqueta.startsWith('Q') ? 'billetes' : 'monedas'} de ${etiqueta}`,
  }) as HTMLInputElement;
const escribir = (etiqueta: string, texto: string) => {
  fireEvent.focus(campo(etiqueta));
  fireEvent.change(campo(etiqueta), { target: { value: texto } });
};
const conteo = () => JSON.parse(screen.getByLabelText('Conteo').textContent ?? '{}') as Conteo;
const total = () => screen.getByTestId('total-conteo').textContent;

describe('the cash count (arqueo) never changes a count silently', () => {
  it('every denomination has a visible label tied to its field', () => {
    renderArqueo();
    for (const etiqueta of ['Q 200', 'Q 100', '50 ¢', '1 ¢']) {
      const input = campo(etiqueta);
      const label = document.querySelector(`label[for="${input.id}"]`);
      expect(label?.textContent).toBe(etiqueta);
    }
  });

  it('the Q 1 bill and the Q 1 coin read apart, on screen and by name', () => {
    renderArqueo();
    const billete = screen.getByRole('spinbutton', { name: 'Cantidad de billetes de Q 1' });
    const moneda = screen.getByRole('spinbutton', { name: 'Cantidad de monedas de Q 1' });
    expect(document.querySelector(`label[for="${billete.id}"]`)?.textContent).toBe('Q 1 (billete)');
    expect(document.querySelector(`label[for="${moneda.id}"]`)?.textContent).toBe('Q 1 (moneda)');
  });

  it('counts add up to the total', () => {
    renderArqueo();
    escribir('Q 100', '2');
    escribir('25 ¢', '2');
    expect(conteo()).toEqual({ b100: 2, m25: 2 });
    expect(screen.getByRole('spinbutton', { name: 'Cantidad de monedas de Q 1' }).id).toBe('conteo-m100');
    expect(total()).toBe('Total: Q 200.50');
  });

  it('"12,50" is not a count of bills: refused with its message, never read as 1250', async () => {
    renderArqueo();
    escribir('Q 100', '3');
    escribir('Q 100', '12,50');
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', MENSAJES.campos.integer);
    expect(campo('Q 100').getAttribute('aria-invalid')).toBe('true');
    expect(conteo()).toEqual({ b100: 3 });
    expect(total()).toBe('Total: Q 300.00');
  });

  it('letters and negatives are refused with the spec messages instead of becoming 0', async () => {
    renderArqueo();
    escribir('Q 50', '4');
    escribir('Q 50', 'abc');
    expect(await screen.findByText(MENSAJES.campos.integer)).toBeTruthy();
    escribir('Q 50', '-2');
    expect(await screen.findByText(MENSAJES.campos.negativo)).toBeTruthy();
    expect(conteo()).toEqual({ b50: 4 });
    fireEvent.blur(campo('Q 50'));
    expect(campo('Q 50').value).toBe('4');
  });

  it('emptying a field takes the denomination out of the count', () => {
    renderArqueo();
    escribir('Q 20', '5');
    escribir('Q 20', '');
    expect(conteo()).toEqual({});
    expect(total()).toBe('Total: Q 0.00');
  });
});
