import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { compare } from '@pos/shared';
import type { TotalesCarrito } from '@pos/shared/domains/sales/rules/cart';
import { useFormat } from '../../../lib/useFormat';

export interface AccionVenta {
  key: string;
  label: string;
  /** The function key that runs it, shown on the button. */
  tecla: string;
  icon: ReactNode;
  primary?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}

interface Props {
  totales: TotalesCarrito;
  lineas: number;
  unidades: string;
  acciones: AccionVenta[];
}

/** The sale's totals with the total big enough to read from the customer's side, and the actions. */
export function SaleSummary({ totales, lineas, unidades, acciones }: Props) {
  const format = useFormat();
  return (
    <Flex vertical gap={12}>
      <div className="pos-totals">
        <Flex justify="space-between" className="pos-totals-detail">
          <Typography.Text type="secondary">{`${lineas} ${lineas === 1 ? 'producto' : 'productos'} · ${unidades} ${unidades === '1' ? 'unidad' : 'unidades'}`}</Typography.Text>
        </Flex>
        <Flex justify="space-between" className="pos-totals-detail">
          <Typography.Text>Subtotal</Typography.Text>
          <Typography.Text className="num">{format.money(totales.subtotal)}</Typography.Text>
        </Flex>
        {compare(totales.descuento, 0) !== 0 && (
          <Flex justify="space-between">
            <Typography.Text>Descuento</Typography.Text>
            <Typography.Text type="success" className="num">{`−${format.money(totales.descuento)}`}</Typography.Text>
          </Flex>
        )}
        <Flex justify="space-between" align="baseline" className="pos-grand-total">
          <span>Total</span>
          <span className="num" aria-label="Total de la venta">
            {format.money(totales.total)}
          </span>
        </Flex>
      </div>
      <div className="pos-summary-actions">
        {acciones.map((accion) => (
          <Button
            key={accion.key}
            size="large"
            type={accion.primary ? 'primary' : 'default'}
            className={accion.primary ? 'pos-charge-button' : undefined}
            icon={accion.icon}
            disabled={accion.disabled}
            loading={accion.loading}
            onClick={accion.onClick}
          >
            <span>{accion.label}</span>
            <kbd className="pos-kbd">{accion.tecla}</kbd>
          </Button>
        ))}
      </div>
    </Flex>
  );
}
