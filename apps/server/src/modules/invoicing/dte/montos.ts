import { MENSAJES } from '@pos/shared/messages';
import { baseGravable, compare, dec, roundMoney, roundToStep, sub, sum, toMoneyString } from '@pos/shared/money';
import type { DecimalInput } from '@pos/shared/money';
import { ErrorDte } from './errores';
import type { LineaDte, MontosDte, MontosLineaDte } from './tipos';

/** NumeroNDecimales in GT_Documento-0.2.0: non-negative, at most 10 fraction digits. */
const MAX_DECIMALES_SAT = 10;

type Decimal = ReturnType<typeof dec>;

function montoSat(valor: DecimalInput, error: () => ErrorDte): Decimal {
  let d: Decimal;
  try {
    d = dec(valor);
  } catch {
    throw error();
  }
  if (d.isNegative() || d.decimalPlaces() > MAX_DECIMALES_SAT) throw error();
  return d;
}

/** At least two decimals, more only when the value has them: 25 → '25.00', 12.125 → '12.125'. */
function conDosDecimalesAlMenos(d: Decimal): string {
  return d.toFixed(Math.max(2, d.decimalPlaces()));
}

/**
 * One Item's amounts, FEL.md §6 recipe, with IVA included in the price:
 * Precio = round(Cantidad × PrecioUnitario, 2); Total = Precio − Descuento;
 * MontoGravable = round_half_up(Total / 1.12, 2); MontoImpuesto = Total − MontoGravable.
 * Without IVA (FPEQ, FCAP) the tax fields are null.
 */
export function montosLinea(linea: LineaDte, numeroLinea: number, conIva: boolean): MontosLineaDte {
  const cantidad = montoSat(linea.cantidad, () => new ErrorDte('lineas', MENSAJES.dte.cantidadInvalida(numeroLinea)));
  if (cantidad.isZero()) throw new ErrorDte('lineas', MENSAJES.dte.cantidadInvalida(numeroLinea));
  const precioUnitario = montoSat(
    linea.precioUnitario,
    () => new ErrorDte('lineas', MENSAJES.dte.montoInvalido(numeroLinea, 'el precio unitario')),
  );
  const descuento = roundMoney(
    montoSat(
      linea.descuento ?? 0,
      () => new ErrorDte('lineas', MENSAJES.dte.montoInvalido(numeroLinea, 'el descuento')),
    ),
  );
  const precio = roundMoney(cantidad.times(precioUnitario));
  // RCP314: Descuento ≤ Precio (which also keeps Total non-negative, as the schema requires).
  if (compare(descuento, precio) > 0) throw new ErrorDte('lineas', MENSAJES.dte.descuentoMayorQuePrecio(numeroLinea));
  const total = sub(precio, descuento);
  const gravable = conIva ? baseGravable(total) : null;
  return {
    numeroLinea,
    cantidad: cantidad.toFixed(),
    precioUnitario: conDosDecimalesAlMenos(precioUnitario),
    precio: toMoneyString(precio),
    descuento: toMoneyString(descuento),
    montoGravable: gravable ? toMoneyString(gravable) : null,
    montoImpuesto: gravable ? toMoneyString(sub(total, gravable)) : null,
    total: toMoneyString(total),
  };
}

/**
 * Totales from the lines' own rounded amounts (FEL.md §6 steps 5–6): TotalMontoImpuesto is the sum
 * of MontoImpuesto, never recomputed from GranTotal, and GranTotal is the sum of Total (RCP349).
 */
export function totalesDte(lineas: MontosLineaDte[], conIva: boolean): MontosDte {
  return {
    lineas,
    totalIva: conIva ? toMoneyString(sum(lineas.map((l) => l.montoImpuesto ?? 0))) : null,
    granTotal: toMoneyString(sum(lineas.map((l) => l.total))),
  };
}

/**
 * An even instalment plan for an exchange invoice: the cents that do not divide evenly go to the
 * last instalment, so the plan always adds up to the grand total (FEL.md §4.3).
 */
export function abonosIguales(
  granTotal: DecimalInput,
  fechasVencimiento: readonly (string | Date)[],
): { fechaVencimiento: string | Date; monto: string }[] {
  const n = fechasVencimiento.length;
  if (n === 0) return [];
  const total = roundMoney(granTotal);
  const cuota = roundToStep(total.dividedBy(n), '0.01', 'abajo');
  const ultima = total.minus(cuota.times(n - 1));
  return fechasVencimiento.map((fechaVencimiento, i) => ({
    fechaVencimiento,
    monto: toMoneyString(i === n - 1 ? ultima : cuota),
  }));
}
