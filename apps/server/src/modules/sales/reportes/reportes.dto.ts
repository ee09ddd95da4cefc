import type { GananciaBruta, ProductoMasVendido } from '@pos/shared/domains/sales/reports';
import { dec, sub, toDecimalString, toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import type { listGananciaBruta, listMasVendidos } from './reportes.query';

type MasVendidoRow = Awaited<ReturnType<typeof listMasVendidos>>['rows'][number];
type GananciaBrutaRow = Awaited<ReturnType<typeof listGananciaBruta>>['rows'][number];

/** A best-seller row as the screen and the workbook read it. */
export function toProductoMasVendido(r: MasVendidoRow, decimales: DecimalesMoneda): ProductoMasVendido {
  return {
    fraccion_data: { id: r.fraccionId, producto: r.productoId, codigo: r.codigo, nombre: r.nombre },
    cantidad: toDecimalString(r.cantidad, 3),
    total_ventas: toMoneyString(r.total, decimales),
  };
}

/** A gross-profit row: the profit is sales less cost; the margin its share of sales, in percent. */
export function toGananciaBruta(r: GananciaBrutaRow, decimales: DecimalesMoneda): GananciaBruta {
  const ganancia = sub(r.total, r.costo);
  const margen = dec(r.total).isZero() ? dec(0) : ganancia.div(r.total).mul(100);
  return {
    producto: { id: r.productoId, codigo: r.codigo, nombre: r.nombre },
    cantidad: toDecimalString(r.cantidad, 3),
    total_ventas: toMoneyString(r.total, decimales),
    costo: toMoneyString(r.costo, decimales),
    ganancia_bruta: toMoneyString(ganancia, decimales),
    margen: toDecimalString(margen, 2),
  };
}
