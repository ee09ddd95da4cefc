import { MENSAJES } from '@pos/shared';
import {
  ajustarCantidadDevolucion,
  MOTIVO_DEVOLUCION_POR_DEFECTO,
  MOTIVOS_DEVOLUCION_LISTA,
  MOTIVOS_VALE,
  NOMBRES_MOTIVO_DEVOLUCION,
  precioCalculado as precioSinRedondear,
  TIPOS_ADICION_NOTA,
  type AdicionNota,
  type DevolucionInput,
  type FacturaDevolucion,
  type MotivoDevolucion,
  type ProductoFacturaDevolucion,
} from '@pos/shared/domains/returns';
import { compare, dec, div, mul, roundMoney, sum, toMoneyString } from '@pos/shared/money';

export const nombreMotivo = (motivo: number): string =>
  NOMBRES_MOTIVO_DEVOLUCION[motivo as MotivoDevolucion] ?? String(motivo);

/** The reasons a return offers: 50 (discount) only on an FEL credit note (SCOPE §1.1 Constants). */
export const motivosDe = (notaCreditoFel: boolean): readonly number[] =>
  notaCreditoFel ? MOTIVOS_DEVOLUCION_LISTA : MOTIVOS_VALE;

/** Why a quantity was changed or refused; shown under the line. */
export type AvisoCantidad = 'requerida' | 'negativa' | 'topada' | null;

/** A chosen return line (SCOPE §1.1 "Chosen return line"). */
export interface LineaElegida {
  key: string;
  /** The sale line; null for an additional note item. */
  detalle: number | null;
  adicion: number | null;
  nombre: string;
  /** Bulk products take 3 decimals; the others whole units. */
  decimales: number;
  elegida: boolean;
  /** null while empty. */
  cantidad: string | null;
  disponible: string;
  requerido: boolean;
  aviso: AvisoCantidad;
  motivo: number;
  ingreso_bodega: boolean;
  nota: string;
  porcentaje_precio: string;
  precio: string;
  precio_calculado: string;
}

/** money per line = precio × porcentaje_precio / 100 × cantidad (SCOPE §1.1), shown to the cent. */
export function precioCalculado(precio: string, porcentaje: string, cantidad: string | null): string {
  if (cantidad === null) return '0.00';
  return toMoneyString(roundMoney(precioSinRedondear(precio, porcentaje, cantidad)));
}

/** A sale line as the selection starts it: not chosen, everything still available, reason 10, back to stock. */
export function lineaDeFactura(linea: ProductoFacturaDevolucion): LineaElegida {
  return {
    key: `detalle-${linea.id}`,
    detalle: linea.id,
    adicion: null,
    nombre: linea.nombre,
    decimales: linea.a_granel ? 3 : 0,
    elegida: false,
    cantidad: linea.disponible,
    disponible: linea.disponible,
    requerido: false,
    aviso: null,
    motivo: MOTIVO_DEVOLUCION_POR_DEFECTO,
    ingreso_bodega: true,
    nota: '',
    porcentaje_precio: '100',
    // What was charged for one unit, after the line's discount.
    precio: linea.precio_final,
    precio_calculado: precioCalculado(linea.precio_final, '100', linea.disponible),
  };
}

/**
 * The spec's quantity rules (000 §6 Returns): empty is flagged required; a negative becomes 0 and
 * is flagged required; above what is still available it is capped at the available quantity.
 */
export function conCantidad(linea: LineaElegida, valor: string | null): LineaElegida {
  const ajuste = ajustarCantidadDevolucion(valor, linea.disponible);
  const cantidad = ajuste.cantidad === '' ? null : ajuste.cantidad;
  const texto = valor?.trim() ?? '';
  const aviso: AvisoCantidad =
    texto !== '' && dec(texto).isNegative()
      ? 'negativa'
      : ajuste.requerido
        ? 'requerida'
        : compare(texto, linea.disponible) > 0
          ? 'topada'
          : null;
  return {
    ...linea,
    cantidad,
    aviso,
    requerido: ajuste.requerido,
    precio_calculado: precioCalculado(linea.precio, linea.porcentaje_precio, cantidad),
  };
}

