import { useCallback, useRef, type RefObject } from 'react';
import { Modal, type ModalFuncProps } from 'antd';
import type { ProductSearchHandle } from './ProductSearch';

/** A confirm dialog that hands the focus back to the search box when it closes (`confirm` below). */
export type Confirmar = (config: ModalFuncProps) => void;

/** An open dialog (antd renders each in a wrapper of this class). */
const DIALOGO = '.ant-modal-wrap';

/**
 * On a selling screen the search box owns the focus, because the next scan goes wherever the focus
 * is. Every dialog the screen opens hands it back when it closes:
 * - `returnFocus(rootClassName)` is the `afterClose` of a dialog whose root carries that class: it
 *   focuses the search box unless another dialog is on screen (the payment dialog that opened
 *   right after the C.F. question);
 * - `confirm()` is antd's confirm dialog with that closing, instead of its own return to the
 *   element that opened it (a button, the NIT field: a scan typed there is lost), and without a
 *   focus trap: its OK may open the next dialog (the payment dialog after the C.F. question), and
 *   the trap of a confirm still closing pulled that dialog's autofocused cash field back into the
 *   confirm, after which the payment dialog's own trap put the focus on its close button — the
 *   cash typed went nowhere and the Enter after it closed the payment dialog: no sale. Its
 *   dialogs render where the screen puts `confirmHolder`, inside the app's settings (no
 *   animation, `app/theme.ts`).
 */
export function useSearchFocus(buscador: RefObject<ProductSearchHandle | null>) {
  const [modal, confirmHolder] = Modal.useModal();
  const confirmaciones = useRef(0);

  const returnFocus = useCallback(
    (rootClassName: string) => {
      // Another dialog on screen (the payment dialog opened right after the C.F. question) keeps
      // the focus, even before its own autofocus has run: taking it here would send the cash
      // typed next into the search box.
      const otro = (wrap: Element | null | undefined) => !!wrap && !wrap.closest(`.${rootClassName}`);
      if (otro(document.activeElement?.closest(DIALOGO))) return;
      const otroEnPantalla = Array.from(document.querySelectorAll(DIALOGO)).some(
        (wrap) => otro(wrap) && wrap.getClientRects().length > 0,
      );
      if (otroEnPantalla) return;
      buscador.current?.focus();
    },
    [buscador],
  );

  const confirm = useCallback<Confirmar>(
    (config) => {
      confirmaciones.current += 1;
      const rootClassName = `pos-confirm-${confirmaciones.current}`;
      modal.confirm({
        ...config,
        rootClassName,
        // Enter and Esc answer it and its OK button has the focus; a trap would outlive it (above).
        focusable: { focusTriggerAfterClose: false, trap: false },
        afterClose: () => returnFocus(rootClassName),
      });
    },
    [modal, returnFocus],
  );

  return { returnFocus, confirm, confirmHolder };
}
