import { useState } from 'react';
import type { VentaRegistrada } from '@pos/shared/domains/sales/sales.api';
import { useFormat } from '../../../lib/useFormat';
import { useReceiptPrint } from '../receipt/useReceiptPrint';
import { LastSaleNotice, type UltimaVenta } from './LastSaleNotice';
import { useFacturaVenta, type FacturaVenta } from './useFacturaVenta';
import type { CotizacionCargada } from './ventaEnCurso';

interface Opciones {
  /** `conf_venta_imprimir_recibo`: the receipt, or with FEL the invoice, prints at the end of a sale. */
  imprimir: boolean;
  /** A reprint or the notice closed: the next scan goes to the search box. */
  alBuscador: () => void;
}

/**
 * The sale just charged, shown above the cart until the next one starts: its notice follows the
 * invoice while it certifies, and offers the reprints. `aviso` is the notice to place on screen.
 */
export function useUltimaVenta({ imprimir, alBuscador }: Opciones) {
  const format = useFormat();
  const receipt = useReceiptPrint();
  const [ultimaVenta, setUltimaVenta] = useState<UltimaVenta | null>(null);
  // The invoice of a sale keeps certifying while the next one is built: only its own notice changes.
  const facturaVenta = useFacturaVenta({
    imprimir,
    onCambio: (idVenta: number, factura: FacturaVenta) =>
      setUltimaVenta((actual) => (actual?.id === idVenta ? { ...actual, factura } : actual)),
  });

  const mostrar = (registrada: VentaRegistrada, cotizacion: CotizacionCargada | null) => {
    const idFactura = registrada.id_factura;
    setUltimaVenta({
      ...registrada,
      pagado: true,
      cotizacion,
      factura: idFactura === null ? null : { estado: 'proceso', idFactura },
    });
    // With FEL the invoice prints once certified (or the receipt, if it fails); without it, the receipt now.
    if (idFactura !== null) void facturaVenta.seguir({ ...registrada, id_factura: idFactura });
    else if (imprimir) void receipt.print(registrada.id);
  };

  const aviso = ultimaVenta && (
    <LastSaleNotice
      venta={ultimaVenta}
      money={format.money}
      onReimprimirRecibo={() => void receipt.print(ultimaVenta.id).then(alBuscador)}
      onReimprimirFactura={(idFactura) => void facturaVenta.facturaPrint.print(idFactura).then(alBuscador)}
      onClose={() => {
        setUltimaVenta(null);
        alBuscador();
      }}
    />
  );

  return { aviso, mostrar, olvidar: () => setUltimaVenta(null) };
}
