import { useCallback, useEffect, useRef } from 'react';

/** A barcode scanner types each character of its code this soon after the one before, and Enter too. */
export const ESCANER_MAX_MS = 50;
/** The shortest code a scanner types (a person can type two or three keys that fast). */
export const ESCANER_MIN_CARACTERES = 4;
/** Held keys are given back to the page after this long, if the payment field never came (a dialog that did not open). */
const ESPERA_MAXIMA_MS = 2000;
/** Marks a field that reads codes itself (the search box, a voucher code): a scan typed there stays there. */
export const LEE_CODIGOS = 'data-lee-codigos';

/**
 * Tells a scanner from a person by timing alone: characters each at most `ESCANER_MAX_MS` after
 * the one before, at least `ESCANER_MIN_CARACTERES` of them, then Enter as soon.
 */
export function detectorDeEscaneo() {
  let codigo = '';
  let ultima = Number.NEGATIVE_INFINITY;
  return {
    /** A character typed at `ms`: answers whether it continues the burst (false: it starts a new one). */
    caracter(tecla: string, ms: number): boolean {
      const sigue = ms - ultima <= ESCANER_MAX_MS;
      codigo = sigue ? codigo + tecla : tecla;
      ultima = ms;
      return sigue;
    },
    /** Enter at `ms`: the code it ends when a scanner typed it, else null. Either way the burst is over. */
    enter(ms: number): string | null {
      const escaneado = codigo.length >= ESCANER_MIN_CARACTERES && ms - ultima <= ESCANER_MAX_MS ? codigo : null;
      this.reiniciar();
      return escaneado;
    },
    reiniciar() {
      codigo = '';
      ultima = Number.NEGATIVE_INFINITY;
    },
  };
}

/** Keys that only modify the next one: they neither hold nor end anything. */
const MODIFICADORES = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock']);

/** A field a character typed into would change (so a burst's characters must be held to keep it clean). */
function editable(elemento: Element | null): elemento is HTMLInputElement | HTMLTextAreaElement {
  if (elemento instanceof HTMLTextAreaElement) return !elemento.readOnly && !elemento.disabled;
  if (!(elemento instanceof HTMLInputElement) || elemento.readOnly || elemento.disabled) return false;
  return ['text', 'search', 'tel', 'email', 'url', 'number', 'password', ''].includes(elemento.type);
}

/**
 * Marks a dialog (its wrapper's class) whose fields take a person's typing but not a scan: the
 * weight of a product sold by weight. A scan typed there goes to `onScan` as anywhere on the screen.
 */
export const DIALOGO_ESCANEABLE = 'pos-dialogo-escaneable';

/** An open dialog owns the keyboard: its fields take what is typed, at any speed (the cash, a voucher code). */
function dialogoAbierto(): boolean {
  return (
    document.querySelector(`.ant-modal-wrap:not([style*="display: none"]):not(.${DIALOGO_ESCANEABLE}) .ant-modal`) !==
    null
  );
}

/**
 * The selling screen's one keyboard capture, ahead of every field (a capture listener on the
 * window). It holds keys for two reasons, and no key ever overtakes what it holds: Escape, F-keys,
 * Tab, Backspace, a click and every other key that acts first settle what is held (typed into its
 * field, or dropped), then act — so Escape never closes a dialog before the key typed ahead of it
 * was refused, and F9 charges the quantity typed just before it.
 *
 * 1. **Scans land in the sale** (`onScan`). A scanner types its digits and Enter within a few ms
 *    wherever the focus is. Outside a field that reads codes (`LEE_CODIGOS`) and with no dialog
 *    open, characters typed into an editable field are held while they come at scanner speed;
 *    Enter ending such a burst hands the code to the product search instead (the field is left as
 *    it was). A pause, or any other key, gives the held characters to their field in order: a
 *    person typing a quantity sees it `ESCANER_MAX_MS` later. On a button or the sale-type switch
 *    characters do nothing, so nothing is held there; only the Enter that would press it is taken
 *    for the search.
 * 2. **Type-ahead into the payment dialog** (`retener` / `entregar`). Between F9 (or the C.F.
 *    answer) and the moment the cash field exists, every character, Backspace and Enter is held
 *    for it; the dialog takes them with `entregar()` and types them with `replayKeys`. A key that
 *    acts meanwhile (Escape) drops them: the cashier changed their mind.
 */
