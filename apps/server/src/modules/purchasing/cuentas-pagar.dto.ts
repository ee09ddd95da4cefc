import {
  ESTADOS_CUENTA_PAGAR,
  type AbonoCuentaPagar,
  type CuentaPagar,
  type RetiroCajaPagar,
} from '@pos/shared/domains/payables';
import { FORMAS_PAGO } from '@pos/shared/domains/sales/sales';
import { todayInGuatemala } from '@pos/shared/format';
import { add, compare, dec, toMoneyString } from '@pos/shared/money';
import type { AbonoCuentaPagarRow, CuentaPagarCompleta, RetiroPagoRow } from './cuentas-pagar.repo';

/** P3-08: an unfinished account with a balance whose due date has passed is overdue (3). */
export function estadoCuentaPagar(
  cuenta: Pick<CuentaPagarCompleta, 'estado' | 'saldo' | 'fechaVencimiento'>,
  hoy: string,
) {
  if (cuenta.estado === ESTADOS_CUENTA_PAGAR.FINALIZADA) return ESTADOS_CUENTA_PAGAR.FINALIZADA;
  return compare(cuenta.saldo, 0) > 0 && cuenta.fechaVencimiento < hoy
    ? ESTADOS_CUENTA_PAGAR.VENCIDA
    : ESTADOS_CUENTA_PAGAR.PENDIENTE;
}

export function toAbonoCuentaPagar(a: AbonoCuentaPagarRow): AbonoCuentaPagar {
  return {
    id: a.id,
    orden_compra: a.ordenCompraId,
    monto: toMoneyString(a.monto),
    descuento: toMoneyString(a.descuento),
    total: toMoneyString(add(a.monto, a.descuento)),
    tipo_abono: a.tipoAbono,
    forma_pago: a.formaPago,
    num_documento: a.numDocumento,
    banco: a.banco,
    observacion: a.observacion,
    aplicar_descuento: a.aplicarDescuento,
    nota_de_descuento: a.notaDeDescuento,
    numero_documento: a.numeroDocumento,
    movimiento_caja: a.movimientoCajaId,
    sucursal: a.sucursal,
    usuario: a.usuario,
    anulado: a.anulado,
    motivo_anulacion: a.motivoAnulacion,
    creado: a.creado.toISOString(),
  };
}

export function toCuentaPagar(cuenta: CuentaPagarCompleta, hoy = todayInGuatemala()): CuentaPagar {
  return {
    id: cuenta.id,
    saldo_inicial: toMoneyString(cuenta.saldoInicial),
    saldo: toMoneyString(cuenta.saldo),
    fecha_vencimiento: cuenta.fechaVencimiento,
    estado: estadoCuentaPagar(cuenta, hoy),
    abonos: cuenta.abonos.map(toAbonoCuentaPagar),
  };
}

export function toRetiroCajaPagar(r: RetiroPagoRow): RetiroCajaPagar {
  return {
    id: r.movimiento.id,
    creado: r.movimiento.creado.toISOString(),
    // The movement's total is what left the drawer (its cash amount is the negative of it).
    total: toMoneyString(dec(r.movimiento.total)),
    forma_pago: FORMAS_PAGO.EFECTIVO,
    concepto: r.movimiento.concepto,
    anulado: r.movimiento.anulado,
    abono: r.abono,
    caja: r.caja,
    sucursal: r.sucursal,
    usuario: r.usuario,
    orden_compra: { id: r.orden.id, numero_documento: r.orden.numeroDocumento },
    proveedor: r.proveedor,
  };
}
