import { useCallback, useEffect, useRef } from 'react';
import type { VerificacionNotaFel } from '@pos/shared/domains/invoicing/invoicing';
import { devolucionesApi } from './returns.api';

/** SCOPE §1.1 States: a credit note in `proceso` is checked again after 1 second. */
export const INTERVALO_NOTA_MS = 1000;

/**
 * Polls `notas_credito_fel/verificar_fel` until the note leaves `proceso` and resolves with that
 * answer; the polls stop when the screen goes away.
 */
export function useNotaPolling() {
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const activos = controllers.current;
    return () => activos.forEach((c) => c.abort());
  }, []);
  return useCallback(async (idNota: number): Promise<VerificacionNotaFel> => {
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      for (;;) {
        const respuesta = await devolucionesApi.verificarNota(idNota, controller.signal);
        if (respuesta.estado_nota !== 'proceso') return respuesta;
        await new Promise((resolve) => setTimeout(resolve, INTERVALO_NOTA_MS));
        if (controller.signal.aborted) throw new DOMException('La verificación se canceló.', 'AbortError');
      }
    } finally {
      controllers.current.delete(controller);
    }
  }, []);
}
