import { useSyncExternalStore } from 'react';

/** A screen worked with fingers: no fine pointer to hover with, and as a rule no keyboard either. */
const TACTIL = '(pointer: coarse)';

function suscribir(avisar: () => void): () => void {
  const consulta = window.matchMedia(TACTIL);
  consulta.addEventListener('change', avisar);
  return () => consulta.removeEventListener('change', avisar);
}

/** Whether the selling screen is on a touch screen (a tablet at the counter): it then shows buttons, not key hints. */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(suscribir, () => window.matchMedia(TACTIL).matches);
}