export function useKeyCapture(onScan: (codigo: string) => void) {
  const alEscanear = useRef(onScan);
  useEffect(() => {
    alEscanear.current = onScan;
  });
  /** Keys held for the payment dialog's cash field, until it takes them or `vence`. */
  const paraElCobro = useRef<{ teclas: string[]; vence: number } | null>(null);

  useEffect(() => {
    const detector = detectorDeEscaneo();
    /** A burst's characters held from the field they were typed into. */
    let retenidas: { campo: HTMLInputElement | HTMLTextAreaElement; teclas: string[] } | null = null;
    /**
     * The field a burst is typed into and its text before the burst. The pause timer runs on the
     * wall clock and may give a busy page's held characters to their field before the rest of the
     * scan is read; the keys' own times still say it was a scan, and the field gets its text back.
     */
    let antesDeLaRafaga: { campo: HTMLInputElement | HTMLTextAreaElement; valor: string } | null = null;
    let pausa: ReturnType<typeof setTimeout> | undefined;

    /** A person is typing: the held characters go into their field, in order, as if never held. */
    const soltar = () => {
      clearTimeout(pausa);
      const pendientes = retenidas;
      retenidas = null;
      // Only into the field still focused: characters never land in a field the person has left.
      if (pendientes && document.activeElement === pendientes.campo) replayKeys(pendientes.campo, pendientes.teclas);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const tecla = event.key;
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || MODIFICADORES.has(tecla)) return;
      const caracter = tecla.length === 1;
      /** The key goes no further: neither the field nor the page's own handlers see it. */
      const tomar = () => {
        event.preventDefault();
        event.stopPropagation();
      };

      const cobro = paraElCobro.current;
      if (cobro && Date.now() > cobro.vence) paraElCobro.current = null;
      else if (cobro) {
        if (caracter || tecla === 'Enter' || tecla === 'Backspace') {
          tomar();
          cobro.teclas.push(tecla);
          return;
        }
        // Escape or an F-key before the cash field came: what was typed for it is dropped, never typed after.
        paraElCobro.current = null;
        return;
      }

      const foco = document.activeElement;
      if (dialogoAbierto() || foco?.closest(`[${LEE_CODIGOS}]`)) {
        detector.reiniciar();
        soltar();
        return;
      }
      if (caracter) {
        // After a pause the burst starts again: what was held before it belongs to a person.
        if (!detector.caracter(tecla, event.timeStamp)) {
          soltar();
          antesDeLaRafaga = editable(foco) ? { campo: foco, valor: foco.value } : null;
        }
        if (!editable(foco)) return;
        tomar();
        clearTimeout(pausa);
        if (retenidas?.campo !== foco) {
          soltar();
          retenidas = { campo: foco, teclas: [] };
        }
        retenidas.teclas.push(tecla);
        // A pause: a person sees what they typed. Whether it was a scan is for the keys' times to say.
        pausa = setTimeout(soltar, ESCANER_MAX_MS);
        return;
      }
      if (tecla === 'Enter') {
        const codigo = detector.enter(event.timeStamp);
        if (codigo !== null) {
          // The field keeps what it had, the button is not pressed: the code is the search's.
          tomar();
          clearTimeout(pausa);
          retenidas = null;
          if (antesDeLaRafaga) devolverTexto(antesDeLaRafaga.campo, antesDeLaRafaga.valor);
          antesDeLaRafaga = null;
          alEscanear.current(codigo);
          return;
        }
      }
      // Any other key (a person's Enter, Backspace, Tab, Escape, F9) acts after what was typed before it.
      detector.reiniciar();
      soltar();
    };
    // A click acts after what was typed before it too.
    const onPointerDown = () => {
      detector.reiniciar();
      soltar();
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      clearTimeout(pausa);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);

  const retener = useCallback(() => {
    paraElCobro.current = { teclas: [], vence: Date.now() + ESPERA_MAXIMA_MS };
  }, []);
  const entregar = useCallback((): string[] => {
    const teclas = paraElCobro.current?.teclas ?? [];
    paraElCobro.current = null;
    return teclas;
  }, []);
  return { retener, entregar };
}

/** Puts back the text a field had before a scan's first characters reached it (nothing if none did). */
function devolverTexto(campo: HTMLInputElement | HTMLTextAreaElement, valor: string): void {
  if (campo.value === valor || document.activeElement !== campo) return;
  // Through the browser's own editing, so that the field's change handlers see the text come back.
  campo.select();
  document.execCommand(valor === '' ? 'delete' : 'insertText', false, valor === '' ? undefined : valor);
}

/**
 * Types `teclas` into the focused field as if they were pressed now: characters and Backspace
 * through the browser's own editing (the field's change handlers run as for real typing), Enter
 * submits the field's form.
 */
export function replayKeys(campo: HTMLInputElement | HTMLTextAreaElement, teclas: readonly string[]): void {
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
