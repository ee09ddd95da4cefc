import { App } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import type { FacturaFel } from '@pos/shared/domains/invoicing/invoicing';
import type { VentaRegistrada } from '@pos/shared/domains/sales/sales.api';
import { useFacturaPrint, useFelPolling } from '../../invoicing';
import { useReceiptPrint } from '../receipt/useReceiptPrint';

/** Where the invoice of the last sale stands, as the last-sale notice shows it. */
export type FacturaVenta =
  | { estado: 'proceso'; idFactura: number }
  | { estado: 'facturado'; idFactura: number; factura: FacturaFel | null }
  | { estado: 'anulada'; idFactura: number }
  | { estado: 'error'; idFactura: number; detail: string }
  /** The state check itself failed: the invoice may still certify (reprint reads it again). */
  | { estado: 'sin_respuesta'; idFactura: number };

interface Opciones {
  /** `conf_venta_imprimir_recibo`: print the invoice (or, failing it, the receipt) at the end. */
  imprimir: boolean;
  /** Every change of the invoice of sale `idVenta`. */
  onCambio: (idVenta: number, factura: FacturaVenta) => void;
}

const esAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The invoice of a sale just charged (000 §4 Electronic invoice check, §8): a progress notice
 * that does not stop the cashier while `verificar_fel` is polled, then
 * - facturado → 'Éxito' and the invoice printed;
 * - error → 'Error en facturación electrónica' with the detail and the retry note, and the
 *   receipt printed instead (the sale is recorded and paid);
 * - a failed check → 'Error al consultar el estado del proceso FEL' and the receipt.
 * Leaving the screen stops the polling and removes the notice.
 */
export function useFacturaVenta({ imprimir, onCambio }: Opciones) {
  const { notification } = App.useApp();
  const { esperar } = useFelPolling();
  const facturaPrint = useFacturaPrint();
  const receipt = useReceiptPrint();

  const seguir = async (venta: VentaRegistrada & { id_factura: number }): Promise<void> => {
    const idFactura = venta.id_factura;
    const key = `fel-${idFactura}`;
    onCambio(venta.id, { estado: 'proceso', idFactura });
    notification.info({
      key,
      title: MENSAJES.fel.enProceso,
      description: MENSAJES.fel.enProcesoVenta(venta.codigo),
      icon: <LoadingOutlined spin style={{ color: '#2563eb' }} />,
      duration: false,
    });
    try {
      const resultado = await esperar(idFactura);
      if (resultado.estado_factura === 'facturado' || resultado.estado_factura === 'anulada') {
        const factura = resultado.factura;
        onCambio(
          venta.id,
          resultado.estado_factura === 'facturado'
            ? { estado: 'facturado', idFactura, factura }
            : { estado: 'anulada', idFactura },
        );
        notification.success({
          key,
          title: MENSAJES.fel.exito,
          description: factura ? (
            <>
              <div>{MENSAJES.fel.certificada(factura.serie, factura.numero)}</div>
              {factura.es_prueba && (
                <div style={{ color: '#b45309', fontWeight: 600 }}>{MENSAJES.fel.documentoPrueba}</div>
              )}
            </>
          ) : undefined,
          duration: 4.5,
        });
        if (imprimir && resultado.estado_factura === 'facturado') {
          if (factura) facturaPrint.printFactura(factura);
          else await facturaPrint.print(idFactura);
        }
        return;
      }
      const detail = resultado.detail || MENSAJES.fel.rechazado;
      onCambio(venta.id, { estado: 'error', idFactura, detail });
      notification.error({
        key,
        title: MENSAJES.fel.errorFacturacion,
        description: (
          <>
            <div>{detail}</div>
            <div style={{ marginTop: 4 }}>{MENSAJES.fel.ventaRegistradaReintentar}</div>
          </>
        ),
        duration: false,
      });
    } catch (error) {
      if (esAbort(error)) return void notification.destroy(key);
      onCambio(venta.id, { estado: 'sin_respuesta', idFactura });
      notification.error({
        key,
        title: MENSAJES.general.tituloError,
        description: MENSAJES.fel.errorConsultarEstado,
        duration: false,
      });
    }
    // Not invoiced (or not known to be): the customer still leaves with the sale's receipt.
    if (imprimir) await receipt.print(venta.id);
  };

  return { seguir, facturaPrint };
}
