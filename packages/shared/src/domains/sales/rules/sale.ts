/**
 * The whole check of a sale as sent (`VentaInput`) against the stored products: the server runs it
 * inside the transaction after re-reading prices, and the POS can run it before sending.
 * It rebuilds the cart from the stored tier prices, so a tampered price or discount is refused.
 */
import { compare, dec, roundMoney, toMoneyString, type DecimalesMoneda } from '../../../money';
import { ERROR_CODES } from '../../../errors';
import { MENSAJES } from '../../../messages';
import { decimalesCantidad } from '../../catalog/catalog';
import { MAX_CANTIDAD_LINEA, MAX_LINEAS_VENTA, TIPOS_PAGO, TIPOS_VENTA } from '../sales';
import type { LineaVentaInput, VentaInput } from '../sales.api';
import { calcularLinea, claveLinea, totalesCarrito, type LineaCarrito, type TotalesCarrito } from './cart';
import { revisarVencimiento } from './due-date';
import { revisarCantidad, revisarMonto } from './limites';
import { revisarCobro, type ResumenCobro } from './payments';

const M = MENSAJES.ventas;

/** A product or fraction as stored, with the tier prices that apply at the sale's branch. */
export interface ProductoVendible {
  id: number;
  fraccion_id: number | null;
  nombre: string;
  tipo_producto: number;
  /** Tier 1–5 → price; a missing tier cannot be sold at. */
  precios: Partial<Record<number, string>>;
}

export interface OpcionesVenta {
  decimales: DecimalesMoneda;
  permitirDescuento: boolean;
  precioEditable: boolean;
  redondeoTotal: boolean;
  ventasAlCredito: boolean;
  habilitarNoFactura: boolean;
  /** Today in the company's zone, 'YYYY-MM-DD'. */
  hoy: string;
}

export interface VentaRevisada {
  lineas: LineaCarrito[];
  totales: TotalesCarrito;
  cobro: ResumenCobro;
}

/** The refusals a client tells apart by their code (the rest are a plain 400). */
export type CodigoRevision = typeof ERROR_CODES.CASH_ABOVE_LIMIT | typeof ERROR_CODES.QUANTITY_ABOVE_LIMIT;

export type ResultadoVenta = { ok: true; venta: VentaRevisada } | { ok: false; error: string; codigo?: CodigoRevision };

function numero(texto: string): ReturnType<typeof dec> | null {
  try {
    return dec(texto);
  } catch {
    return null;
  }
}

/**
 * The cart lines as sent, against the stored products: at most 15 distinct lines (an order's own limit), quantities the
 * product allows (at most 99,999), the stored tier price unless prices are editable, discounts 0–100 only when
 * allowed. Answers the lines rebuilt with their amounts. Quotations use it too.
 */
