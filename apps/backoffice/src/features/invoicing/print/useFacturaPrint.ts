import { useCallback, useMemo } from 'react';
import { MENSAJES } from '@pos/shared';
import type { FacturaFel } from '@pos/shared/domains/invoicing/invoicing';
import { useFeedback } from '../../../lib/feedback';
import { useFormat } from '../../../lib/useFormat';
import { verificarFel } from '../invoicing.api';
import { printFactura } from './printFactura';

export interface FacturaPrint {
  /** Reads `verificar_fel` and prints its invoice; never rejects (a failed read, or nothing certified yet, shows the error toast). */
  print(idFactura: number): Promise<void>;
  /** Prints an invoice already read (the answer of the poll that certified it). */
  printFactura(factura: FacturaFel): void;
}

/** Printing a certified electronic invoice from any private screen (point of sale, sales history). */
export function useFacturaPrint(): FacturaPrint {
  const { money } = useFormat();
  const feedback = useFeedback();

  const imprimir = useCallback((factura: FacturaFel) => printFactura(factura, money), [money]);

  const print = useCallback(
    async (idFactura: number): Promise<void> => {
      try {
        const { factura } = await verificarFel(idFactura);
        if (!factura) return void feedback.error(null, MENSAJES.general.errorObtenerDatos);
        imprimir(factura);
      } catch (error) {
        feedback.error(error, MENSAJES.general.errorObtenerDatos);
      }
    },
    [imprimir, feedback],
  );

  return useMemo(() => ({ print, printFactura: imprimir }), [print, imprimir]);
}
