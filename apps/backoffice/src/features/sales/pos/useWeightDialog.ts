import { useRef, useState, type ComponentProps, type RefObject } from 'react';
import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import type { ProductSearchHandle } from './ProductSearch';
import { WeightDialog } from './WeightDialog';

interface Opciones {
  buscador: RefObject<ProductSearchHandle | null>;
  agregar: (producto: ProductoVenta, cantidad?: string) => void;
  /** `useSearchFocus`'s: the search box takes the focus back once the dialog has gone. */
  returnFocus: (rootClassName: string) => void;
}

/**
 * Picking a product: one unit, or for a product sold by weight the weight the cashier types in
 * `WeightDialog` (`dialogo` are its props). A code scanned while the weight is asked is not the
 * weight's: it waits, and the search box takes it once the dialog has gone.
 */
export function useWeightDialog({ buscador, agregar, returnFocus }: Opciones) {
  const [pesando, setPesando] = useState<ProductoVenta | null>(null);
  const escaneosEnEspera = useRef<string[]>([]);

  const elegir = (producto: ProductoVenta) =>
    esAGranel(producto.tipo_producto) ? setPesando(producto) : agregar(producto);

  const escanear = (codigo: string) => {
    if (pesando) escaneosEnEspera.current.push(codigo);
    else buscador.current?.scan(codigo);
  };

  const dialogo: ComponentProps<typeof WeightDialog> = {
    producto: pesando,
    onConfirm: (cantidad) => {
      if (pesando) agregar(pesando, cantidad);
      setPesando(null);
    },
    onCancel: () => setPesando(null),
    afterClose: () => {
      returnFocus(WeightDialog.rootClassName);
      for (const codigo of escaneosEnEspera.current.splice(0)) buscador.current?.scan(codigo);
    },
  };

  return { elegir, escanear, dialogo };
}