export function revisarLineasVenta(
  entradas: readonly LineaVentaInput[],
  productos: ReadonlyMap<string, ProductoVendible>,
  opts: Pick<OpcionesVenta, 'decimales' | 'permitirDescuento' | 'precioEditable'>,
  /** A sales order has its own line limit and messages (SCOPE 1.2). */
  limites: { max: number; sinProductos: string; maxProductos: string } = {
    max: MAX_LINEAS_VENTA,
    sinProductos: M.sinProductos,
    maxProductos: M.maxProductos,
  },
): { ok: true; lineas: LineaCarrito[] } | { ok: false; error: string; codigo?: CodigoRevision } {
  if (entradas.length === 0) return { ok: false, error: limites.sinProductos };
  if (entradas.length > limites.max) return { ok: false, error: limites.maxProductos };
  const vistas = new Set<string>();
  const lineas: LineaCarrito[] = [];
  for (const entrada of entradas) {
    const clave = claveLinea(entrada);
    const producto = productos.get(clave);
    if (!producto) return { ok: false, error: M.productoNoDisponible };
    if (vistas.has(clave)) return { ok: false, error: M.productoRepetido(producto.nombre) };
    vistas.add(clave);

    const cantidad = numero(entrada.cantidad);
    const precio = numero(entrada.precio);
    const descuento = numero(entrada.desc_porcentaje || '0');
    if (!cantidad || !precio || !descuento) return { ok: false, error: MENSAJES.campos.money };
    if (compare(cantidad, 0) <= 0) return { ok: false, error: M.cantidadMayorACero };
    if (compare(cantidad, MAX_CANTIDAD_LINEA) > 0)
      return { ok: false, error: M.cantidadMaxima, codigo: ERROR_CODES.QUANTITY_ABOVE_LIMIT };
    const fueraDeRango = revisarCantidad(cantidad) ?? revisarMonto(precio);
    if (fueraDeRango) return { ok: false, error: fueraDeRango };
    if (cantidad.decimalPlaces() > decimalesCantidad(producto.tipo_producto))
      return { ok: false, error: M.cantidadDecimales(producto.nombre) };
    const precioTier = producto.precios[entrada.modelo_precio];
    // A tier price is charged as the POS shows it: to the company's decimals.
    if (precioTier === undefined) return { ok: false, error: M.productoNoDisponible };
    if (compare(precio, 0) < 0) return { ok: false, error: M.precioNegativo };
    if (precio.decimalPlaces() > opts.decimales) return { ok: false, error: MENSAJES.campos.money };
    if (!opts.precioEditable && compare(precio, roundMoney(precioTier, opts.decimales)) !== 0)
      return { ok: false, error: M.precioNoEditable(producto.nombre) };
    if (compare(descuento, 0) < 0 || compare(descuento, 100) > 0) return { ok: false, error: M.descuentoFueraDeRango };
    if (!descuento.isZero() && !opts.permitirDescuento) return { ok: false, error: M.descuentoNoPermitido };

    lineas.push(
      calcularLinea(
        {
          id: producto.id,
          fraccion_id: producto.fraccion_id,
          tipo_producto: producto.tipo_producto,
          cantidad: cantidad.toFixed(decimalesCantidad(producto.tipo_producto)),
          modelo_precio: entrada.modelo_precio,
          precio_original: toMoneyString(precioTier, opts.decimales),
          precio: precio.toFixed(),
          desc_porcentaje: descuento.toFixed(2),
          desc_monto: '0',
          precio_final: '0',
          total_importe: '0',
        },
        opts.decimales,
      ),
    );
  }
  return { ok: true, lineas };
}

/** Every cart, payment, sale-type and credit rule of a sale; the first broken one is returned. */
export function revisarVenta(
  venta: VentaInput,
  productos: ReadonlyMap<string, ProductoVendible>,
  opts: OpcionesVenta,
): ResultadoVenta {
  const revisadas = revisarLineasVenta(venta.productos, productos, opts);
  if (!revisadas.ok) return revisadas;
  const totales = totalesCarrito(revisadas.lineas, opts.decimales);
  const subtotalFuera = revisarMonto(totales.subtotal);
  if (subtotalFuera) return { ok: false, error: subtotalFuera };

  if (venta.tipo_venta === TIPOS_VENTA.CREDITO && venta.tipo_pago !== TIPOS_PAGO.PAGO_CREDITO)
    return { ok: false, error: M.tipoVentaCredito };
  if (venta.tipo_pago === TIPOS_PAGO.PAGO_CREDITO) {
    if (!opts.ventasAlCredito) return { ok: false, error: M.creditoNoHabilitado };
    const vencimiento = revisarVencimiento(venta.fecha_vencimiento, opts.hoy);
    if (vencimiento) return { ok: false, error: vencimiento };
  }
  if (venta.no_factura?.trim() && !opts.habilitarNoFactura) return { ok: false, error: M.noFacturaNoHabilitado };

  const cobro = revisarCobro(
    { total: totales.total, pagos: venta.pagos, tipo_pago: venta.tipo_pago, redondeo: venta.redondeo },
    opts,
  );
  if (!cobro.ok) return cobro;
  return { ok: true, venta: { lineas: revisadas.lineas, totales, cobro: cobro.resumen } };
}
