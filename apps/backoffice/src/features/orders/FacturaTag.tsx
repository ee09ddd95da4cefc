import { Tag } from 'antd';
import { NOMBRES_ESTADO_DOCUMENTO_FEL, type EstadoDocumentoFel } from '@pos/shared/domains/invoicing/invoicing';
import type { OrdenVentaLista } from '@pos/shared/domains/orders';

const COLOR: Record<EstadoDocumentoFel, string> = { 10: 'processing', 20: 'green', 30: 'default', 40: 'red' };

/** The order's electronic document: its type, number and state; "Sin factura" before Facturar. */
export function FacturaTag({ factura }: { factura: OrdenVentaLista['factura'] }) {
  if (!factura) return <Tag>Sin factura</Tag>;
  const estado = factura.estado as EstadoDocumentoFel;
  const numero = factura.serie && factura.numero ? ` ${factura.serie}-${factura.numero}` : '';
  return (
    <Tag color={COLOR[estado]}>
      {factura.tipo}
      {numero} · {NOMBRES_ESTADO_DOCUMENTO_FEL[estado]}
    </Tag>
  );
}
