import { useState } from 'react';
import type { ProductoFila } from '@pos/shared/domains/catalog/products.api';
import { MENSAJES } from '@pos/shared';
import { api, type Page, type QueryParams } from '../../../lib/api';
import { useFeedback } from '../../../lib/feedback';
import { printListArea } from '../../../components/print/printing';

/** The most rows one printout reads (the API's largest page). */
const MAXIMO_IMPRESION = 1000;

/**
 * Printing the product list: every product matching the list's filters is read, laid out in
 * pages, and the print dialog opens once they are on the page.
 */
export function useProductPrint(filterParams: QueryParams) {
  const feedback = useFeedback();
  const [rows, setRows] = useState<ProductoFila[] | null>(null);
  const [loading, setLoading] = useState(false);

  const imprimir = async () => {
    setLoading(true);
    try {
      const page = await api.get<Page<ProductoFila>>('productos', {
        ...filterParams,
        page: 1,
        page_size: MAXIMO_IMPRESION,
      });
      setRows(page.results);
      // Printed after React has put the rows on the page.
      requestAnimationFrame(() => setTimeout(printListArea, 0));
    } catch (error) {
      feedback.error(error, MENSAJES.general.errorObtenerDatos);
    } finally {
      setLoading(false);
    }
  };

  return { rows, loading, imprimir };
}
