import type { TipoReimpresion } from '@pos/shared/domains/sales/sales';
import type { ReciboVenta } from '@pos/shared/domains/sales/sales.api';
import { api } from '../../../lib/api';

/** `GET historial_ventas/reimpresion_venta {id, tipo}`: what the receipt of a sale prints. */
export function fetchRecibo(
  idVenta: number,
  tipo: TipoReimpresion = 'comprobante',
  signal?: AbortSignal,
): Promise<ReciboVenta> {
  return api.get<ReciboVenta>('historial_ventas/reimpresion_venta', { id: idVenta, tipo }, signal);
}
