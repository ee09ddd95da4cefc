import { useEffect, useState } from 'react';
import type { OpcionesCarrito } from '@pos/shared/domains/sales/rules/cart';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { agregarProducto, type LineaPos } from './cartLines';

const FLASH_MS = 1200;

interface Opciones {
  lineas: LineaPos[];
  opciones: OpcionesCarrito;
  onChange: (lineas: LineaPos[]) => void;
  onError: (mensaje: string) => void;
  /** A product entered the cart: a new sale has begun. */
  onAgregado: () => void;
}

/**
 * Adding products to the cart by the cart rules. The line a product landed on flashes for a
 * moment (`destacada`), so the cashier sees which one a scan raised without reading the list.
 */
export function useCart({ lineas, opciones, onChange, onError, onAgregado }: Opciones) {
  const [destacada, setDestacada] = useState<string | null>(null);

  useEffect(() => {
    if (destacada === null) return;
    const timer = setTimeout(() => setDestacada(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [destacada]);

  /** One unit, or `cantidad` (the weight typed for a product sold by weight). */
  const agregar = (producto: ProductoVenta, cantidad?: string) => {
    const resultado = agregarProducto(lineas, producto, opciones, cantidad);
    if (!resultado.ok) return onError(resultado.error);
    onAgregado();
    onChange(resultado.lineas);
    const agregada = resultado.lineas.find(
      (l) => l.id === producto.id && (l.fraccion_id === producto.fraccion_id || producto.fraccion_id === null),
    );
    setDestacada(agregada?.key ?? null);
  };

  return { destacada, agregar };
}
