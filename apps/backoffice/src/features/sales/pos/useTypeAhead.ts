import { useCallback, useEffect, useRef } from 'react';

/** Held keys are given back to the page after this long, if the field never came (a dialog that did not open). */
const ESPERA_MAXIMA_MS = 2000;

/**
 * The keys a cashier types between an action and the moment the field they are meant for can
 * take them: F9 (or the answer to the C.F. question) and the cash with Enter at once, while the
 * payment dialog is still being drawn. `retener()` starts holding every printable key, Backspace
 * and Enter typed anywhere on the page (they never reach whatever had the focus meanwhile);
 * `entregar()` lets the keyboard go and answers the keys held, in order, for the field to replay.
 */
export function useTypeAhead() {
  const retenidas = useRef<string[] | null>(null);
  const vence = useRef(0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (retenidas.current === null) return;
      if (Date.now() > vence.current) {
        retenidas.current = null;
        return;
      }
      const tecla = event.key;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (tecla.length !== 1 && tecla !== 'Enter' && tecla !== 'Backspace') return;
      event.preventDefault();
      event.stopPropagation();
      retenidas.current.push(tecla);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const retener = useCallback(() => {
    retenidas.current = [];
    vence.current = Date.now() + ESPERA_MAXIMA_MS;
  }, []);
  const entregar = useCallback((): string[] => {
    const teclas = retenidas.current ?? [];
    retenidas.current = null;
    return teclas;
  }, []);
  return { retener, entregar };
}

/**
 * Types `teclas` into the focused field as if they were pressed now: characters and Backspace
 * through the browser's own editing (the field's change handlers run as for real typing), Enter
 * submits the field's form.
 */
export function replayKeys(campo: HTMLInputElement, teclas: readonly string[]): void {
  for (const tecla of teclas) {
    if (tecla === 'Enter') {
      campo.form?.requestSubmit();
      return;
    }
    // execCommand is the one way to type into a field that runs its input events like a person.
    document.execCommand(
      tecla === 'Backspace' ? 'delete' : 'insertText',
      false,
      tecla === 'Backspace' ? undefined : tecla,
    );
  }
}
