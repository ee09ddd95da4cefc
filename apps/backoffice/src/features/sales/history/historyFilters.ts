import { todayInGuatemala } from '@pos/shared';
import { ESTADOS_ANULACION_FEL, ESTADOS_DOCUMENTO_FEL, type DatosFel } from '@pos/shared/domains/invoicing/invoicing';
import { TIPOS_VENTA, type TipoVenta } from '@pos/shared/domains/sales/sales';
import type { FiltroFechaVenta } from '@pos/shared/domains/sales/history';

/** The history's filter state (spec 000 §3 Sales-history filter state), as the API names it. */
export interface FiltrosHistorial {
  [key: string]: string | number | boolean | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  usuario_id: number | undefined;
  cliente_id: number | undefined;
  /** true active (default), false annulled. */
  activo: boolean;
  filtro_por: FiltroFechaVenta;
  tipo: number | undefined;
  estado_factura: number | undefined;
}

/** Both dates default to today, active sales, filtered by sale date (spec 000 §2, §3). */
export function filtrosIniciales(): FiltrosHistorial {
  const hoy = todayInGuatemala();
  return {
    fecha_inicial: hoy,
    fecha_final: hoy,
    usuario_id: undefined,
    cliente_id: undefined,
    activo: true,
    filtro_por: 'fecha_venta',
    tipo: undefined,
    estado_factura: undefined,
  };
}

/** The invoice's certification or annulment is still with the certifier: the sale cannot be annulled meanwhile. */
export function felOcupado(datos: DatosFel | null | undefined): boolean {
  return (
    datos?.estado_factura === ESTADOS_DOCUMENTO_FEL.PROCESO ||
    datos?.respuesta_anulacion?.estado === ESTADOS_ANULACION_FEL.PROCESO
  );
}

/**
 * Row actions (spec 000 §6): an annulled sale shows Ver only; Anular needs its register still open
 * (P3-16) and no invoice or annulment in process with the certifier.
 */
export function accionesFila(fila: { activo: boolean; caja_activa: boolean; datos_fel?: DatosFel | null }): {
  reimprimir: boolean;
  anular: boolean;
} {
  return { reimprimir: fila.activo, anular: fila.activo && fila.caja_activa && !felOcupado(fila.datos_fel) };
}

export interface AccionesFel {
  /** 'oculto' for shipments and annulled sales; 'deshabilitado' once invoiced (§6) or while in process. */
  facturar: 'oculto' | 'habilitado' | 'deshabilitado';
  /** The last attempt failed (estado 40): send it again. */
  reintentar: boolean;
  /** A certified invoice (also an annulled one) can be printed. */
  imprimir: boolean;
}

/**
 * FEL row actions (000 §6, P2-05d, P3-17), only when the company uses FEL: Facturar for active
 * invoice and credit sales with no certified invoice (none, or the last attempt failed), disabled
 * once invoiced; Reintentar for an invoice in error; Imprimir factura once certified.
 */
export function accionesFel(fila: { activo: boolean; tipo_venta: TipoVenta; datos_fel: DatosFel | null }): AccionesFel {
  const estado = fila.datos_fel?.estado_factura;
  const facturable = fila.tipo_venta === TIPOS_VENTA.FACTURA || fila.tipo_venta === TIPOS_VENTA.CREDITO;
  const sinCertificar = estado === undefined || estado === ESTADOS_DOCUMENTO_FEL.ERROR;
  return {
    facturar: !fila.activo || !facturable ? 'oculto' : sinCertificar ? 'habilitado' : 'deshabilitado',
    reintentar: fila.activo && estado === ESTADOS_DOCUMENTO_FEL.ERROR,
    imprimir: estado === ESTADOS_DOCUMENTO_FEL.CERTIFICADO || estado === ESTADOS_DOCUMENTO_FEL.ANULADO,
  };
}

/** Reintentar goes through `reintento_fcam` for exchange invoices, else `rieintento_fel`. */
export const esCambiaria = (datos: DatosFel | null): boolean => datos?.tipo === 'FCAM' || datos?.tipo === 'FCAP';
