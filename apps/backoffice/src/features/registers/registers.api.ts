import type { AperturaCierre, Caja, Conteo, MovimientoCaja } from '@pos/shared/domains/registers';
import { api } from '../../lib/api';

/** The register calls of the screens (000 §7 "Registers and movements"). */
export const cajasApi = {
  todas: () => api.get<Caja[]>('cajas/all'),
  abrir: (body: { caja: number; total_apertura: string; conteo: Conteo }) =>
    api.post<AperturaCierre>('aperturas_cierres_caja', body),
  cerrar: (body: { total_efectivo_cierre: string; concepto_cierre: string; conteo: Conteo }) =>
    api.post<AperturaCierre>('aperturas_cierres_caja/cierre', body),
  detalle: (id: number | string) => api.get<AperturaCierre>(`aperturas_cierres_caja/${id}`),
  movimiento: (body: { tipo: number; monto_efectivo: string; apertura_cierre_caja: number; concepto: string }) =>
    api.post<MovimientoCaja>('movimientos', body),
  anular: (body: { movimiento: number; concepto_anulado: string }) =>
    api.post<{ detail: string }>('movimientos/anular', body),
};

export const MOVIMIENTOS_PATH = 'movimientos/mov_caja_activa';
export const detalleKey = (id: number | string) => ['aperturas_cierres_caja', String(id)] as const;
