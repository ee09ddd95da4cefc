/**
 * The navigation state with which the point of sale sends a user without an open register to
 * `/abrir_caja`: the page says why while the user is on it, and the notice goes with the page.
 */
export const AVISO_SIN_CAJA = { aviso: 'sin_caja' } as const;

export const llegoSinCaja = (state: unknown): boolean =>
  (state as Partial<typeof AVISO_SIN_CAJA> | null)?.aviso === AVISO_SIN_CAJA.aviso;
