import { Col, InputNumber, Row, Typography } from 'antd';
import { BILLETES, MONEDAS, claveBillete, claveMoneda } from '@pos/shared/domains/sales/sales';
import { subtotalDenominacion, totalConteo, type Conteo } from '@pos/shared/domains/registers';
import { useFormat } from '../../lib/useFormat';

interface Props {
  value: Conteo;
  onChange: (conteo: Conteo) => void;
}

const etiquetaMoneda = (centavos: number) => (centavos >= 100 ? `Q ${centavos / 100}` : `${centavos} ¢`);

/** Bills 1…1000 and coins 1…2000 centavos (P3-11), each with its subtotal and the live total. */
export function CashCountForm({ value, onChange }: Props) {
  const format = useFormat();
  const fila = (clave: string, etiqueta: string) => (
    <Row key={clave} gutter={8} align="middle" style={{ marginBottom: 6 }}>
      <Col flex="80px">
        <Typography.Text>{etiqueta}</Typography.Text>
      </Col>
      <Col flex="110px">
        <InputNumber<number>
          aria-label={`Cantidad de ${etiqueta}`}
          data-clave={clave}
          min={0}
          precision={0}
          controls={false}
          style={{ width: '100%' }}
          value={value[clave] ?? null}
          onChange={(n) => onChange({ ...value, [clave]: n ?? 0 })}
        />
      </Col>
      <Col flex="auto" style={{ textAlign: 'right' }}>
        <span className="num">{format.money(subtotalDenominacion(clave, value[clave] ?? 0))}</span>
      </Col>
    </Row>
  );
  return (
    <>
      <Row gutter={32}>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>Billetes</Typography.Title>
          {[...BILLETES].reverse().map((b) => fila(claveBillete(b), `Q ${b}`))}
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>Monedas</Typography.Title>
          {[...MONEDAS].reverse().map((m) => fila(claveMoneda(m), etiquetaMoneda(m)))}
        </Col>
      </Row>
      <Typography.Title level={4} style={{ textAlign: 'right', marginTop: 8 }} data-testid="total-conteo">
        Total: <span className="num">{format.money(totalConteo(value))}</span>
      </Typography.Title>
    </>
  );
}
