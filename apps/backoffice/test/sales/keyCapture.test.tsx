import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { DIALOGO_ESCANEABLE, detectorDeEscaneo, useKeyCapture } from '../../src/features/sales/pos/useKeyCapture';

/** The time of the key being pressed, in ms: each test types on its own clock. */
let reloj = 1000;

/** A key pressed `ms` after the one before, on whatever has the focus: answers whether it was let through. */
function pulsar(key: string, ms = 5, opciones: KeyboardEventInit = {}): boolean {
  reloj += ms;
  const evento = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...opciones });
  Object.defineProperty(evento, 'timeStamp', { value: reloj });
  return (document.activeElement ?? document.body).dispatchEvent(evento);
}

/** What a barcode scanner does: each character 5 ms after the one before, then Enter. */
function escanear(codigo: string): boolean[] {
  return [...codigo, 'Enter'].map((key) => pulsar(key));
}

/** The page's own field, focused, with what reached it (typed by the browser, or by the capture's replay). */
function campo(attrs: Record<string, string> = {}): HTMLInputElement {
  const input = document.createElement('input');
  for (const [name, value] of Object.entries(attrs)) input.setAttribute(name, value);
  document.body.append(input);
  input.focus();
  return input;
}

describe('detectorDeEscaneo', () => {
  it.each<[string, number[], number, string | null]>([
    // characters' gaps (ms), Enter's gap → code
    ['13 digits 5 ms apart', Array(13).fill(5), 5, '7401234200113'],
    ['4 characters at most 50 ms apart', [0, 50, 50, 50], 50, '7401'],
    ['3 characters: a person typing a quantity fast', [0, 5, 5], 5, null],
    ['a pause of 51 ms inside the code', [0, 5, 51, 5, 5], 5, null],
    ['Enter 51 ms after the last character', [0, 5, 5, 5, 5], 51, null],
  ])('%s', (_caso, huecos, enter, esperado) => {
    const detector = detectorDeEscaneo();
    let t = 0;
    huecos.forEach((hueco, i) => detector.caracter('7401234200113'[i]!, (t += hueco)));
    expect(detector.enter(t + enter)).toBe(esperado?.slice(0, huecos.length) ?? null);
  });

  it('starts a new burst after a pause, keeping the characters after it', () => {
    const detector = detectorDeEscaneo();
    expect(detector.caracter('1', 0)).toBe(false);
    expect(detector.caracter('2', 200)).toBe(false);
    for (const [i, c] of [...'345'].entries()) expect(detector.caracter(c, 205 + i * 5)).toBe(true);
    expect(detector.enter(225)).toBe('2345');
    // Enter ends the burst either way.
    expect(detector.enter(226)).toBeNull();
  });
});

