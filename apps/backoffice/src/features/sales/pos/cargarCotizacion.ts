import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { agregarLinea, type OpcionesCarrito } from '@pos/shared/domains/sales/rules/cart';
import type { Cotizacion } from '@pos/shared/domains/sales/sales.api';
import { textosCotizacion } from '@pos/shared/domains/sales/pedidos';
import { useFeedback } from '../../../lib/feedback';
import type { EstadoNavegacionPos } from '../posNavigation';
import { fetchDetallesCotizacion } from '../quotations/quotations.api';
import { lineaDesdeProducto, type LineaPos } from './cartLines';
import { productosVentaQuery } from './pos.api';
import type { Confirmar } from './useSearchFocus';
import { CLIENTE_VACIO, type VentaEnCurso } from './ventaEnCurso';

/**
 * A quotation as the cart it was: its lines with their presentation, tier, price and discount,
 * each product re-read from `productos_venta` so the line has today's stock and presentations.
 */
async function ventaDesdeCotizacion(
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

type VentaCargada = Awaited<ReturnType<typeof ventaDesdeCotizacion>>;

interface Opciones {
  /** A cart with lines asks before the quotation replaces it. */
  carritoVacio: boolean;
  opciones: OpcionesCarrito;
  confirm: Confirmar;
  onCargada: (venta: VentaCargada) => void;
}

/**
 * Loading a quotation or a counter's order into the cart (`cargar`, with the id `cargando` while
 * it loads). The quotation list opens the screen with one to load in its navigation state: it is
 * loaded once, and the state cleared so a reload does not load it again.
 */
export function useCargarCotizacion({ carritoVacio, opciones, confirm, onCargada }: Opciones) {
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const [cargando, setCargando] = useState<number | null>(null);

  const cargar = (cotizacion: Cotizacion) => {
    const traer = async () => {
      setCargando(cotizacion.id);
      try {
        onCargada(await ventaDesdeCotizacion(queryClient, cotizacion, opciones));
      } catch (error) {
        feedback.error(error, MENSAJES.general.errorObtenerDatos);
      } finally {
        setCargando(null);
      }
    };
    if (carritoVacio) return void traer();
    confirm({
      title: textosCotizacion(cotizacion.enviado_caja).confirmarCargar,
      okText: 'Cargar',
      cancelText: 'Cancelar',
      onOk: traer,
    });
  };

  const aCargar = (location.state as EstadoNavegacionPos | null)?.cargarCotizacion;
  useEffect(() => {
    if (!aCargar) return;
    void navigate(location.pathname, { replace: true, state: null });
    cargar(aCargar);
    // Only once per navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aCargar]);

  return { cargando, cargar };
}
