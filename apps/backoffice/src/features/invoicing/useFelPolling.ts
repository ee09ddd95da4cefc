import { useCallback, useEffect, useRef } from 'react';
import type { VerificacionFel } from '@pos/shared/domains/invoicing/invoicing';
import { verificarFel } from './invoicing.api';

/** Spec 000 §4 / §9: an invoice in process is checked again after 1 second. */
export const INTERVALO_VERIFICACION_MS = 1000;

/**
 * Polls `verificar_fel` until the document leaves `proceso` and resolves with that final answer
 * (facturado, anulada or error). Rejects when a check itself fails (the caller shows 'Error al
 * consultar el estado del proceso FEL'), or with an AbortError when the screen goes away.
 */
export async function esperarDocumentoFel(idFactura: number, signal?: AbortSignal): Promise<VerificacionFel> {
  for (;;) {
    const respuesta = await verificarFel(idFactura, signal);
    if (respuesta.estado_factura !== 'proceso') return respuesta;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, INTERVALO_VERIFICACION_MS);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(new DOMException('La verificación se canceló.', 'AbortError'));
        },
        { once: true },
      );
    });
  }
}

/**
 * `esperar(idFactura)` for components: every poll it started stops when the component unmounts,
 * so leaving the screen never leaves a timer behind.
 */
export function useFelPolling() {
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const activos = controllers.current;
    return () => activos.forEach((c) => c.abort());
  }, []);
  const esperar = useCallback(async (idFactura: number) => {
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      return await esperarDocumentoFel(idFactura, controller.signal);
    } finally {
      controllers.current.delete(controller);
    }
  }, []);
  return { esperar };
}
