import type { QueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import { agregarLinea, type OpcionesCarrito } from '@pos/shared/domains/sales/rules/cart';
import type { Cotizacion } from '@pos/shared/domains/sales/sales.api';
import { fetchDetallesCotizacion } from '../quotations/quotations.api';
import { lineaDesdeProducto, type LineaPos } from './cartLines';
import { productosVentaQuery } from './pos.api';
import { CLIENTE_VACIO, type VentaEnCurso } from './ventaEnCurso';

/**
 * A quotation as the cart it was: its lines with their presentation, tier, price and discount,
 * each product re-read from `productos_venta` so the line has today's stock and presentations.
 */
export async function ventaDesdeCotizacion(
  queryClient: QueryClient,
  cotizacion: Cotizacion,
  opts: OpcionesCarrito,
): Promise<Pick<VentaEnCurso, 'lineas' | 'cliente' | 'referencia' | 'cotizacion'>> {
  const detalles = await fetchDetallesCotizacion(cotizacion.id);
  const productos = await Promise.all(
    detalles.map(async (d) => {
      const encontrados = await queryClient.fetchQuery(productosVentaQuery(d.producto.codigo, false));
      const producto = encontrados.find((p) => p.id === d.producto.id);
      if (!producto) throw new Error(MENSAJES.ventas.productoNoDisponible);
      return producto;
    }),
  );
  let lineas: LineaPos[] = [];
  detalles.forEach((d, i) => {
    const nueva = {
      ...lineaDesdeProducto(productos[i]!, d.modelo_precio, d.fraccion?.id ?? null),
      cantidad: d.cantidad,
      precio: d.precio,
      desc_porcentaje: d.desc_porcentaje,
    };
    const resultado = agregarLinea(lineas, nueva, opts);
    if (resultado.ok) lineas = resultado.lineas;
  });
  return {
    lineas,
    cliente: {
      ...CLIENTE_VACIO,
      id: cotizacion.cliente.id,
      tipo_documento: cotizacion.tipo_documento,
      nit: cotizacion.cliente.nit,
      nombre: cotizacion.cliente.nombre,
      direccion: cotizacion.cliente.direccion,
    },
    referencia: cotizacion.referencia,
    cotizacion: { id: cotizacion.id, codigo: cotizacion.codigo, enviado_caja: cotizacion.enviado_caja },
  };
}
