import type { FormaPago } from '@pos/shared/domains/sales/sales';
import { NOMBRES_FORMA_PAGO } from '@pos/shared/domains/sales/sales';
import type { DecimalesMoneda } from '@pos/shared/money';
import { moneyOf, quantityOf } from '../../../lib/values';
import type { SaleLineRow, SalePaymentRow } from './venta-partes.query';

/** A line's presentation: the fraction sold ("Caja de 12") or the unit's abbreviation. */
export const presentacionOf = (line: SaleLineRow) => line.fraccion_nombre ?? line.unidad_abreviatura ?? '';

/** A line's amounts with the company's decimals and the product's quantity decimals. */
export function lineaVenta(line: SaleLineRow, decimales: DecimalesMoneda) {
  return {
    codigo: line.codigo,
    nombre: line.nombre,
    presentacion: presentacionOf(line),
    cantidad: quantityOf(line.cantidad, line.tipo_producto),
    precio_original: moneyOf(line.precio_original, decimales),
    precio: moneyOf(line.precio, decimales),
    desc_porcentaje: moneyOf(line.desc_porcentaje, 2),
    desc_monto: moneyOf(line.desc_monto, decimales),
    precio_final: moneyOf(line.precio_final, decimales),
    total_importe: moneyOf(line.total_importe, decimales),
  };
}

export function pagoVenta(pago: SalePaymentRow, decimales: DecimalesMoneda) {
  const forma = pago.forma_pago as FormaPago;
  return {
    forma_pago: forma,
    nombre: NOMBRES_FORMA_PAGO[forma] ?? forma,
    monto: moneyOf(pago.monto, decimales),
    descripcion: pago.descripcion,
  };
}

/** The cash handed over: the cash payment plus the change given back (000 §3 Reprint data). */
export function efectivoRecibido(pagos: readonly SalePaymentRow[]): string | null {
  return pagos.find((p) => p.forma_pago === 'EFE')?.monto ?? null;
}
