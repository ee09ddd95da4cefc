import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';
import { devolucionesApi } from './returns.api';

/**
 * The sale of the return flow's route (`{idFactura}` is the sale's id), asked for again with its
 * code and `factura_seleccionada`, so what is still available is current.
 */
export function useFacturaDevolucion(idFactura: string | undefined, codigo: string | null) {
  return useQuery({
    queryKey: queryKeys.view('devoluciones', 'getFactura', codigo, idFactura),
    queryFn: ({ signal }) =>
      devolucionesApi.buscarFactura({ codigo: codigo!, factura_seleccionada: Number(idFactura) }, signal),
    enabled: idFactura !== undefined && codigo !== null,
    staleTime: 0,
    retry: false,
  });
}
