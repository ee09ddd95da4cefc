import { useCallback, useEffect, useState } from 'react';
import {
  TIPOS_DOCUMENTO_CLIENTE,
  TIPOS_VENTA,
  type TipoDocumentoCliente,
  type TipoVenta,
} from '@pos/shared/domains/sales/sales';
import { randomKey } from '../../../lib/randomKey';
import type { LineaPos } from './cartLines';

/** The customer as the cashier types it (000 §3 Sale state, datos_cliente). */
export interface ClienteVenta {
  /** The stored customer the NIT lookup or the name search found. */
  id: number | null;
  tipo_documento: TipoDocumentoCliente;
  nit: string;
  nombre: string;
  direccion: string;
  telefono: string;
  notas: string;
  /** The cashier changed a found customer's data: the sale updates it (datos_cambiados). */
  cambiado: boolean;
}

export type TipoVentaPos = Exclude<TipoVenta, 40000>;

/** The quotation loaded into the cart: charging it converts it (`POST ventas/cotizacion`). */
export interface CotizacionCargada {
  id: number;
  codigo: string;
  /** Sent by the counter: the cashier reads it as a "pedido", as the counter named it (issue 30). */
  enviado_caja: boolean;
}

export interface VentaEnCurso {
  lineas: LineaPos[];
  cliente: ClienteVenta;
  tipo_venta: TipoVentaPos;
  referencia: string;
  cotizacion: CotizacionCargada | null;
  /**
   * The Idempotency-Key of the last charge attempt and the body it was sent with: a retry of the
   * same sale (a lost answer, a reload) reuses it and the server records the sale once; a
   * changed sale is a new attempt with a new key.
   */
  intento: { clave: string; firma: string } | null;
}

export const CLIENTE_VACIO: ClienteVenta = {
  id: null,
  tipo_documento: TIPOS_DOCUMENTO_CLIENTE.NIT,
  nit: '',
  nombre: '',
  direccion: '',
  telefono: '',
  notas: '',
  cambiado: false,
};

export function ventaNueva(tipoVenta: TipoVentaPos): VentaEnCurso {
  return { lineas: [], cliente: CLIENTE_VACIO, tipo_venta: tipoVenta, referencia: '', cotizacion: null, intento: null };
}

/** The key to send for this body: the previous attempt's when the body is the same. */
export function claveDeIntento(venta: VentaEnCurso, firma: string): { clave: string; firma: string } {
  return venta.intento?.firma === firma ? venta.intento : { clave: randomKey(), firma };
}

function leer(almacen: string, inicial: VentaEnCurso): VentaEnCurso {
  try {
    const guardada = window.sessionStorage.getItem(almacen);
    if (!guardada) return inicial;
    const venta = JSON.parse(guardada) as Partial<VentaEnCurso>;
    if (!Array.isArray(venta.lineas)) return inicial;
    return { ...inicial, ...venta, cliente: { ...CLIENTE_VACIO, ...venta.cliente } };
  } catch {
    return inicial;
  }
}

/**
 * The sale being built, kept in sessionStorage under `almacen` (one per screen and branch) so a
 * reload, a crash of the tab's page or a wrong click on the menu never loses the cart.
 */
export function useVentaEnCurso(almacen: string, tipoVentaInicial: TipoVentaPos = TIPOS_VENTA.ENVIO) {
  const [venta, setVenta] = useState<VentaEnCurso>(() => leer(almacen, ventaNueva(tipoVentaInicial)));

  useEffect(() => {
    window.sessionStorage.setItem(almacen, JSON.stringify(venta));
  }, [almacen, venta]);

  const actualizar = useCallback(
    (cambio: Partial<VentaEnCurso> | ((actual: VentaEnCurso) => Partial<VentaEnCurso>)) => {
      setVenta((actual) => ({ ...actual, ...(typeof cambio === 'function' ? cambio(actual) : cambio) }));
    },
    [],
  );
  const limpiar = useCallback(() => setVenta(ventaNueva(tipoVentaInicial)), [tipoVentaInicial]);

  return { venta, actualizar, limpiar };
}
