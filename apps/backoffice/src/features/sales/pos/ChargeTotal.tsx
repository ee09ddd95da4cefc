import { Flex, Radio, Typography } from 'antd';
import { MENSAJES, sub, type ModoRedondeo } from '@pos/shared';
import type { TotalRedondeado } from '@pos/shared/domains/sales/rules/payments';
import { useFormat } from '../../../lib/useFormat';
import type { ValeAplicado } from './voucherRedemption';

interface Props {
  /** The sale's total, before rounding. */
  total: string;
  /** The total after the rounding chosen. */
  aCobrar: string;
  vale: ValeAplicado | null;
  redondeo: TotalRedondeado & { valor: ModoRedondeo | null };
  onRedondeo: (modo: ModoRedondeo) => void;
}

/**
 * The amount to charge, big: less the voucher redeemed (the sale's total and the voucher shown
 * under it), and when the total is not a multiple of 0.05 the choice of rounding it up or down.
 */
export function ChargeTotal({ total, aCobrar, vale, redondeo, onRedondeo }: Props) {
  const format = useFormat();
  return (
    <div className="pos-charge-total">
      <Typography.Text type="secondary">Total a cobrar</Typography.Text>
      <div className="pos-charge-amount num" aria-label="Total a cobrar">
        {format.money(vale ? sub(aCobrar, vale.monto) : aCobrar)}
      </div>
      {vale && (
        <Typography.Text type="secondary" aria-label="Total de la venta con vale">
          <span className="pos-nowrap">{`Total de la venta ${format.money(aCobrar)}`}</span>
          {' · '}
          <span className="pos-nowrap">{`${
            vale.notaCreditoFel ? MENSAJES.devoluciones.tipos.NCRE : MENSAJES.devoluciones.tipos.VALE
          } − ${format.money(vale.monto)}`}</span>
        </Typography.Text>
      )}
      {redondeo.requiereEleccion && (
        <Flex vertical align="center" gap={6}>
          <Typography.Text type="secondary">{`El total ${format.money(total)} no es múltiplo de 0.05. Redondear:`}</Typography.Text>
          <Radio.Group
            aria-label="Redondeo del total"
            optionType="button"
            buttonStyle="solid"
            value={redondeo.valor}
            onChange={(e) => onRedondeo(e.target.value as ModoRedondeo)}
            options={[
              { value: 'arriba', label: `${MENSAJES.ventas.redondeoArriba} (${format.money(redondeo.arriba)})` },
              { value: 'abajo', label: `${MENSAJES.ventas.redondeoAbajo} (${format.money(redondeo.abajo)})` },
            ]}
          />
        </Flex>
      )}
    </div>
  );
}
