import { Button, Col, Flex, Row, Typography } from 'antd';
import { add, compare, dec, toMoneyString, type DecimalInput } from '@pos/shared';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { useFormat } from '../../../lib/useFormat';

/** Bills the cashier is handed most often, for one-click cash amounts above the total. */
const BILLETES_RAPIDOS = [5, 10, 20, 50, 100, 200];

interface Props {
  /** The cash typed, as the field shows it. */
  efectivo: string;
  aCobrar: string;
  pendiente: DecimalInput;
  vuelto: DecimalInput;
  /** Paid in full: the change shows; otherwise the balance left on credit. */
  pagoTotal: boolean;
  onChange: (efectivo: string | null) => void;
}

/**
 * The cash handed over, typed first right after F9 (or one click: the exact amount, or a bill
 * above the total), and beside it the change to hand back, big, or the balance left on credit.
 */
export function CashPayment({ efectivo, aCobrar, pendiente, vuelto, pagoTotal, onChange }: Props) {
  const format = useFormat();
  const etiqueta = pagoTotal ? 'Cambio' : 'Saldo al crédito';
  return (
    <Row gutter={16} align="middle">
      <Col xs={24} sm={12}>
        <label className="pos-label" htmlFor="pos-efectivo">
          Efectivo recibido
        </label>
        <NumericInput
          id="pos-efectivo"
          // The cashier types the cash handed over first, right after F9: the field has the
          // focus from the dialog's first frame.
          autoFocus
          aria-label="Efectivo"
          decimales={format.decimales}
          prefix={format.moneda}
          value={efectivo}
          onChange={onChange}
          style={{ fontSize: 22 }}
        />
        <Flex gap={6} wrap style={{ marginTop: 8 }}>
          <Button
            size="small"
            onClick={() => onChange(toMoneyString(add(pendiente, dec(efectivo || 0)), format.decimales))}
          >
            Exacto
          </Button>
          {BILLETES_RAPIDOS.filter((b) => compare(b, aCobrar) > 0)
            .slice(0, 4)
            .map((b) => (
              <Button key={b} size="small" onClick={() => onChange(String(b))}>
                {format.money(b)}
              </Button>
            ))}
        </Flex>
      </Col>
      <Col xs={24} sm={12}>
        <div className={compare(vuelto, 0) > 0 ? 'pos-change pos-change-active' : 'pos-change'} aria-live="polite">
          <Typography.Text type="secondary">{etiqueta}</Typography.Text>
          <div className="pos-change-amount num" aria-label={etiqueta}>
            {format.money(pagoTotal ? vuelto : pendiente)}
          </div>
          {pagoTotal && compare(pendiente, 0) > 0 && (
            <Typography.Text type="danger">{`Pendiente ${format.money(pendiente)}`}</Typography.Text>
          )}
        </div>
      </Col>
    </Row>
  );
}
