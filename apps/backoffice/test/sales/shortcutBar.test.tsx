import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ShortcutBar, type Atajo } from '../../src/features/sales/pos/ShortcutBar';
import { fixedMediaQuery } from '../viewport';

/** A screen whose pointer is a finger (`(pointer: coarse)`) or a mouse. */
function pantalla(tactil: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fixedMediaQuery(query, tactil && query === '(pointer: coarse)'),
  );
}

afterEach(() => vi.restoreAllMocks());

function atajos() {
  const buscar = vi.fn();
  const cliente = vi.fn();
  const cobrar = vi.fn();
  const lista: Atajo[] = [
    { teclas: ['F2'], label: 'Buscar producto', onClick: buscar },
    { teclas: ['↑', '↓'], label: 'Elegir resultado' },
    { teclas: ['F4'], label: 'Cliente', onClick: cliente },
    { teclas: ['F9'], label: 'Cobrar', onClick: cobrar, conBoton: true },
  ];
  return { lista, buscar, cliente, cobrar };
}

describe('the till’s shortcut bar', () => {
  it('with a keyboard shows every key as a hint, and no buttons', () => {
    pantalla(false);
    render(<ShortcutBar atajos={atajos().lista} />);
    expect(screen.getByLabelText('Atajos de teclado').textContent).toBe(
      'F2 Buscar producto↑↓ Elegir resultadoF4 ClienteF9 Cobrar',
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('on a touch screen gives the actions only a key reached as buttons to tap, and no key hints', () => {
    pantalla(true);
    const { lista, buscar, cliente, cobrar } = atajos();
    render(<ShortcutBar atajos={lista} />);
    expect(screen.queryByLabelText('Atajos de teclado')).toBeNull();
    expect(document.querySelector('kbd')).toBeNull();
    // Cobrar has its own button in the summary; the arrows belong to the search results.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Buscar producto', 'Cliente']);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar producto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cliente' }));
    expect(buscar).toHaveBeenCalledOnce();
    expect(cliente).toHaveBeenCalledOnce();
    expect(cobrar).not.toHaveBeenCalled();
  });
});
