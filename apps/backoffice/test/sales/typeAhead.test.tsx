import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useTypeAhead } from '../../src/features/sales/pos/useTypeAhead';

/** A key pressed on the page: answers whether it was let through (not prevented). */
function pulsar(key: string, opciones: KeyboardEventInit = {}): boolean {
  return document.body.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...opciones }),
  );
}

describe('useTypeAhead', () => {
  it('lets every key through until asked to hold them', () => {
    const { result } = renderHook(() => useTypeAhead());
    expect(pulsar('7')).toBe(true);
    expect(result.current.entregar()).toEqual([]);
  });

  it('holds the cash and Enter typed while the payment dialog is drawn, in order, and then lets go', () => {
    const { result } = renderHook(() => useTypeAhead());
    result.current.retener();
    for (const key of ['2', '0', ',', '5', 'Backspace', 'Enter']) expect(pulsar(key)).toBe(false);
    expect(result.current.entregar()).toEqual(['2', '0', ',', '5', 'Backspace', 'Enter']);
    expect(pulsar('9')).toBe(true);
    expect(result.current.entregar()).toEqual([]);
  });

  it('leaves function keys, Escape and shortcuts with Ctrl to the page', () => {
    const { result } = renderHook(() => useTypeAhead());
    result.current.retener();
    expect(pulsar('F3')).toBe(true);
    expect(pulsar('Escape')).toBe(true);
    expect(pulsar('c', { ctrlKey: true })).toBe(true);
    expect(result.current.entregar()).toEqual([]);
  });
});
