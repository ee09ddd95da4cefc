import { Card, Descriptions } from 'antd';
import type { OrdenVentaDetalle } from '@pos/shared/domains/orders';
import { useFormat } from '../../lib/useFormat';
import { OrderAbonoButton } from '../receivables';

/**
 * The order's receivable: its balance and due date, and the payment modal of the receivables
 * feature (`ordenes_venta/abono`), which refreshes this order when a payment is recorded.
 */
export function OrderPaymentSlot({ orden }: { orden: OrdenVentaDetalle }) {
  const format = useFormat();
  if (!orden.cuenta) return null;
  return (
    <Card
      size="small"
      title="Cuenta por cobrar"
      extra={orden.activo ? <OrderAbonoButton ventaId={orden.id} saldo={orden.cuenta.saldo} /> : null}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'monto', label: 'Monto', children: format.money(orden.cuenta.monto) },
          { key: 'saldo', label: 'Saldo', children: format.money(orden.cuenta.saldo) },
          { key: 'vence', label: 'Vence', children: orden.fecha_vencimiento ?? '' },
        ]}
      />
    </Card>
  );
}
