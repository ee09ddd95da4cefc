import { Descriptions } from 'antd';
import { useFormat } from '../../lib/useFormat';
import type { FacturaDevolucion } from '@pos/shared/domains/returns';

/** The invoice being returned: code, FEL serie-número, customer and total. */
export function FacturaResumen({ factura }: { factura: FacturaDevolucion }) {
  const format = useFormat();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} className="returns-resumen">
      <Descriptions.Item label="Venta">{factura.codigo}</Descriptions.Item>
      {factura.serie && (
        <Descriptions.Item label="Factura">
          {factura.serie}-{factura.numero}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Cliente">
        {factura.cliente.nombre}
        {factura.cliente.nit ? ` (${factura.cliente.nit})` : ''}
      </Descriptions.Item>
      <Descriptions.Item label="Total">{format.money(factura.movimiento.total_cobrar_pagar)}</Descriptions.Item>
    </Descriptions>
  );
}
