import { describe, expect, it, vi } from 'vitest';
import { fireEvent, renderHook } from '@testing-library/react';
import { useAccionesVenta } from '../../src/features/sales/pos/useAccionesVenta';

function acciones(cobra: boolean, puedeCotizar = true) {
  const manejadores = { buscar: vi.fn(), principal: vi.fn(), cotizar: vi.fn(), vaciar: vi.fn() };
  const { result } = renderHook(() =>
    useAccionesVenta({
      cobra,
      puedeCotizar,
      lineas: 1,
      conCotizacion: false,
      registrando: false,
      guardando: false,
      ...manejadores,
    }),
  );
  return { ...result.current, ...manejadores };
}

describe('the till’s actions, declared once', () => {
  it('give the summary its buttons (the main one first) and the bar every key in keyboard order', () => {
    const { acciones: botones, atajos } = acciones(true);
    expect(botones.map((a) => `${a.tecla} ${a.label}`)).toEqual(['F9 Cobrar', 'F8 Cotizar', 'F10 Vaciar venta']);
    expect(atajos.map((a) => `${a.teclas.join('')} ${a.label}`)).toEqual([
      'F2 Buscar producto',
      '↑↓ Elegir resultado',
      'F4 Cliente',
      'F8 Cotizar',
      'F9 Cobrar',
      'F10 Vaciar venta',
    ]);
    // A key and its button run the same thing.
    for (const boton of botones)
      expect(atajos.find((a) => a.teclas.includes(boton.tecla))?.onClick).toBe(boton.onClick);
  });

  it('at the counter F9 sends to the register, and without quotations there is no F8', () => {
    const { acciones: botones, atajos, principal, cotizar } = acciones(false, false);
    expect(botones.map((a) => a.label)).toEqual(['Enviar a caja', 'Vaciar venta']);
    expect(atajos.map((a) => a.teclas[0])).toEqual(['F2', '↑', 'F4', 'F9', 'F10']);
    fireEvent.keyDown(window, { key: 'F9' });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(principal).toHaveBeenCalledOnce();
    expect(cotizar).not.toHaveBeenCalled();
  });
});
