import { useCallback, useEffect, useState } from 'react';
import { todayInGuatemala } from '@pos/shared';
import { borradorVacio, type BorradorOrden } from './orderDraft';

const ALMACEN = 'orden_compra:nueva';

/**
 * The attached documents: files cannot go to session storage, so they live with the page's
 * module while the two steps are open (a reload drops them, the rest of the order stays).
 */
let documentos: File[] = [];

function leer(): BorradorOrden {
  const vacio = borradorVacio(todayInGuatemala());
  try {
    const guardado = window.sessionStorage.getItem(ALMACEN);
    if (!guardado) return vacio;
    const borrador = JSON.parse(guardado) as Partial<BorradorOrden>;
    // The date is read-only and always today's (001 §2).
    return Array.isArray(borrador.lineas) ? { ...vacio, ...borrador, fecha: vacio.fecha } : vacio;
  } catch {
    return vacio;
  }
}

/**
 * The order typed on `/ordenes_de_compra/nueva` and finished on its payment step: kept in the
 * tab's session storage so going to the payment step and back, or a reload, keeps it.
 */
export function useOrderDraft() {
  const [borrador, setBorrador] = useState<BorradorOrden>(leer);
  const [adjuntos, setAdjuntos] = useState<File[]>(documentos);

  useEffect(() => {
    window.sessionStorage.setItem(ALMACEN, JSON.stringify(borrador));
  }, [borrador]);

  const actualizar = useCallback((cambio: Partial<BorradorOrden> | ((b: BorradorOrden) => Partial<BorradorOrden>)) => {
    setBorrador((actual) => ({ ...actual, ...(typeof cambio === 'function' ? cambio(actual) : cambio) }));
  }, []);

  const cambiarAdjuntos = useCallback((files: File[]) => {
    documentos = files;
    setAdjuntos(files);
  }, []);

  /** `Cancelar` and a saved order: everything typed is cleared. */
  const limpiar = useCallback(() => {
    documentos = [];
    setAdjuntos([]);
    window.sessionStorage.removeItem(ALMACEN);
    setBorrador(borradorVacio(todayInGuatemala()));
  }, []);

  return { borrador, actualizar, adjuntos, cambiarAdjuntos, limpiar };
}