export function conPorcentaje(linea: LineaElegida, porcentaje: string | null): LineaElegida {
  const valor = porcentaje === null || porcentaje === '' ? '0' : porcentaje;
  const acotado = compare(valor, 100) > 0 ? '100' : dec(valor).isNegative() ? '0' : valor;
  return {
    ...linea,
    porcentaje_precio: acotado,
    precio_calculado: precioCalculado(linea.precio, acotado, linea.cantidad),
  };
}

export function textoAviso(linea: Pick<LineaElegida, 'aviso' | 'disponible'>): string | null {
  const m = MENSAJES.pantallasDevolucion;
  switch (linea.aviso) {
    case 'requerida':
      return m.cantidadRequerida;
    case 'negativa':
      return m.cantidadNegativa;
    case 'topada':
      return m.cantidadTopada(linea.disponible);
    default:
      return null;
  }
}

/**
 * Checks the chosen lines before going on: at least one line, and every chosen line with a
 * quantity above 0. Returns the lines with their flags set, and the message to show (or null).
 */
export function validarSeleccion(lineas: readonly LineaElegida[]): { lineas: LineaElegida[]; error: string | null } {
  const elegidas = lineas.filter((l) => l.elegida);
  if (elegidas.length === 0) return { lineas: [...lineas], error: MENSAJES.devoluciones.seleccioneProducto };
  const marcadas = lineas.map((l) =>
    l.elegida && (l.cantidad === null || dec(l.cantidad).isZero()) ? conCantidad(l, l.cantidad) : l,
  );
  const invalida = marcadas.some((l) => l.elegida && l.requerido);
  return { lineas: marcadas, error: invalida ? MENSAJES.pantallasDevolucion.cantidadRequerida : null };
}

/** A selected copy of an additional note item: key, precio, porcentaje_precio 100, cantidad 1, nota, motivo. */
export function lineaDeAdicion(adicion: AdicionNota, totalFactura: string, motivo: number): LineaElegida {
  const precio =
    adicion.tipo === TIPOS_ADICION_NOTA.MONTO_FIJO
      ? toMoneyString(adicion.valor)
      : toMoneyString(roundMoney(div(mul(totalFactura, adicion.valor), 100)));
  return {
    key: `adicion-${adicion.id}`,
    detalle: null,
    adicion: adicion.id,
    nombre: adicion.nombre,
    decimales: 0,
    elegida: true,
    cantidad: '1',
    disponible: '1',
    requerido: false,
    aviso: null,
    motivo,
    ingreso_bodega: false,
    nota: '',
    porcentaje_precio: '100',
    precio,
    precio_calculado: precio,
  };
}

export function totalDevolucion(lineas: readonly LineaElegida[]): string {
  return toMoneyString(sum(lineas.filter((l) => l.elegida).map((l) => l.precio_calculado)));
}

type LineaBody = DevolucionInput['productos'][number];

export function cuerpoLinea(linea: LineaElegida): LineaBody {
  return {
    ...(linea.detalle !== null ? { id: linea.detalle } : { adicion_id: linea.adicion! }),
    key: linea.key,
    cantidad: linea.cantidad ?? '0',
    motivo: linea.motivo,
    ingreso_bodega: linea.detalle !== null && linea.ingreso_bodega,
    nota: linea.nota.trim(),
    porcentaje_precio: linea.porcentaje_precio,
    precio: linea.precio,
    precio_calculado: linea.precio_calculado,
  };
}

/** The body of `POST devoluciones` {productos, concepto, venta, id_factura}. */
export function cuerpoDevolucion(
  factura: FacturaDevolucion,
  lineas: readonly LineaElegida[],
  concepto: string,
): DevolucionInput {
  return {
    productos: lineas.filter((l) => l.elegida).map(cuerpoLinea),
    concepto: concepto.trim(),
    venta: factura.id,
    id_factura: factura.id_factura,
  };
}
