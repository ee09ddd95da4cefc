import { useCallback, useState } from 'react';
import { App } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import type { SolicitudFel, VerificacionFel } from '@pos/shared/domains/invoicing/invoicing';
import { useFeedback } from '../../../lib/feedback';
import { useFacturaPrint, useFelPolling } from '../../invoicing';

/** Spec 000 §9: the list reloads 500 ms after a FEL process ends. */
export const RECARGA_TRAS_FEL_MS = 500;

/** How a FEL request ended: the call itself failed (nothing queued), or it was polled to an end. */
export type FinFel = 'solicitud-fallida' | 'terminado';

const esAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Facturar and Reintentar from the sales history (000 §4 Electronic invoice check, §8): the call
 * answers `id_factura`, which is polled every second; facturado → 'Éxito' and the offer to print,
 * error → 'Hubo un error con FEL, {detail}, intenta más tarde', a failed call → its detail or
 * 'Error al generar factura electrónica'. The list reloads when the request is queued (the row
 * shows "En proceso") and 500 ms after the end.
 */
export function useProcesoFel(recargar: () => void) {
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const { esperar } = useFelPolling();
  const impresion = useFacturaPrint();
  const [enCurso, setEnCurso] = useState<ReadonlySet<number>>(() => new Set());

  const marcar = useCallback((idVenta: number, activo: boolean) => {
    setEnCurso((actual) => {
      const siguiente = new Set(actual);
      if (activo) siguiente.add(idVenta);
      else siguiente.delete(idVenta);
      return siguiente;
    });
  }, []);

  const ofrecerImpresion = useCallback(
    (resultado: VerificacionFel) => {
      const factura = resultado.factura;
      modal.confirm({
        title: MENSAJES.fel.exito,
        icon: <CheckCircleFilled style={{ color: '#16a34a' }} />,
        content: (
          <>
            {factura && <p style={{ margin: 0 }}>{MENSAJES.fel.certificada(factura.serie, factura.numero)}</p>}
            {factura?.es_prueba && (
              <p style={{ margin: '8px 0 0', color: '#b45309' }}>{MENSAJES.fel.documentoPrueba}</p>
            )}
          </>
        ),
        okText: 'Imprimir factura',
        cancelText: 'Cerrar',
        onOk: () => (factura ? impresion.printFactura(factura) : impresion.print(resultado.id_factura)),
      });
    },
    [modal, impresion],
  );

  const ejecutar = useCallback(
    async (idVenta: number, solicitar: () => Promise<SolicitudFel>): Promise<FinFel> => {
      marcar(idVenta, true);
      let idFactura: number;
      try {
        idFactura = (await solicitar()).id_factura;
      } catch (error) {
        feedback.error(error, MENSAJES.fel.errorGenerar);
        marcar(idVenta, false);
        return 'solicitud-fallida';
      }
      recargar();
      try {
        const resultado = await esperar(idFactura);
        if (resultado.estado_factura === 'facturado') ofrecerImpresion(resultado);
        else feedback.error(undefined, MENSAJES.fel.errorConDetalle(resultado.detail || MENSAJES.fel.rechazado));
      } catch (error) {
        if (esAbort(error)) return 'terminado';
        feedback.error(undefined, MENSAJES.fel.errorConsultarEstado);
      } finally {
        marcar(idVenta, false);
      }
      setTimeout(recargar, RECARGA_TRAS_FEL_MS);
      return 'terminado';
    },
    [esperar, feedback, marcar, ofrecerImpresion, recargar],
  );

  /** Prints a certified invoice (estado 20 or 30) from its row; a failed read shows its own toast. */
  const imprimir = useCallback(
    async (idVenta: number, idFactura: number) => {
      marcar(idVenta, true);
      try {
        await impresion.print(idFactura);
      } finally {
        marcar(idVenta, false);
      }
    },
    [impresion, marcar],
  );

  return { ejecutar, imprimir, enCurso };
}
