import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbonoCuentaPagar, DocumentoPagos, PagoCuentasPagar } from '@pos/shared/domains/payables';
import { api, apiRequest } from '../../lib/api';
import { invalidateResources, queryKeys } from '../../lib/queryKeys';

export const RETIROS_PATH = 'cuenta_pagar/retiros_caja';

/** Every view a payment changes: the orders and their accounts, the withdrawals and the register. */
const RECURSOS = ['ordenes_compra', RETIROS_PATH, 'aperturas_cierres_caja', 'movimientos', 'dashboard'] as const;

function usePaymentMutation<B, R>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The modal's Idempotency-Key: a double click or a retry after a lost answer pays once.
    mutationFn: ({ body, idempotencyKey }: { body: B; idempotencyKey: string }) =>
      apiRequest<R>(path, { method: 'POST', json: body, idempotencyKey }),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** `POST cuenta_pagar/abono`: part of one account. */
export const useAbonar = () => usePaymentMutation<Record<string, unknown>, AbonoCuentaPagar>('cuenta_pagar/abono');

/** `POST cuenta_pagar/finalizar_pago_multiple`: the whole balance of several accounts. */
export const useFinalizarPagoMultiple = () =>
  usePaymentMutation<Record<string, unknown>, PagoCuentasPagar>('cuenta_pagar/finalizar_pago_multiple');

/** `PUT cuenta_pagar/anular_abono` {id, motivo}. */
export function useAnularAbono() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; motivo: string }) => api.put<AbonoCuentaPagar>('cuenta_pagar/anular_abono', body),
    onSuccess: async () => invalidateResources(queryClient, RECURSOS),
  });
}

/** `GET ordenes_compra/{id}/documento_pagos`: the order's payments. */
export function useDocumentoPagos(id: number | null) {
  return useQuery({
    queryKey: queryKeys.view('ordenes_compra', 'documento_pagos', id),
    queryFn: ({ signal }) => api.get<DocumentoPagos>(`ordenes_compra/${id}/documento_pagos`, undefined, signal),
    enabled: id !== null,
  });
}
