import type { LineaCarrito } from '@pos/shared/domains/sales/rules/index';
import { mul } from '@pos/shared/money';
import type { ProductoVenta } from './productos-vendibles.repo';
import type { DetalleVenta } from './ventas.repo';
import { d4 } from '../../lib/values';

/** A checked cart line with the product it sells. */
export type LineaVendida = LineaCarrito & { producto: ProductoVenta };

/** The stored line of a sale or an order: the cart's amounts, the base units and the cost of what it sells. */
export function detalleVenta(l: LineaVendida): DetalleVenta {
  const p = l.producto;
  return {
    productoId: l.id,
    fraccionId: l.fraccion_id,
    unidadMedidaId: p.unidadMedidaId,
    codigo: p.codigo,
    nombre: p.nombre.slice(0, 250),
    cantidad: d4(l.cantidad),
    cantidadBase: d4(mul(l.cantidad, p.contenido).toFixed()),
    modeloPrecio: l.modelo_precio,
    precioOriginal: d4(l.precio_original),
    precio: d4(l.precio),
    descPorcentaje: d4(l.desc_porcentaje),
    descMonto: d4(l.desc_monto),
    precioFinal: d4(l.precio_final),
    totalImporte: d4(l.total_importe),
    costo: d4(mul(p.costoBase, p.contenido).toFixed()),
  };
}
