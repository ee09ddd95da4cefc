import { useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { MENSAJES, add, compare, dec, max, sub, todayInGuatemala, type ModoRedondeo } from '@pos/shared';
import { TIPOS_PAGO, TIPOS_VENTA, type TipoPago } from '@pos/shared/domains/sales/sales';
import type { PagosVentaInput } from '@pos/shared/domains/sales/sales.api';
import { revisarVencimiento, vencimientoPorDias } from '@pos/shared/domains/sales/rules/due-date';
import {
  descripcionRanura,
  limitarPago,
  montoRanura,
  opcionesRedondeo,
  revisarCobro,
  topeEfectivo,
  type RanuraPago,
} from '@pos/shared/domains/sales/rules/payments';
import { formatNumber } from '@pos/shared/format';
import { useFormat } from '../../../lib/useFormat';
import type { TipoVentaPos } from './ventaEnCurso';
import type { ValeAplicado } from './voucherRedemption';

/** When the credit falls due: in so many days, or on a date. */
export interface PlazoCredito {
  tipo: 'dias' | 'fecha';
  dias: string | null;
  fecha: string | null;
}

interface Opciones {
  /** Σ total_importe of the cart. */
  total: string;
  tipoVenta: TipoVentaPos;
  redondeoTotal: boolean;
  ventasAlCredito: boolean;
}

/**
 * The amounts of a charge as the cashier types them and what follows from them: the amount to
 * charge after rounding, what is paid (a redeemed voucher counts like a payment slot), the change
 * or the balance on credit, and its due date. `revisar` checks it all by the shared rules — what
 * it accepts the server accepts — and gives the charge, or shows why not (`error`).
 */
export function useCobro({ total, tipoVenta, redondeoTotal, ventasAlCredito }: Opciones) {
  const format = useFormat();
  const hoy = todayInGuatemala();
  const [pagosTecleados, setPagos] = useState<PagosVentaInput>({});
  const [vale, setVale] = useState<ValeAplicado | null>(null);
  const campoVale = useRef<InputRef>(null);
  const [redondeo, setRedondeo] = useState<ModoRedondeo | null>(null);
  const [anticipo, setAnticipo] = useState(false);
  const [plazo, setPlazo] = useState<PlazoCredito>({ tipo: 'dias', dias: '30', fecha: null });
  const [error, setError] = useState<string | null>(null);

  const credito = tipoVenta === TIPOS_VENTA.CREDITO;
  const tipoPago: TipoPago = credito || anticipo ? TIPOS_PAGO.PAGO_CREDITO : TIPOS_PAGO.PAGO_TOTAL;
  const opcionesCobro = { decimales: format.decimales, redondeoTotal, ventasAlCredito };
  const opciones = opcionesRedondeo(total, redondeoTotal, format.decimales);
  const aCobrar = opciones.requiereEleccion
    ? redondeo === 'arriba'
      ? opciones.arriba
      : redondeo === 'abajo'
        ? opciones.abajo
        : total
    : total;
  // A redeemed code covers part of the total like a payment slot; its amount is the server's.
  const pagos: PagosVentaInput = vale ? { ...pagosTecleados, nota_credito: vale.monto } : pagosTecleados;
  const pagado = Object.keys(pagos).reduce(
    (suma, ranura) => add(suma, dec(montoRanura(pagos, ranura as RanuraPago) || 0)),
    dec(0),
  );
  const pendiente = max(sub(aCobrar, pagado), 0);
  const vuelto = tipoPago === TIPOS_PAGO.PAGO_TOTAL ? max(sub(pagado, aCobrar), 0) : dec(0);
  const fechaVencimiento =
    tipoPago === TIPOS_PAGO.PAGO_CREDITO
      ? plazo.tipo === 'dias'
        ? plazo.dias
          ? vencimientoPorDias(hoy, Number(plazo.dias))
          : null
        : plazo.fecha
      : null;

  const setMonto = (ranura: RanuraPago, texto: string | null) => {
    setError(null);
    let limitado =
      texto === null || texto === '' ? '' : (limitarPago(pagos, ranura, texto, aCobrar, format.decimales) ?? '');
    // Cash above the cap (ten times the total, at least 10,000) is a typing slip: clamp it and say why.
    const tope = topeEfectivo(aCobrar, format.decimales);
    if (ranura === 'efectivo' && limitado !== '' && compare(limitado, tope) > 0) {
      limitado = tope;
      setError(MENSAJES.ventas.efectivoExcesivo(formatNumber(tope, format.decimales)));
    }
    setPagos((actual) =>
      ranura === 'retencion_iva' || ranura === 'exencion_iva'
        ? { ...actual, [ranura]: limitado }
        : { ...actual, [ranura]: { monto: limitado, descripcion: descripcionRanura(actual, ranura) } },
    );
  };
  const setDescripcion = (ranura: RanuraPago, descripcion: string) =>
    setPagos((actual) => ({ ...actual, [ranura]: { monto: montoRanura(actual, ranura) ?? '', descripcion } }));

  /** The charge to record; nothing when something is wrong, and `error` says what. */
  const revisar = () => {
    if (tipoPago === TIPOS_PAGO.PAGO_CREDITO) {
      const vencimiento = revisarVencimiento(fechaVencimiento, hoy);
      if (vencimiento) return void setError(vencimiento);
    }
    const revisado = revisarCobro({ total, pagos, tipo_pago: tipoPago, redondeo }, opcionesCobro);
    if (!revisado.ok) return void setError(revisado.error);
    return {
      pagos,
      tipo_pago: tipoPago,
      redondeo: opciones.requiereEleccion ? redondeo : null,
      fecha_vencimiento: fechaVencimiento,
      codigo_nota_credito: vale?.codigo ?? null,
    };
  };

  const aplicarVale = (aplicado: ValeAplicado) => {
    setVale(aplicado);
    setError(null);
    // What is left is paid next: back to the cash received.
    document.getElementById('pos-efectivo')?.focus();
  };
  const quitarVale = () => {
    setVale(null);
    setError(null);
    requestAnimationFrame(() => campoVale.current?.focus());
  };

  return {
    hoy,
    pagos,
    efectivo: montoRanura(pagos, 'efectivo') ?? '',
    vale,
    campoVale,
    redondeo: { ...opciones, valor: redondeo },
    aCobrar,
    pendiente,
    vuelto,
    credito,
    anticipo,
    pagoTotal: tipoPago === TIPOS_PAGO.PAGO_TOTAL,
    plazo,
    fechaVencimiento,
    error,
    setMonto,
    setDescripcion,
    elegirRedondeo: (modo: ModoRedondeo) => {
      setRedondeo(modo);
      setError(null);
    },
    elegirAnticipo: (valor: boolean) => {
      setAnticipo(valor);
      setError(null);
    },
    cambiarPlazo: (cambio: Partial<PlazoCredito>) => setPlazo((actual) => ({ ...actual, ...cambio })),
    revisar,
    aplicarVale,
    quitarVale,
  };
}
