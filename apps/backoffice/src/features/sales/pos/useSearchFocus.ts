import { useCallback, type RefObject } from 'react';
import { App, type ModalFuncProps } from 'antd';
import type { ProductSearchHandle } from './ProductSearch';

/** Open dialogs (antd renders each in a wrapper of this class). */
const DIALOGO = '.ant-modal-wrap';

/**
 * On a selling screen the search box owns the focus, because the next scan goes wherever the focus
 * is. Every dialog the screen opens hands it back when it closes:
 * - `returnFocus()` focuses the search box, unless another dialog has taken the focus meanwhile
 *   (the payment dialog right after the C.F. question);
 * - `confirm()` is antd's confirm dialog with that closing, instead of its own return to the
 *   element that opened it (a button, the NIT field: a scan typed there is lost).
 */
export function useSearchFocus(buscador: RefObject<ProductSearchHandle | null>) {
  const { modal } = App.useApp();

  const returnFocus = useCallback(() => {
    if (document.activeElement?.closest(DIALOGO)) return;
    buscador.current?.focus();
  }, [buscador]);

  const confirm = useCallback(
    (config: ModalFuncProps) =>
      modal.confirm({ ...config, focusable: { focusTriggerAfterClose: false }, afterClose: returnFocus }),
    [modal, returnFocus],
  );

  return { returnFocus, confirm };
}
