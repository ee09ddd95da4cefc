import { documentosFel as documentosPorTipo } from '@pos/shared/domains/invoicing/settings';
import { TIPOS_DOCUMENTO_CLIENTE, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { esNitConsumidorFinal } from '@pos/shared/domains/customers';
import { compare, dec, mul, roundMoney, sub, toMoneyString } from '@pos/shared/money';
import type { DireccionDte, DteEntrada, EmisorDte, LineaDte, ReceptorDte } from '../dte/tipos';
import { montosLinea, totalesDte } from '../dte/montos';
import { DIRECCION_POR_DEFECTO, llevaIva } from '../dte/reglas';
import { fechaGuatemala } from '../dte/fechas';
import type { EmisorFel } from '../settings/emisor';
import type { LineaVentaFel, VentaFel } from './venta-fel.query';

/** The receiver of the invoice: the sale's customer, or what `data_cliente` changed it to. */
export interface ReceptorVenta {
  tipoDocumento: number;
  nit: string;
  nombre: string;
  direccion: string;
}

/** SAT has no default postal code per branch; Guatemala City's is what public integrations send (FEL.md §3.2). */
const CODIGO_POSTAL = '01001';
const DESCRIPCION_REDONDEO = 'AJUSTE POR REDONDEO';

/** The document a sale of this type issues for this company (P3-15, P3-70): FCAM/FCAP only for credit sales. */
export function tipoDteDeVenta(tipoVenta: number, emisor: Pick<EmisorFel, 'afiliacionIva' | 'tipoFactura'>) {
  const documentos = documentosPorTipo(emisor.afiliacionIva, emisor.tipoFactura);
  return tipoVenta === TIPOS_VENTA.CREDITO ? documentos.credito : documentos.factura;
}

export function receptorDeVenta(r: ReceptorVenta): ReceptorDte {
  const direccion: DireccionDte = {
    ...DIRECCION_POR_DEFECTO,
    direccion: r.direccion.trim() || DIRECCION_POR_DEFECTO.direccion,
  };
  const nombre = r.nombre.trim();
  if (r.tipoDocumento === TIPOS_DOCUMENTO_CLIENTE.DPI) return { tipo: 'CUI', cui: r.nit, nombre, direccion };
  if (r.tipoDocumento === TIPOS_DOCUMENTO_CLIENTE.EXTRANJERO) return { tipo: 'EXT', id: r.nit, nombre, direccion };
  if (esNitConsumidorFinal(r.nit)) return { tipo: 'CF', nombre: nombre || undefined, direccion };
  return { tipo: 'NIT', nit: r.nit, nombre, direccion };
}

/** UnidadMedida is 1–3 characters: the unit's abbreviation when it fits, else UNI. */
export function unidadMedida(abreviatura: string): string {
  const limpia = abreviatura
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return limpia.length >= 1 && limpia.length <= 3 ? limpia : 'UNI';
}

/** The Item of a line that credits or charges exactly `total`, IVA included. */
export interface LineaConTotal {
  bienOServicio: 'B' | 'S';
  cantidad: string;
  /** Unit price before the line discount. */
  precioUnitario: string;
  /** What the line amounts to; Descuento is whatever brings Precio down to it. */
  total: string;
  descripcion: string;
  unidadMedida?: string;
  numeroLinea?: number;
}

/**
 * An Item whose Total is exactly `total`: Precio is cantidad × precio (rounded to cents, FEL.md
 * §6) and the discount is whatever brings it down to the total, so the document adds up to what
 * was charged (an invoice) or credited (a credit note).
 */
export function lineaConTotal(l: LineaConTotal): LineaDte {
  const precio = roundMoney(mul(l.cantidad, l.precioUnitario));
  const total = roundMoney(l.total);
  const descuento = compare(total, precio) > 0 ? dec(0) : sub(precio, total);
  return {
    bienOServicio: l.bienOServicio,
    cantidad: l.cantidad,
    unidadMedida: l.unidadMedida,
    descripcion: l.descripcion,
    precioUnitario: l.precioUnitario,
    descuento: toMoneyString(descuento),
    ...(l.numeroLinea === undefined ? {} : { numeroLinea: l.numeroLinea }),
  };
}

/** One sale line as an Item whose Total is exactly what the line charged. */
function lineaDte(l: LineaVentaFel): LineaDte {
  return lineaConTotal({
    bienOServicio: l.servicio ? 'S' : 'B',
    cantidad: l.cantidad,
    precioUnitario: l.precio,
    total: l.totalImporte,
    descripcion: l.nombre,
    unidadMedida: unidadMedida(l.unidad),
  });
}

/**
 * The 0.05 rounding of the total (000 §5): rounding up is charged as a service line of its own;
 * rounding down is a discount on the last line that can absorb it (Descuento ≤ Precio).
 */
function conRedondeo(lineas: LineaDte[], ajuste: string): LineaDte[] {
  const monto = roundMoney(ajuste);
  if (monto.isZero()) return lineas;
  if (monto.isPositive()) {
    return [
      ...lineas,
      {
        bienOServicio: 'S',
        cantidad: '1',
        unidadMedida: 'UNI',
        descripcion: DESCRIPCION_REDONDEO,
        precioUnitario: toMoneyString(monto),
      },
    ];
  }
  const rebaja = monto.abs();
  const resultado = [...lineas];
  for (let i = resultado.length - 1; i >= 0; i--) {
    const l = resultado[i]!;
    const precio = roundMoney(mul(l.cantidad, l.precioUnitario));
    const descuento = dec(l.descuento ?? 0).plus(rebaja);
    if (compare(descuento, precio) <= 0) {
      resultado[i] = { ...l, descuento: toMoneyString(descuento) };
      return resultado;
    }
  }
  return resultado;
}

/**
 * FCAM/FCAP instalments (FEL.md §4.3): what was paid at the till falls due today, the rest on the
 * credit's due date; they add up to the invoice's grand total.
 */
function abonosDeVenta(venta: Pick<VentaFel, 'totalPagado' | 'fechaVencimiento'>, granTotal: string, emision: Date) {
  const hoy = fechaGuatemala(emision);
  const vencimiento = venta.fechaVencimiento && venta.fechaVencimiento > hoy ? venta.fechaVencimiento : hoy;
  const anticipo = roundMoney(venta.totalPagado);
  if (anticipo.isZero() || compare(anticipo, granTotal) >= 0 || vencimiento === hoy)
    return [{ fechaVencimiento: vencimiento, monto: granTotal }];
  return [
    { fechaVencimiento: hoy, monto: toMoneyString(anticipo) },
    { fechaVencimiento: vencimiento, monto: toMoneyString(sub(granTotal, anticipo)) },
  ];
}

/** The issuer as every document of the branch writes it. */
export function emisorDte(emisor: EmisorFel): EmisorDte {
  return {
    nit: emisor.nitEmisor,
    nombre: emisor.nombreEmisor,
    nombreComercial: emisor.nombreComercial,
    afiliacionIva: emisor.afiliacionIva,
    codigoEstablecimiento: emisor.codigoEstablecimiento,
    correo: emisor.correoEmisor || undefined,
    direccion: { ...emisor.direccion, codigoPostal: CODIGO_POSTAL },
    frases: emisor.frases.map((f) => ({
      tipoFrase: f.tipo_frase,
      codigoEscenario: f.codigo_escenario,
      numeroResolucion: f.numero_resolucion ?? undefined,
      fechaResolucion: f.fecha_resolucion ?? undefined,
    })),
  };
}

/** The builder's input for a sale's invoice, emitted now (FEL.md §3.1: FechaHoraEmision = now). */
export function dteDeVenta(venta: VentaFel, emisor: EmisorFel, receptor: ReceptorVenta, emision: Date): DteEntrada {
  const tipo = tipoDteDeVenta(venta.tipoVenta, emisor);
  const lineas = conRedondeo(venta.lineas.map(lineaDte), venta.ajusteRedondeo);
  const base = {
    emisor: emisorDte(emisor),
    receptor: { ...receptorDeVenta(receptor), correo: venta.correoCliente || undefined },
    lineas,
    fechaHoraEmision: emision,
  };
  if (tipo === 'FCAM' || tipo === 'FCAP') {
    const { granTotal } = totalesDte(
      lineas.map((l, i) => montosLinea(l, i + 1, llevaIva(tipo))),
      llevaIva(tipo),
    );
    return { ...base, tipo, abonos: abonosDeVenta(venta, granTotal, emision) };
  }
  return { ...base, tipo };
}
