import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { printDocument } from '../../src/components/print/printDocument';
import { ESPERA_IMAGENES_MS } from '../../src/components/print/printing';

/** Images report themselves as still loading (jsdom never loads one), until the test says. */
let cargando = true;
const completeOriginal = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');

beforeEach(() => {
  cargando = true;
  Object.defineProperty(HTMLImageElement.prototype, 'complete', {
    configurable: true,
    get: () => !cargando,
  });
});

afterEach(() => {
  if (completeOriginal) Object.defineProperty(HTMLImageElement.prototype, 'complete', completeOriginal);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const conLogo = (texto: string) => (
  <div>
    <img className="logo" src="/media/logo.png" alt="" />
    <p>{texto}</p>
  </div>
);
const logo = () => document.querySelector<HTMLImageElement>('.print-area img.logo')!;

describe('printing a receipt or an invoice waits for its logo', () => {
  it('opens the print dialog only once the logo has loaded, with the logo on the page', async () => {
    const print = vi.fn(() => expect(document.querySelector('.print-area p')?.textContent).toBe('Recibo'));
    vi.stubGlobal('print', print);
    let impreso = false;
    const listo = printDocument(conLogo('Recibo'), 'receipt-print').then(() => (impreso = true));
    await Promise.resolve();
    expect(print).not.toHaveBeenCalled();
    expect(impreso).toBe(false);
    cargando = false;
    await act(async () => {
      logo().dispatchEvent(new Event('load'));
      await listo;
    });
    expect(print).toHaveBeenCalledOnce();
  });

  it('a logo that fails to load does not stop the printing', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const listo = printDocument(conLogo('Factura'), 'factura-print');
    logo().dispatchEvent(new Event('error'));
    await listo;
    expect(print).toHaveBeenCalledOnce();
  });

  it('a logo that never arrives prints without it after a few seconds', async () => {
    vi.useFakeTimers();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const listo = printDocument(conLogo('Factura'), 'factura-print');
    await vi.advanceTimersByTimeAsync(ESPERA_IMAGENES_MS - 100);
    expect(print).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await listo;
    expect(print).toHaveBeenCalledOnce();
  });

  it('prints at once when the logo is already loaded or there is none', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    cargando = false;
    void printDocument(conLogo('Recibo'), 'receipt-print');
    expect(print).toHaveBeenCalledOnce();
    void printDocument(<p>Sin logo</p>, 'receipt-print');
    expect(print).toHaveBeenCalledTimes(2);
  });

  it('a document printed while the previous one waits replaces it: only the newer one prints', async () => {
    const print = vi.fn(() => expect(document.querySelectorAll('.print-area')).toHaveLength(1));
    vi.stubGlobal('print', print);
    const primero = printDocument(conLogo('Primero'), 'receipt-print');
    const img = logo();
    cargando = false;
    void printDocument(conLogo('Segundo'), 'receipt-print');
    expect(print).toHaveBeenCalledOnce();
    expect(document.querySelector('.print-area p')?.textContent).toBe('Segundo');
    img.dispatchEvent(new Event('load'));
    await primero;
    expect(print).toHaveBeenCalledOnce();
  });
});
