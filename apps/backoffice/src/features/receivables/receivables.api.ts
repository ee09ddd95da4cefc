import type {
  AbonoOrdenesInput,
  Antiguedad,
  CuentaCobrarDetalle,
  EstadoCuenta,
  FinalizarPagoMultipleInput,
  PagoRegistrado,
  Partida,
  ReciboCobro,
  ResumenCuentas,
} from '@pos/shared/domains/receivables';
import { api, apiRequest, type QueryParams } from '../../lib/api';

/** The receivables calls of the screens (SCOPE §1.2 Calls), typed by the shared receivables schemas. */
export const CUENTAS_PATH = 'cuenta_cobrar';
export const RETIROS_PATH = 'cuenta_cobrar/retiros_caja';
export const REPORTE_LISTA_PATH = 'cuenta_cobrar/reporte_lista';
export const REPORTE_RECIBO_PATH = 'cuenta_cobrar/reporte_recibo';

export const cuentasApi = {
  /** One key per submit: a retry after a lost answer records the payment once. */
  abonar: (body: AbonoOrdenesInput, idempotencyKey: string) =>
    apiRequest<PagoRegistrado>('ordenes_venta/abono', { method: 'POST', json: body, idempotencyKey }),
  finalizarMultiple: (body: FinalizarPagoMultipleInput, idempotencyKey: string) =>
    apiRequest<PagoRegistrado>('cuenta_cobrar/finalizar_pago_multiple', { method: 'POST', json: body, idempotencyKey }),
  anularPartida: (id: number, motivo: string) =>
    api.put<{ detail: string }>('ordenes_venta/anular_partida_abono', { id, motivo }),
  recibo: (idPartida: number) => api.get<ReciboCobro>('ordenes_venta/get_movimiento_pago', { id_partida: idPartida }),
  pagos: (ventaId: number) => api.get<Partida[]>(`ordenes_venta/${ventaId}/documento_pagos`),
  cuenta: (ventaId: number) => api.get<CuentaCobrarDetalle>(`ordenes_venta/${ventaId}/cuenta`),
  marcarPagada: (ventaId: number) => api.put<{ detail: string }>(`ordenes_venta/${ventaId}/marcar_pago_fianlizado`, {}),
  revertirPagada: (ventaId: number) =>
    api.put<{ detail: string }>(`ordenes_venta/${ventaId}/revertir_marcar_pago_finalizdo`, {}),
  codigoCobro: (sucursalId: number) =>
    api.get<{ codigo: string }>('cuenta_cobrar/codigo_cobro', { sucursal_id: sucursalId }),
  resumen: (params: QueryParams) => api.get<ResumenCuentas>('cuenta_cobrar/reporte_resumen', params),
  antiguedad: (params: QueryParams) => api.get<Antiguedad>('cuenta_cobrar/reporte_antiguedad', params),
  estadoCuenta: (params: QueryParams) => api.get<EstadoCuenta>('cuenta_cobrar/estado_cuenta', params),
};
