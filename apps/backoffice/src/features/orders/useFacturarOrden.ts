import { useState } from 'react';
import { MENSAJES } from '@pos/shared';
import { ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import type { OrdenVentaLista } from '@pos/shared/domains/orders';
import { useFeedback } from '../../lib/feedback';
import { generarFactura, reintentarFel, useFelPolling } from '../invoicing';
import { useRefrescarOrdenes } from './orders.api';

/**
 * "Facturar" an order row (P3-23): a first invoice (FACT, or FCAM for a credit sale) through
 * `generar_factura`, or the retry of one that failed (P3-26: retry works from the orders list).
 * Waits for the certifier like the point of sale and tells the outcome.
 */
export function useFacturarOrden() {
  const feedback = useFeedback();
  const { esperar } = useFelPolling();
  const refrescar = useRefrescarOrdenes();
  const [facturando, setFacturando] = useState<number | null>(null);

  const facturar = async (orden: Pick<OrdenVentaLista, 'id' | 'factura'>) => {
    setFacturando(orden.id);
    try {
      const enError = orden.factura?.estado === ESTADOS_DOCUMENTO_FEL.ERROR;
      const { id_factura } = enError ? await reintentarFel(orden.id) : await generarFactura(orden.id);
      feedback.success(MENSAJES.fel.enProceso);
      await refrescar();
      const final = await esperar(id_factura);
      if (final.estado_factura === 'facturado' && final.factura)
        feedback.success(MENSAJES.fel.certificada(final.factura.serie ?? '', final.factura.numero ?? ''));
      else feedback.error(null, MENSAJES.fel.errorConDetalle(final.detail ?? ''), MENSAJES.fel.errorFacturacion);
    } catch (cause) {
      if (!(cause instanceof DOMException && cause.name === 'AbortError'))
        feedback.error(cause, MENSAJES.fel.errorGenerar);
    } finally {
      setFacturando(null);
      await refrescar();
    }
  };
  return { facturar, facturando };
}
