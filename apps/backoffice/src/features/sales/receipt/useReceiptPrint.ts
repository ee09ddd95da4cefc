import { useCallback } from 'react';
import { MENSAJES } from '@pos/shared';
import type { TipoReimpresion } from '@pos/shared/domains/sales/sales';
import type { ReciboVenta } from '@pos/shared/domains/sales/sales.api';
import { useFeedback } from '../../../lib/feedback';
import { useFormat } from '../../../lib/useFormat';
import { printReceipt } from './printReceipt';
import { fetchRecibo } from './receipt.api';

/**
 * Printing a sale's 80 mm receipt from any private screen (the point of sale after each sale, the
 * sales history's reprint):
 * - `print(idVenta, tipo = 'comprobante')` reads `historial_ventas/reimpresion_venta` and prints it.
 *   It never rejects: a failed read shows the error toast (the sale itself is already recorded and
 *   can be reprinted from /reporte_ventas).
 * - `printRecibo(recibo)` prints a receipt already read (the reprint preview).
 */
export function useReceiptPrint() {
  const { money } = useFormat();
  const feedback = useFeedback();

  const printRecibo = useCallback((recibo: ReciboVenta) => printReceipt(recibo, money), [money]);

  const print = useCallback(
    async (idVenta: number, tipo: TipoReimpresion = 'comprobante'): Promise<void> => {
      try {
        printRecibo(await fetchRecibo(idVenta, tipo));
      } catch (error) {
        feedback.error(error, MENSAJES.general.errorObtenerDatos);
      }
    },
    [printRecibo, feedback],
  );

  return { print, printRecibo };
}
