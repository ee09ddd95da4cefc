import { Col, Collapse, Flex, Input, Row, Typography } from 'antd';
import type { PagosVentaInput } from '@pos/shared/domains/sales/sales.api';
import { descripcionRanura, montoRanura, type RanuraPago } from '@pos/shared/domains/sales/rules/payments';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { useFormat } from '../../../lib/useFormat';

/** Slots with a document number or bank in a description. */
const OTRAS_FORMAS: {
  ranura: Exclude<RanuraPago, 'efectivo' | 'retencion_iva' | 'exencion_iva'>;
  etiqueta: string;
  detalle: string;
}[] = [
  { ranura: 'tarjeta', etiqueta: 'Tarjeta', detalle: 'Autorización / últimos 4 dígitos' },
  { ranura: 'cheque', etiqueta: 'Cheque', detalle: 'Banco y número de cheque' },
  { ranura: 'transferencia', etiqueta: 'Transferencia', detalle: 'Número de transferencia' },
  { ranura: 'deposito', etiqueta: 'Depósito', detalle: 'Banco y número de boleta' },
];

interface Props {
  pagos: PagosVentaInput;
  onMonto: (ranura: RanuraPago, monto: string | null) => void;
  onDescripcion: (ranura: RanuraPago, descripcion: string) => void;
}

/**
 * The payment forms other than cash, folded away since most sales are paid in cash: card, check,
 * transfer and deposit each with the amount and its document, and the IVA withheld or exempted.
 */
export function OtherPayments({ pagos, onMonto, onDescripcion }: Props) {
  const format = useFormat();
  const monto = (ranura: RanuraPago, etiqueta: string) => (
    <NumericInput
      aria-label={etiqueta}
      decimales={format.decimales}
      prefix={format.moneda}
      value={montoRanura(pagos, ranura) ?? ''}
      onChange={(v) => onMonto(ranura, v)}
    />
  );
  return (
    <Collapse
      ghost
      size="small"
      items={[
        {
          key: 'otras',
          label: 'Tarjeta, cheque, transferencia, depósito e IVA',
          children: (
            <Flex vertical gap={8}>
              {OTRAS_FORMAS.map(({ ranura, etiqueta, detalle }) => (
                <Row key={ranura} gutter={8} align="middle">
                  <Col span={5}>
                    <Typography.Text>{etiqueta}</Typography.Text>
                  </Col>
                  <Col span={8}>{monto(ranura, etiqueta)}</Col>
                  <Col span={11}>
                    <Input
                      aria-label={`Descripción de ${etiqueta.toLowerCase()}`}
                      placeholder={detalle}
                      value={descripcionRanura(pagos, ranura)}
                      onChange={(e) => onDescripcion(ranura, e.target.value)}
                    />
                  </Col>
                </Row>
              ))}
              <Row gutter={8} align="middle">
                <Col span={5}>
                  <Typography.Text>Retención IVA</Typography.Text>
                </Col>
                <Col span={8}>{monto('retencion_iva', 'Retención de IVA')}</Col>
                <Col span={5} offset={0}>
                  <Typography.Text>Exención IVA</Typography.Text>
                </Col>
                <Col span={6}>{monto('exencion_iva', 'Exención de IVA')}</Col>
              </Row>
            </Flex>
          ),
        },
      ]}
    />
  );
}
