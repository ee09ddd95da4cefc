import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MENSAJES } from '@pos/shared';
import { NumericInput } from '../../src/components/inputs/NumericInput';
import { readNumber } from '../../src/components/inputs/readNumber';

const dinero = { decimales: 2, min: '0' };

describe('readNumber: what a money or quantity field makes of the text typed', () => {
  it('reads a decimal comma as the decimal point, and commas grouping thousands as such', () => {
    expect(readNumber('12,50', dinero)).toEqual({ ok: true, value: '12.50' });
    expect(readNumber('0,5', dinero)).toEqual({ ok: true, value: '0.50' });
    expect(readNumber('1,250', dinero)).toEqual({ ok: true, value: '1250.00' });
    expect(readNumber('1,250.5', dinero)).toEqual({ ok: true, value: '1250.50' });
    expect(readNumber(' 12.5 ', dinero)).toEqual({ ok: true, value: '12.50' });
    expect(readNumber('12.', dinero)).toEqual({ ok: true, value: '12.00' });
    expect(readNumber('3', { decimales: 0, min: '0' })).toEqual({ ok: true, value: '3' });
  });

  it('an empty field has no value', () => {
    expect(readNumber('', dinero)).toEqual({ ok: true, value: null });
    expect(readNumber('  ', dinero)).toEqual({ ok: true, value: null });
  });

  it('refuses letters and malformed numbers with the spec message, never as 0', () => {
    for (const texto of ['abc', '12a', '1.2.3', '12,50,1', '-', 'Q12']) {
      expect(readNumber(texto, dinero)).toEqual({ ok: false, error: MENSAJES.campos.money });
    }
    expect(readNumber('dos', { decimales: 0, min: '0' })).toEqual({ ok: false, error: MENSAJES.campos.integer });
  });

  it('refuses more decimals than the field allows instead of rounding them away', () => {
    expect(readNumber('12.505', dinero)).toEqual({ ok: false, error: MENSAJES.campos.money });
    expect(readNumber('1.5', { decimales: 0, min: '0' })).toEqual({ ok: false, error: MENSAJES.campos.integer });
    expect(readNumber('1.255', { decimales: 3, min: '0' })).toEqual({ ok: true, value: '1.255' });
  });

  it('refuses values below the minimum; a field without one takes negatives', () => {
    expect(readNumber('-5', dinero)).toEqual({ ok: false, error: MENSAJES.campos.negativo });
    expect(readNumber('-0,5', dinero)).toEqual({ ok: false, error: MENSAJES.campos.negativo });
    expect(readNumber('0.5', { decimales: 2, min: '1' })).toEqual({ ok: false, error: MENSAJES.campos.minValue('1') });
    expect(readNumber('-5', { decimales: 2, min: null })).toEqual({ ok: true, value: '-5.00' });
  });
});

function Campo({ decimales = 2, inicial = null }: { decimales?: number; inicial?: string | null }) {
  const [valor, setValor] = useState<string | null>(inicial);
  return (
    <>
      <NumericInput aria-label="Monto" decimales={decimales} value={valor} onChange={setValor} />
      <output aria-label="Valor">{valor ?? 'vacío'}</output>
    </>
  );
}

const campo = () => screen.getByRole('spinbutton', { name: 'Monto' }) as HTMLInputElement;
const valor = () => screen.getByLabelText('Valor').textContent;
const escribir = (texto: string) => fireEvent.change(campo(), { target: { value: texto } });

describe('NumericInput never changes a value silently', () => {
  it('"12,50" is 12.50, shown as typed while editing and with its decimals after', () => {
    render(<Campo />);
    fireEvent.focus(campo());
    escribir('12,50');
    expect(valor()).toBe('12.50');
    expect(campo().value).toBe('12,50');
    fireEvent.blur(campo());
    expect(campo().value).toBe('12.50');
  });

  it('letters and negatives are refused with their message and the last good value stays', async () => {
    render(<Campo inicial="7.00" />);
    fireEvent.focus(campo());
    escribir('abc');
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', MENSAJES.campos.money);
    expect(campo().getAttribute('aria-invalid')).toBe('true');
    expect(valor()).toBe('7.00');
    escribir('-3');
    expect(await screen.findByText(MENSAJES.campos.negativo)).toBeTruthy();
    expect(valor()).toBe('7.00');
    fireEvent.blur(campo());
    expect(campo().value).toBe('7.00');
    expect(campo().getAttribute('aria-invalid')).toBe('false');
  });

  it('emptying the field empties the value, it does not become 0', () => {
    render(<Campo inicial="7.00" />);
    fireEvent.focus(campo());
    escribir('');
    expect(valor()).toBe('vacío');
  });
});

describe('NumericInput and Escape', () => {
  it('takes back the refused text, keeping the value, and the key goes no further', async () => {
    // A dialog closes on an Escape that reaches the window while it is the topmost layer. The field's
    // message popup is above it only until React redraws, which may happen before the window hears
    // the key (a busy machine): so the Escape the field used must not travel on.
    const alcanzadas: string[] = [];
    const oir = (e: KeyboardEvent) => alcanzadas.push(e.key);
    window.addEventListener('keydown', oir);
    try {
      render(<Campo inicial="7.00" />);
      fireEvent.focus(campo());
      escribir('7x');
      expect(await screen.findByRole('tooltip')).toBeTruthy();
      fireEvent.keyDown(campo(), { key: 'Escape' });
      expect(campo().value).toBe('7.00');
      expect(campo().getAttribute('aria-invalid')).toBe('false');
      expect(alcanzadas).toEqual([]);
      // With nothing refused, Escape is the dialog's as always.
      fireEvent.keyDown(campo(), { key: 'Escape' });
      expect(alcanzadas).toEqual(['Escape']);
    } finally {
      window.removeEventListener('keydown', oir);
    }
  });
});