describe('useKeyCapture', () => {
  let escritas: string[];
  beforeEach(() => {
    reloj = 1000;
    escritas = [];
    // happy-dom has no editing commands: this one types into the focused field as the browser would,
    // over the selection if there is one.
    document.execCommand = (comando: string, _ui?: boolean, texto?: string) => {
      const foco = document.activeElement as HTMLInputElement;
      escritas.push(comando === 'delete' ? 'Backspace' : texto!);
      const fin = foco.selectionEnd ?? foco.value.length;
      const inicio = foco.selectionStart ?? fin;
      const desde = comando === 'delete' && inicio === fin ? Math.max(0, inicio - 1) : inicio;
      const nuevo = comando === 'delete' ? '' : texto!;
      foco.value = foco.value.slice(0, desde) + nuevo + foco.value.slice(fin);
      foco.setSelectionRange(desde + nuevo.length, desde + nuevo.length);
      return true;
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  describe('type-ahead into the payment dialog', () => {
    it('lets every key through until asked to hold them', () => {
      const { result } = renderHook(() => useKeyCapture(() => {}));
      expect(pulsar('7', 500)).toBe(true);
      expect(result.current.entregar()).toEqual([]);
    });

    it('holds the cash and Enter typed while the payment dialog is drawn, in order, and then lets go', () => {
      const { result } = renderHook(() => useKeyCapture(() => {}));
      result.current.retener();
      for (const key of ['2', '0', ',', '5', 'Backspace', 'Enter']) expect(pulsar(key)).toBe(false);
      expect(result.current.entregar()).toEqual(['2', '0', ',', '5', 'Backspace', 'Enter']);
      expect(pulsar('9', 500)).toBe(true);
      expect(result.current.entregar()).toEqual([]);
    });

    it('never holds a scan for the search meanwhile: the scanned code is the cash field’s to refuse', () => {
      const alEscanear = vi.fn();
      const { result } = renderHook(() => useKeyCapture(alEscanear));
      campo({ 'aria-label': 'Cantidad' });
      result.current.retener();
      escanear('7401234200113');
      expect(alEscanear).not.toHaveBeenCalled();
      expect(result.current.entregar()).toEqual([...'7401234200113', 'Enter']);
    });

    it('drops what it held when Escape or an F-key acts first, so that nothing is typed after them', () => {
      const { result } = renderHook(() => useKeyCapture(() => {}));
      result.current.retener();
      pulsar('5');
      expect(pulsar('Escape')).toBe(true);
      expect(result.current.entregar()).toEqual([]);
      result.current.retener();
      pulsar('5');
      expect(pulsar('F3')).toBe(true);
      expect(pulsar('6')).toBe(true);
      expect(result.current.entregar()).toEqual([]);
    });

    it('leaves shortcuts with Ctrl and lone modifiers to the page without ending the hold', () => {
      const { result } = renderHook(() => useKeyCapture(() => {}));
      result.current.retener();
      expect(pulsar('c', 5, { ctrlKey: true })).toBe(true);
      expect(pulsar('Shift')).toBe(true);
      expect(pulsar('1')).toBe(false);
      expect(result.current.entregar()).toEqual(['1']);
    });
  });

  describe('a scan lands in the product search wherever the focus is', () => {
    it('takes a scan typed into a quantity for the search, leaving the quantity as it was', () => {
      const alEscanear = vi.fn();
      renderHook(() => useKeyCapture(alEscanear));
      const cantidad = campo({ 'aria-label': 'Cantidad' });
      cantidad.value = '2';
      const llegadas = vi.fn();
      cantidad.addEventListener('keydown', (e) => llegadas(e.key));
      expect(escanear('7401234200113').every((dejada) => !dejada)).toBe(true);
      expect(alEscanear).toHaveBeenCalledExactlyOnceWith('7401234200113');
      expect(cantidad.value).toBe('2');
      expect(llegadas).not.toHaveBeenCalled();
      expect(escritas).toEqual([]);
    });

    it('takes the Enter that would press a focused button: its digits do nothing there, so they are not held', () => {
      const alEscanear = vi.fn();
      renderHook(() => useKeyCapture(alEscanear));
      const boton = document.createElement('button');
      document.body.append(boton);
      boton.focus();
      const teclas = escanear('7401234100109');
      expect(teclas.slice(0, -1).every(Boolean)).toBe(true);
      expect(teclas.at(-1)).toBe(false);
      expect(alEscanear).toHaveBeenCalledExactlyOnceWith('7401234100109');
      // A person's Enter still presses it.
      expect(pulsar('Enter', 500)).toBe(true);
      expect(alEscanear).toHaveBeenCalledTimes(1);
    });

    it('gives a person’s typing to its field after the pause, in order, and their Enter after it', () => {
      vi.useFakeTimers();
      const alEscanear = vi.fn();
      renderHook(() => useKeyCapture(alEscanear));
      const nit = campo({ 'aria-label': 'NIT' });
      const enterVio: string[] = [];
      nit.addEventListener('keydown', (e) => e.key === 'Enter' && enterVio.push(nit.value));
      expect(pulsar('5', 120)).toBe(false);
      expect(nit.value).toBe('');
      vi.advanceTimersByTime(50);
      expect(nit.value).toBe('5');
      // After a pause, three quick keys then Enter: too short for a scanner; the field gets them
      // before the Enter.
      pulsar('7', 60);
      for (const key of ['6', '9']) pulsar(key, 20);
      expect(pulsar('Enter', 20)).toBe(true);
      expect(enterVio).toEqual(['5769']);
      expect(escritas).toEqual(['5', '7', '6', '9']);
      expect(alEscanear).not.toHaveBeenCalled();
    });

    it('a scan whose first characters a late pause timer gave to the field still lands in the search, and the field gets its text back', () => {
      vi.useFakeTimers();
      const alEscanear = vi.fn();
      renderHook(() => useKeyCapture(alEscanear));
      const notas = campo({ 'aria-label': 'Notas' });
      notas.value = 'sin cebolla';
      notas.setSelectionRange(notas.value.length, notas.value.length);
      for (const key of '740') pulsar(key);
      // The busy page runs the pause timer before it reads the rest of the scan.
      vi.advanceTimersByTime(50);
      expect(notas.value).toBe('sin cebolla740');
      expect([...'1234200113', 'Enter'].map((key) => pulsar(key)).every((dejada) => !dejada)).toBe(true);
      expect(alEscanear).toHaveBeenCalledExactlyOnceWith('7401234200113');
      expect(notas.value).toBe('sin cebolla');
    });

    it('types what it held before Escape, Tab or an F-key act, never after them', () => {
      renderHook(() => useKeyCapture(() => {}));
      const efectivo = campo({ 'aria-label': 'Descuento' });
      const vistos: string[] = [];
      efectivo.addEventListener('keydown', (e) => vistos.push(`${e.key}:${efectivo.value}`));
      for (const [key, tecla] of [
        ['x', 'Escape'],
        ['1', 'Tab'],
        ['2', 'F9'],
        ['3', 'Backspace'],
      ]) {
        pulsar(key!, 500);
        expect(pulsar(tecla!)).toBe(true);
      }
      expect(vistos).toEqual(['Escape:x', 'Tab:x1', 'F9:x12', 'Backspace:x123']);
    });

    it('types what it held before a click acts', () => {
      renderHook(() => useKeyCapture(() => {}));
      const referencia = campo({ 'aria-label': 'Referencia' });
      pulsar('A', 500);
      referencia.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      expect(referencia.value).toBe('A');
    });

    it('leaves a scan typed into a field that reads codes (the search box, a voucher) to that field', () => {
      const alEscanear = vi.fn();
      renderHook(() => useKeyCapture(alEscanear));
      campo({ 'data-lee-codigos': '' });
      expect(escanear('7401234200113').every(Boolean)).toBe(true);
      expect(alEscanear).not.toHaveBeenCalled();
    });

    it('leaves everything typed in an open dialog to the dialog, however fast', () => {
      const alEscanear = vi.fn();
      renderHook(() => useKeyCapture(alEscanear));
      document.body.innerHTML = '<div class="ant-modal-wrap"><div class="ant-modal"><input></div></div>';
      document.querySelector('input')!.focus();
      expect(escanear('100.00').every(Boolean)).toBe(true);
      expect(alEscanear).not.toHaveBeenCalled();
    });

    it('takes a scan typed into the weight dialog for the search, never into the weight; a person’s weight stays', () => {
      vi.useFakeTimers();
      const alEscanear = vi.fn();
      renderHook(() => useKeyCapture(alEscanear));
      document.body.innerHTML = `<div class="ant-modal-wrap ${DIALOGO_ESCANEABLE}"><div class="ant-modal"><input></div></div>`;
      const peso = document.querySelector('input')!;
      peso.focus();
      expect(escanear('7401234200113').every((dejada) => !dejada)).toBe(true);
      expect(alEscanear).toHaveBeenCalledExactlyOnceWith('7401234200113');
      expect(peso.value).toBe('');
      // A person types the weight: it reaches the field, and their Enter is the dialog's.
      for (const tecla of '2.375') {
        pulsar(tecla, 150);
        vi.advanceTimersByTime(150);
      }
      expect(peso.value).toBe('2.375');
      expect(pulsar('Enter', 150)).toBe(true);
      expect(alEscanear).toHaveBeenCalledOnce();
    });
  });
});
