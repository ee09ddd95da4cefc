import { useEffect, useRef } from 'react';
import type { Atajo } from './ShortcutBar';

/**
 * Function-key shortcuts of the point of sale (F2 search, F4 customer, F8 quote, F9 charge…), the
 * same list the screen shows as hints or buttons: they work wherever the focus is, and do nothing
 * while a dialog is open so a key meant for the dialog never starts something behind it.
 */
export function useShortcuts(atajos: readonly Atajo[]) {
  const actuales = useRef(atajos);
  useEffect(() => {
    actuales.current = atajos;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const accion = actuales.current.find((a) => a.teclas.includes(event.key))?.onClick;
      if (!accion) return;
      event.preventDefault();
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')) return;
      accion();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
