import { useState } from 'react';
import { MENSAJES } from '@pos/shared';
import type { Gasto } from '@pos/shared/domains/expenses';
import type { QueryParams } from '../../lib/api';
import { useFeedback } from '../../lib/feedback';
import { printListArea } from '../../components/print/printing';
import { listadoImpresion } from './expenses.api';

/**
 * Printing the expense report: `gastos/listado_impresion` reads every row of the report's filters,
 * they are laid out in pages, and the print dialog opens once they are on the page.
 */
export function useExpensesPrint(filterParams: QueryParams) {
  const feedback = useFeedback();
  const [rows, setRows] = useState<Gasto[] | null>(null);
  const [loading, setLoading] = useState(false);

  const imprimir = async () => {
    setLoading(true);
    try {
      setRows(await listadoImpresion(filterParams));
      // Printed after React has put the rows on the page.
      requestAnimationFrame(() => setTimeout(printListArea, 0));
    } catch (error) {
      feedback.error(error, MENSAJES.general.errorIntenteMasTarde);
    } finally {
      setLoading(false);
    }
  };

  return { rows, loading, imprimir };
}
